import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const fr = {
  "job.cancelledBy": "Annulée par {user}.",
  "cancel.noSuchJob": "Cette tâche n'existe pas sur ce serveur.",
  "cancel.notYours": "Seul le membre qui a lancé cette tâche, ou un membre avec Gérer le serveur, peut l'annuler.",
  "cancel.alreadyEnded": "Cette tâche est déjà terminée.",
  "cancel.endedFirst": "La tâche s'est terminée avant d'avoir pu être annulée.",
  "cancel.done": "Annulée.",
  "cancel.cancelling": "Annulation…",
} as const satisfies Translation<typeof en>;
