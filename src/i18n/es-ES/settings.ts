import type { settings as en } from "../en/settings.js";
import type { Translation } from "../message.js";

export const settings = {
  "emoji.invalid":
    "`{@settings.upscale-emoji.emoji}` debe ser un emoji estándar (como 🔍) o uno de los emojis personalizados de este servidor.",
  "emoji.foreign":
    "`{@settings.upscale-emoji.emoji}` debe ser un emoji estándar (como 🔍) o uno de los emojis personalizados de este servidor; ese emoji personalizado no es de este servidor.",
  "usage.givenBack": {
    one: "no se cuenta {count, number} tarea que falló",
    other: "no se cuentan {count, number} tareas que fallaron",
  },
  "usage.noQuotaGivenBack": {
    one: "Hoy has iniciado {count, number} tarea ({givenBack}); este servidor no fija ningún límite diario.",
    other: "Hoy has iniciado {count, number} tareas ({givenBack}); este servidor no fija ningún límite diario.",
  },
  "usage.withQuotaGivenBack": {
    one: "Hoy has iniciado {count, number} de tus {quota, number} tareas ({givenBack}); el contador se reinicia {resetsAt}.",
    other:
      "Hoy has iniciado {count, number} de tus {quota, number} tareas ({givenBack}); el contador se reinicia {resetsAt}.",
  },
} as const satisfies Translation<typeof en>;
