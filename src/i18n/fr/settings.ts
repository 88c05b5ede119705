import type { settings as en } from "../en/settings.js";
import type { Translation } from "../message.js";

export const settings = {
  "emoji.invalid":
    "`{@settings.upscale-emoji.emoji}` doit être un emoji standard (comme 🔍) ou l'un des emojis personnalisés de ce serveur.",
  "emoji.foreign":
    "`{@settings.upscale-emoji.emoji}` doit être un emoji standard (comme 🔍) ou l'un des emojis personnalisés de ce serveur ; cet emoji personnalisé n'appartient pas à ce serveur.",
  "usage.givenBack": {
    one: "{count, number} tâche échouée n'est pas comptée",
    other: "{count, number} tâches échouées ne sont pas comptées",
  },
  "usage.noQuotaGivenBack": {
    one: "Tu as lancé {count, number} tâche aujourd'hui ({givenBack}) ; ce serveur ne fixe aucune limite quotidienne.",
    other:
      "Tu as lancé {count, number} tâches aujourd'hui ({givenBack}) ; ce serveur ne fixe aucune limite quotidienne.",
  },
  "usage.withQuotaGivenBack": {
    one: "Tu as lancé {count, number} tâche sur tes {quota, number} aujourd'hui ({givenBack}) ; le compteur se réinitialise {resetsAt}.",
    other:
      "Tu as lancé {count, number} tâches sur tes {quota, number} aujourd'hui ({givenBack}) ; le compteur se réinitialise {resetsAt}.",
  },
} as const satisfies Translation<typeof en>;
