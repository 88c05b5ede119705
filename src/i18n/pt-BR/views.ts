import type { views as en } from "../en/views.js";
import type { Translation } from "../message.js";

export const views = {
  "list.more": { one: "mais {count, number} não exibida", other: "mais {count, number} não exibidas" },
  "graph.exists": "Este servidor já tem um workflow chamado **{name}**. Remova-o primeiro para substituí-lo.",
  "graph.notUsed": "`{option}` → não usado",
  "graph.mapsTo": "`{option}` → `{target}` ({nodeClass})",
  "graph.cannotRun": "O serviço não consegue executar este workflow. Nada foi salvo.",
  "graph.classMissing": "{where} não existe no serviço.",
  "graph.classMissingUnasked":
    "{where} não existe no serviço (não foi possível perguntar ao registro qual pacote o fornece).",
  "graph.classMissingNoPack": "{where} não existe no serviço, e nenhum pacote do registro o fornece.",
  "graph.classMissingPack": "{where} não existe no serviço. Ele vem do pacote {pack}.",
  "graph.node": "nó {id} ({nodeClass})",
  "graph.nodeId": "nó {id}",
  "graph.inputMissing": "{node}: falta a entrada obrigatória `{input}`.",
  "graph.notNumber": "{node}: a entrada `{input}` deve ser um número (recebido: {value}).",
  "graph.notWhole": "{node}: a entrada `{input}` deve ser um número inteiro (recebido: {value}).",
  "graph.outside": "{node}: a entrada `{input}` é {value}, fora do intervalo de {min} a {max}.",
  "graph.notText": "{node}: a entrada `{input}` deve ser texto (recebido: {value}).",
  "graph.notBoolean": "{node}: a entrada `{input}` deve ser true ou false (recebido: {value}).",
  "graph.notChoice": "{node}: a entrada `{input}` é {value}, que não está entre as opções do serviço ({choices}).",
  "graph.linkNoNode": "{node}: a entrada `{input}` está ligada ao nó {source}, que não está no workflow.",
  "graph.linkNoOutput": {
    one: "{node}: a entrada `{input}` está ligada à saída {index} de {source}, que só tem {count, number} saída.",
    other: "{node}: a entrada `{input}` está ligada à saída {index} de {source}, que só tem {count, number} saídas.",
  },
  "graph.selfLoop": "{node} está ligado a si mesmo, então nunca poderia ser executado.",
  "graph.loop": "Os nós {nodes} alimentam uns aos outros em um ciclo, então nenhum deles poderia ser executado.",
  "graph.arrow": "{first} → {rest}",
  "graph.noOutput": "O workflow não tem nenhum nó de saída (como SaveImage), então não produziria nada.",
  "graph.problem": "• {problem}",
  "graph.moreProblems": {
    one: "• … e mais {count, number} problema",
    other: "• … e mais {count, number} problemas",
  },
  "graph.where": { one: "`{classType}` (nó {nodes})", other: "`{classType}` (nós {nodes})" },
  "graph.pack": "**{name}** (`{id}`, versão mais recente {version}){repo}",
  "graph.fileEmpty": "`{@workflow.add.file}` está vazio: anexe o JSON do workflow (Export (API) no editor).",
  "graph.fileTooLarge": "`{@workflow.add.file}` deve ter no máximo {max} (tem {size}).",
  "graph.fileNotText": "`{@workflow.add.file}` não é texto: anexe o JSON do workflow (Export (API) no editor).",
  "graph.fileNotJson":
    "`{@workflow.add.file}` não é um JSON válido: anexe o JSON do workflow (Export (API) no editor).",
  "graph.fileBroken":
    "`{@workflow.add.file}` contém um texto com um caractere NUL ou quebrado (um substituto sem par): corrija no editor e exporte de novo.",
  "graph.fileNotObject": "`{@workflow.add.file}` deve conter um objeto JSON de nós (o formato da API).",
  "graph.fileEditorFormat":
    "`{@workflow.add.file}` está no formato do editor. Exporte com **Export (API)** e anexe esse arquivo.",
  "graph.fileNoNodes": "`{@workflow.add.file}` não contém nenhum nó.",
  "graph.fileTooManyNodes": "`{@workflow.add.file}` pode conter no máximo {max, number} nós (tem {count, number}).",
  "graph.fileBadId": "`{@workflow.add.file}`: {label} tem um ID que não é ID de nó.",
  "graph.fileBadNode":
    "`{@workflow.add.file}`: {label} deve ser um objeto com `class_type` e `inputs` (o formato da API).",
  "graph.fileBadClass": "`{@workflow.add.file}`: {label} tem um `class_type` que não é nome de classe de nó.",
  "graph.noNode": "`{@workflow.map.input}`: o workflow não tem o nó `{node}`.",
  "graph.noInput": "`{@workflow.map.input}`: o nó {node} ({nodeClass}) não tem a entrada `{input}`.",
  "graph.linked":
    "`{@workflow.map.input}`: `{input}` é alimentado por outro nó, então o {/generate} não pode defini-lo.",
  "graph.notLoader":
    "`{@workflow.map.input}`: `{option}` vai na entrada de nome de um loader (o `ckpt_name` de um loader de checkpoint ou o `lora_name` de um de LoRA), e `{input}` é uma entrada de {nodeClass}.",
  "graph.wrongTypeText":
    "`{@workflow.map.input}`: `{option}` precisa de uma entrada de texto, e `{input}` contém {value}.",
  "graph.wrongTypeNumber":
    "`{@workflow.map.input}`: `{option}` precisa de uma entrada numérica, e `{input}` contém {value}.",
  "graph.full":
    "Este servidor já guarda {max, number} workflows, o máximo: remova um com `{/workflow remove}` antes de adicionar outro.",
} as const satisfies Translation<typeof en>;
