/** `/workflow`: saving, mapping, listing and removing the server's workflows. */
export const en = {
  "workflow.needsManageServer":
    "Only members with the Manage Server permission can change this server's workflows. Anyone can `{/workflow list}`.",
  "workflow.removed": "Removed the workflow **{name}**.",
  "workflow.defaultSet": "`{/generate}` now uses **{name}** unless a member picks another workflow.",
  "workflow.defaultBuiltIn": "`{/generate}` now uses its built-in workflow unless a member picks another.",
  "workflow.noKey":
    "A workflow is checked against the service's nodes with this server's API key, and there is none yet: `{/settings key}`.",
  "workflow.partnerNodes":
    "Partner Nodes ({classes}): runs send this server's API key to the partner service with the job.",
  "workflow.saved": {
    one: "Saved **{name}** ({count, number} node). `{/generate} {@generate.workflow}:{name}` fills in:",
    other: "Saved **{name}** ({count, number} nodes). `{/generate} {@generate.workflow}:{name}` fills in:",
  },
  "workflow.wrongPlace":
    "Wrong place? `{/workflow map} {@workflow.map.name}:{name} {@workflow.map.option}:{option} {@workflow.map.input}:{target}` (`{@workflow.map.input}:none` to leave an option out).",
  "workflow.mapped": "**{name}** now maps {mapping}.",
  "workflow.none":
    "This server has no saved workflows; `{/generate}` uses the built-in one. A member with Manage Server can `{/workflow add}` one.",
  "workflow.listTitle": "This server's workflows",
  "workflow.listLine": {
    one: "{count, number} node · fills in {options} · added by {user}",
    other: "{count, number} nodes · fills in {options} · added by {user}",
  },
  "workflow.listPartner": "Partner Nodes",
  "workflow.unknown": "This server has no workflow named **{name}**. See `{/workflow list}`.",
} as const;
