import type { views as en } from "../en/views.js";
import type { Translation } from "../message.js";

export const views = {
  "queue.more": { one: "{count, number} autre non affichée", other: "{count, number} autres non affichées" },
  "workflow.exists": "Ce serveur a déjà un workflow nommé **{name}**. Supprime-le d'abord pour le remplacer.",
  "workflow.notUsed": "`{option}` → non utilisé",
  "workflow.mapsTo": "`{option}` → `{target}` ({nodeClass})",
  "workflow.cannotRun": "Le service ne peut pas exécuter ce workflow. Rien n'a été enregistré.",
  "workflow.classMissing": "{where} n'existe pas sur le service.",
  "workflow.classMissingUnasked":
    "{where} n'existe pas sur le service (impossible de demander au registre quel pack le fournit).",
  "workflow.classMissingNoPack": "{where} n'existe pas sur le service, et aucun pack du registre ne le fournit.",
  "workflow.classMissingPack": "{where} n'existe pas sur le service. Il provient du pack {pack}.",
  "workflow.node": "node {id} ({nodeClass})",
  "workflow.nodeId": "node {id}",
  "workflow.inputMissing": "{node} : l'entrée obligatoire `{input}` est manquante.",
  "workflow.notNumber": "{node} : l'entrée `{input}` doit être un nombre (reçu : {value}).",
  "workflow.notWhole": "{node} : l'entrée `{input}` doit être un nombre entier (reçu : {value}).",
  "workflow.outside": "{node} : l'entrée `{input}` vaut {value}, hors de la plage {min} à {max}.",
  "workflow.notText": "{node} : l'entrée `{input}` doit être du texte (reçu : {value}).",
  "workflow.notBoolean": "{node} : l'entrée `{input}` doit être true ou false (reçu : {value}).",
  "workflow.notChoice":
    "{node} : l'entrée `{input}` vaut {value}, qui ne fait pas partie des choix du service ({choices}).",
  "workflow.linkNoNode": "{node} : l'entrée `{input}` est reliée au node {source}, qui n'est pas dans le workflow.",
  "workflow.linkNoOutput": {
    one: "{node} : l'entrée `{input}` est reliée à la sortie {index} de {source}, qui n'a que {count, number} sortie.",
    other:
      "{node} : l'entrée `{input}` est reliée à la sortie {index} de {source}, qui n'a que {count, number} sorties.",
  },
  "workflow.selfLoop": "{node} est relié à lui-même et ne pourrait donc jamais s'exécuter.",
  "workflow.loop": "Les nodes {nodes} s'alimentent mutuellement en boucle : aucun d'eux ne pourrait s'exécuter.",
  "workflow.arrow": "{first} → {rest}",
  "workflow.noOutput": "Le workflow n'a aucun node de sortie (comme SaveImage) : il ne produirait rien.",
  "workflow.problem": "• {problem}",
  "workflow.moreProblems": {
    one: "• … et {count, number} autre problème",
    other: "• … et {count, number} autres problèmes",
  },
  "workflow.where": { one: "`{classType}` (node {nodes})", other: "`{classType}` (nodes {nodes})" },
  "workflow.pack": "**{name}** (`{id}`, dernière version {version}){repo}",
  "workflow.fileEmpty": "`{@workflow.add.file}` est vide : joins le JSON du workflow (Export (API) dans l'éditeur).",
  "workflow.fileTooLarge": "`{@workflow.add.file}` doit faire au plus {max} (il fait {size}).",
  "workflow.fileNotText":
    "`{@workflow.add.file}` n'est pas du texte : joins le JSON du workflow (Export (API) dans l'éditeur).",
  "workflow.fileNotJson":
    "`{@workflow.add.file}` n'est pas un JSON valide : joins le JSON du workflow (Export (API) dans l'éditeur).",
  "workflow.fileBroken":
    "`{@workflow.add.file}` contient un texte avec un caractère NUL ou invalide (un demi-caractère de substitution isolé) : corrige-le dans l'éditeur et exporte à nouveau.",
  "workflow.fileNotObject": "`{@workflow.add.file}` doit contenir un objet JSON de nodes (le format API).",
  "workflow.fileEditorFormat":
    "`{@workflow.add.file}` est au format de l'éditeur. Exporte-le avec **Export (API)** et joins ce fichier.",
  "workflow.fileNoNodes": "`{@workflow.add.file}` ne contient aucun node.",
  "workflow.fileTooManyNodes":
    "`{@workflow.add.file}` peut contenir au plus {max, number} nodes (il en contient {count, number}).",
  "workflow.fileBadId": "`{@workflow.add.file}` : {label} a un identifiant qui n'est pas un identifiant de node.",
  "workflow.fileBadNode":
    "`{@workflow.add.file}` : {label} doit être un objet avec `class_type` et `inputs` (le format API).",
  "workflow.fileBadClass": "`{@workflow.add.file}` : {label} a un `class_type` qui n'est pas un nom de classe de node.",
  "workflow.noNode": "`{@workflow.map.input}` : le workflow n'a pas de node `{node}`.",
  "workflow.noInput": "`{@workflow.map.input}` : le node {node} ({nodeClass}) n'a pas d'entrée `{input}`.",
  "workflow.linked":
    "`{@workflow.map.input}` : `{input}` est alimenté par un autre node, {/generate} ne peut donc pas le définir.",
  "workflow.notLoader":
    "`{@workflow.map.input}` : `{option}` va dans l'entrée de nom d'un loader (le `ckpt_name` d'un loader de checkpoint ou le `lora_name` d'un loader de LoRA), et `{input}` est une entrée de {nodeClass}.",
  "workflow.wrongTypeText":
    "`{@workflow.map.input}` : `{option}` nécessite une entrée texte, et `{input}` contient {value}.",
  "workflow.wrongTypeNumber":
    "`{@workflow.map.input}` : `{option}` nécessite une entrée numérique, et `{input}` contient {value}.",
  "workflow.full":
    "Ce serveur garde déjà {max, number} workflows, le maximum : retire-en un avec `{/workflow remove}` avant d'en ajouter un autre.",
} as const satisfies Translation<typeof en>;
