import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const esES = {
  "button.upscaleAgain": "Ampliar de nuevo",
  "button.upscaleAgainTo": "Ampliar de nuevo ({scale})",
  "button.redoUpscale": "Rehacer la ampliación",
  "field.engine": "Motor",
  "field.optimizedFor": "Optimizado para",
  "value.automatic": "automático",
  "value.standard": "estándar",
  "upscale.title": "Ampliación {scale}×",
  "upscale.noImage": "Ese mensaje no tiene ninguna imagen que ampliar.",
  "upscale.menuPermissions":
    "Ese mensaje tiene {count, number} imágenes; flowbot responde debajo con todas menos la primera y para ello necesita {permissions, list} en este canal.",
  "upscale.imageN": "imagen {n}",
  "upscale.largest": "Esa imagen ya está a la mayor escala que permite el ampliador.",
} as const satisfies Translation<typeof en>;
