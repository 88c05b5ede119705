import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const de = {
  "workflow.needsManageServer":
    "Nur Mitglieder mit der Berechtigung „Server verwalten“ können die Workflows dieses Servers ändern. `{/workflow list}` kann jeder verwenden.",
  "workflow.removed": "Der Workflow **{name}** wurde entfernt.",
  "workflow.defaultSet": "`{/generate}` verwendet jetzt **{name}**, sofern ein Mitglied keinen anderen Workflow wählt.",
  "workflow.defaultBuiltIn":
    "`{/generate}` verwendet jetzt seinen eingebauten Workflow, sofern ein Mitglied keinen anderen wählt.",
  "workflow.noKey":
    "Ein Workflow wird mit dem API-Schlüssel dieses Servers gegen die Nodes des Dienstes geprüft, und es gibt noch keinen: `{/settings key}`.",
  "workflow.partnerNodes":
    "Partner-Nodes ({classes}): Ausführungen senden den API-Schlüssel dieses Servers mit dem Auftrag an den Partnerdienst.",
  "workflow.saved": {
    one: "**{name}** gespeichert ({count, number} Node). `{/generate} {@generate.workflow}:{name}` füllt aus:",
    other: "**{name}** gespeichert ({count, number} Nodes). `{/generate} {@generate.workflow}:{name}` füllt aus:",
  },
  "workflow.wrongPlace":
    "Falsche Stelle? `{/workflow map} {@workflow.map.name}:{name} {@workflow.map.option}:{option} {@workflow.map.input}:{target}` (`{@workflow.map.input}:none`, um eine Option wegzulassen).",
  "workflow.mapped": "**{name}** ordnet jetzt zu: {mapping}.",
  "workflow.none":
    "Dieser Server hat keine gespeicherten Workflows; `{/generate}` verwendet den integrierten. Ein Mitglied mit „Server verwalten“ kann mit `{/workflow add}` einen hinzufügen.",
  "workflow.listTitle": "Workflows dieses Servers",
  "workflow.listLine": {
    one: "{count, number} Node · füllt {options} aus · hinzugefügt von {user}",
    other: "{count, number} Nodes · füllt {options} aus · hinzugefügt von {user}",
  },
  "workflow.listPartner": "Partner-Nodes",
  "workflow.unknown": "Dieser Server hat keinen Workflow namens **{name}**. Siehe `{/workflow list}`.",
} as const satisfies Translation<typeof en>;
