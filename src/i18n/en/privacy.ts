/** What a private reply says when Discord's 15 minutes end before its job does. */
export const privacy = {
  "privacy.lateNote":
    "Discord lets the bot update this private reply for 15 minutes only, and the job is still running. When it ends, `{/show}` with job `{id}` shows you its result.",
} as const;
