import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const fr = {
  "button.vary": "Varier",
  "image.upscaleTooLarge":
    "`{@upscale.scale}` {scale} donnerait une image de {width}×{height}, au-delà de la limite de l'agrandisseur de {megapixels, number} millions de pixels ; la plus grande échelle possible pour cette image de {sourceWidth}×{sourceHeight} est {best}.",
  "image.cannotUpscale":
    "`{@upscale.scale}` {scale} donnerait une image de {width}×{height}, au-delà de la limite de l'agrandisseur de {megapixels, number} millions de pixels ; cette image de {sourceWidth}×{sourceHeight} est trop grande pour être agrandie.",
  "field.styleStrength": "Force du style",
  "field.structureStrength": "Force de la structure",
  "field.portrait": "Portrait",
  "field.fixedGeneration": "Génération fixe",
  "field.portraitStyle": "Style de portrait",
  "field.portraitBeautifier": "Embellissement du portrait",
  "field.sharpen": "Netteté",
  "field.smartGrain": "Grain intelligent",
  "field.creativity": "Créativité",
  "field.hdr": "HDR",
  "field.resemblance": "Ressemblance",
  "field.fractality": "Fractalité",
  "value.yes": "Oui",
  "value.no": "Non",
  "creative.varyStrong": "Varier (fort)",
  "creative.varySubtle": "Varier (léger)",
  "creative.varyRegion": "Varier (zone)",
  "creative.zoomOut": "Dézoomer {zoom}",
} as const satisfies Translation<typeof en>;
