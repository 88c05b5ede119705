import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const esES = {
  "button.vary": "Variar",
  "image.upscaleTooLarge":
    "`{@upscale.scale}` {scale} daría una imagen de {width}×{height}, por encima del límite del ampliador de {megapixels, number} millones de píxeles; la mayor escala que cabe para esta imagen de {sourceWidth}×{sourceHeight} es {best}.",
  "image.cannotUpscale":
    "`{@upscale.scale}` {scale} daría una imagen de {width}×{height}, por encima del límite del ampliador de {megapixels, number} millones de píxeles; esta imagen de {sourceWidth}×{sourceHeight} es demasiado grande para ampliarla.",
  "field.styleStrength": "Intensidad del estilo",
  "field.structureStrength": "Intensidad de la estructura",
  "field.portrait": "Retrato",
  "field.fixedGeneration": "Generación fija",
  "field.portraitStyle": "Estilo de retrato",
  "field.portraitBeautifier": "Embellecedor de retrato",
  "field.sharpen": "Nitidez",
  "field.smartGrain": "Grano inteligente",
  "field.creativity": "Creatividad",
  "field.hdr": "HDR",
  "field.resemblance": "Parecido",
  "field.fractality": "Fractalidad",
  "value.yes": "Sí",
  "value.no": "No",
  "creative.varyStrong": "Variar (fuerte)",
  "creative.varySubtle": "Variar (sutil)",
  "creative.varyRegion": "Variar (zona)",
  "creative.zoomOut": "Alejar {zoom}",
} as const satisfies Translation<typeof en>;
