/** What `/settings` says: the key form, each change's confirmation and refusal, the server's rules as set there, and `/settings show`. */
export const en = {
  "common.settingGone": "The setting {name} is not available in this version of the bot.",
  "common.needsManageServer": "Only members with the Manage Server permission can change flowbot's settings.",
  "common.all": "all",
  "common.builtIn": "built-in",
  "engine.whereTitle": "Where workflows run",
  "engine.whereCloud": "Image generation: on the cloud, with this server's own key.",
  "engine.whereEngines": "Image generation: on this bot's own engines ({count}).",
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
  "settings.keyRemoved": "This server's API key was removed.",
  "settings.keyModalTitle": "Set this server's API key",
  "settings.keyModalLabel": "Platform API key",
  "settings.keyInvalid":
    "`key` must be {min, number} to {max, number} visible ASCII characters (letters, digits, punctuation), with no spaces.",
  "settings.keyRefused": "The service refused that key (401). Nothing was saved; check the key and try again.",
  "settings.keySaved": "Saved. This server now uses the API key ending in `{last4}`.",
  "settings.defaultsNone":
    "Give at least one of `{@settings.defaults.width}`, `{@settings.defaults.height}` or `{@settings.defaults.steps}`.",
  "settings.defaultsSaved": {
    one: "Saved. `{/generate}` now defaults to {width}×{height}, {count, number} step.",
    other: "Saved. `{/generate}` now defaults to {width}×{height}, {count, number} steps.",
  },
  "settings.emojiSaved": "Saved. Reacting with {emoji} to an image now upscales it.",
  "settings.quotaNone": "Saved. Members may start any number of jobs a day.",
  "settings.quotaSaved": {
    one: "Saved. Each member may start {count, number} job a day (the count resets at midnight UTC).",
    other: "Saved. Each member may start {count, number} jobs a day (the count resets at midnight UTC).",
  },
  "settings.concurrencySaved": {
    one: "Saved. This server now runs at most {count, number} job at once.",
    other: "Saved. This server now runs at most {count, number} jobs at once.",
  },
  "settings.channelsAll": "Saved. Jobs may start in every channel.",
  "settings.channelsSome": "Saved. Jobs may start only in {channels, list}.",
  "settings.channelInvalid": "`{@settings.channels.add.channel}` must be a channel of this server.",
  "settings.channelNotListed": "`{@settings.channels.add.channel}`: {channel} is not in the list of allowed channels.",
  "settings.channelWrongType":
    "`{@settings.channels.add.channel}` must be a text or announcement channel of this server.",
  "settings.channelsFull":
    "`{@settings.channels.add.channel}`: at most {max, number} channels can be allowed. Remove one first.",
  "settings.languageSaved": "Saved. Job messages on this server are now in {language}.",
  "settings.languageDefault":
    "Saved. Job messages on this server now follow the server's Community language, else English.",
  "show.title": "flowbot settings",
  "show.apiKey": "API key",
  "show.keySet": "set, ending in `{last4}`",
  "show.keyOperator": "not set (the operator's key is used)",
  "show.keyNotSet": "not set — `{/settings key}`",
  "show.defaultWorkflow": "Default workflow",
  "show.defaultSize": "Default size",
  "show.sizeValue": { one: "{width}×{height}, {count, number} step", other: "{width}×{height}, {count, number} steps" },
  "show.upscaleEmoji": "Upscale emoji",
  "show.dailyQuota": "Daily quota per member",
  "show.jobsAtOnce": "Jobs at once",
  "show.channels": "Channels",
  "show.language": "Language of job messages",
  "show.languageDefault": "{language} (the server's default)",
  "show.yourUse": "Your use today",
  "show.bannedTerms": "Banned terms",
  "show.bannedTermsCount": { one: "{count, number} banned term", other: "{count, number} banned terms" },
  "show.bannedTermsValue": {
    one: "{count, number} banned term (`{/settings banned-terms list}`)",
    other: "{count, number} banned terms (`{/settings banned-terms list}`)",
  },
  "show.negativePrompt": "Negative prompt",
  "show.creditsMonth": "Credits this month",
  "show.creditsBudget": "{used, number} of {budget, number}; the count resets {resetsAt}",
  "show.creditsNoBudget": "{used, number} (no monthly budget); the count resets {resetsAt}",
  "show.topMembers": "Top members this month",
  "show.topNobody": "nobody has used credits yet",
  "language.en": "English",
  "language.de": "German (Deutsch)",
  "language.fr": "French (Français)",
  "language.es-ES": "Spanish (Español)",
  "language.pt-BR": "Brazilian Portuguese (Português do Brasil)",
  "language.ja": "Japanese (日本語)",
  "language.ko": "Korean (한국어)",
} as const;
