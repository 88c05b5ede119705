import type { rules as en } from "../en/rules.js";
import type { Translation } from "../message.js";

export const rules = {
  "rules.deleteConfirm": "Dieses Ergebnis für alle löschen? Der Eintrag des Auftrags bleibt.",
  "rules.deleteConfirmLabel": "Bestätigen",
  "rules.deleteGone": "Die Nachricht dieses Ergebnisses ist schon weg.",
  "rules.deleteExpired": "Diese Bestätigung ist abgelaufen: Drücke noch einmal Löschen unter dem Ergebnis.",
  "rules.deleteLabel": "Löschen",
  "rules.deleteNotHere": "Dieses Ergebnis gehört zu keinem Auftrag dieses Servers.",
  "rules.deleteRefused":
    "Nur das Mitglied, das dieses Ergebnis angefordert hat, oder ein Mitglied mit „Nachrichten verwalten“ kann es löschen.",
  "rules.deleted":
    "Das Ergebnis wurde gelöscht. Der Auftrag bleibt gespeichert (`{/show}` zeigt, dass es gelöscht wurde).",
  "rules.bannedTerm":
    "Die Regeln dieses Servers lehnen diese Anfrage ab: `{field}` enthält einen Begriff, den der Server nicht erlaubt. Es wurde nichts gesendet.",
  "rules.bannedTermFrame":
    "Die Regeln dieses Servers lehnen diese Anfrage ab: `{@video.multiframe.frames}`, Eintrag {n}, enthält einen Begriff, den der Server nicht erlaubt. Es wurde nichts gesendet.",
  "rules.ageRestricted":
    "Der Workflow „{name}“ läuft nur in altersbeschränkten Kanälen. Verwende ihn in einem solchen Kanal oder wähle einen anderen Workflow.",
  "rules.modelNotOffered": "Dieser Server bietet `{field}` {name} nicht an. Angeboten werden: {names, list}.",
  "rules.modelAgeRestricted":
    "`{field}` {name} läuft hier nur in altersbeschränkten Kanälen. Verwende es in einem solchen Kanal oder wähle etwas anderes.",
  "rules.budgetUsed": {
    one: "Dieser Server hat sein Budget von {count, number} Credit für diesen Monat aufgebraucht ({used, number} verbraucht). Videoaufträge sind {resetsAt} wieder möglich.",
    other:
      "Dieser Server hat sein Budget von {count, number} Credits für diesen Monat aufgebraucht ({used, number} verbraucht). Videoaufträge sind {resetsAt} wieder möglich.",
  },
  "rules.termEmpty":
    "`{@settings.banned-terms.add.term}` muss einen Buchstaben, eine Ziffer oder ein Emoji enthalten: Satzzeichen und Leerzeichen allein passen auf nichts.",
} as const satisfies Translation<typeof en>;
