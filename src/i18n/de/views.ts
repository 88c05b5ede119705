import type { views as en } from "../en/views.js";
import type { Translation } from "../message.js";

export const views = {
  "queue.more": { one: "{count, number} weiterer nicht angezeigt", other: "{count, number} weitere nicht angezeigt" },
  "workflow.exists":
    "Dieser Server hat bereits einen Workflow namens **{name}**. Entferne ihn zuerst, um ihn zu ersetzen.",
  "workflow.notUsed": "`{option}` → nicht verwendet",
  "workflow.mapsTo": "`{option}` → `{target}` ({nodeClass})",
  "workflow.cannotRun": "Der Dienst kann diesen Workflow nicht ausführen. Es wurde nichts gespeichert.",
  "workflow.classMissing": "{where} gibt es auf dem Dienst nicht.",
  "workflow.classMissingUnasked":
    "{where} gibt es auf dem Dienst nicht (die Registry konnte nicht gefragt werden, welches Paket die Node bereitstellt).",
  "workflow.classMissingNoPack":
    "{where} gibt es auf dem Dienst nicht, und kein Paket der Registry stellt die Node bereit.",
  "workflow.classMissingPack": "{where} gibt es auf dem Dienst nicht. Die Node stammt aus dem Paket {pack}.",
  "workflow.node": "Node {id} ({nodeClass})",
  "workflow.nodeId": "Node {id}",
  "workflow.inputMissing": "{node}: Der erforderliche Eingang `{input}` fehlt.",
  "workflow.notNumber": "{node}: Eingang `{input}` muss eine Zahl sein (erhalten: {value}).",
  "workflow.notWhole": "{node}: Eingang `{input}` muss eine ganze Zahl sein (erhalten: {value}).",
  "workflow.outside": "{node}: Eingang `{input}` ist {value} und liegt außerhalb von {min} bis {max}.",
  "workflow.notText": "{node}: Eingang `{input}` muss Text sein (erhalten: {value}).",
  "workflow.notBoolean": "{node}: Eingang `{input}` muss true oder false sein (erhalten: {value}).",
  "workflow.notChoice":
    "{node}: Eingang `{input}` ist {value}, keine der Auswahlmöglichkeiten des Dienstes ({choices}).",
  "workflow.linkNoNode": "{node}: Eingang `{input}` ist mit Node {source} verbunden, die es im Workflow nicht gibt.",
  "workflow.linkNoOutput": {
    one: "{node}: Eingang `{input}` ist mit Ausgang {index} von {source} verbunden, die nur {count, number} Ausgang hat.",
    other:
      "{node}: Eingang `{input}` ist mit Ausgang {index} von {source} verbunden, die nur {count, number} Ausgänge hat.",
  },
  "workflow.selfLoop": "{node} ist mit sich selbst verbunden und könnte daher nie laufen.",
  "workflow.loop": "Die Nodes {nodes} speisen sich gegenseitig im Kreis, daher könnte keine von ihnen laufen.",
  "workflow.arrow": "{first} → {rest}",
  "workflow.noOutput": "Der Workflow hat keine Ausgabe-Node (wie SaveImage) und würde daher nichts erzeugen.",
  "workflow.problem": "• {problem}",
  "workflow.moreProblems": {
    one: "• … und {count, number} weiteres Problem",
    other: "• … und {count, number} weitere Probleme",
  },
  "workflow.where": { one: "`{classType}` (Node {nodes})", other: "`{classType}` (Nodes {nodes})" },
  "workflow.pack": "**{name}** (`{id}`, neueste Version {version}){repo}",
  "workflow.fileEmpty": "`{@workflow.add.file}` ist leer: Hänge das JSON des Workflows an (Export (API) im Editor).",
  "workflow.fileTooLarge": "`{@workflow.add.file}` darf höchstens {max} groß sein (die Datei hat {size}).",
  "workflow.fileNotText":
    "`{@workflow.add.file}` ist kein Text: Hänge das JSON des Workflows an (Export (API) im Editor).",
  "workflow.fileNotJson":
    "`{@workflow.add.file}` ist kein gültiges JSON: Hänge das JSON des Workflows an (Export (API) im Editor).",
  "workflow.fileBroken":
    "`{@workflow.add.file}` enthält einen Text mit einem NUL- oder defekten Zeichen (einem ungepaarten Surrogat): Korrigiere ihn im Editor und exportiere erneut.",
  "workflow.fileNotObject": "`{@workflow.add.file}` muss ein JSON-Objekt aus Nodes enthalten (das API-Format).",
  "workflow.fileEditorFormat":
    "`{@workflow.add.file}` ist im Format des Editors. Exportiere mit **Export (API)** und hänge diese Datei an.",
  "workflow.fileNoNodes": "`{@workflow.add.file}` enthält keine Nodes.",
  "workflow.fileTooManyNodes":
    "`{@workflow.add.file}` darf höchstens {max, number} Nodes enthalten (die Datei hat {count, number}).",
  "workflow.fileBadId": "`{@workflow.add.file}`: {label} hat eine ID, die keine Node-ID ist.",
  "workflow.fileBadNode":
    "`{@workflow.add.file}`: {label} muss ein Objekt mit `class_type` und `inputs` sein (das API-Format).",
  "workflow.fileBadClass":
    "`{@workflow.add.file}`: {label} hat einen `class_type`, der kein Name einer Node-Klasse ist.",
  "workflow.noNode": "`{@workflow.map.input}`: Der Workflow hat keine Node `{node}`.",
  "workflow.noInput": "`{@workflow.map.input}`: Node {node} ({nodeClass}) hat keinen Eingang `{input}`.",
  "workflow.linked":
    "`{@workflow.map.input}`: `{input}` wird von einer anderen Node gespeist, daher kann {/generate} ihn nicht setzen.",
  "workflow.notLoader":
    "`{@workflow.map.input}`: `{option}` gehört in den Namenseingang eines Loaders (der `ckpt_name` eines Checkpoint-Loaders oder der `lora_name` eines LoRA-Loaders), und `{input}` ist ein Eingang von {nodeClass}.",
  "workflow.wrongTypeText":
    "`{@workflow.map.input}`: `{option}` braucht einen Texteingang, und `{input}` enthält {value}.",
  "workflow.wrongTypeNumber":
    "`{@workflow.map.input}`: `{option}` braucht einen Zahleneingang, und `{input}` enthält {value}.",
  "workflow.full":
    "Dieser Server hat bereits {max, number} Workflows, das Maximum: Entferne einen mit `{/workflow remove}`, bevor du einen weiteren hinzufügst.",
} as const satisfies Translation<typeof en>;
