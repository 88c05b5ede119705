import type { followups as en } from "../en/followups.js";
import type { Translation } from "../message.js";

/** Follow-ups: where the bot cannot post (a server that did not add it, a DM), results past the interaction's 15 minutes go to the member's DMs. */
export const followups = {
  "followups.toDms":
    "Cette tâche dure plus longtemps que Discord ne laisse le bot modifier cette réponse (15 minutes) : son résultat arrivera dans vos messages privés.",
  "followups.askedAt": "Votre tâche, demandée ici : {link}",
  "followups.dmsClosed":
    "Le résultat n’a pas pu être envoyé en message privé : Discord indique que vous n’acceptez pas de messages de cette application. Autorisez-les et consultez le résultat avec /show.",
} as const satisfies Translation<typeof en>;
