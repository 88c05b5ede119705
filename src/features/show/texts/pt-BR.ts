import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ptBR = {
  "show.live": "Ao vivo: {link}",
  "rules.resultDeleted": "A mensagem de resultado foi excluída {time}.",
  "showjob.noSuchJob": "`{@show.job}`: essa tarefa não existe neste servidor. Escolha uma das suas na lista.",
  "showjob.notVisible":
    "`{@show.job}`: a tarefa de outro membro só pode ser exibida se foi publicada em um canal que você pode ver.",
  "showjob.noKey": "Este servidor não tem mais chave de API, então os arquivos da tarefa não podem ser buscados.",
  "showjob.jobId": "um ID de tarefa: escolha um na lista",
  "status.pending": "pendente",
  "status.in_progress": "em andamento",
  "status.completed": "concluída",
  "status.failed": "falhou",
  "status.cancelled": "cancelada",
} as const satisfies Translation<typeof en>;
