import type { followups as en } from "../en/followups.js";
import type { Translation } from "../message.js";

/** Follow-ups: where the bot cannot post (a server that did not add it, a DM), results past the interaction's 15 minutes go to the member's DMs. */
export const followups = {
  "followups.toDms":
    "Esta tarefa está levando mais tempo do que o Discord permite ao bot editar esta resposta (15 minutos): o resultado chegará nas suas mensagens diretas.",
  "followups.askedAt": "Sua tarefa, pedida aqui: {link}",
  "followups.dmsClosed":
    "Não foi possível enviar o resultado para suas mensagens diretas: o Discord diz que você não aceita mensagens deste aplicativo. Permita-as e veja o resultado com /show.",
} as const satisfies Translation<typeof en>;
