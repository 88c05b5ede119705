import type { settings as en } from "../en/settings.js";
import type { Translation } from "../message.js";

export const settings = {
  "emoji.invalid":
    "`{@settings.upscale-emoji.emoji}` muss ein Standard-Emoji (wie 🔍) oder eines der eigenen Emojis dieses Servers sein.",
  "emoji.foreign":
    "`{@settings.upscale-emoji.emoji}` muss ein Standard-Emoji (wie 🔍) oder eines der eigenen Emojis dieses Servers sein; dieses Emoji gehört nicht zu diesem Server.",
  "usage.givenBack": {
    one: "{count, number} fehlgeschlagener Auftrag wird nicht gezählt",
    other: "{count, number} fehlgeschlagene Aufträge werden nicht gezählt",
  },
  "usage.noQuotaGivenBack": {
    one: "Du hast heute {count, number} Auftrag gestartet ({givenBack}); dieser Server setzt kein Tageslimit.",
    other: "Du hast heute {count, number} Aufträge gestartet ({givenBack}); dieser Server setzt kein Tageslimit.",
  },
  "usage.withQuotaGivenBack": {
    one: "Du hast heute {count, number} von {quota, number} Aufträgen gestartet ({givenBack}); der Zähler wird {resetsAt} zurückgesetzt.",
    other:
      "Du hast heute {count, number} von {quota, number} Aufträgen gestartet ({givenBack}); der Zähler wird {resetsAt} zurückgesetzt.",
  },
} as const satisfies Translation<typeof en>;
