import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ptBR = {
  "job.cancelledBy": "Cancelada por {user}.",
  "cancel.noSuchJob": "Essa tarefa não existe neste servidor.",
  "cancel.notYours": "Só o membro que iniciou esta tarefa, ou alguém com Gerenciar servidor, pode cancelá-la.",
  "cancel.alreadyEnded": "Essa tarefa já terminou.",
  "cancel.endedFirst": "A tarefa terminou antes de poder ser cancelada.",
  "cancel.done": "Cancelada.",
  "cancel.cancelling": "Cancelando…",
} as const satisfies Translation<typeof en>;
