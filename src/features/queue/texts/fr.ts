import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const fr = {
  "button.cancelNumbered": "Annuler {n}",
  "line.queueWaiting": {
    one: "en attente d'une place libre — {count, number} devant sur ce serveur",
    other: "en attente d'une place libre — {count, number} devant sur ce serveur",
  },
  "line.queueNext": "en attente d'une place libre — la prochaine dans la file",
  "queue.empty": "Rien n'est en attente ni en cours sur ce serveur.",
  "queue.title": "Tâches en attente et en cours",
  "queue.line": "{kind} · {user} · {state} · lancée {time}",
  "queue.link": "message",
  "queue.running": "en cours",
  "queue.queued": "en attente",
  "queue.submitting": "envoi",
  "queue.partner": "{state} (tâche partenaire, pas de position dans la file)",
  "queue.unavailable": "{state} (position dans la file indisponible)",
  "queue.engineRoom": "en attente d'un moteur avec de la place — {count, number} devant",
  "queue.ahead": "en attente — {count, number} devant dans la file du service",
} as const satisfies Translation<typeof en>;
