import type { followups as en } from "../en/followups.js";
import type { Translation } from "../message.js";

/** Follow-ups: where the bot cannot post (a server that did not add it, a DM), results past the interaction's 15 minutes go to the member's DMs. */
export const followups = {
  "followups.toDms":
    "Dieser Auftrag läuft länger, als Discord dem Bot das Bearbeiten dieser Antwort erlaubt (15 Minuten): Das Ergebnis kommt in deine Direktnachrichten.",
  "followups.askedAt": "Dein Auftrag, gestellt hier: {link}",
  "followups.dmsClosed":
    "Das Ergebnis konnte nicht in deine Direktnachrichten geschickt werden: Laut Discord nimmst du keine Nachrichten von dieser App an. Erlaube sie und sieh dir das Ergebnis mit /show an.",
} as const satisfies Translation<typeof en>;
