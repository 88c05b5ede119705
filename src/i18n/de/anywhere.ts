/** Texte für flowbot außerhalb von Servern, die ihn hinzugefügt haben: der eigene Schlüssel eines Mitglieds. */
export const anywhere = {
  "anywhere.serverOnly":
    "Das funktioniert nur auf Servern, die flowbot hinzugefügt haben. Außerhalb davon kannst du {commands, list} verwenden.",
  "anywhere.noKey":
    "Außerhalb von Servern, die flowbot hinzugefügt haben, laufen deine Aufträge mit deinem eigenen Plattform-API-Schlüssel, und du hast noch keinen festgelegt. Lege ihn privat mit `{/preferences} {@preferences.key}:festlegen` fest. Er wird verschlüsselt, nur mit seinen letzten vier Zeichen angezeigt und bezahlt nur deine eigenen Aufträge.",
  "anywhere.keyModalTitle": "Dein eigener Plattform-API-Schlüssel",
  "anywhere.keySaved":
    "Gespeichert. Deine Aufträge außerhalb von Servern, die flowbot hinzugefügt haben, laufen jetzt mit deinem Schlüssel mit der Endung `{last4}`; er bezahlt nichts anderes.",
  "anywhere.keyRemoved": "Dein eigener API-Schlüssel wurde entfernt.",
  "anywhere.keyShown":
    "Dein eigener API-Schlüssel für deine Aufträge außerhalb von Servern, die flowbot hinzugefügt haben: endet auf `{last4}`.",
  "anywhere.keyNotSet":
    "Dein eigener API-Schlüssel für deine Aufträge außerhalb von Servern, die flowbot hinzugefügt haben: nicht festgelegt (`{/preferences} {@preferences.key}:festlegen`).",
  "anywhere.quotaRefused": {
    one: "Du hast deinen {count, number} Auftrag für heute außerhalb von Servern, die flowbot hinzugefügt haben, verbraucht. Der Zähler wird {resetsAt} zurückgesetzt.",
    other:
      "Du hast deine {count, number} Aufträge für heute außerhalb von Servern, die flowbot hinzugefügt haben, verbraucht. Der Zähler wird {resetsAt} zurückgesetzt.",
  },
  "anywhere.bannedTerm":
    "flowbot lehnt diese Anfrage ab: `{field}` enthält einen Begriff, den flowbot außerhalb von Servern, die ihn hinzugefügt haben, nicht erlaubt. Es wurde nichts gesendet.",
  "anywhere.bannedTermFrame":
    "flowbot lehnt diese Anfrage ab: `{@video.multiframe.frames}`, Eintrag {n}, enthält einen Begriff, den flowbot außerhalb von Servern, die ihn hinzugefügt haben, nicht erlaubt. Es wurde nichts gesendet.",
  "anywhere.prefsIntro":
    "Deine eigenen Standardwerte für `{/generate}` außerhalb von Servern, die flowbot hinzugefügt haben. Was du im Befehl angibst, hat weiter Vorrang, und die Grenzen und Regeln von flowbot gelten.",
  "anywhere.unreadableKey":
    "Dein gespeicherter API-Schlüssel konnte nicht gelesen werden (der geheime Schlüssel des Bots hat sich seit dem Speichern vielleicht geändert). Lege ihn mit `{/preferences} {@preferences.key}:festlegen` neu fest.",
  "anywhere.keyRefused":
    "{service} hat deinen eigenen API-Schlüssel abgelehnt. Lege mit `{/preferences} {@preferences.key}:festlegen` einen neuen fest.",
  "anywhere.outOfCredits":
    "Das Konto hinter deinem eigenen API-Schlüssel hat kein Guthaben mehr. Lade es auf und versuche es dann erneut.",
  "anywhere.inactiveSubscription":
    "Das Abo hinter deinem eigenen API-Schlüssel ist nicht aktiv. Zum Ausführen von Workflows ist ein aktives Abo nötig.",
} as const;
