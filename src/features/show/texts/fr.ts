import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const fr = {
  "show.live": "En direct : {link}",
  "rules.resultDeleted": "Son message de résultat a été supprimé {time}.",
  "showjob.noSuchJob":
    "`{@show.job}` : cette tâche n'existe pas sur ce serveur. Choisis l'une des tiennes dans la liste.",
  "showjob.notVisible":
    "`{@show.job}` : la tâche d'un autre membre ne peut être affichée que si elle a été publiée dans un salon que tu peux voir.",
  "showjob.noKey": "Ce serveur n'a plus de clé d'API, les fichiers de la tâche ne peuvent donc pas être récupérés.",
  "showjob.jobId": "un identifiant de tâche : choisis-en un dans la liste",
  "status.pending": "en attente",
  "status.in_progress": "en cours",
  "status.completed": "terminée",
  "status.failed": "échouée",
  "status.cancelled": "annulée",
} as const satisfies Translation<typeof en>;
