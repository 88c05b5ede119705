/** Refusals of a server's settings met outside `/settings`, and the member's use of the day with failed jobs given back. */
export const settings = {
  "emoji.invalid":
    "`{@settings.upscale-emoji.emoji}` must be one standard emoji (like 🔍) or one of this server's custom emoji.",
  "emoji.foreign":
    "`{@settings.upscale-emoji.emoji}` must be one standard emoji (like 🔍) or one of this server's custom emoji; that custom emoji is not one of this server's.",
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
} as const;
