import type { rules as en } from "../en/rules.js";
import type { Translation } from "../message.js";

export const rules = {
  "rules.deleteLabel": "Excluir",
  "rules.deleteNotHere": "Esse resultado não é uma tarefa deste servidor.",
  "rules.deleteRefused": "Só o membro que pediu este resultado, ou um membro com a permissão Gerenciar mensagens, pode excluí-lo.",
  "rules.deleted": "Resultado excluído. O registro da tarefa continua (`{/show}` informa que ele foi excluído).",
  "rules.resultDeleted": "A mensagem de resultado foi excluída {time}.",
  "rules.recQuestion": "`{@video.start-end.is_rec}` usa o prompt recomendado, que custa {credits, number} créditos a mais do que este vídeo custaria sem ele. Nada é enviado até você confirmar (em até {minutes, number} minutos).",
  "rules.recConfirm": "Confirmar (+{credits, number} créditos)",
  "rules.recExpired": "Esta confirmação expirou (após {minutes, number} minutos, ou porque o flowbot reiniciou). Nada foi enviado: execute `{/video}` de novo.",
  "rules.recNotYours": "Só o membro que pediu este vídeo pode confirmá-lo.",
} as const satisfies Translation<typeof en>;
