import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const fr = {
  "button.upscaleAgain": "Agrandir encore",
  "button.upscaleAgainTo": "Agrandir encore ({scale})",
  "button.redoUpscale": "Refaire l'agrandissement",
  "field.engine": "Moteur",
  "field.optimizedFor": "Optimisé pour",
  "value.automatic": "automatique",
  "value.standard": "standard",
  "upscale.title": "Agrandissement {scale}×",
  "upscale.noImage": "Ce message ne contient pas d'image à agrandir.",
  "upscale.menuPermissions":
    "Ce message contient {count, number} images ; flowbot répond en dessous avec toutes sauf la première et a besoin pour cela de {permissions, list} dans ce salon.",
  "upscale.imageN": "image {n}",
  "upscale.largest": "Cette image est déjà à la plus grande échelle autorisée par l'agrandisseur.",
} as const satisfies Translation<typeof en>;
