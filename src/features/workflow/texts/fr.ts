import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const fr = {
  "workflow.needsManageServer":
    "Seuls les membres avec la permission Gérer le serveur peuvent modifier les workflows de ce serveur. Tout le monde peut utiliser `{/workflow list}`.",
  "workflow.removed": "Le workflow **{name}** a été supprimé.",
  "workflow.defaultSet": "`{/generate}` utilise désormais **{name}**, sauf si un membre choisit un autre workflow.",
  "workflow.defaultBuiltIn":
    "`{/generate}` utilise désormais son workflow intégré, sauf si un membre en choisit un autre.",
  "workflow.noKey":
    "Un workflow est vérifié par rapport aux nodes du service avec la clé d'API de ce serveur, et il n'y en a pas encore : `{/settings key}`.",
  "workflow.partnerNodes":
    "Nodes partenaires ({classes}) : les exécutions envoient la clé d'API de ce serveur au service partenaire avec la tâche.",
  "workflow.saved": {
    one: "**{name}** enregistré ({count, number} node). `{/generate} {@generate.workflow}:{name}` remplit :",
    other: "**{name}** enregistré ({count, number} nodes). `{/generate} {@generate.workflow}:{name}` remplit :",
  },
  "workflow.wrongPlace":
    "Mauvais emplacement ? `{/workflow map} {@workflow.map.name}:{name} {@workflow.map.option}:{option} {@workflow.map.input}:{target}` (`{@workflow.map.input}:none` pour ignorer une option).",
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
} as const satisfies Translation<typeof en>;
