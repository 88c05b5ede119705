/** What the partner image kinds share: their result fields and values, Vary and the upscale buttons, and the upscale limits. */
export const en = {
  "button.vary": "Vary",
  "image.upscaleTooLarge":
    "`{@upscale.scale}` {scale} would make a {width}×{height} image, above the upscaler's limit of {megapixels, number} million pixels; the largest scale that fits this {sourceWidth}×{sourceHeight} image is {best}.",
  "image.cannotUpscale":
    "`{@upscale.scale}` {scale} would make a {width}×{height} image, above the upscaler's limit of {megapixels, number} million pixels; this {sourceWidth}×{sourceHeight} image is too large to upscale.",
  "field.styleStrength": "Style strength",
  "field.structureStrength": "Structure strength",
  "field.portrait": "Portrait",
  "field.fixedGeneration": "Fixed generation",
  "field.portraitStyle": "Portrait style",
  "field.portraitBeautifier": "Portrait beautifier",
  "field.sharpen": "Sharpening",
  "field.smartGrain": "Smart grain",
  "field.creativity": "Creativity",
  "field.hdr": "HDR",
  "field.resemblance": "Resemblance",
  "field.fractality": "Fractality",
  "value.yes": "Yes",
  "value.no": "No",
  "creative.varyStrong": "Vary (Strong)",
  "creative.varySubtle": "Vary (Subtle)",
  "creative.varyRegion": "Vary (Region)",
  "creative.zoomOut": "Zoom Out {zoom}",
} as const;
