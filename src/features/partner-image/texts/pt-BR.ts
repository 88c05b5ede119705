import type { Translation } from "../../../i18n/index.js";
import type { en } from "./en.js";

export const ptBR = {
  "button.vary": "Variar",
  "image.upscaleTooLarge":
    "`{@upscale.scale}` {scale} geraria uma imagem de {width}×{height}, acima do limite do ampliador de {megapixels, number} milhões de pixels; a maior escala que cabe para esta imagem de {sourceWidth}×{sourceHeight} é {best}.",
  "image.cannotUpscale":
    "`{@upscale.scale}` {scale} geraria uma imagem de {width}×{height}, acima do limite do ampliador de {megapixels, number} milhões de pixels; esta imagem de {sourceWidth}×{sourceHeight} é grande demais para ampliar.",
  "field.styleStrength": "Força do estilo",
  "field.structureStrength": "Força da estrutura",
  "field.portrait": "Retrato",
  "field.fixedGeneration": "Geração fixa",
  "field.portraitStyle": "Estilo de retrato",
  "field.portraitBeautifier": "Embelezador de retrato",
  "field.sharpen": "Nitidez",
  "field.smartGrain": "Granulação inteligente",
  "field.creativity": "Criatividade",
  "field.hdr": "HDR",
  "field.resemblance": "Semelhança",
  "field.fractality": "Fractalidade",
  "value.yes": "Sim",
  "value.no": "Não",
  "creative.varyStrong": "Variar (forte)",
  "creative.varySubtle": "Variar (sutil)",
  "creative.varyRegion": "Variar (região)",
  "creative.zoomOut": "Afastar {zoom}",
} as const satisfies Translation<typeof en>;
