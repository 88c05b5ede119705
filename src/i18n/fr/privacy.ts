import type { privacy as en } from "../en/privacy.js";
import type { Translation } from "../message.js";

/** What a private reply says when Discord's 15 minutes end before its job does. */
export const privacy = {
  "privacy.lateNote":
    "Discord ne laisse le bot mettre à jour cette réponse privée que pendant 15 minutes, et la tâche est toujours en cours. Quand elle se terminera, `{/show}` avec la tâche `{id}` vous montrera son résultat.",
} as const satisfies Translation<typeof en>;
