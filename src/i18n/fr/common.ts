import type { common as en } from "../en/common.js";
import type { Translation } from "../message.js";

export const common = {
  "common.guildOnly": "flowbot ne fonctionne que sur les serveurs.",
  "common.buttonGone": "Ce bouton n'est plus pris en charge.",
  "common.buttonGoneRunAgain": "Ce bouton n'est plus pris en charge. Relance la commande.",
  "common.formGone": "Ce formulaire n'est plus pris en charge.",
  "common.commandGone": "La commande {name} n'est pas disponible dans cette version du bot.",
  "common.internalError": "Un problème est survenu de notre côté. Il a été enregistré ; réessaie, s'il te plaît.",
  "common.jobUnknown": "Cette tâche n'est plus connue sur ce serveur.",
  "common.none": "aucun",
  "button.cancel": "Annuler",
  "button.runAgain": "Relancer",
  "button.tryAgain": "Réessayer",
  "usage.noQuota": {
    one: "Tu as lancé {count, number} tâche aujourd'hui ; ce serveur ne fixe pas de limite quotidienne.",
    other: "Tu as lancé {count, number} tâches aujourd'hui ; ce serveur ne fixe pas de limite quotidienne.",
  },
  "usage.withQuota": {
    one: "Tu as lancé {count, number} tâche sur tes {quota, number} aujourd'hui ; le compteur se réinitialise {resetsAt}.",
    other:
      "Tu as lancé {count, number} tâches sur tes {quota, number} aujourd'hui ; le compteur se réinitialise {resetsAt}.",
  },
  "usage.refused": {
    one: "Tu as atteint ta limite de {count, number} tâche pour aujourd'hui sur ce serveur ({count, number} sur {count, number}). Le compteur se réinitialise {resetsAt}.",
    other:
      "Tu as atteint ta limite de {count, number} tâches pour aujourd'hui sur ce serveur ({count, number} sur {count, number}). Le compteur se réinitialise {resetsAt}.",
  },
} as const satisfies Translation<typeof en>;
