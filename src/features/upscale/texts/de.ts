import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const de = {
  "button.upscaleAgain": "Weiter hochskalieren",
  "button.upscaleAgainTo": "Weiter hochskalieren ({scale})",
  "button.redoUpscale": "Neu hochskalieren",
  "field.engine": "Engine",
  "field.optimizedFor": "Optimiert für",
  "value.automatic": "automatisch",
  "value.standard": "Standard",
  "upscale.title": "Hochskalieren {scale}×",
  "upscale.noImage": "Diese Nachricht hat kein Bild zum Hochskalieren.",
  "upscale.menuPermissions":
    "Diese Nachricht hat {count, number} Bilder; flowbot antwortet darunter mit allen außer dem ersten und braucht dafür in diesem Kanal {permissions, list}.",
  "upscale.imageN": "Bild {n}",
  "upscale.largest": "Dieses Bild hat bereits die größte Skalierung, die der Upscaler erlaubt.",
} as const satisfies Translation<typeof en>;
