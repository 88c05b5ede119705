import type { common as en } from "../en/common.js";
import type { Translation } from "../message.js";

export const common = {
  "common.guildOnly": "flowbot solo funciona dentro de servidores.",
  "common.buttonGone": "Este botón ya no es compatible.",
  "common.buttonGoneRunAgain": "Este botón ya no es compatible. Vuelve a ejecutar el comando.",
  "common.formGone": "Este formulario ya no es compatible.",
  "common.commandGone": "El comando {name} no está disponible en esta versión del bot.",
  "common.internalError": "Algo ha fallado por nuestra parte. Lo hemos registrado; inténtalo de nuevo.",
  "common.jobUnknown": "Esa tarea ya no se conoce en este servidor.",
  "common.none": "ninguno",
  "button.cancel": "Cancelar",
  "button.runAgain": "Ejecutar de nuevo",
  "button.tryAgain": "Reintentar",
  "usage.noQuota": {
    one: "Hoy has iniciado {count, number} tarea; este servidor no fija un límite diario.",
    other: "Hoy has iniciado {count, number} tareas; este servidor no fija un límite diario.",
  },
  "usage.withQuota": {
    one: "Hoy has iniciado {count, number} tarea de tus {quota, number}; el contador se reinicia {resetsAt}.",
    other: "Hoy has iniciado {count, number} tareas de tus {quota, number}; el contador se reinicia {resetsAt}.",
  },
  "usage.refused": {
    one: "Has alcanzado tu límite de {count, number} tarea por hoy en este servidor ({count, number} de {count, number}). El contador se reinicia {resetsAt}.",
    other:
      "Has alcanzado tu límite de {count, number} tareas por hoy en este servidor ({count, number} de {count, number}). El contador se reinicia {resetsAt}.",
  },
} as const satisfies Translation<typeof en>;
