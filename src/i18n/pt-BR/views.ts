import type { views as en } from "../en/views.js";
import type { Translation } from "../message.js";

export const views = {
  "queue.more": { one: "mais {count, number} não exibida", other: "mais {count, number} não exibidas" },
  "workflow.exists": "Este servidor já tem um workflow chamado **{name}**. Remova-o primeiro para substituí-lo.",
  "workflow.notUsed": "`{option}` → não usado",
  "workflow.mapsTo": "`{option}` → `{target}` ({nodeClass})",
  "workflow.cannotRun": "O serviço não consegue executar este workflow. Nada foi salvo.",
  "workflow.classMissing": "{where} não existe no serviço.",
  "workflow.classMissingUnasked":
    "{where} não existe no serviço (não foi possível perguntar ao registro qual pacote o fornece).",
  "workflow.classMissingNoPack": "{where} não existe no serviço, e nenhum pacote do registro o fornece.",
  "workflow.classMissingPack": "{where} não existe no serviço. Ele vem do pacote {pack}.",
  "workflow.node": "nó {id} ({nodeClass})",
  "workflow.nodeId": "nó {id}",
  "workflow.inputMissing": "{node}: falta a entrada obrigatória `{input}`.",
  "workflow.notNumber": "{node}: a entrada `{input}` deve ser um número (recebido: {value}).",
  "workflow.notWhole": "{node}: a entrada `{input}` deve ser um número inteiro (recebido: {value}).",
  "workflow.outside": "{node}: a entrada `{input}` é {value}, fora do intervalo de {min} a {max}.",
  "workflow.notText": "{node}: a entrada `{input}` deve ser texto (recebido: {value}).",
  "workflow.notBoolean": "{node}: a entrada `{input}` deve ser true ou false (recebido: {value}).",
  "workflow.notChoice": "{node}: a entrada `{input}` é {value}, que não está entre as opções do serviço ({choices}).",
  "workflow.linkNoNode": "{node}: a entrada `{input}` está ligada ao nó {source}, que não está no workflow.",
  "workflow.linkNoOutput": {
    one: "{node}: a entrada `{input}` está ligada à saída {index} de {source}, que só tem {count, number} saída.",
    other: "{node}: a entrada `{input}` está ligada à saída {index} de {source}, que só tem {count, number} saídas.",
  },
  "workflow.selfLoop": "{node} está ligado a si mesmo, então nunca poderia ser executado.",
  "workflow.loop": "Os nós {nodes} alimentam uns aos outros em um ciclo, então nenhum deles poderia ser executado.",
  "workflow.arrow": "{first} → {rest}",
  "workflow.noOutput": "O workflow não tem nenhum nó de saída (como SaveImage), então não produziria nada.",
  "workflow.problem": "• {problem}",
  "workflow.moreProblems": {
    one: "• … e mais {count, number} problema",
    other: "• … e mais {count, number} problemas",
  },
  "workflow.where": { one: "`{classType}` (nó {nodes})", other: "`{classType}` (nós {nodes})" },
  "workflow.pack": "**{name}** (`{id}`, versão mais recente {version}){repo}",
  "workflow.fileEmpty": "`{@workflow.add.file}` está vazio: anexe o JSON do workflow (Export (API) no editor).",
  "workflow.fileTooLarge": "`{@workflow.add.file}` deve ter no máximo {max} (tem {size}).",
  "workflow.fileNotText": "`{@workflow.add.file}` não é texto: anexe o JSON do workflow (Export (API) no editor).",
  "workflow.fileNotJson":
    "`{@workflow.add.file}` não é um JSON válido: anexe o JSON do workflow (Export (API) no editor).",
  "workflow.fileBroken":
    "`{@workflow.add.file}` contém um texto com um caractere NUL ou quebrado (um substituto sem par): corrija no editor e exporte de novo.",
  "workflow.fileNotObject": "`{@workflow.add.file}` deve conter um objeto JSON de nós (o formato da API).",
  "workflow.fileEditorFormat":
    "`{@workflow.add.file}` está no formato do editor. Exporte com **Export (API)** e anexe esse arquivo.",
  "workflow.fileNoNodes": "`{@workflow.add.file}` não contém nenhum nó.",
  "workflow.fileTooManyNodes": "`{@workflow.add.file}` pode conter no máximo {max, number} nós (tem {count, number}).",
  "workflow.fileBadId": "`{@workflow.add.file}`: {label} tem um ID que não é ID de nó.",
  "workflow.fileBadNode":
    "`{@workflow.add.file}`: {label} deve ser um objeto com `class_type` e `inputs` (o formato da API).",
  "workflow.fileBadClass": "`{@workflow.add.file}`: {label} tem um `class_type` que não é nome de classe de nó.",
  "workflow.noNode": "`{@workflow.map.input}`: o workflow não tem o nó `{node}`.",
  "workflow.noInput": "`{@workflow.map.input}`: o nó {node} ({nodeClass}) não tem a entrada `{input}`.",
  "workflow.linked":
    "`{@workflow.map.input}`: `{input}` é alimentado por outro nó, então o {/generate} não pode defini-lo.",
  "workflow.notLoader":
    "`{@workflow.map.input}`: `{option}` vai na entrada de nome de um loader (o `ckpt_name` de um loader de checkpoint ou o `lora_name` de um de LoRA), e `{input}` é uma entrada de {nodeClass}.",
  "workflow.wrongTypeText":
    "`{@workflow.map.input}`: `{option}` precisa de uma entrada de texto, e `{input}` contém {value}.",
  "workflow.wrongTypeNumber":
    "`{@workflow.map.input}`: `{option}` precisa de uma entrada numérica, e `{input}` contém {value}.",
  "workflow.full":
    "Este servidor já guarda {max, number} workflows, o máximo: remova um com `{/workflow remove}` antes de adicionar outro.",
} as const satisfies Translation<typeof en>;
