import type { jobs as en } from "../en/jobs.js";
import type { Translation } from "../message.js";

export const jobs = {
  "job.starting": "⏳ Démarrage…",
  "job.submitting": "Envoi…",
  "job.queuedAhead": {
    one: "En file d'attente — {count, number} devant",
    other: "En file d'attente — {count, number} devant",
  },
  "job.queuedNext": "En file d'attente — prochaine tâche",
  "job.fetching": "Récupération des résultats…",
  "job.runningClassNode": "Exécution de {nodeClass} (nœud {node})",
  "job.runningNode": "Exécution du nœud {node}",
  "job.runningStart": "Exécution : démarrage",
  "job.elapsed": "Temps écoulé : {duration}",
  "job.title": "Tâche",
  "job.titleKind": "Tâche ({kind})",
  "job.requestedBy": "Demandé par {user}",
  "job.fromImage": "D'après l'image {n} de [ce message]({url})",
  "job.fromMessage": "D'après [ce message]({url})",
  "job.footer": "Tâche {id}",
  "job.cancelled": "Annulée.",
  "job.failed": "**Échec.** {reason}",
  "job.didNotFinish": "La tâche ne s'est pas terminée.",
  "job.notify.done": "{user} ta tâche est terminée.",
  "job.notify.cancelled": "{user} ta tâche a été annulée.",
  "job.notify.failed": "{user} ta tâche a échoué.",
  "duration.seconds": "{s} s",
  "duration.minutes": "{m} min {s} s",
  "state.waiting": "En attente",
  "state.working": "En cours",
  "state.done": "Terminé",
  "state.failed": "Échec",
  "state.queued": "En file d'attente",
  "state.rendering": "Rendu en cours",
  "fail.interruptedElsewhere": "Le service a arrêté cette tâche : elle a été annulée en dehors de ce bot.",
  "fail.deadline": {
    one: "Elle ne s'est pas terminée en {count, number} minute, le bot a donc cessé de l'attendre.",
    other: "Elle ne s'est pas terminée en {count, number} minutes, le bot a donc cessé de l'attendre.",
  },
  "fail.deadlineNoLimit": "Elle ne s'est pas terminée dans le temps imparti, le bot a donc cessé de l'attendre.",
  "fail.keyRemoved":
    "La clé d'API de ce serveur a été supprimée pendant la tâche ; une tâche ne passe jamais sur une autre clé.",
  "fail.operatorKeyRemoved": "La clé d'API par défaut du bot a été supprimée pendant la tâche.",
  "fail.restartNoTrace":
    "Le bot a redémarré pendant le lancement de cette tâche, et le service n'a aucune trace de son attente ni de son exécution. Relance-la si tu en as toujours besoin.",
  "fail.restartUnconfirmed":
    "Le bot a redémarré pendant le lancement de cette tâche, avant que le service ne la confirme. Si elle a été exécutée, son résultat n'a pas pu être récupéré ; relance-la si tu en as toujours besoin.",
  "fail.generic": "La tâche a échoué.",
  "fail.serviceFailed": "Le service a signalé l'échec de la tâche.",
  "fail.lost": "Le service ne connaît plus cette tâche.",
  "fail.keyRefusedWhileRunning":
    "Le service a cessé d'accepter la clé d'API avec laquelle cette tâche a été envoyée pendant la tâche.",
  "fail.partner": "Le service partenaire n'a pas pu le faire : {detail}.",
  "fail.partnerGeneric": "Le service partenaire n'a pas pu le faire : la tâche a échoué.",
  "fail.unreadableKey":
    "La clé d'API enregistrée pour ce serveur n'a pas pu être lue (la clé secrète du bot a peut-être changé depuis). Un membre avec Gérer le serveur peut la redéfinir avec `{/settings key}`.",
  "note.outputsUnreadable": "La liste des résultats n'a pas pu être lue depuis le service.",
  "note.noFiles": "La tâche s'est terminée sans produire de fichier.",
  "note.tooManyFiles": "{file} n'a pas été joint : un message contient au plus {max, number} fichiers.",
  "note.whyTotal": "les autres fichiers du message occupent déjà l'essentiel des {max} qu'un message peut contenir",
  "note.whyFile": "il dépasse la limite d'envoi de ce serveur ({max})",
  "note.reencoded": "{file} a été réencodé ({how}) parce que {why}.",
  "note.reencodedLinked": "{file} a été réencodé ({how}) parce que {why} ; l'original : {link}",
  "note.reencodedHow": "{format} qualité {quality, number}",
  "note.reencodedHowResized": "{format} qualité {quality, number}, {width}×{height}",
  "note.fetchFailed": "{file} n'a pas pu être récupéré depuis le service ({reason}).",
  "note.linked": "{file} est fourni en lien plutôt qu'en pièce jointe parce que {why} : {link}",
  "note.notAttached":
    "{file} n'a pas été joint : {why}. (Le bot fournit un lien vers ces fichiers quand son opérateur définit FLOWBOT_PUBLIC_URL.)",
  "note.reasonTimeout": "délai dépassé",
  "note.reasonHttp": "le stockage a répondu HTTP {status}",
  "note.reasonNetwork": "la connexion a échoué",
  "admit.noKey":
    "Ce serveur n'a pas encore de clé d'API. Un membre avec Gérer le serveur peut en ajouter une avec `{/settings key}`.",
  "admit.permissions":
    "flowbot a besoin de ces permissions dans ce salon pour publier les résultats : {permissions, list}.",
  "admit.channels": "Sur ce serveur, les tâches ne peuvent être lancées que dans {channels, or}.",
  "admit.busy": {
    one: "Ce serveur a déjà {count, number} tâche en cours, sa limite. Réessaie quand elle sera terminée.",
    other: "Ce serveur a déjà {count, number} tâches en cours, sa limite. Réessaie quand l'une d'elles sera terminée.",
  },
  "line.waiting": {
    one: "En attente d'une place libre — {count, number} devant sur ce serveur",
    other: "En attente d'une place libre — {count, number} devant sur ce serveur",
  },
  "line.next": "En attente d'une place libre — la prochaine dans la file",
  "line.full": {
    one: "Ce serveur a déjà {count, number} tâche en attente d'une place libre, son maximum. Réessaie quand la file sera plus courte (`{/queue}` l'affiche).",
    other:
      "Ce serveur a déjà {count, number} tâches en attente d'une place libre, son maximum. Réessaie quand la file sera plus courte (`{/queue}` l'affiche).",
  },
  "line.cancelledWhileWaiting": "Annulée pendant qu'elle attendait une place libre.",
  "line.notMadeAgain":
    "Le bot a redémarré pendant que cette tâche attendait une place libre, et ce type de tâche ne peut pas être relancé à partir de ce qui a été enregistré. Relance-la si tu la veux toujours.",
  "line.noDatabase": "Le bot n'a pas pu joindre sa base de données pour lancer cette tâche. Réessaie dans un instant.",
  "job.cannotStop": "Ce type de tâche ne peut plus être arrêté sur le service une fois commencé.",
  "job.notRunning": "Cette tâche ne tourne plus sur le service, il n'y a donc rien à arrêter.",
} as const satisfies Translation<typeof en>;
