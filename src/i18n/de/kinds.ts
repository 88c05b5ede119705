import type { kinds as en } from "../en/kinds.js";
import type { Translation } from "../message.js";

export const kinds = {
  "permission.ViewChannel": "Kanal ansehen",
  "permission.SendMessages": "Nachrichten senden",
  "permission.EmbedLinks": "Links einbetten",
  "permission.AttachFiles": "Dateien anhängen",
  "permission.ReadMessageHistory": "Nachrichtenverlauf anzeigen",
  "field.size": "Größe",
  "field.timeTaken": "Benötigte Zeit",
  "field.credits": "Credits",
  "field.prompt": "Prompt",
  "image.field": "Bild",
} as const satisfies Translation<typeof en>;
