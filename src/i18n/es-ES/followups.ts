import type { followups as en } from "../en/followups.js";
import type { Translation } from "../message.js";

/** Follow-ups: where the bot cannot post (a server that did not add it, a DM), results past the interaction's 15 minutes go to the member's DMs. */
export const followups = {
  "followups.toDms":
    "Esta tarea dura más de lo que Discord permite al bot editar esta respuesta (15 minutos): su resultado llegará a tus mensajes directos.",
  "followups.askedAt": "Tu tarea, pedida aquí: {link}",
  "followups.dmsClosed":
    "No se pudo enviar el resultado a tus mensajes directos: Discord indica que no aceptas mensajes de esta aplicación. Permítelos y consulta el resultado con /show.",
} as const satisfies Translation<typeof en>;
