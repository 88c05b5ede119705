import { z } from "zod";
import { option } from "../i18n/index.js";
import { memberText } from "../member-input/member-text.js";

/**
 * Limits of the bot's text-to-image options. The workflow's own nodes accept wider ranges
 * (object_info: EmptyLatentImage 16..16384 step 8, KSampler steps 1..10000); these keep a
 * shared server's jobs to sizes the service finishes in minutes.
 */
export const GENERATE_LIMITS = {
  prompt: { min: 1, max: 2000 },
  negative: { max: 2000 },
  width: { min: 64, max: 2048, multipleOf: 8 },
  height: { min: 64, max: 2048, multipleOf: 8 },
  steps: { min: 1, max: 150 },
  // Discord integer options cannot exceed 2^53 - 1.
  seed: { min: 0, max: Number.MAX_SAFE_INTEGER },
  count: { min: 1, max: 4 },
  workflow: { max: 100 },
} as const;

const L = GENERATE_LIMITS;

/** A whole number within limits; every message names the field and the range. */
export function range(field: string, min: number, max: number) {
  return z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be between ${min} and ${max}`)
    .max(max, `${field} must be between ${min} and ${max}`);
}

function size(field: "width" | "height") {
  const { min, max, multipleOf } = L[field];
  return range(field, min, max).multipleOf(
    multipleOf,
    `${field} must be a multiple of ${multipleOf} (${min} to ${max})`,
  );
}

export const GenerateOptions = z.object({
  prompt: memberText(option("generate.prompt"), L.prompt),
  negative: memberText(option("generate.negative"), L.negative).optional(),
  workflow: memberText(option("generate.workflow"), L.workflow).optional(),
  width: size("width"),
  height: size("height"),
  steps: range("steps", L.steps.min, L.steps.max),
  seed: range("seed", L.seed.min, L.seed.max),
  count: range("count", L.count.min, L.count.max),
});

export type GenerateOptions = z.infer<typeof GenerateOptions>;

export function randomSeed(): number {
  return Math.floor(Math.random() * L.seed.max);
}
