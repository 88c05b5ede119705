/** What `/generate` says: its fields, the built-in workflows, the creative controls under an image (numbered images, variations, zoom out, pan, remix, permutations) and `/preferences`. */
export const en = {
  "button.reroll": "Reroll",
  "field.seed": "Seed",
  "field.steps": "Steps",
  "field.workflow": "Workflow",
  "generate.builtInText": "built-in text-to-image",
  "generate.builtInImage": "built-in image-to-image",
  "generate.noWorkflow": 'This server has no workflow named "{name}". See `{/workflow list}`.',
  "generate.noImageInput":
    'The workflow "{name}" takes no input image. Leave out `{@generate.image}`, or pick another workflow.',
  "generate.recipeMisfit":
    'The workflow "{name}" is not built like the built-in one (a checkpoint loader, prompts encoded with CLIPTextEncode, a KSampler): the model, LoRA and sampling settings cannot be applied to it.',
  "generate.needsImage": 'The workflow "{name}" starts from an image: attach one with `{@generate.image}`.',
  "generate.varyTooLarge": "That image is too large to vary.",
  "generate.varyUnreadable": "That image cannot be varied: it {problem}.",
  "creative.upscaleRow": "Upscale",
  "creative.varyRow": "Vary",
  "creative.remix": "Remix",
  "creative.variedFrom": "{strength} of image {n}",
  "creative.strong": "Strong variation",
  "creative.subtle": "Subtle variation",
  "creative.zoomedFrom": "Zoom Out {zoom} of image {n}",
  "creative.pannedFrom": "Pan {direction} of image {n}",
  "creative.derived": "From",
  "creative.fallbackNoImage":
    'built-in image-to-image: the workflow "{name}" has no input image and no empty latent to start from an image',
  "creative.fallbackGone": 'built-in image-to-image: the workflow "{name}" is no longer saved',
  "creative.outpaint": "built-in outpainting",
  "creative.noImageN": "That result has no image {n} any more.",
  "creative.tooLarge":
    "Zoom Out {zoom} would make the image {width}×{height}, past the limit of {max} pixels per side. The largest zoom that fits is {best}.",
  "creative.tooLargeNone":
    "Zoom Out {zoom} would make the image {width}×{height}, past the limit of {max} pixels per side: this image cannot be zoomed out further.",
  "creative.panTooLarge":
    "Pan would make the image {width}×{height}, past the limit of {max} pixels per side: this image cannot be extended that way.",
  "creative.remixNegative": "Negative prompt",
  "creative.permuteAsk":
    "This prompt makes {count, number} jobs, one per combination:\n{list}\nEach counts as one job against your daily quota. Run them?",
  "creative.permuteQuota": "Your daily quota: {left, number} of {limit, number} jobs left today.",
  "creative.permuteRun": "Run them",
  "creative.permuteTooMany":
    "That prompt makes {count, number} combinations; at most {max, number} may run at once. Give fewer choices between the braces.",
  "creative.permuteStarted": "Started: {count, number} jobs.",
  "creative.permuteGone": "That choice has expired: run the command again.",
  "creative.permuteNotYours": "Only the member who asked for these jobs can run them.",
  "creative.prefsIntro":
    "Your own defaults for `{/generate}` in this server. What you type in the command still wins, and the server's limits and rules apply.",
  "creative.prefsAspectServer": "Aspect: the server's default",
  "creative.prefsStepsServer": "Steps: the server's default",
  "creative.prefsCountServer": "Images per job: 1 (default)",
  "creative.prefsAspect": "Aspect {value}",
  "creative.prefsSteps": "{value} steps",
  "creative.prefsCount": { one: "{count, number} image per job", other: "{count, number} images per job" },
  "creative.prefsReset": "Back to the server's defaults",
  "creative.prefsAspectOwn": "Aspect: flowbot's default",
  "creative.prefsStepsOwn": "Steps: flowbot's default",
  "creative.prefsResetOwn": "Back to flowbot's defaults",
  "creative.imagesField": "Images",
  "creative.imagesOrder": "1 to {count, number}, left to right, then top to bottom",
  "privacy.resultsPublic": "Results: in the channel, for everyone",
  "privacy.resultsPrivate": "Results: visible only to me",
  "privacy.prefsNote":
    "Private results come as replies only you can see, from commands, buttons and the Upscale image menu. A reaction has no such reply: its upscale is always posted in the channel. Discord lets the bot update a private reply for 15 minutes: a job still running then is shown with `{/show}`.",
  "creative.prefsImagesSaved":
    "Outside servers that added flowbot (DMs, servers without it), your images now go this way: {how}",
  "creative.prefsImages.off": "not checked.",
  "creative.prefsImages.spoiler": "a flagged one is sent behind a spoiler.",
  "creative.prefsImages.block":
    "a flagged one is held back, and a flagged image you give is refused before it is sent.",
  "field.checkpoint": "Model",
  "field.loras": "LoRAs",
  "field.sampling": "Sampling",
  "field.hires": "Second pass",
  "generate.hiresValue": "{scale}×, denoise {denoise}",
  "generate.numberRange": "`{field}` must be a number from {min, number} to {max, number}.",
  "generate.badName":
    "`{field}` must be a name of {min, number} to {max, number} characters, without control characters.",
  "generate.loraWeight":
    "The LoRA `{tag}` has no usable weight: write `<lora:NAME:WEIGHT>`, the weight a number from {min, number} to {max, number}.",
  "generate.tooManyLoras": "At most {max, number} LoRAs per job.",
  "generate.loraTwice": "The LoRA {name} is named twice: name each once.",
  "generate.denoiseWithoutHires": "`{@generate.hires_denoise}` is the second pass's: choose `{@generate.hires}` too.",
  "generate.unknownName": "No backend this bot runs on holds the `{field}` {name}.",
  "generate.unknownNameNear":
    "No backend this bot runs on holds the `{field}` {name}. The closest it holds: {near, or}.",
  "generate.nameDown":
    "{name} is held only by engines that do not answer now: try again once one is back, or choose another.",
  "generate.notTogether": "No engine holds {names, list} together: choose ones held by the same engine.",
  "creative.prefsModelSaved":
    "Saved. Your `{/generate}` here uses these when you name none (the server's list still applies):\n{lines}",
  "creative.prefsModel": "Model: {name}",
  "creative.prefsSampler": "Sampler: {name}",
} as const;
