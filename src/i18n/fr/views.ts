import type { views as en } from "../en/views.js";
import type { Translation } from "../message.js";

export const views = {
  "queue.empty": "Rien n'est en attente ni en cours sur ce serveur.",
  "queue.title": "Tâches en attente et en cours",
  "queue.more": { one: "{count, number} autre non affichée", other: "{count, number} autres non affichées" },
  "queue.line": "{kind} · {user} · {state} · lancée {time}",
  "queue.link": "message",
  "queue.running": "en cours",
  "queue.queued": "en attente",
  "queue.submitting": "envoi",
  "queue.partner": "{state} (tâche partenaire, pas de position dans la file)",
  "queue.unavailable": "{state} (position dans la file indisponible)",
  "queue.ahead": "en attente — {count, number} devant dans la file du service",
  "showjob.noSuchJob":
    "`{@show.job}` : cette tâche n'existe pas sur ce serveur. Choisis l'une des tiennes dans la liste.",
  "showjob.notVisible":
    "`{@show.job}` : la tâche d'un autre membre ne peut être affichée que si elle a été publiée dans un salon que tu peux voir.",
  "showjob.noKey": "Ce serveur n'a plus de clé d'API, les fichiers de la tâche ne peuvent donc pas être récupérés.",
  "showjob.jobId": "un identifiant de tâche : choisis-en un dans la liste",
  "status.pending": "en attente",
  "status.in_progress": "en cours",
  "status.completed": "terminée",
  "status.failed": "échouée",
  "status.cancelled": "annulée",
  "node.noMatch": "Aucun pack du registre ne correspond à {what}.",
  "node.noPage": "Il n'y a pas de page {page} pour {what}.",
  "node.filterOs": "OS {os}",
  "node.filterAccelerator": "accélérateur {accelerator}",
  "node.searchTitle": "Packs de nodes correspondant à « {query} »",
  "node.searchSummary": {
    one: "{count, number} pack correspond à {what} · page {page} sur {pages}",
    other: "{count, number} packs correspondent à {what} · page {page} sur {pages}",
  },
  "node.by": "par {author} · ★ {stars} · ⬇ {downloads} · dernière {latest}",
  "node.status": "Statut",
  "node.os": "OS",
  "node.accelerators": "Accélérateurs",
  "node.versions": "Versions ({count, number}, les plus récentes d'abord)",
  "node.noneListed": "aucune indiquée",
  "node.nonePublished": "aucune publiée",
  "node.olderVersions": { one: "… et {count, number} plus ancienne", other: "… et {count, number} plus anciennes" },
  "node.state.Active": "Actif",
  "node.state.Deleted": "Supprimé",
  "node.state.Banned": "Banni",
  "node.state.Pending": "En attente",
  "node.state.Flagged": "Signalé",
  "node.classes": "Classes de nodes dans {version}",
  "node.classesPage": "Classes de nodes dans {version}, page {page} sur {pages}",
  "node.notProvided":
    "Aucun pack du registre ne fournit {className}. Il est peut-être intégré au service, ou c'est un node qui n'a jamais été publié.",
  "node.providedBy": "{className} est fourni par ce pack.",
  "node.noPack": "Le registre n'a aucun pack avec l'identifiant `{id}`. Essaie `{/node search}`.",
  "workflow.needsManageServer":
    "Seuls les membres avec la permission Gérer le serveur peuvent modifier les workflows de ce serveur. Tout le monde peut utiliser `{/workflow list}`.",
  "workflow.removed": "Le workflow **{name}** a été supprimé.",
  "workflow.defaultSet": "`{/generate}` utilise désormais **{name}**, sauf si un membre choisit un autre workflow.",
  "workflow.exists": "Ce serveur a déjà un workflow nommé **{name}**. Supprime-le d'abord pour le remplacer.",
  "workflow.noKey":
    "Un workflow est vérifié par rapport aux nodes du service avec la clé d'API de ce serveur, et il n'y en a pas encore : `{/settings key}`.",
  "workflow.partnerNodes":
    "Nodes partenaires ({classes}) : les exécutions envoient la clé d'API de ce serveur au service partenaire avec la tâche.",
  "workflow.saved": {
    one: "**{name}** enregistré ({count, number} node). `{/generate} {@generate.workflow}:{name}` remplit :",
    other: "**{name}** enregistré ({count, number} nodes). `{/generate} {@generate.workflow}:{name}` remplit :",
  },
  "workflow.wrongPlace":
    "Mauvais emplacement ? `{/workflow map} {@workflow.map.name}:{name} {@workflow.map.option}:seed {@workflow.map.input}:3.seed` (`{@workflow.map.input}:none` pour ignorer une option).",
  "workflow.mapped": "**{name}** associe désormais {mapping}.",
  "workflow.none":
    "Ce serveur n'a aucun workflow enregistré ; `{/generate}` utilise celui qui est intégré. Un membre avec Gérer le serveur peut en ajouter un avec `{/workflow add}`.",
  "workflow.listTitle": "Workflows de ce serveur",
  "workflow.listLine": {
    one: "{count, number} node · remplit {options} · ajouté par {user}",
    other: "{count, number} nodes · remplit {options} · ajouté par {user}",
  },
  "workflow.listPartner": "Nodes partenaires",
  "workflow.unknown": "Ce serveur n'a pas de workflow nommé **{name}**. Consulte `{/workflow list}`.",
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
  "workflow.wrongTypeText":
    "`{@workflow.map.input}` : `{option}` nécessite une entrée texte, et `{input}` contient {value}.",
  "workflow.wrongTypeNumber":
    "`{@workflow.map.input}` : `{option}` nécessite une entrée numérique, et `{input}` contient {value}.",
  "workflow.full":
    "Ce serveur garde déjà {max, number} workflows, le maximum : retire-en un avec `{/workflow remove}` avant d'en ajouter un autre.",
} as const satisfies Translation<typeof en>;
