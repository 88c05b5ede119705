/** Textos do flowbot fora dos servidores que o adicionaram: a chave própria de um membro. */
export const anywhere = {
  "anywhere.serverOnly":
    "Isso só funciona nos servidores que adicionaram o flowbot. Fora deles você pode usar {commands, list}.",
  "anywhere.noKey":
    "Fora dos servidores que adicionaram o flowbot, suas tarefas usam sua própria chave de API da plataforma, e você ainda não definiu uma. Defina-a em particular com `{/preferences} {@preferences.key}:definir`. Ela fica criptografada, é mostrada só pelos últimos quatro caracteres e paga apenas as suas tarefas.",
  "anywhere.keyModalTitle": "Sua própria chave de API",
  "anywhere.keySaved":
    "Salvo. Suas tarefas fora dos servidores que adicionaram o flowbot agora usam sua chave terminada em `{last4}`; ela não paga mais nada.",
  "anywhere.keyRemoved": "Sua própria chave de API foi removida.",
  "anywhere.keyShown":
    "Sua própria chave de API, para suas tarefas fora dos servidores que adicionaram o flowbot: termina em `{last4}`.",
  "anywhere.keyNotSet":
    "Sua própria chave de API, para suas tarefas fora dos servidores que adicionaram o flowbot: não definida (`{/preferences} {@preferences.key}:definir`).",
  "anywhere.quotaRefused": {
    one: "Você usou sua {count, number} tarefa de hoje fora dos servidores que adicionaram o flowbot. A contagem reinicia {resetsAt}.",
    other:
      "Você usou suas {count, number} tarefas de hoje fora dos servidores que adicionaram o flowbot. A contagem reinicia {resetsAt}.",
  },
  "anywhere.bannedTerm":
    "O flowbot recusa este pedido: `{field}` contém um termo que ele não permite fora dos servidores que o adicionaram. Nada foi enviado.",
  "anywhere.bannedTermFrame":
    "O flowbot recusa este pedido: a entrada {n} de `{@video.multiframe.frames}` contém um termo que ele não permite fora dos servidores que o adicionaram. Nada foi enviado.",
  "anywhere.prefsIntro":
    "Seus próprios padrões para `{/generate}` fora dos servidores que adicionaram o flowbot. O que você digitar no comando continua valendo, e os limites e regras do flowbot se aplicam.",
  "anywhere.unreadableKey":
    "Não foi possível ler sua chave de API salva (a chave secreta do bot pode ter mudado desde que ela foi salva). Defina-a de novo com `{/preferences} {@preferences.key}:definir`.",
  "anywhere.keyRefused":
    "{service} recusou sua própria chave de API. Defina uma nova com `{/preferences} {@preferences.key}:definir`.",
  "anywhere.outOfCredits": "A conta da sua própria chave de API está sem créditos. Recarregue e tente de novo.",
  "anywhere.inactiveSubscription":
    "A assinatura da sua própria chave de API não está ativa. Executar workflows exige uma assinatura ativa.",
} as const;
