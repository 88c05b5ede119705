/** The server's rules as members meet them: Delete under a result, the refusals of banned terms, age-restricted workflows and the credit budget. */
export const rules = {
  "rules.deleteConfirm": "Delete this result for everyone? The job's record stays.",
  "rules.deleteConfirmLabel": "Confirm",
  "rules.deleteGone": "That result's message is already gone.",
  "rules.deleteExpired": "This confirmation has expired: press Delete under the result again.",
  "rules.deleteLabel": "Delete",
  "rules.deleteNotHere": "That result is not one of this server's jobs.",
  "rules.deleteRefused": "Only the member who asked for this result, or a member with Manage Messages, can delete it.",
  "rules.deleted": "Deleted the result. The job's record stays (`{/show}` says it was deleted).",
  "rules.bannedTerm":
    "This server's rules refuse this request: `{field}` contains a term the server does not allow. Nothing was sent.",
  "rules.bannedTermFrame":
    "This server's rules refuse this request: `{@video.multiframe.frames} entry {n}` contains a term the server does not allow. Nothing was sent.",
  "rules.ageRestricted":
    'The workflow "{name}" runs only in age-restricted channels. Use it in one of those, or choose another workflow.',
  "rules.modelNotOffered": "This server does not offer the `{field}` {name}. It offers: {names, list}.",
  "rules.modelAgeRestricted":
    "The `{field}` {name} runs only in age-restricted channels here. Use it in one of those, or choose another.",
  "rules.budgetUsed": {
    one: "This server has used its budget of {count, number} credit for this month ({used, number} used). Video jobs can start again {resetsAt}.",
    other:
      "This server has used its budget of {count, number} credits for this month ({used, number} used). Video jobs can start again {resetsAt}.",
  },
  "rules.termEmpty":
    "`{@settings.banned-terms.add.term}` must contain a letter, a digit or an emoji: punctuation and spaces alone match nothing.",
} as const;
