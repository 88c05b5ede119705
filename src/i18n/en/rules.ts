/** The server's rules as members meet them: Delete under a result, the `is_rec` confirmation, the refusals, and their `/settings` replies. */
export const rules = {
  "rules.deleteConfirm": "Delete this result for everyone? The job's record stays.",
  "rules.deleteConfirmLabel": "Confirm",
  "rules.deleteGone": "That result's message is already gone.",
  "rules.deleteLabel": "Delete",
  "rules.deleteNotHere": "That result is not one of this server's jobs.",
  "rules.deleteRefused": "Only the member who asked for this result, or a member with Manage Messages, can delete it.",
  "rules.deleted": "Deleted the result. The job's record stays (`{/show}` says it was deleted).",
  "rules.resultDeleted": "Its result message was deleted {time}.",
  "rules.recQuestion":
    "`{@video.start-end.is_rec}` uses the recommended prompt, which costs {credits, number} more credits than this video would otherwise. Nothing is sent until you confirm (within {minutes, number} minutes).",
  "rules.recConfirm": "Confirm (+{credits, number} credits)",
  "rules.recExpired":
    "This confirmation has expired (after {minutes, number} minutes, or because flowbot restarted). Nothing was sent: run `{/video}` again.",
  "rules.recNotYours": "Only the member who asked for this video can confirm it.",
  "rules.bannedTerm":
    "This server's rules refuse this request: `{field}` contains a term the server does not allow. Nothing was sent.",
  "rules.bannedTermFrame":
    "This server's rules refuse this request: `{@video.multiframe.frames} entry {n}` contains a term the server does not allow. Nothing was sent.",
  "rules.ageRestricted":
    'The workflow "{name}" runs only in age-restricted channels. Use it in one of those, or choose another workflow.',
  "rules.budgetUsed": {
    one: "This server has used its budget of {count, number} credit for this month ({used, number} used). Video jobs can start again {resetsAt}.",
    other:
      "This server has used its budget of {count, number} credits for this month ({used, number} used). Video jobs can start again {resetsAt}.",
  },
  // The budget as typed in /settings (digits without separators); the translations format it for their readers.
  "rules.budgetRange": "{@settings.credit-budget.credits} must be between {min} and {max}",
  "rules.budgetNone": "Saved. This server sets no monthly credit budget.",
  "rules.budgetSaved": {
    one: "Saved. Once this server's jobs have used {count} credit in a month (UTC), video jobs are refused until the next month.",
    other:
      "Saved. Once this server's jobs have used {count} credits in a month (UTC), video jobs are refused until the next month.",
  },
  "rules.negativeNone": "Saved. `{/generate}` adds no negative prompt of this server's.",
  "rules.negativeSaved": "Saved. Every `{/generate}` now adds {text} to its negative prompt.",
  "rules.negativeSavedWithout":
    "Saved. Every `{/generate}` now adds {text} to its negative prompt. Saved workflows without a negative input run without it: {workflows, list} (`{/workflow map}` can give one).",
  "rules.termEmpty":
    "`{@settings.banned-terms.add.term}` must contain a letter, a digit or an emoji: punctuation and spaces alone match nothing.",
  "rules.termAdded": {
    one: "Saved. {term} is now refused in every text a member sends ({count, number} banned term of {max, number}).",
    other: "Saved. {term} is now refused in every text a member sends ({count, number} banned terms of {max, number}).",
  },
  "rules.termAlready": {
    one: "Saved. {term} was already refused in every text a member sends ({count, number} banned term of {max, number}).",
    other:
      "Saved. {term} was already refused in every text a member sends ({count, number} banned terms of {max, number}).",
  },
  "rules.termRemoved": {
    one: "Saved. {term} is no longer refused ({count, number} banned term left).",
    other: "Saved. {term} is no longer refused ({count, number} banned terms left).",
  },
  "rules.termNotBanned":
    "`{@settings.banned-terms.remove.term}`: {term} is not a banned term here (`{/settings banned-terms list}` shows them).",
  "rules.termsFull":
    "`{@settings.banned-terms.add.term}`: at most {max, number} terms can be banned. Remove one first.",
  "rules.termsCleared": "Saved. This server bans no terms.",
  "rules.listEmpty": "This server bans no terms. Add one with `{/settings banned-terms add}`.",
  "rules.listHead":
    "Banned terms ({count, number} of {max, number}), matched as whole words whatever their case and accents:",
  "rules.listHeadFile":
    "Banned terms ({count, number} of {max, number}), matched as whole words whatever their case and accents: see the attached file, one a line.",
} as const;
