import type { views as en } from "../en/views.js";
import type { Translation } from "../message.js";

export const views = {
  "list.more": { one: "{count, number} weiterer nicht angezeigt", other: "{count, number} weitere nicht angezeigt" },
  "graph.exists":
    "Dieser Server hat bereits einen Workflow namens **{name}**. Entferne ihn zuerst, um ihn zu ersetzen.",
  "graph.notUsed": "`{option}` → nicht verwendet",
  "graph.mapsTo": "`{option}` → `{target}` ({nodeClass})",
  "graph.cannotRun": "Der Dienst kann diesen Workflow nicht ausführen. Es wurde nichts gespeichert.",
  "graph.classMissing": "{where} gibt es auf dem Dienst nicht.",
  "graph.classMissingUnasked":
    "{where} gibt es auf dem Dienst nicht (die Registry konnte nicht gefragt werden, welches Paket die Node bereitstellt).",
  "graph.classMissingNoPack":
    "{where} gibt es auf dem Dienst nicht, und kein Paket der Registry stellt die Node bereit.",
  "graph.classMissingPack": "{where} gibt es auf dem Dienst nicht. Die Node stammt aus dem Paket {pack}.",
  "graph.node": "Node {id} ({nodeClass})",
  "graph.nodeId": "Node {id}",
  "graph.inputMissing": "{node}: Der erforderliche Eingang `{input}` fehlt.",
  "graph.notNumber": "{node}: Eingang `{input}` muss eine Zahl sein (erhalten: {value}).",
  "graph.notWhole": "{node}: Eingang `{input}` muss eine ganze Zahl sein (erhalten: {value}).",
  "graph.outside": "{node}: Eingang `{input}` ist {value} und liegt außerhalb von {min} bis {max}.",
  "graph.notText": "{node}: Eingang `{input}` muss Text sein (erhalten: {value}).",
  "graph.notBoolean": "{node}: Eingang `{input}` muss true oder false sein (erhalten: {value}).",
  "graph.notChoice": "{node}: Eingang `{input}` ist {value}, keine der Auswahlmöglichkeiten des Dienstes ({choices}).",
  "graph.linkNoNode": "{node}: Eingang `{input}` ist mit Node {source} verbunden, die es im Workflow nicht gibt.",
  "graph.linkNoOutput": {
    one: "{node}: Eingang `{input}` ist mit Ausgang {index} von {source} verbunden, die nur {count, number} Ausgang hat.",
    other:
      "{node}: Eingang `{input}` ist mit Ausgang {index} von {source} verbunden, die nur {count, number} Ausgänge hat.",
  },
  "graph.selfLoop": "{node} ist mit sich selbst verbunden und könnte daher nie laufen.",
  "graph.loop": "Die Nodes {nodes} speisen sich gegenseitig im Kreis, daher könnte keine von ihnen laufen.",
  "graph.arrow": "{first} → {rest}",
  "graph.noOutput": "Der Workflow hat keine Ausgabe-Node (wie SaveImage) und würde daher nichts erzeugen.",
  "graph.problem": "• {problem}",
  "graph.moreProblems": {
    one: "• … und {count, number} weiteres Problem",
    other: "• … und {count, number} weitere Probleme",
  },
  "graph.where": { one: "`{classType}` (Node {nodes})", other: "`{classType}` (Nodes {nodes})" },
  "graph.pack": "**{name}** (`{id}`, neueste Version {version}){repo}",
  "graph.fileEmpty": "`{@workflow.add.file}` ist leer: Hänge das JSON des Workflows an (Export (API) im Editor).",
  "graph.fileTooLarge": "`{@workflow.add.file}` darf höchstens {max} groß sein (die Datei hat {size}).",
  "graph.fileNotText":
    "`{@workflow.add.file}` ist kein Text: Hänge das JSON des Workflows an (Export (API) im Editor).",
  "graph.fileNotJson":
    "`{@workflow.add.file}` ist kein gültiges JSON: Hänge das JSON des Workflows an (Export (API) im Editor).",
  "graph.fileBroken":
    "`{@workflow.add.file}` enthält einen Text mit einem NUL- oder defekten Zeichen (einem ungepaarten Surrogat): Korrigiere ihn im Editor und exportiere erneut.",
  "graph.fileNotObject": "`{@workflow.add.file}` muss ein JSON-Objekt aus Nodes enthalten (das API-Format).",
  "graph.fileEditorFormat":
    "`{@workflow.add.file}` ist im Format des Editors. Exportiere mit **Export (API)** und hänge diese Datei an.",
  "graph.fileNoNodes": "`{@workflow.add.file}` enthält keine Nodes.",
  "graph.fileTooManyNodes":
    "`{@workflow.add.file}` darf höchstens {max, number} Nodes enthalten (die Datei hat {count, number}).",
  "graph.fileBadId": "`{@workflow.add.file}`: {label} hat eine ID, die keine Node-ID ist.",
  "graph.fileBadNode":
    "`{@workflow.add.file}`: {label} muss ein Objekt mit `class_type` und `inputs` sein (das API-Format).",
  "graph.fileBadClass": "`{@workflow.add.file}`: {label} hat einen `class_type`, der kein Name einer Node-Klasse ist.",
  "graph.noNode": "`{@workflow.map.input}`: Der Workflow hat keine Node `{node}`.",
  "graph.noInput": "`{@workflow.map.input}`: Node {node} ({nodeClass}) hat keinen Eingang `{input}`.",
  "graph.linked":
    "`{@workflow.map.input}`: `{input}` wird von einer anderen Node gespeist, daher kann {/generate} ihn nicht setzen.",
  "graph.notLoader":
    "`{@workflow.map.input}`: `{option}` gehört in den Namenseingang eines Loaders (der `ckpt_name` eines Checkpoint-Loaders oder der `lora_name` eines LoRA-Loaders), und `{input}` ist ein Eingang von {nodeClass}.",
  "graph.wrongTypeText":
    "`{@workflow.map.input}`: `{option}` braucht einen Texteingang, und `{input}` enthält {value}.",
  "graph.wrongTypeNumber":
    "`{@workflow.map.input}`: `{option}` braucht einen Zahleneingang, und `{input}` enthält {value}.",
  "graph.full":
    "Dieser Server hat bereits {max, number} Workflows, das Maximum: Entferne einen mit `{/workflow remove}`, bevor du einen weiteren hinzufügst.",
} as const satisfies Translation<typeof en>;
