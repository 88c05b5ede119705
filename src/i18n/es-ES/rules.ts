import type { rules as en } from "../en/rules.js";
import type { Translation } from "../message.js";

export const rules = {
  "rules.deleteConfirm": "¿Eliminar este resultado para todos? El registro de la tarea se conserva.",
  "rules.deleteConfirmLabel": "Confirmar",
  "rules.deleteGone": "El mensaje de este resultado ya no existe.",
  "rules.deleteLabel": "Eliminar",
  "rules.deleteNotHere": "Ese resultado no es una tarea de este servidor.",
  "rules.deleteRefused":
    "Solo el miembro que pidió este resultado, o un miembro con el permiso Gestionar mensajes, puede eliminarlo.",
  "rules.deleted": "Resultado eliminado. El registro de la tarea se conserva (`{/show}` indica que se eliminó).",
  "rules.resultDeleted": "Su mensaje de resultado se eliminó {time}.",
  "rules.recQuestion":
    "`{@video.start-end.is_rec}` usa el prompt recomendado, que cuesta {credits, number} créditos más de lo que costaría este vídeo sin él. No se envía nada hasta que confirmes (en {minutes, number} minutos).",
  "rules.recConfirm": "Confirmar (+{credits, number} créditos)",
  "rules.recExpired":
    "Esta confirmación ha caducado (tras {minutes, number} minutos, o porque flowbot se reinició). No se envió nada: vuelve a ejecutar `{/video}`.",
  "rules.recNotYours": "Solo el miembro que pidió este vídeo puede confirmarlo.",
  "rules.bannedTerm":
    "Las normas de este servidor rechazan esta solicitud: `{field}` contiene un término que el servidor no permite. No se ha enviado nada.",
  "rules.bannedTermFrame":
    "Las normas de este servidor rechazan esta solicitud: la entrada {n} de `{@video.multiframe.frames}` contiene un término que el servidor no permite. No se ha enviado nada.",
  "rules.ageRestricted":
    "El flujo de trabajo «{name}» solo funciona en canales con restricción de edad. Úsalo en uno de ellos o elige otro flujo de trabajo.",
  "rules.budgetUsed": {
    one: "Este servidor ha agotado su presupuesto de {count, number} crédito para este mes ({used, number} usados). Las tareas de vídeo podrán volver a iniciarse {resetsAt}.",
    other:
      "Este servidor ha agotado su presupuesto de {count, number} créditos para este mes ({used, number} usados). Las tareas de vídeo podrán volver a iniciarse {resetsAt}.",
  },
  "rules.budgetRange": "`{@settings.credit-budget.credits}` debe estar entre {min, number} y {max, number}.",
  "rules.budgetNone": "Guardado. Este servidor no fija ningún presupuesto mensual de créditos.",
  "rules.budgetSaved": {
    one: "Guardado. Cuando las tareas de este servidor hayan usado {count, number} crédito en un mes (UTC), las tareas de vídeo se rechazarán hasta el mes siguiente.",
    other:
      "Guardado. Cuando las tareas de este servidor hayan usado {count, number} créditos en un mes (UTC), las tareas de vídeo se rechazarán hasta el mes siguiente.",
  },
  "rules.negativeNone": "Guardado. `{/generate}` no añade ningún prompt negativo de este servidor.",
  "rules.negativeSaved": "Guardado. Ahora cada `{/generate}` añade {text} a su prompt negativo.",
  "rules.negativeSavedWithout":
    "Guardado. Ahora cada `{/generate}` añade {text} a su prompt negativo. Los flujos de trabajo guardados sin entrada negativa se ejecutan sin él: {workflows, list} (`{/workflow map}` puede darles una).",
  "rules.termEmpty":
    "`{@settings.banned-terms.add.term}` debe contener una letra, un dígito o un emoji: la puntuación y los espacios por sí solos no coinciden con nada.",
  "rules.termAdded": {
    one: "Guardado. Ahora {term} se rechaza en cualquier texto que envíe un miembro ({count, number} término prohibido de {max, number}).",
    other:
      "Guardado. Ahora {term} se rechaza en cualquier texto que envíe un miembro ({count, number} términos prohibidos de {max, number}).",
  },
  "rules.termAlready": {
    one: "Guardado. {term} ya se rechazaba en cualquier texto que envíe un miembro ({count, number} término prohibido de {max, number}).",
    other:
      "Guardado. {term} ya se rechazaba en cualquier texto que envíe un miembro ({count, number} términos prohibidos de {max, number}).",
  },
  "rules.termRemoved": {
    one: "Guardado. {term} ya no se rechaza (queda {count, number} término prohibido).",
    other: "Guardado. {term} ya no se rechaza (quedan {count, number} términos prohibidos).",
  },
  "rules.termNotBanned":
    "`{@settings.banned-terms.remove.term}`: {term} no es un término prohibido aquí (`{/settings banned-terms list}` los muestra).",
  "rules.termsFull":
    "`{@settings.banned-terms.add.term}`: se pueden prohibir como máximo {max, number} términos. Quita uno primero.",
  "rules.termsCleared": "Guardado. Este servidor no prohíbe ningún término.",
  "rules.listEmpty": "Este servidor no prohíbe ningún término. Añade uno con `{/settings banned-terms add}`.",
  "rules.listHead":
    "Términos prohibidos ({count, number} de {max, number}), buscados como palabras completas, sin importar mayúsculas ni acentos:",
  "rules.listHeadFile":
    "Términos prohibidos ({count, number} de {max, number}), buscados como palabras completas, sin importar mayúsculas ni acentos: consulta el archivo adjunto, uno por línea.",
} as const satisfies Translation<typeof en>;
