import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const de = {
  "button.cancelNumbered": "{n} abbrechen",
  "line.queueWaiting": {
    one: "wartet auf einen freien Platz – {count, number} davor auf diesem Server",
    other: "wartet auf einen freien Platz – {count, number} davor auf diesem Server",
  },
  "line.queueNext": "wartet auf einen freien Platz – als Nächstes an der Reihe",
  "queue.empty": "Auf diesem Server wartet oder läuft gerade nichts.",
  "queue.title": "Wartende und laufende Aufträge",
  "queue.line": "{kind} · {user} · {state} · gestartet {time}",
  "queue.link": "Nachricht",
  "queue.running": "läuft",
  "queue.queued": "wartet",
  "queue.submitting": "wird übermittelt",
  "queue.partner": "{state} (Partneraufgabe, keine Position in der Warteschlange)",
  "queue.unavailable": "{state} (Position in der Warteschlange nicht verfügbar)",
  "queue.engineRoom": "wartet auf eine Engine mit freiem Platz — {count, number} davor",
  "queue.ahead": "wartet – {count, number} davor in der Warteschlange des Dienstes",
} as const satisfies Translation<typeof en>;
