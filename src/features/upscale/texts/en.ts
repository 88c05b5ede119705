/** `/upscale`, its reaction and its context menu: the title, the fields and the refusals of an upscale. */
export const en = {
  "button.upscaleAgain": "Upscale again",
  "button.upscaleAgainTo": "Upscale again ({scale})",
  "button.redoUpscale": "Redo upscale",
  "field.engine": "Engine",
  "field.optimizedFor": "Optimized for",
  "value.automatic": "automatic",
  "value.standard": "standard",
  "upscale.title": "Upscale {scale}×",
  "upscale.noImage": "That message has no image to upscale.",
  "upscale.menuPermissions":
    "That message has {count, number} images; flowbot replies under it with all but the first and needs {permissions, list} in this channel for that.",
  "upscale.imageN": "image {n}",
  "upscale.largest": "That image is already at the largest scale the upscaler allows.",
} as const;
