import type { privacy as en } from "../en/privacy.js";
import type { Translation } from "../message.js";

/** Results visible only to the member who asked (`/preferences`), and what Discord allows of them. */
export const privacy = {
  "privacy.resultsPublic": "Ergebnisse: im Kanal, für alle",
  "privacy.resultsPrivate": "Ergebnisse: nur für mich sichtbar",
  "privacy.prefsNote":
    "Private Ergebnisse kommen als Antworten, die nur du siehst: von Befehlen, Schaltflächen und dem Menü Bild hochskalieren. Eine Reaktion hat keine solche Antwort: ihre Hochskalierung wird immer im Kanal gepostet. Discord lässt den Bot eine private Antwort 15 Minuten lang aktualisieren: einen Auftrag, der dann noch läuft, zeigt `{/show}`.",
  "privacy.lateNote":
    "Discord lässt den Bot diese private Antwort nur 15 Minuten lang aktualisieren, und der Auftrag läuft noch. Wenn er endet, zeigt dir `{/show}` mit dem Auftrag `{id}` sein Ergebnis.",
} as const satisfies Translation<typeof en>;
