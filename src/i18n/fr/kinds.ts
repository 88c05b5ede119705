import type { kinds as en } from "../en/kinds.js";
import type { Translation } from "../message.js";

export const kinds = {
  "permission.ViewChannel": "Voir le salon",
  "permission.SendMessages": "Envoyer des messages",
  "permission.EmbedLinks": "Intégrer des liens",
  "permission.AttachFiles": "Joindre des fichiers",
  "permission.ReadMessageHistory": "Voir les anciens messages",
  "field.size": "Taille",
  "field.timeTaken": "Temps de traitement",
  "field.credits": "Crédits",
  "field.prompt": "Prompt",
  "image.field": "image",
} as const satisfies Translation<typeof en>;
