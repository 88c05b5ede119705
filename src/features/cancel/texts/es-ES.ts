import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const esES = {
  "job.cancelledBy": "Cancelada por {user}.",
  "cancel.noSuchJob": "No existe esa tarea en este servidor.",
  "cancel.notYours": "Solo el miembro que inició esta tarea, o uno con Gestionar servidor, puede cancelarla.",
  "cancel.alreadyEnded": "Esa tarea ya ha terminado.",
  "cancel.endedFirst": "La tarea terminó antes de poder cancelarse.",
  "cancel.done": "Cancelada.",
  "cancel.cancelling": "Cancelando…",
} as const satisfies Translation<typeof en>;
