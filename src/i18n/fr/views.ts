import type { views as en } from "../en/views.js";
import type { Translation } from "../message.js";

export const views = {
  "list.more": { one: "{count, number} autre non affichée", other: "{count, number} autres non affichées" },
  "graph.exists": "Ce serveur a déjà un workflow nommé **{name}**. Supprime-le d'abord pour le remplacer.",
  "graph.notUsed": "`{option}` → non utilisé",
  "graph.mapsTo": "`{option}` → `{target}` ({nodeClass})",
  "graph.cannotRun": "Le service ne peut pas exécuter ce workflow. Rien n'a été enregistré.",
  "graph.classMissing": "{where} n'existe pas sur le service.",
  "graph.classMissingUnasked":
    "{where} n'existe pas sur le service (impossible de demander au registre quel pack le fournit).",
  "graph.classMissingNoPack": "{where} n'existe pas sur le service, et aucun pack du registre ne le fournit.",
  "graph.classMissingPack": "{where} n'existe pas sur le service. Il provient du pack {pack}.",
  "graph.node": "node {id} ({nodeClass})",
  "graph.nodeId": "node {id}",
  "graph.inputMissing": "{node} : l'entrée obligatoire `{input}` est manquante.",
  "graph.notNumber": "{node} : l'entrée `{input}` doit être un nombre (reçu : {value}).",
  "graph.notWhole": "{node} : l'entrée `{input}` doit être un nombre entier (reçu : {value}).",
  "graph.outside": "{node} : l'entrée `{input}` vaut {value}, hors de la plage {min} à {max}.",
  "graph.notText": "{node} : l'entrée `{input}` doit être du texte (reçu : {value}).",
  "graph.notBoolean": "{node} : l'entrée `{input}` doit être true ou false (reçu : {value}).",
  "graph.notChoice":
    "{node} : l'entrée `{input}` vaut {value}, qui ne fait pas partie des choix du service ({choices}).",
  "graph.linkNoNode": "{node} : l'entrée `{input}` est reliée au node {source}, qui n'est pas dans le workflow.",
  "graph.linkNoOutput": {
    one: "{node} : l'entrée `{input}` est reliée à la sortie {index} de {source}, qui n'a que {count, number} sortie.",
    other:
      "{node} : l'entrée `{input}` est reliée à la sortie {index} de {source}, qui n'a que {count, number} sorties.",
  },
  "graph.selfLoop": "{node} est relié à lui-même et ne pourrait donc jamais s'exécuter.",
  "graph.loop": "Les nodes {nodes} s'alimentent mutuellement en boucle : aucun d'eux ne pourrait s'exécuter.",
  "graph.arrow": "{first} → {rest}",
  "graph.noOutput": "Le workflow n'a aucun node de sortie (comme SaveImage) : il ne produirait rien.",
  "graph.problem": "• {problem}",
  "graph.moreProblems": {
    one: "• … et {count, number} autre problème",
    other: "• … et {count, number} autres problèmes",
  },
  "graph.where": { one: "`{classType}` (node {nodes})", other: "`{classType}` (nodes {nodes})" },
  "graph.pack": "**{name}** (`{id}`, dernière version {version}){repo}",
  "graph.fileEmpty": "`{@workflow.add.file}` est vide : joins le JSON du workflow (Export (API) dans l'éditeur).",
  "graph.fileTooLarge": "`{@workflow.add.file}` doit faire au plus {max} (il fait {size}).",
  "graph.fileNotText":
    "`{@workflow.add.file}` n'est pas du texte : joins le JSON du workflow (Export (API) dans l'éditeur).",
  "graph.fileNotJson":
    "`{@workflow.add.file}` n'est pas un JSON valide : joins le JSON du workflow (Export (API) dans l'éditeur).",
  "graph.fileBroken":
    "`{@workflow.add.file}` contient un texte avec un caractère NUL ou invalide (un demi-caractère de substitution isolé) : corrige-le dans l'éditeur et exporte à nouveau.",
  "graph.fileNotObject": "`{@workflow.add.file}` doit contenir un objet JSON de nodes (le format API).",
  "graph.fileEditorFormat":
    "`{@workflow.add.file}` est au format de l'éditeur. Exporte-le avec **Export (API)** et joins ce fichier.",
  "graph.fileNoNodes": "`{@workflow.add.file}` ne contient aucun node.",
  "graph.fileTooManyNodes":
    "`{@workflow.add.file}` peut contenir au plus {max, number} nodes (il en contient {count, number}).",
  "graph.fileBadId": "`{@workflow.add.file}` : {label} a un identifiant qui n'est pas un identifiant de node.",
  "graph.fileBadNode":
    "`{@workflow.add.file}` : {label} doit être un objet avec `class_type` et `inputs` (le format API).",
  "graph.fileBadClass": "`{@workflow.add.file}` : {label} a un `class_type` qui n'est pas un nom de classe de node.",
  "graph.noNode": "`{@workflow.map.input}` : le workflow n'a pas de node `{node}`.",
  "graph.noInput": "`{@workflow.map.input}` : le node {node} ({nodeClass}) n'a pas d'entrée `{input}`.",
  "graph.linked":
    "`{@workflow.map.input}` : `{input}` est alimenté par un autre node, {/generate} ne peut donc pas le définir.",
  "graph.notLoader":
    "`{@workflow.map.input}` : `{option}` va dans l'entrée de nom d'un loader (le `ckpt_name` d'un loader de checkpoint ou le `lora_name` d'un loader de LoRA), et `{input}` est une entrée de {nodeClass}.",
  "graph.wrongTypeText":
    "`{@workflow.map.input}` : `{option}` nécessite une entrée texte, et `{input}` contient {value}.",
  "graph.wrongTypeNumber":
    "`{@workflow.map.input}` : `{option}` nécessite une entrée numérique, et `{input}` contient {value}.",
  "graph.full":
    "Ce serveur garde déjà {max, number} workflows, le maximum : retire-en un avec `{/workflow remove}` avant d'en ajouter un autre.",
} as const satisfies Translation<typeof en>;
