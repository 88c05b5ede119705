/** Follow-ups: where the bot cannot post (a server that did not add it, a DM), results past the interaction's 15 minutes go to the member's DMs. */
export const followups = {
  "followups.toDms":
    "This job runs longer than Discord lets the bot edit this reply (15 minutes): its result will arrive in your DMs.",
  "followups.askedAt": "Your job asked for here: {link}",
  "followups.dmsClosed":
    "The result could not be sent to your DMs: Discord says you accept no messages from this app. Open your DMs to it and see the result with /show.",
} as const;
