import type { privacy as en } from "../en/privacy.js";
import type { Translation } from "../message.js";

/** Results visible only to the member who asked (`/preferences`), and what Discord allows of them. */
export const privacy = {
  "privacy.resultsPublic": "Résultats : dans le salon, pour tous",
  "privacy.resultsPrivate": "Résultats : visibles par moi seul",
  "privacy.prefsNote":
    "Les résultats privés arrivent en réponses que vous seul voyez : depuis les commandes, les boutons et le menu Agrandir l'image. Une réaction n'a pas de telle réponse : son agrandissement est toujours publié dans le salon. Discord laisse le bot mettre à jour une réponse privée pendant 15 minutes : une tâche encore en cours ensuite s'affiche avec `{/show}`.",
  "privacy.lateNote":
    "Discord ne laisse le bot mettre à jour cette réponse privée que pendant 15 minutes, et la tâche est toujours en cours. Quand elle se terminera, `{/show}` avec la tâche `{id}` vous montrera son résultat.",
} as const satisfies Translation<typeof en>;
