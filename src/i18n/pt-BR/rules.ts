import type { rules as en } from "../en/rules.js";
import type { Translation } from "../message.js";

export const rules = {
  "rules.deleteConfirm": "Excluir este resultado para todos? O registro da tarefa continua.",
  "rules.deleteConfirmLabel": "Confirmar",
  "rules.deleteGone": "A mensagem deste resultado já não existe.",
  "rules.deleteExpired": "Esta confirmação expirou: aperte Excluir sob o resultado de novo.",
  "rules.deleteLabel": "Excluir",
  "rules.deleteNotHere": "Esse resultado não é uma tarefa deste servidor.",
  "rules.deleteRefused":
    "Só o membro que pediu este resultado, ou um membro com a permissão Gerenciar mensagens, pode excluí-lo.",
  "rules.deleted": "Resultado excluído. O registro da tarefa continua (`{/show}` informa que ele foi excluído).",
  "rules.bannedTerm":
    "As regras deste servidor recusam este pedido: `{field}` contém um termo que o servidor não permite. Nada foi enviado.",
  "rules.bannedTermFrame":
    "As regras deste servidor recusam este pedido: a entrada {n} de `{@video.multiframe.frames}` contém um termo que o servidor não permite. Nada foi enviado.",
  "rules.ageRestricted":
    'O workflow "{name}" só roda em canais com restrição de idade. Use-o em um deles ou escolha outro workflow.',
  "rules.modelNotOffered": "Este servidor não oferece `{field}` {name}. Ele oferece: {names, list}.",
  "rules.modelAgeRestricted":
    "`{field}` {name} só roda aqui em canais com restrição de idade. Use-o em um deles ou escolha outro.",
  "rules.budgetUsed": {
    one: "Este servidor já usou seu orçamento de {count, number} crédito neste mês ({used, number} usados). As tarefas de vídeo poderão começar de novo {resetsAt}.",
    other:
      "Este servidor já usou seu orçamento de {count, number} créditos neste mês ({used, number} usados). As tarefas de vídeo poderão começar de novo {resetsAt}.",
  },
  "rules.termEmpty":
    "`{@settings.banned-terms.add.term}` precisa conter uma letra, um dígito ou um emoji: pontuação e espaços sozinhos não correspondem a nada.",
} as const satisfies Translation<typeof en>;
