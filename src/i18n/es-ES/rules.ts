import type { rules as en } from "../en/rules.js";
import type { Translation } from "../message.js";

export const rules = {
  "rules.deleteConfirm": "¿Eliminar este resultado para todos? El registro de la tarea se conserva.",
  "rules.deleteConfirmLabel": "Confirmar",
  "rules.deleteGone": "El mensaje de este resultado ya no existe.",
  "rules.deleteExpired": "Esta confirmación ha caducado: vuelve a pulsar Eliminar bajo el resultado.",
  "rules.deleteLabel": "Eliminar",
  "rules.deleteNotHere": "Ese resultado no es una tarea de este servidor.",
  "rules.deleteRefused":
    "Solo el miembro que pidió este resultado, o un miembro con el permiso Gestionar mensajes, puede eliminarlo.",
  "rules.deleted": "Resultado eliminado. El registro de la tarea se conserva (`{/show}` indica que se eliminó).",
  "rules.bannedTerm":
    "Las normas de este servidor rechazan esta solicitud: `{field}` contiene un término que el servidor no permite. No se ha enviado nada.",
  "rules.bannedTermFrame":
    "Las normas de este servidor rechazan esta solicitud: la entrada {n} de `{@video.multiframe.frames}` contiene un término que el servidor no permite. No se ha enviado nada.",
  "rules.ageRestricted":
    "El flujo de trabajo «{name}» solo funciona en canales con restricción de edad. Úsalo en uno de ellos o elige otro flujo de trabajo.",
  "rules.modelNotOffered": "Este servidor no ofrece `{field}` {name}. Ofrece: {names, list}.",
  "rules.modelAgeRestricted":
    "`{field}` {name} solo funciona aquí en canales con restricción de edad. Úsalo en uno de ellos o elige otro.",
  "rules.budgetUsed": {
    one: "Este servidor ha agotado su presupuesto de {count, number} crédito para este mes ({used, number} usados). Las tareas de vídeo podrán volver a iniciarse {resetsAt}.",
    other:
      "Este servidor ha agotado su presupuesto de {count, number} créditos para este mes ({used, number} usados). Las tareas de vídeo podrán volver a iniciarse {resetsAt}.",
  },
  "rules.termEmpty":
    "`{@settings.banned-terms.add.term}` debe contener una letra, un dígito o un emoji: la puntuación y los espacios por sí solos no coinciden con nada.",
} as const satisfies Translation<typeof en>;
