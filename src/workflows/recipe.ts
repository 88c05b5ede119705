import { z } from "zod";

/**
 * Limits of a job's recipe, as the nodes it sets accept them (engine-notes.md, "Models"):
 * `KSampler.cfg` 0..100, `LoraLoader` strengths -100..100, `CLIPSetLastLayer` -24..-1 (clip skip
 * 1..24: 1 uses the last layer, as elsewhere), a second pass at 1.5× or 2× with a denoise of 0..1.
 * Names are a backend's file names (paths relative to their folder, with `/`).
 */
export const RECIPE_LIMITS = {
  name: { min: 1, max: 500 },
  cfg: { min: 0, max: 100 },
  loras: { max: 8 },
  loraWeight: { min: -100, max: 100 },
  clipSkip: { min: 1, max: 24 },
  hiresScales: [1.5, 2],
  hiresDenoise: { min: 0, max: 1 },
} as const;

const L = RECIPE_LIMITS;

/** Control characters serve no file name, and would disguise one in a message. */
const NAME = /^[^\p{Cc}]+$/u;

function name(field: string) {
  const range = `${field} must be a name of ${L.name.min} to ${L.name.max} characters`;
  return z.string({ error: range }).min(L.name.min, range).max(L.name.max, range).regex(NAME, range);
}

function between(field: string, min: number, max: number) {
  const range = `${field} must be a number between ${min} and ${max}`;
  return z.number({ error: range }).min(min, range).max(max, range);
}

export const LoraChoice = z.object({
  name: name("lora"),
  /** Both strengths, as `<lora:NAME:WEIGHT>` gives one. */
  weight: between("lora weight", L.loraWeight.min, L.loraWeight.max),
  /** The text encoder's strength when it differs from the model's (`<lora:NAME:WEIGHT:CLIP_WEIGHT>`). */
  clipWeight: between("lora clip weight", L.loraWeight.min, L.loraWeight.max).optional(),
});

export const Hires = z.object({
  scale: z.union([z.literal(1.5), z.literal(2)], { error: "hires scale must be 1.5 or 2" }),
  denoise: between("hires denoise", L.hiresDenoise.min, L.hiresDenoise.max),
  /** An upscale model (`upscale_models`) to enlarge the image with; unset: the latent is enlarged. */
  upscaler: name("hires upscaler").optional(),
});

/**
 * What a job runs with besides its prompt and size: stored in its params, so that every way of
 * making it again keeps it. Every field is optional: left out, the workflow's own value stays.
 */
export const Recipe = z.object({
  checkpoint: name("model").optional(),
  loras: z
    .array(LoraChoice)
    .max(L.loras.max, `at most ${L.loras.max} LoRAs`)
    .refine((loras) => new Set(loras.map((l) => l.name)).size === loras.length, "each LoRA at most once")
    .optional(),
  sampler: name("sampler").optional(),
  scheduler: name("scheduler").optional(),
  cfg: between("cfg", L.cfg.min, L.cfg.max).optional(),
  clipSkip: z
    .number({ error: `clip skip must be a whole number between ${L.clipSkip.min} and ${L.clipSkip.max}` })
    .int(`clip skip must be a whole number between ${L.clipSkip.min} and ${L.clipSkip.max}`)
    .min(L.clipSkip.min, `clip skip must be a whole number between ${L.clipSkip.min} and ${L.clipSkip.max}`)
    .max(L.clipSkip.max, `clip skip must be a whole number between ${L.clipSkip.min} and ${L.clipSkip.max}`)
    .optional(),
  hires: Hires.optional(),
});

export type Recipe = z.infer<typeof Recipe>;
export type LoraChoice = z.infer<typeof LoraChoice>;
export type Hires = z.infer<typeof Hires>;

/** Whether a recipe changes anything. */
export function isEmptyRecipe(recipe: Recipe | undefined): boolean {
  return !recipe || Object.values(recipe).every((value) => value === undefined);
}
