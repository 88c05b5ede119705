/** Texts of using flowbot outside servers that added it (DMs, servers without the bot): a member's own key. */
export const anywhere = {
  "anywhere.serverOnly": "This works only in servers that added flowbot. Outside them you can use {commands, list}.",
  "anywhere.noKey":
    "Outside servers that added flowbot, your jobs run on your own platform API key, and you have not set one yet. Set it privately with `{/preferences} {@preferences.key}:set`. It is encrypted, shown only by its last four characters, and pays for your own jobs only.",
  "anywhere.keyModalTitle": "Your own platform API key",
  "anywhere.keySaved":
    "Saved. Your jobs outside servers that added flowbot now run on your key ending in `{last4}`; it pays for nothing else.",
  "anywhere.keyRemoved": "Your own API key was removed.",
  "anywhere.keyShown": "Your own API key, for your jobs outside servers that added flowbot: ending in `{last4}`.",
  "anywhere.keyNotSet":
    "Your own API key, for your jobs outside servers that added flowbot: not set (`{/preferences} {@preferences.key}:set`).",
  "anywhere.quotaRefused": {
    one: "You have used your {count, number} job for today outside servers that added flowbot. The count resets {resetsAt}.",
    other:
      "You have used your {count, number} jobs for today outside servers that added flowbot. The count resets {resetsAt}.",
  },
  "anywhere.bannedTerm":
    "flowbot refuses this request: `{field}` contains a term it does not allow outside servers that added it. Nothing was sent.",
  "anywhere.bannedTermFrame":
    "flowbot refuses this request: `{@video.multiframe.frames} entry {n}` contains a term it does not allow outside servers that added it. Nothing was sent.",
  "anywhere.prefsIntro":
    "Your own defaults for `{/generate}` outside servers that added flowbot. What you type in the command still wins, and flowbot's limits and rules apply.",
  "anywhere.unreadableKey":
    "Your stored API key could not be read (the bot's secret key may have changed since it was saved). Set it again with `{/preferences} {@preferences.key}:set`.",
  "anywhere.keyRefused":
    "{service} refused your own API key. Set a new one with `{/preferences} {@preferences.key}:set`.",
  "anywhere.outOfCredits": "The account behind your own API key is out of credits. Top it up, then try again.",
  "anywhere.inactiveSubscription":
    "The subscription behind your own API key is not active. Running workflows needs an active subscription.",
} as const;
