import type { jobs as en } from "../en/jobs.js";
import type { Translation } from "../message.js";

export const jobs = {
  "job.starting": "⏳ Wird gestartet …",
  "job.submitting": "Wird übermittelt …",
  "job.queuedAhead": {
    one: "In der Warteschlange – {count, number} davor",
    other: "In der Warteschlange – {count, number} davor",
  },
  "job.queuedNext": "In der Warteschlange – als Nächstes dran",
  "job.fetching": "Ergebnisse werden abgerufen …",
  "job.runningClassNode": "Läuft: {nodeClass} (Node {node})",
  "job.runningNode": "Läuft: Node {node}",
  "job.runningStart": "Läuft: wird gestartet",
  "job.elapsed": "Vergangen: {duration}",
  "job.title": "Auftrag",
  "job.titleKind": "Auftrag ({kind})",
  "job.requestedBy": "Angefordert von {user}",
  "job.fromImage": "Aus Bild {n} [dieser Nachricht]({url})",
  "job.fromMessage": "Aus [dieser Nachricht]({url})",
  "job.footer": "Auftrag {id}",
  "job.cancelled": "Abgebrochen.",
  "job.failed": "**Fehlgeschlagen.** {reason}",
  "job.didNotFinish": "Der Auftrag wurde nicht abgeschlossen.",
  "job.notify.done": "{user} dein Auftrag ist fertig.",
  "job.notify.cancelled": "{user} dein Auftrag wurde abgebrochen.",
  "job.notify.failed": "{user} dein Auftrag ist fehlgeschlagen.",
  "duration.seconds": "{s} s",
  "duration.minutes": "{m} min {s} s",
  "state.waiting": "Wartet",
  "state.working": "In Arbeit",
  "state.done": "Fertig",
  "state.failed": "Fehlgeschlagen",
  "state.queued": "In der Warteschlange",
  "state.rendering": "Wird gerendert",
  "fail.interruptedElsewhere": "Der Dienst hat diesen Auftrag gestoppt: Er wurde außerhalb dieses Bots abgebrochen.",
  "fail.deadline": {
    one: "Er wurde nicht innerhalb von {count, number} Minute fertig, daher wartet der Bot nicht länger darauf.",
    other: "Er wurde nicht innerhalb von {count, number} Minuten fertig, daher wartet der Bot nicht länger darauf.",
  },
  "fail.deadlineNoLimit":
    "Er wurde nicht innerhalb seines Zeitlimits fertig, daher wartet der Bot nicht länger darauf.",
  "fail.keyRemoved":
    "Der API-Schlüssel dieses Servers wurde entfernt, während der Auftrag lief; ein Auftrag wird nie auf einen anderen Schlüssel umgestellt.",
  "fail.operatorKeyRemoved": "Der Standard-API-Schlüssel des Bots wurde entfernt, während der Auftrag lief.",
  "fail.restartNoTrace":
    "Der Bot wurde neu gestartet, während er diesen Auftrag startete, und der Dienst hat keine Spur davon, dass er wartet oder läuft. Starte ihn erneut, wenn du ihn noch brauchst.",
  "fail.restartUnconfirmed":
    "Der Bot wurde neu gestartet, während er diesen Auftrag startete, bevor der Dienst ihn bestätigt hat. Falls er lief, konnte sein Ergebnis nicht wiederhergestellt werden; starte ihn erneut, wenn du ihn noch brauchst.",
  "fail.generic": "Der Auftrag ist fehlgeschlagen.",
  "fail.serviceFailed": "Der Dienst hat gemeldet, dass der Auftrag fehlgeschlagen ist.",
  "fail.lost": "Der Dienst kennt diesen Auftrag nicht mehr.",
  "fail.keyRefusedWhileRunning":
    "Der Dienst hat den API-Schlüssel, mit dem dieser Auftrag gesendet wurde, während des Auftrags nicht mehr akzeptiert.",
  "fail.partner": "Der Partnerdienst konnte es nicht ausführen: {detail}.",
  "fail.partnerGeneric": "Der Partnerdienst konnte es nicht ausführen: Die Aufgabe ist fehlgeschlagen.",
  "fail.unreadableKey":
    "Der gespeicherte API-Schlüssel dieses Servers konnte nicht gelesen werden (der geheime Schlüssel des Bots hat sich seit dem Speichern vielleicht geändert). Ein Mitglied mit „Server verwalten“ kann ihn mit `{/settings key}` neu festlegen.",
  "note.outputsUnreadable": "Die Liste der Ergebnisse konnte nicht vom Dienst gelesen werden.",
  "note.noFiles": "Der Auftrag ist fertig, hat aber keine Dateien erzeugt.",
  "note.tooManyFiles": "{file} wurde nicht angehängt: Eine Nachricht fasst höchstens {max, number} Dateien.",
  "note.whyTotal":
    "die anderen Dateien der Nachricht schon den Großteil der {max} belegen, die eine Nachricht tragen kann",
  "note.whyFile": "sie größer als das Upload-Limit dieses Servers ({max}) ist",
  "note.reencoded": "{file} wurde neu kodiert ({how}), weil {why}.",
  "note.reencodedLinked": "{file} wurde neu kodiert ({how}), weil {why}; das Original: {link}",
  "note.reencodedHow": "{format}, Qualität {quality, number}",
  "note.reencodedHowResized": "{format}, Qualität {quality, number}, {width}×{height}",
  "note.fetchFailed": "{file} konnte nicht vom Dienst abgerufen werden ({reason}).",
  "note.linked": "{file} ist verlinkt statt angehängt, weil {why}: {link}",
  "note.notAttached":
    "{file} wurde nicht angehängt, weil {why}. (Der Bot verlinkt solche Dateien, wenn sein Betreiber FLOWBOT_PUBLIC_URL setzt.)",
  "note.reasonTimeout": "Zeitüberschreitung",
  "note.reasonHttp": "der Speicher hat mit HTTP {status} geantwortet",
  "note.reasonNetwork": "die Verbindung ist fehlgeschlagen",
  "admit.noKey":
    "Dieser Server hat noch keinen API-Schlüssel. Ein Mitglied mit „Server verwalten“ kann mit `{/settings key}` einen hinzufügen.",
  "admit.permissions":
    "flowbot braucht in diesem Kanal diese Berechtigungen, um Ergebnisse zu posten: {permissions, list}.",
  "admit.channels": "Aufträge können auf diesem Server nur in {channels, or} gestartet werden.",
  "admit.busy": {
    one: "Auf diesem Server läuft bereits {count, number} Auftrag, das Limit. Versuche es erneut, wenn er fertig ist.",
    other:
      "Auf diesem Server laufen bereits {count, number} Aufträge, das Limit. Versuche es erneut, wenn einer fertig ist.",
  },
  "line.waiting": {
    one: "Wartet auf einen freien Platz – {count, number} davor auf diesem Server",
    other: "Wartet auf einen freien Platz – {count, number} davor auf diesem Server",
  },
  "line.next": "Wartet auf einen freien Platz – als Nächstes an der Reihe",
  "line.full": {
    one: "Auf diesem Server wartet bereits {count, number} Auftrag auf einen freien Platz, das Maximum. Versuche es erneut, wenn die Warteschlange kürzer ist (`{/queue}` zeigt sie).",
    other:
      "Auf diesem Server warten bereits {count, number} Aufträge auf einen freien Platz, das Maximum. Versuche es erneut, wenn die Warteschlange kürzer ist (`{/queue}` zeigt sie).",
  },
  "line.cancelledWhileWaiting": "Abgebrochen, während er auf einen freien Platz wartete.",
  "line.notMadeAgain":
    "Der Bot wurde neu gestartet, während dieser Auftrag auf einen freien Platz wartete, und diese Art von Auftrag lässt sich aus dem Gespeicherten nicht erneut starten. Starte ihn noch einmal, wenn du ihn weiterhin möchtest.",
  "line.noDatabase":
    "Der Bot konnte seine Datenbank nicht erreichen, um diesen Auftrag zu starten. Versuche es gleich noch einmal.",
  "job.cannotStop": "Diese Art von Auftrag lässt sich auf dem Dienst nicht mehr stoppen, sobald sie begonnen hat.",
  "job.notRunning": "Dieser Auftrag läuft nicht mehr auf dem Dienst, es gibt also nichts zu stoppen.",
} as const satisfies Translation<typeof en>;
