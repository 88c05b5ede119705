import type { rules as en } from "../en/rules.js";
import type { Translation } from "../message.js";

export const rules = {
  "rules.deleteConfirm": "Dieses Ergebnis für alle löschen? Der Eintrag des Auftrags bleibt.",
  "rules.deleteConfirmLabel": "Bestätigen",
  "rules.deleteGone": "Die Nachricht dieses Ergebnisses ist schon weg.",
  "rules.deleteLabel": "Löschen",
  "rules.deleteNotHere": "Dieses Ergebnis gehört zu keinem Auftrag dieses Servers.",
  "rules.deleteRefused":
    "Nur das Mitglied, das dieses Ergebnis angefordert hat, oder ein Mitglied mit „Nachrichten verwalten“ kann es löschen.",
  "rules.deleted":
    "Das Ergebnis wurde gelöscht. Der Auftrag bleibt gespeichert (`{/show}` zeigt, dass es gelöscht wurde).",
  "rules.resultDeleted": "Die Ergebnisnachricht wurde {time} gelöscht.",
  "rules.recQuestion":
    "`{@video.start-end.is_rec}` verwendet den empfohlenen Prompt, der {credits, number} Credits mehr kostet, als dieses Video sonst kosten würde. Nichts wird gesendet, bevor du bestätigst (innerhalb von {minutes, number} Minuten).",
  "rules.recConfirm": "Bestätigen (+{credits, number} Credits)",
  "rules.recExpired":
    "Diese Bestätigung ist abgelaufen (nach {minutes, number} Minuten oder weil flowbot neu gestartet wurde). Nichts wurde gesendet: Führe `{/video}` erneut aus.",
  "rules.recNotYours": "Nur das Mitglied, das dieses Video angefordert hat, kann es bestätigen.",
  "rules.bannedTerm":
    "Die Regeln dieses Servers lehnen diese Anfrage ab: `{field}` enthält einen Begriff, den der Server nicht erlaubt. Es wurde nichts gesendet.",
  "rules.bannedTermFrame":
    "Die Regeln dieses Servers lehnen diese Anfrage ab: `{@video.multiframe.frames}`, Eintrag {n}, enthält einen Begriff, den der Server nicht erlaubt. Es wurde nichts gesendet.",
  "rules.ageRestricted":
    "Der Workflow „{name}“ läuft nur in altersbeschränkten Kanälen. Verwende ihn in einem solchen Kanal oder wähle einen anderen Workflow.",
  "rules.budgetUsed": {
    one: "Dieser Server hat sein Budget von {count, number} Credit für diesen Monat aufgebraucht ({used, number} verbraucht). Videoaufträge sind {resetsAt} wieder möglich.",
    other:
      "Dieser Server hat sein Budget von {count, number} Credits für diesen Monat aufgebraucht ({used, number} verbraucht). Videoaufträge sind {resetsAt} wieder möglich.",
  },
  "rules.budgetRange": "`{@settings.credit-budget.credits}` muss zwischen {min, number} und {max, number} liegen.",
  "rules.budgetNone": "Gespeichert. Dieser Server legt kein monatliches Credit-Budget fest.",
  "rules.budgetSaved": {
    one: "Gespeichert. Sobald die Aufträge dieses Servers in einem Monat (UTC) {count, number} Credit verbraucht haben, werden Videoaufträge bis zum nächsten Monat abgelehnt.",
    other:
      "Gespeichert. Sobald die Aufträge dieses Servers in einem Monat (UTC) {count, number} Credits verbraucht haben, werden Videoaufträge bis zum nächsten Monat abgelehnt.",
  },
  "rules.negativeNone": "Gespeichert. `{/generate}` fügt keinen Negativ-Prompt dieses Servers hinzu.",
  "rules.negativeSaved": "Gespeichert. Jedes `{/generate}` fügt jetzt {text} zu seinem Negativ-Prompt hinzu.",
  "rules.negativeSavedWithout":
    "Gespeichert. Jedes `{/generate}` fügt jetzt {text} zu seinem Negativ-Prompt hinzu. Gespeicherte Workflows ohne Negativ-Eingabe laufen ohne ihn: {workflows, list} (`{/workflow map}` kann ihnen eine geben).",
  "rules.termEmpty":
    "`{@settings.banned-terms.add.term}` muss einen Buchstaben, eine Ziffer oder ein Emoji enthalten: Satzzeichen und Leerzeichen allein passen auf nichts.",
  "rules.termAdded": {
    one: "Gespeichert. {term} wird jetzt in jedem Text abgelehnt, den ein Mitglied sendet ({count, number} gesperrter Begriff von {max, number}).",
    other:
      "Gespeichert. {term} wird jetzt in jedem Text abgelehnt, den ein Mitglied sendet ({count, number} gesperrte Begriffe von {max, number}).",
  },
  "rules.termAlready": {
    one: "Gespeichert. {term} wurde bereits in jedem Text abgelehnt, den ein Mitglied sendet ({count, number} gesperrter Begriff von {max, number}).",
    other:
      "Gespeichert. {term} wurde bereits in jedem Text abgelehnt, den ein Mitglied sendet ({count, number} gesperrte Begriffe von {max, number}).",
  },
  "rules.termRemoved": {
    one: "Gespeichert. {term} wird nicht mehr abgelehnt (noch {count, number} gesperrter Begriff).",
    other: "Gespeichert. {term} wird nicht mehr abgelehnt (noch {count, number} gesperrte Begriffe).",
  },
  "rules.termNotBanned":
    "`{@settings.banned-terms.remove.term}`: {term} ist hier kein gesperrter Begriff (`{/settings banned-terms list}` zeigt sie).",
  "rules.termsFull":
    "`{@settings.banned-terms.add.term}`: Es können höchstens {max, number} Begriffe gesperrt werden. Entferne zuerst einen.",
  "rules.termsCleared": "Gespeichert. Dieser Server sperrt keine Begriffe.",
  "rules.listEmpty": "Dieser Server sperrt keine Begriffe. Füge einen mit `{/settings banned-terms add}` hinzu.",
  "rules.listHead":
    "Gesperrte Begriffe ({count, number} von {max, number}), als ganze Wörter erkannt, unabhängig von Groß-/Kleinschreibung und Akzenten:",
  "rules.listHeadFile":
    "Gesperrte Begriffe ({count, number} von {max, number}), als ganze Wörter erkannt, unabhängig von Groß-/Kleinschreibung und Akzenten: siehe die angehängte Datei, einer pro Zeile.",
} as const satisfies Translation<typeof en>;
