import type { privacy as en } from "../en/privacy.js";
import type { Translation } from "../message.js";

/** What a private reply says when Discord's 15 minutes end before its job does. */
export const privacy = {
  "privacy.lateNote":
    "Discord lässt den Bot diese private Antwort nur 15 Minuten lang aktualisieren, und der Auftrag läuft noch. Wenn er endet, zeigt dir `{/show}` mit dem Auftrag `{id}` sein Ergebnis.",
} as const satisfies Translation<typeof en>;
