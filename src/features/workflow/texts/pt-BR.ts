import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ptBR = {
  "workflow.needsManageServer":
    "Só membros com a permissão Gerenciar servidor podem alterar os workflows deste servidor. Qualquer um pode usar `{/workflow list}`.",
  "workflow.removed": "O workflow **{name}** foi removido.",
  "workflow.defaultSet": "O `{/generate}` agora usa **{name}**, a menos que um membro escolha outro workflow.",
  "workflow.defaultBuiltIn": "O `{/generate}` agora usa seu workflow integrado, a menos que um membro escolha outro.",
  "workflow.noKey":
    "Um workflow é verificado nos nós do serviço com a chave de API deste servidor, e ainda não há nenhuma: `{/settings key}`.",
  "workflow.partnerNodes":
    "Nós de parceiros ({classes}): as execuções enviam a chave de API deste servidor ao serviço parceiro junto com a tarefa.",
  "workflow.saved": {
    one: "**{name}** salvo ({count, number} nó). `{/generate} {@generate.workflow}:{name}` preenche:",
    other: "**{name}** salvo ({count, number} nós). `{/generate} {@generate.workflow}:{name}` preenche:",
  },
  "workflow.wrongPlace":
    "Lugar errado? `{/workflow map} {@workflow.map.name}:{name} {@workflow.map.option}:{option} {@workflow.map.input}:{target}` (`{@workflow.map.input}:none` para deixar uma opção de fora).",
  "workflow.mapped": "**{name}** agora mapeia {mapping}.",
  "workflow.none":
    "Este servidor não tem workflows salvos; o `{/generate}` usa o integrado. Um membro com Gerenciar servidor pode adicionar um com `{/workflow add}`.",
  "workflow.listTitle": "Workflows deste servidor",
  "workflow.listLine": {
    one: "{count, number} nó · preenche {options} · adicionado por {user}",
    other: "{count, number} nós · preenche {options} · adicionado por {user}",
  },
  "workflow.listPartner": "Nós de parceiros",
  "workflow.unknown": "Este servidor não tem nenhum workflow chamado **{name}**. Veja `{/workflow list}`.",
} as const satisfies Translation<typeof en>;
