import type { common as en } from "../en/common.js";
import type { Translation } from "../message.js";

export const common = {
  "common.guildOnly": "O flowbot só funciona dentro de servidores.",
  "common.buttonGone": "Este botão não é mais suportado.",
  "common.buttonGoneRunAgain": "Este botão não é mais suportado. Execute o comando de novo.",
  "common.formGone": "Este formulário não é mais suportado.",
  "common.commandGone": "O comando {name} não está disponível nesta versão do bot.",
  "common.internalError": "Algo deu errado do nosso lado. O erro foi registrado; tente de novo.",
  "common.jobUnknown": "Essa tarefa não é mais conhecida neste servidor.",
  "common.none": "nenhum",
  "button.cancel": "Cancelar",
  "button.runAgain": "Executar de novo",
  "button.tryAgain": "Tentar de novo",
  "usage.noQuota": {
    one: "Você iniciou {count, number} tarefa hoje; este servidor não define limite diário.",
    other: "Você iniciou {count, number} tarefas hoje; este servidor não define limite diário.",
  },
  "usage.withQuota": {
    one: "Você iniciou {count, number} tarefa das suas {quota, number} hoje; a contagem reinicia {resetsAt}.",
    other: "Você iniciou {count, number} tarefas das suas {quota, number} hoje; a contagem reinicia {resetsAt}.",
  },
  "usage.refused": {
    one: "Você atingiu seu limite de {count, number} tarefa por hoje neste servidor ({count, number} de {count, number}). A contagem reinicia {resetsAt}.",
    other:
      "Você atingiu seu limite de {count, number} tarefas por hoje neste servidor ({count, number} de {count, number}). A contagem reinicia {resetsAt}.",
  },
} as const satisfies Translation<typeof en>;
