import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ptBR = {
  "common.settingGone": "A configuração {name} não está disponível nesta versão do bot.",
  "common.needsManageServer":
    "Só membros com a permissão Gerenciar servidor podem alterar as configurações do flowbot.",
  "common.all": "todos",
  "common.builtIn": "integrado",
  "engine.whereTitle": "Onde os workflows rodam",
  "engine.whereCloud": "Geração de imagens: na nuvem, com a chave própria deste servidor.",
  "engine.whereEngines": "Geração de imagens: nos motores próprios deste bot ({count}).",
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
  "settings.keyRemoved": "A chave de API deste servidor foi removida.",
  "settings.keyModalTitle": "Definir a chave de API deste servidor",
  "settings.keyModalLabel": "Chave de API da plataforma",
  "settings.keyInvalid":
    "`key` deve ter de {min, number} a {max, number} caracteres ASCII visíveis (letras, dígitos, pontuação), sem espaços.",
  "settings.keyRefused": "O serviço recusou essa chave (401). Nada foi salvo; confira a chave e tente de novo.",
  "settings.keySaved": "Salvo. Este servidor agora usa a chave de API terminada em `{last4}`.",
  "settings.defaultsNone":
    "Informe pelo menos um destes: `{@settings.defaults.width}`, `{@settings.defaults.height}` ou `{@settings.defaults.steps}`.",
  "settings.defaultsSaved": {
    one: "Salvo. O `{/generate}` agora usa por padrão {width}×{height}, {count, number} passo.",
    other: "Salvo. O `{/generate}` agora usa por padrão {width}×{height}, {count, number} passos.",
  },
  "settings.emojiSaved": "Salvo. Reagir com {emoji} a uma imagem agora a amplia.",
  "settings.quotaNone": "Salvo. Os membros podem iniciar quantas tarefas quiserem por dia.",
  "settings.quotaSaved": {
    one: "Salvo. Cada membro pode iniciar {count, number} tarefa por dia (a contagem reinicia à meia-noite UTC).",
    other: "Salvo. Cada membro pode iniciar {count, number} tarefas por dia (a contagem reinicia à meia-noite UTC).",
  },
  "settings.concurrencySaved": {
    one: "Salvo. Este servidor agora executa no máximo {count, number} tarefa por vez.",
    other: "Salvo. Este servidor agora executa no máximo {count, number} tarefas por vez.",
  },
  "settings.channelsAll": "Salvo. As tarefas podem ser iniciadas em qualquer canal.",
  "settings.channelsSome": "Salvo. As tarefas só podem ser iniciadas em {channels, list}.",
  "settings.channelInvalid": "`{@settings.channels.add.channel}` deve ser um canal deste servidor.",
  "settings.channelNotListed": "`{@settings.channels.add.channel}`: {channel} não está na lista de canais permitidos.",
  "settings.channelWrongType":
    "`{@settings.channels.add.channel}` deve ser um canal de texto ou de anúncios deste servidor.",
  "settings.channelsFull":
    "`{@settings.channels.add.channel}`: no máximo {max, number} canais podem ser permitidos. Remova um primeiro.",
  "settings.languageSaved": "Salvo. As mensagens das tarefas deste servidor agora estão em {language}.",
  "settings.languageDefault":
    "Salvo. As mensagens das tarefas deste servidor agora seguem o idioma da comunidade do servidor ou, se não houver, o inglês.",
  "show.title": "Configurações do flowbot",
  "show.apiKey": "Chave de API",
  "show.keySet": "definida, termina em `{last4}`",
  "show.keyOperator": "não definida (a chave do operador é usada)",
  "show.keyNotSet": "não definida — `{/settings key}`",
  "show.defaultWorkflow": "Workflow padrão",
  "show.defaultSize": "Tamanho padrão",
  "show.sizeValue": {
    one: "{width}×{height}, {count, number} passo",
    other: "{width}×{height}, {count, number} passos",
  },
  "show.upscaleEmoji": "Emoji de ampliação",
  "show.dailyQuota": "Cota diária por membro",
  "show.jobsAtOnce": "Tarefas simultâneas",
  "show.channels": "Canais",
  "show.language": "Idioma das mensagens das tarefas",
  "show.languageDefault": "{language} (o padrão do servidor)",
  "show.yourUse": "Seu uso hoje",
  "show.bannedTerms": "Termos proibidos",
  "show.bannedTermsCount": { one: "{count, number} termo proibido", other: "{count, number} termos proibidos" },
  "show.bannedTermsValue": {
    one: "{count, number} termo proibido (`{/settings banned-terms list}`)",
    other: "{count, number} termos proibidos (`{/settings banned-terms list}`)",
  },
  "show.negativePrompt": "Prompt negativo",
  "show.creditsMonth": "Créditos neste mês",
  "show.creditsBudget": "{used, number} de {budget, number}; a contagem reinicia {resetsAt}",
  "show.creditsNoBudget": "{used, number} (sem orçamento mensal); a contagem reinicia {resetsAt}",
  "show.topMembers": "Membros que mais usaram neste mês",
  "show.topNobody": "ninguém usou créditos ainda",
  "language.en": "inglês (English)",
  "language.de": "alemão (Deutsch)",
  "language.fr": "francês (Français)",
  "language.es-ES": "espanhol (Español)",
  "language.pt-BR": "português do Brasil",
  "language.ja": "japonês (日本語)",
  "language.ko": "coreano (한국어)",
  "images.none": "Informe pelo menos uma de suas opções: `check`, `strictness` ou `age_restricted`.",
  "images.saved": "Verificação de imagens salva:\n{policy}",
  "images.mode.off": "Desativada: as imagens não são verificadas.",
  "images.mode.spoiler": "Uma imagem sinalizada é enviada atrás de um spoiler, com uma linha dizendo o motivo.",
  "images.mode.block":
    "Uma imagem sinalizada é retida; uma imagem sinalizada enviada por um membro é recusada antes de ser enviada.",
  "images.threshold": "Rigor {strictness}: uma pontuação de {threshold} ou mais é sinalizada.",
  "images.operatorThreshold":
    "Uma pontuação de {threshold} ou mais é sinalizada (definida pelo operador do bot para todos os servidores).",
  "images.strictness.strict": "rigoroso",
  "images.strictness.balanced": "equilibrado",
  "images.strictness.lenient": "tolerante",
  "images.ageRestricted.exempt": "Canais com restrição de idade não são verificados.",
  "images.ageRestricted.checked": "Canais com restrição de idade também são verificados.",
  "show.images": "Verificação de imagens",
  "show.models": "Modelos",
  "models.none": "Informe um `model` ou uma `lora`.",
  "models.saved": "Configurações de modelos salvas:\n{summary}",
  "models.tooMany": "No máximo {max, number} nomes em cada lista.",
  "models.default": "Modelo padrão: {name}",
  "models.defaultNone": "Modelo padrão: o do workflow",
  "models.offeredModels": "Modelos oferecidos: {names}",
  "models.offeredLoras": "LoRAs oferecidas: {names}",
  "models.all": "todos os que as engines têm",
  "models.restricted": "Só em canais com restrição de idade: {names}",
  "models.unknown": "Nenhuma engine deste bot tem `{field}` {name}.",
  "models.unknownNear": "Nenhuma engine deste bot tem `{field}` {name}. Os mais próximos: {near, or}.",
} as const satisfies Translation<typeof en>;
