import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const de = {
  "button.vary": "Variieren",
  "image.upscaleTooLarge":
    "`{@upscale.scale}` {scale} ergäbe ein Bild mit {width}×{height}, mehr als das Limit des Upscalers von {megapixels, number} Millionen Pixeln; die größte Skalierung, die für dieses Bild mit {sourceWidth}×{sourceHeight} passt, ist {best}.",
  "image.cannotUpscale":
    "`{@upscale.scale}` {scale} ergäbe ein Bild mit {width}×{height}, mehr als das Limit des Upscalers von {megapixels, number} Millionen Pixeln; dieses Bild mit {sourceWidth}×{sourceHeight} ist zu groß zum Hochskalieren.",
  "field.styleStrength": "Stilstärke",
  "field.structureStrength": "Strukturstärke",
  "field.portrait": "Porträt",
  "field.fixedGeneration": "Feste Generierung",
  "field.portraitStyle": "Porträtstil",
  "field.portraitBeautifier": "Porträtverschönerung",
  "field.sharpen": "Schärfe",
  "field.smartGrain": "Intelligente Körnung",
  "field.creativity": "Kreativität",
  "field.hdr": "HDR",
  "field.resemblance": "Ähnlichkeit",
  "field.fractality": "Fraktalität",
  "value.yes": "Ja",
  "value.no": "Nein",
  "creative.varyStrong": "Variieren (stark)",
  "creative.varySubtle": "Variieren (leicht)",
  "creative.varyRegion": "Variieren (Bereich)",
  "creative.zoomOut": "Herauszoomen {zoom}",
} as const satisfies Translation<typeof en>;
