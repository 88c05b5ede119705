import type { rules as en } from "../en/rules.js";
import type { Translation } from "../message.js";

export const rules = {
  "rules.deleteLabel": "Supprimer",
  "rules.deleteNotHere": "Ce résultat n'est pas une tâche de ce serveur.",
  "rules.deleteRefused": "Seul le membre qui a demandé ce résultat, ou un membre avec la permission Gérer les messages, peut le supprimer.",
  "rules.deleted": "Résultat supprimé. L'historique de la tâche est conservé (`{/show}` indique qu'il a été supprimé).",
  "rules.resultDeleted": "Son message de résultat a été supprimé {time}.",
  "rules.recQuestion": "`{@video.start-end.is_rec}` utilise le prompt recommandé, qui coûte {credits, number} crédits de plus que cette vidéo sans lui. Rien n'est envoyé avant votre confirmation (dans les {minutes, number} minutes).",
  "rules.recConfirm": "Confirmer (+{credits, number} crédits)",
  "rules.recExpired": "Cette confirmation a expiré (après {minutes, number} minutes, ou parce que flowbot a redémarré). Rien n'a été envoyé : relancez `{/video}`.",
  "rules.recNotYours": "Seul le membre qui a demandé cette vidéo peut la confirmer.",
} as const satisfies Translation<typeof en>;
