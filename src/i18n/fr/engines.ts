import type { engines as en } from "../en/engines.js";
import type { Translation } from "../message.js";

export const engines = {
  "service.engine": "Le moteur",
  "engine.noneAnswering":
    "Aucun moteur ne répond pour l’instant : aucun des moteurs de ce bot n’est joignable. Réessaie dans une minute.",
  "engine.wentAway": "Le moteur qui exécutait cette tâche a disparu : il a cessé de répondre pendant la tâche.",
  "engine.unknownEngine":
    "Cette tâche a été envoyée à un moteur que ce bot n'utilise plus : elle ne peut plus y être suivie.",
  "engine.outputGone": "Ce fichier a été produit sur un moteur que ce bot ne connaît plus.",
  "engine.noCheckpoint":
    "Le moteur choisi pour cette tâche n’a aucun checkpoint : le workflow intégré ne peut pas y tourner. Demande à l’opérateur du bot d’en ajouter un.",
  "engine.notSetUp": "Ce bot n’est pas configuré pour cela : son opérateur ne l’a pas relié au service nécessaire.",
  "engine.notHeld":
    "Aucun moteur de ce bot n'a {names, list} : ce job ne peut pas tourner. Choisis un modèle que l'un d'eux possède.",
  "engine.holdersDown":
    "Les moteurs qui ont {names, list} ne répondent pas pour l'instant : ce job n'a pas pu démarrer. Réessaie dans une minute.",
  "engine.noRoom":
    "Tous les moteurs capables de lancer ce job sont restés occupés jusqu'à la fin de son délai. Réessaie plus tard.",
  "engine.shuttingDown":
    "Le bot a redémarré avant qu'un moteur ait de la place pour ce job : il n'a pas tourné. Réessaie.",
} as const satisfies Translation<typeof en>;
