import type { rules as en } from "../en/rules.js";
import type { Translation } from "../message.js";

export const rules = {
  "rules.deleteConfirm": "Supprimer ce résultat pour tout le monde ? La trace de la tâche reste.",
  "rules.deleteConfirmLabel": "Confirmer",
  "rules.deleteGone": "Le message de ce résultat a déjà disparu.",
  "rules.deleteExpired": "Cette confirmation a expiré : appuie de nouveau sur Supprimer sous le résultat.",
  "rules.deleteLabel": "Supprimer",
  "rules.deleteNotHere": "Ce résultat n'est pas une tâche de ce serveur.",
  "rules.deleteRefused":
    "Seul le membre qui a demandé ce résultat, ou un membre avec la permission Gérer les messages, peut le supprimer.",
  "rules.deleted": "Résultat supprimé. L'historique de la tâche est conservé (`{/show}` indique qu'il a été supprimé).",
  "rules.bannedTerm":
    "Les règles de ce serveur refusent cette demande : `{field}` contient un terme que le serveur n'autorise pas. Rien n'a été envoyé.",
  "rules.bannedTermFrame":
    "Les règles de ce serveur refusent cette demande : l'entrée {n} de `{@video.multiframe.frames}` contient un terme que le serveur n'autorise pas. Rien n'a été envoyé.",
  "rules.ageRestricted":
    "Le workflow « {name} » ne fonctionne que dans les salons soumis à une limite d'âge. Utilise-le dans l'un d'eux, ou choisis un autre workflow.",
  "rules.modelNotOffered": "Ce serveur ne propose pas `{field}` {name}. Il propose : {names, list}.",
  "rules.modelAgeRestricted":
    "`{field}` {name} ne fonctionne ici que dans les salons soumis à une limite d'âge. Utilise-le dans l'un d'eux, ou choisis-en un autre.",
  "rules.budgetUsed": {
    one: "Ce serveur a épuisé son budget de {count, number} crédit pour ce mois-ci ({used, number} utilisés). Les tâches vidéo seront de nouveau possibles {resetsAt}.",
    other:
      "Ce serveur a épuisé son budget de {count, number} crédits pour ce mois-ci ({used, number} utilisés). Les tâches vidéo seront de nouveau possibles {resetsAt}.",
  },
  "rules.termEmpty":
    "`{@settings.banned-terms.add.term}` doit contenir une lettre, un chiffre ou un emoji : la ponctuation et les espaces seuls ne correspondent à rien.",
} as const satisfies Translation<typeof en>;
