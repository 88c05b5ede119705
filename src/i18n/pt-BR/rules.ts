import type { rules as en } from "../en/rules.js";
import type { Translation } from "../message.js";

export const rules = {
  "rules.deleteConfirm": "Excluir este resultado para todos? O registro da tarefa continua.",
  "rules.deleteConfirmLabel": "Confirmar",
  "rules.deleteGone": "A mensagem deste resultado já não existe.",
  "rules.deleteLabel": "Excluir",
  "rules.deleteNotHere": "Esse resultado não é uma tarefa deste servidor.",
  "rules.deleteRefused":
    "Só o membro que pediu este resultado, ou um membro com a permissão Gerenciar mensagens, pode excluí-lo.",
  "rules.deleted": "Resultado excluído. O registro da tarefa continua (`{/show}` informa que ele foi excluído).",
  "rules.resultDeleted": "A mensagem de resultado foi excluída {time}.",
  "rules.recQuestion":
    "`{@video.start-end.is_rec}` usa o prompt recomendado, que custa {credits, number} créditos a mais do que este vídeo custaria sem ele. Nada é enviado até você confirmar (em até {minutes, number} minutos).",
  "rules.recConfirm": "Confirmar (+{credits, number} créditos)",
  "rules.recExpired":
    "Esta confirmação expirou (após {minutes, number} minutos, ou porque o flowbot reiniciou). Nada foi enviado: execute `{/video}` de novo.",
  "rules.recNotYours": "Só o membro que pediu este vídeo pode confirmá-lo.",
  "rules.bannedTerm":
    "As regras deste servidor recusam este pedido: `{field}` contém um termo que o servidor não permite. Nada foi enviado.",
  "rules.bannedTermFrame":
    "As regras deste servidor recusam este pedido: a entrada {n} de `{@video.multiframe.frames}` contém um termo que o servidor não permite. Nada foi enviado.",
  "rules.ageRestricted":
    'O workflow "{name}" só roda em canais com restrição de idade. Use-o em um deles ou escolha outro workflow.',
  "rules.budgetUsed": {
    one: "Este servidor já usou seu orçamento de {count, number} crédito neste mês ({used, number} usados). As tarefas de vídeo poderão começar de novo {resetsAt}.",
    other:
      "Este servidor já usou seu orçamento de {count, number} créditos neste mês ({used, number} usados). As tarefas de vídeo poderão começar de novo {resetsAt}.",
  },
  "rules.budgetRange": "`{@settings.credit-budget.credits}` precisa estar entre {min, number} e {max, number}.",
  "rules.budgetNone": "Salvo. Este servidor não define orçamento mensal de créditos.",
  "rules.budgetSaved": {
    one: "Salvo. Quando as tarefas deste servidor tiverem usado {count, number} crédito em um mês (UTC), as tarefas de vídeo serão recusadas até o mês seguinte.",
    other:
      "Salvo. Quando as tarefas deste servidor tiverem usado {count, number} créditos em um mês (UTC), as tarefas de vídeo serão recusadas até o mês seguinte.",
  },
  "rules.negativeNone": "Salvo. `{/generate}` não adiciona nenhum prompt negativo deste servidor.",
  "rules.negativeSaved": "Salvo. Agora todo `{/generate}` adiciona {text} ao seu prompt negativo.",
  "rules.negativeSavedWithout":
    "Salvo. Agora todo `{/generate}` adiciona {text} ao seu prompt negativo. Workflows salvos sem entrada negativa rodam sem ele: {workflows, list} (`{/workflow map}` pode dar uma a eles).",
  "rules.termEmpty":
    "`{@settings.banned-terms.add.term}` precisa conter uma letra, um dígito ou um emoji: pontuação e espaços sozinhos não correspondem a nada.",
  "rules.termAdded": {
    one: "Salvo. Agora {term} é recusado em todo texto que um membro enviar ({count, number} termo proibido de {max, number}).",
    other:
      "Salvo. Agora {term} é recusado em todo texto que um membro enviar ({count, number} termos proibidos de {max, number}).",
  },
  "rules.termAlready": {
    one: "Salvo. {term} já era recusado em todo texto que um membro enviar ({count, number} termo proibido de {max, number}).",
    other:
      "Salvo. {term} já era recusado em todo texto que um membro enviar ({count, number} termos proibidos de {max, number}).",
  },
  "rules.termRemoved": {
    one: "Salvo. {term} não é mais recusado (resta {count, number} termo proibido).",
    other: "Salvo. {term} não é mais recusado (restam {count, number} termos proibidos).",
  },
  "rules.termNotBanned":
    "`{@settings.banned-terms.remove.term}`: {term} não é um termo proibido aqui (`{/settings banned-terms list}` mostra a lista).",
  "rules.termsFull":
    "`{@settings.banned-terms.add.term}`: no máximo {max, number} termos podem ser proibidos. Remova um primeiro.",
  "rules.termsCleared": "Salvo. Este servidor não proíbe nenhum termo.",
  "rules.listEmpty": "Este servidor não proíbe nenhum termo. Adicione um com `{/settings banned-terms add}`.",
  "rules.listHead":
    "Termos proibidos ({count, number} de {max, number}), reconhecidos como palavras inteiras, sem diferenciar maiúsculas nem acentos:",
  "rules.listHeadFile":
    "Termos proibidos ({count, number} de {max, number}), reconhecidos como palavras inteiras, sem diferenciar maiúsculas nem acentos: veja o arquivo anexo, um por linha.",
} as const satisfies Translation<typeof en>;
