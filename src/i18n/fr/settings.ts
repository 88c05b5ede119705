import type { settings as en } from "../en/settings.js";
import type { Translation } from "../message.js";

export const settings = {
  "settings.keyRemoved": "La clé d'API de ce serveur a été supprimée.",
  "settings.keyModalTitle": "Définir la clé d'API de ce serveur",
  "settings.keyModalLabel": "Clé d'API de la plateforme",
  "settings.keyInvalid":
    "`key` doit compter de {min, number} à {max, number} caractères ASCII visibles (lettres, chiffres, ponctuation), sans espace.",
  "settings.keyRefused": "Le service a refusé cette clé (401). Rien n'a été enregistré ; vérifie la clé et réessaie.",
  "settings.keySaved": "Enregistré. Ce serveur utilise désormais la clé d'API se terminant par `{last4}`.",
  "settings.defaultsNone":
    "Indique au moins l'une des options `{@settings.defaults.width}`, `{@settings.defaults.height}` ou `{@settings.defaults.steps}`.",
  "settings.defaultsSaved": {
    one: "Enregistré. `{/generate}` utilise désormais par défaut {width}×{height}, {count, number} étape.",
    other: "Enregistré. `{/generate}` utilise désormais par défaut {width}×{height}, {count, number} étapes.",
  },
  "settings.emojiSaved": "Enregistré. Réagir avec {emoji} à une image l'agrandit désormais.",
  "settings.emojiInvalid":
    "`{@settings.upscale-emoji.emoji}` doit être un emoji standard (comme 🔍) ou l'un des emojis personnalisés de ce serveur.",
  "settings.emojiForeign":
    "`{@settings.upscale-emoji.emoji}` doit être un emoji standard (comme 🔍) ou l'un des emojis personnalisés de ce serveur ; cet emoji personnalisé n'appartient pas à ce serveur.",
  "settings.quotaNone": "Enregistré. Les membres peuvent lancer autant de tâches qu'ils veulent par jour.",
  "settings.quotaSaved": {
    one: "Enregistré. Chaque membre peut lancer {count, number} tâche par jour (le compteur se réinitialise à minuit UTC).",
    other:
      "Enregistré. Chaque membre peut lancer {count, number} tâches par jour (le compteur se réinitialise à minuit UTC).",
  },
  "settings.concurrencySaved": {
    one: "Enregistré. Ce serveur exécute désormais au plus {count, number} tâche à la fois.",
    other: "Enregistré. Ce serveur exécute désormais au plus {count, number} tâches à la fois.",
  },
  "settings.channelsAll": "Enregistré. Les tâches peuvent être lancées dans tous les salons.",
  "settings.channelsSome": "Enregistré. Les tâches ne peuvent être lancées que dans {channels, list}.",
  "settings.channelInvalid": "`{@settings.channels.add.channel}` doit être un salon de ce serveur.",
  "settings.channelNotListed":
    "`{@settings.channels.add.channel}` : {channel} ne figure pas dans la liste des salons autorisés.",
  "settings.channelWrongType":
    "`{@settings.channels.add.channel}` doit être un salon textuel ou d'annonces de ce serveur.",
  "settings.channelsFull":
    "`{@settings.channels.add.channel}` : au plus {max, number} salons peuvent être autorisés. Retires-en un d'abord.",
  "settings.languageSaved": "Enregistré. Les messages des tâches de ce serveur sont désormais en {language}.",
  "settings.languageDefault":
    "Enregistré. Les messages des tâches de ce serveur suivent désormais la langue de la communauté du serveur, sinon l'anglais.",
  "show.title": "Paramètres de flowbot",
  "show.apiKey": "Clé d'API",
  "show.keySet": "définie, se termine par `{last4}`",
  "show.keyOperator": "non définie (la clé de l'opérateur est utilisée)",
  "show.keyNotSet": "non définie — `{/settings key}`",
  "show.defaultWorkflow": "Workflow par défaut",
  "show.defaultSize": "Taille par défaut",
  "show.sizeValue": {
    one: "{width}×{height}, {count, number} étape",
    other: "{width}×{height}, {count, number} étapes",
  },
  "show.upscaleEmoji": "Emoji d'agrandissement",
  "show.dailyQuota": "Quota quotidien par membre",
  "show.jobsAtOnce": "Tâches simultanées",
  "show.channels": "Salons",
  "show.language": "Langue des messages des tâches",
  "show.languageDefault": "{language} (par défaut pour le serveur)",
  "show.yourUse": "Ton utilisation aujourd'hui",
  "show.bannedTerms": "Termes interdits",
  "show.bannedTermsCount": { one: "{count, number} terme interdit", other: "{count, number} termes interdits" },
  "show.bannedTermsValue": {
    one: "{count, number} terme interdit (`{/settings banned-terms list}`)",
    other: "{count, number} termes interdits (`{/settings banned-terms list}`)",
  },
  "show.negativePrompt": "Prompt négatif",
  "show.creditsMonth": "Crédits ce mois-ci",
  "show.creditsBudget": "{used, number} sur {budget, number} ; le compteur se réinitialise {resetsAt}",
  "show.creditsNoBudget": "{used, number} (aucun budget mensuel) ; le compteur se réinitialise {resetsAt}",
  "show.topMembers": "Membres les plus actifs ce mois-ci",
  "show.topNobody": "personne n'a encore utilisé de crédits",
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
  "language.en": "anglais (English)",
  "language.de": "allemand (Deutsch)",
  "language.fr": "français",
  "language.es-ES": "espagnol (Español)",
  "language.pt-BR": "portugais du Brésil (Português do Brasil)",
  "language.ja": "japonais (日本語)",
  "language.ko": "coréen (한국어)",
} as const satisfies Translation<typeof en>;
