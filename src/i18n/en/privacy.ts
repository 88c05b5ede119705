/** Results visible only to the member who asked (`/preferences`), and what Discord allows of them. */
export const privacy = {
  "privacy.resultsPublic": "Results: in the channel, for everyone",
  "privacy.resultsPrivate": "Results: visible only to me",
  "privacy.prefsNote":
    "Private results come as replies only you can see, from commands, buttons and the Upscale image menu. A reaction has no such reply: its upscale is always posted in the channel. Discord lets the bot update a private reply for 15 minutes: a job still running then is shown with `{/show}`.",
  "privacy.lateNote":
    "Discord lets the bot update this private reply for 15 minutes only, and the job is still running. When it ends, `{/show}` with job `{id}` shows you its result.",
} as const;
