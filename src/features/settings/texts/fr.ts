import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const fr = {
  "common.settingGone": "Le paramètre {name} n'est pas disponible dans cette version du bot.",
  "common.needsManageServer":
    "Seuls les membres avec la permission Gérer le serveur peuvent modifier les paramètres de flowbot.",
  "common.all": "tous",
  "common.builtIn": "intégré",
  "engine.whereTitle": "Où tournent les workflows",
  "engine.whereCloud": "Génération d’images : dans le cloud, avec la clé de ce serveur.",
  "engine.whereEngines": "Génération d’images : sur les moteurs de ce bot ({count}).",
  "rules.budgetRange": "`{@settings.credit-budget.credits}` doit être compris entre {min, number} et {max, number}.",
  "rules.budgetNone": "Enregistré. Ce serveur ne fixe aucun budget mensuel de crédits.",
  "rules.budgetSaved": {
    one: "Enregistré. Dès que les tâches de ce serveur auront utilisé {count, number} crédit dans un mois (UTC), les tâches vidéo seront refusées jusqu'au mois suivant.",
    other:
      "Enregistré. Dès que les tâches de ce serveur auront utilisé {count, number} crédits dans un mois (UTC), les tâches vidéo seront refusées jusqu'au mois suivant.",
  },
  "rules.negativeNone": "Enregistré. `{/generate}` n'ajoute aucun prompt négatif propre à ce serveur.",
  "rules.negativeSaved": "Enregistré. Chaque `{/generate}` ajoute désormais {text} à son prompt négatif.",
  "rules.negativeSavedWithout":
    "Enregistré. Chaque `{/generate}` ajoute désormais {text} à son prompt négatif. Les workflows enregistrés sans entrée négative s'en passent : {workflows, list} (`{/workflow map}` peut leur en donner une).",
  "rules.termAdded": {
    one: "Enregistré. {term} est désormais refusé dans chaque texte envoyé par un membre ({count, number} terme interdit sur {max, number}).",
    other:
      "Enregistré. {term} est désormais refusé dans chaque texte envoyé par un membre ({count, number} termes interdits sur {max, number}).",
  },
  "rules.termAlready": {
    one: "Enregistré. {term} était déjà refusé dans chaque texte envoyé par un membre ({count, number} terme interdit sur {max, number}).",
    other:
      "Enregistré. {term} était déjà refusé dans chaque texte envoyé par un membre ({count, number} termes interdits sur {max, number}).",
  },
  "rules.termRemoved": {
    one: "Enregistré. {term} n'est plus refusé (il reste {count, number} terme interdit).",
    other: "Enregistré. {term} n'est plus refusé (il reste {count, number} termes interdits).",
  },
  "rules.termNotBanned":
    "`{@settings.banned-terms.remove.term}` : {term} n'est pas un terme interdit ici (`{/settings banned-terms list}` les affiche).",
  "rules.termsFull":
    "`{@settings.banned-terms.add.term}` : au plus {max, number} termes peuvent être interdits. Retires-en un d'abord.",
  "rules.termsCleared": "Enregistré. Ce serveur n'interdit aucun terme.",
  "rules.listEmpty": "Ce serveur n'interdit aucun terme. Ajoutes-en un avec `{/settings banned-terms add}`.",
  "rules.listHead":
    "Termes interdits ({count, number} sur {max, number}), reconnus comme mots entiers, sans tenir compte de la casse ni des accents :",
  "rules.listHeadFile":
    "Termes interdits ({count, number} sur {max, number}), reconnus comme mots entiers, sans tenir compte de la casse ni des accents : voir le fichier joint, un par ligne.",
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
  "language.en": "anglais (English)",
  "language.de": "allemand (Deutsch)",
  "language.fr": "français",
  "language.es-ES": "espagnol (Español)",
  "language.pt-BR": "portugais du Brésil (Português do Brasil)",
  "language.ja": "japonais (日本語)",
  "language.ko": "coréen (한국어)",
  "images.none": "Indique au moins une de ses options : `check`, `strictness` ou `age_restricted`.",
  "images.saved": "Contrôle des images enregistré :\n{policy}",
  "images.mode.off": "Désactivé : les images ne sont pas contrôlées.",
  "images.mode.spoiler": "Une image signalée est envoyée sous un spoiler, avec une ligne qui dit pourquoi.",
  "images.mode.block":
    "Une image signalée est retenue ; une image signalée donnée par un membre est refusée avant d’être envoyée.",
  "images.threshold": "Sévérité {strictness} : un score de {threshold} ou plus est signalé.",
  "images.operatorThreshold":
    "Un score de {threshold} ou plus est signalé (fixé par l’opérateur du bot pour tous les serveurs).",
  "images.strictness.strict": "stricte",
  "images.strictness.balanced": "équilibrée",
  "images.strictness.lenient": "indulgente",
  "images.ageRestricted.exempt": "Les salons soumis à une limite d’âge ne sont pas contrôlés.",
  "images.ageRestricted.checked": "Les salons soumis à une limite d’âge sont contrôlés aussi.",
  "show.images": "Contrôle des images",
  "show.models": "Modèles",
  "models.none": "Indique un `model` ou une `lora`.",
  "models.saved": "Réglages des modèles enregistrés :\n{summary}",
  "models.tooMany": "Au plus {max, number} noms dans chaque liste.",
  "models.default": "Modèle par défaut : {name}",
  "models.defaultNone": "Modèle par défaut : celui du workflow",
  "models.offeredModels": "Modèles proposés : {names}",
  "models.offeredLoras": "LoRA proposées : {names}",
  "models.all": "tous ceux qu'ont les moteurs",
  "models.restricted": "Seulement dans les salons soumis à une limite d'âge : {names}",
  "models.unknown": "Aucun moteur de ce bot n’a `{field}` {name}.",
  "models.unknownNear": "Aucun moteur de ce bot n’a `{field}` {name}. Les plus proches : {near, or}.",
} as const satisfies Translation<typeof en>;
