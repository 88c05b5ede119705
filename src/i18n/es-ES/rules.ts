import type { rules as en } from "../en/rules.js";
import type { Translation } from "../message.js";

export const rules = {
  "rules.deleteLabel": "Eliminar",
  "rules.deleteNotHere": "Ese resultado no es una tarea de este servidor.",
  "rules.deleteRefused": "Solo el miembro que pidió este resultado, o un miembro con el permiso Gestionar mensajes, puede eliminarlo.",
  "rules.deleted": "Resultado eliminado. El registro de la tarea se conserva (`{/show}` indica que se eliminó).",
  "rules.resultDeleted": "Su mensaje de resultado se eliminó {time}.",
  "rules.recQuestion": "`{@video.start-end.is_rec}` usa el prompt recomendado, que cuesta {credits, number} créditos más de lo que costaría este vídeo sin él. No se envía nada hasta que confirmes (en {minutes, number} minutos).",
  "rules.recConfirm": "Confirmar (+{credits, number} créditos)",
  "rules.recExpired": "Esta confirmación ha caducado (tras {minutes, number} minutos, o porque flowbot se reinició). No se envió nada: vuelve a ejecutar `{/video}`.",
  "rules.recNotYours": "Solo el miembro que pidió este vídeo puede confirmarlo.",
} as const satisfies Translation<typeof en>;
