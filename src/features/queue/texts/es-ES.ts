import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const esES = {
  "button.cancelNumbered": "Cancelar {n}",
  "line.queueWaiting": {
    one: "esperando un hueco libre: {count, number} por delante en este servidor",
    other: "esperando un hueco libre: {count, number} por delante en este servidor",
  },
  "line.queueNext": "esperando un hueco libre: es la siguiente",
  "queue.empty": "No hay nada en cola ni en curso en este servidor.",
  "queue.title": "Tareas en cola y en curso",
  "queue.line": "{kind} · {user} · {state} · iniciada {time}",
  "queue.link": "mensaje",
  "queue.running": "en curso",
  "queue.queued": "en cola",
  "queue.submitting": "enviando",
  "queue.partner": "{state} (tarea asociada, sin posición en la cola)",
  "queue.unavailable": "{state} (posición en la cola no disponible)",
  "queue.engineRoom": "esperando un motor con sitio — {count, number} por delante",
  "queue.ahead": "en cola: {count, number} por delante en la cola del servicio",
} as const satisfies Translation<typeof en>;
