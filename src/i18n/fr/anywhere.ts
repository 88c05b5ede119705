/** Textes de flowbot hors des serveurs qui l'ont ajouté : la clé personnelle d'un membre. */
export const anywhere = {
  "anywhere.serverOnly":
    "Ceci ne fonctionne que sur les serveurs qui ont ajouté flowbot. Ailleurs, vous pouvez utiliser {commands, list}.",
  "anywhere.noKey":
    "Hors des serveurs qui ont ajouté flowbot, vos tâches utilisent votre propre clé d'API de la plateforme, et vous n'en avez pas encore défini. Définissez-la en privé avec `{/preferences} {@preferences.key}:définir`. Elle est chiffrée, affichée seulement par ses quatre derniers caractères, et ne paie que vos propres tâches.",
  "anywhere.keyModalTitle": "Votre propre clé d'API",
  "anywhere.keySaved":
    "Enregistré. Vos tâches hors des serveurs qui ont ajouté flowbot utilisent maintenant votre clé se terminant par `{last4}` ; elle ne paie rien d'autre.",
  "anywhere.keyRemoved": "Votre propre clé d'API a été supprimée.",
  "anywhere.keyShown":
    "Votre propre clé d'API, pour vos tâches hors des serveurs qui ont ajouté flowbot : se termine par `{last4}`.",
  "anywhere.keyNotSet":
    "Votre propre clé d'API, pour vos tâches hors des serveurs qui ont ajouté flowbot : non définie (`{/preferences} {@preferences.key}:définir`).",
  "anywhere.quotaRefused": {
    one: "Vous avez utilisé votre {count, number} tâche du jour hors des serveurs qui ont ajouté flowbot. Le compteur se remet à zéro {resetsAt}.",
    other:
      "Vous avez utilisé vos {count, number} tâches du jour hors des serveurs qui ont ajouté flowbot. Le compteur se remet à zéro {resetsAt}.",
  },
  "anywhere.bannedTerm":
    "flowbot refuse cette demande : `{field}` contient un terme qu'il n'autorise pas hors des serveurs qui l'ont ajouté. Rien n'a été envoyé.",
  "anywhere.bannedTermFrame":
    "flowbot refuse cette demande : l'entrée {n} de `{@video.multiframe.frames}` contient un terme qu'il n'autorise pas hors des serveurs qui l'ont ajouté. Rien n'a été envoyé.",
  "anywhere.prefsIntro":
    "Tes propres valeurs par défaut pour `{/generate}` hors des serveurs qui ont ajouté flowbot. Ce que tu saisis dans la commande prime toujours, et les limites et règles de flowbot s’appliquent.",
  "anywhere.unreadableKey":
    "Votre clé d'API enregistrée n'a pas pu être lue (la clé secrète du bot a peut-être changé depuis). Redéfinissez-la avec `{/preferences} {@preferences.key}:définir`.",
  "anywhere.keyRefused":
    "{service} a refusé votre propre clé d'API. Définissez-en une nouvelle avec `{/preferences} {@preferences.key}:définir`.",
  "anywhere.outOfCredits": "Le compte lié à votre propre clé d'API n'a plus de crédits. Rechargez-le, puis réessayez.",
  "anywhere.inactiveSubscription":
    "L'abonnement lié à votre propre clé d'API n'est pas actif. Exécuter des workflows nécessite un abonnement actif.",
} as const;
