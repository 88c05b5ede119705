/** `/settings`: the key form, each change's confirmation and refusal, and `/settings show`. */
export const settings = {
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
  "settings.emojiInvalid":
    "`{@settings.upscale-emoji.emoji}` must be one standard emoji (like 🔍) or one of this server's custom emoji.",
  "settings.emojiForeign":
    "`{@settings.upscale-emoji.emoji}` must be one standard emoji (like 🔍) or one of this server's custom emoji; that custom emoji is not one of this server's.",
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
  "usage.givenBack": {
    one: "{count, number} job that failed is not counted",
    other: "{count, number} jobs that failed are not counted",
  },
  "usage.noQuotaGivenBack": {
    one: "You have started {count, number} job today ({givenBack}); this server sets no daily limit.",
    other: "You have started {count, number} jobs today ({givenBack}); this server sets no daily limit.",
  },
  "usage.withQuotaGivenBack": {
    one: "You have started {count, number} job of your {quota, number} today ({givenBack}); the count resets {resetsAt}.",
    other:
      "You have started {count, number} jobs of your {quota, number} today ({givenBack}); the count resets {resetsAt}.",
  },
  "language.en": "English",
  "language.de": "German (Deutsch)",
  "language.fr": "French (Français)",
  "language.es-ES": "Spanish (Español)",
  "language.pt-BR": "Brazilian Portuguese (Português do Brasil)",
  "language.ja": "Japanese (日本語)",
  "language.ko": "Korean (한국어)",
} as const;
