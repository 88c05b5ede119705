import type { rules as en } from "../en/rules.js";
import type { Translation } from "../message.js";

export const rules = {
  "rules.deleteConfirm": "Supprimer ce résultat pour tout le monde ? La trace de la tâche reste.",
  "rules.deleteConfirmLabel": "Confirmer",
  "rules.deleteGone": "Le message de ce résultat a déjà disparu.",
  "rules.deleteLabel": "Supprimer",
  "rules.deleteNotHere": "Ce résultat n'est pas une tâche de ce serveur.",
  "rules.deleteRefused":
    "Seul le membre qui a demandé ce résultat, ou un membre avec la permission Gérer les messages, peut le supprimer.",
  "rules.deleted": "Résultat supprimé. L'historique de la tâche est conservé (`{/show}` indique qu'il a été supprimé).",
  "rules.resultDeleted": "Son message de résultat a été supprimé {time}.",
  "rules.recQuestion":
    "`{@video.start-end.is_rec}` utilise le prompt recommandé, qui coûte {credits, number} crédits de plus que cette vidéo sans lui. Rien n'est envoyé avant votre confirmation (dans les {minutes, number} minutes).",
  "rules.recConfirm": "Confirmer (+{credits, number} crédits)",
  "rules.recExpired":
    "Cette confirmation a expiré (après {minutes, number} minutes, ou parce que flowbot a redémarré). Rien n'a été envoyé : relancez `{/video}`.",
  "rules.recNotYours": "Seul le membre qui a demandé cette vidéo peut la confirmer.",
  "rules.bannedTerm":
    "Les règles de ce serveur refusent cette demande : `{field}` contient un terme que le serveur n'autorise pas. Rien n'a été envoyé.",
  "rules.bannedTermFrame":
    "Les règles de ce serveur refusent cette demande : l'entrée {n} de `{@video.multiframe.frames}` contient un terme que le serveur n'autorise pas. Rien n'a été envoyé.",
  "rules.ageRestricted":
    "Le workflow « {name} » ne fonctionne que dans les salons soumis à une limite d'âge. Utilise-le dans l'un d'eux, ou choisis un autre workflow.",
  "rules.budgetUsed": {
    one: "Ce serveur a épuisé son budget de {count, number} crédit pour ce mois-ci ({used, number} utilisés). Les tâches vidéo seront de nouveau possibles {resetsAt}.",
    other:
      "Ce serveur a épuisé son budget de {count, number} crédits pour ce mois-ci ({used, number} utilisés). Les tâches vidéo seront de nouveau possibles {resetsAt}.",
  },
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
  "rules.termEmpty":
    "`{@settings.banned-terms.add.term}` doit contenir une lettre, un chiffre ou un emoji : la ponctuation et les espaces seuls ne correspondent à rien.",
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
} as const satisfies Translation<typeof en>;
