/** Texts several parts of the bot share: generic refusals, buttons, the member's use of the day. */
export const common = {
  "common.guildOnly": "flowbot works inside servers only.",
  "common.buttonGone": "This button is no longer supported.",
  "common.buttonGoneRunAgain": "This button is no longer supported. Run the command again.",
  "common.formGone": "This form is no longer supported.",
  "common.commandGone": "The command {name} is not available in this version of the bot.",
  "common.internalError": "Something went wrong on our side. It has been logged; please try again.",
  "common.jobUnknown": "That job is not known on this server any more.",
  "common.none": "none",
  "button.cancel": "Cancel",
  "button.runAgain": "Run again",
  "button.tryAgain": "Try again",
  "usage.noQuota": {
    one: "You have started {count, number} job today; this server sets no daily limit.",
    other: "You have started {count, number} jobs today; this server sets no daily limit.",
  },
  "usage.withQuota": {
    one: "You have started {count, number} job of your {quota, number} today; the count resets {resetsAt}.",
    other: "You have started {count, number} jobs of your {quota, number} today; the count resets {resetsAt}.",
  },
  "usage.refused": {
    one: "You have used your {count, number} job for today on this server ({count, number} of {count, number}). The count resets {resetsAt}.",
    other:
      "You have used your {count, number} jobs for today on this server ({count, number} of {count, number}). The count resets {resetsAt}.",
  },
} as const;
