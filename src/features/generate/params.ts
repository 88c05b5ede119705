import type { JobOrigin } from "../../discord/render/presenter.js";
import type { Recipe } from "../../workflows/recipe.js";
import type { GenerateOptions } from "../../workflows/run-limits.js";
import type { Derived, Fallback, Inpaint, Outpaint } from "./derived.js";

/** What a generate job stores: enough to show it, reroll it and vary it after a restart. No secrets. */
export interface GenerateParams extends Omit<GenerateOptions, "negative" | "workflow"> {
  negative?: string;
  /** A saved workflow's name; absent for the built-in one. */
  workflow?: string;
  /** The cloud upload `name` of the input image, for image-to-image. */
  image?: string;
  denoise?: number;
  /** The result message (and its image) a Vary started from: linked under this job's result. */
  from?: JobOrigin;
  /** A variation, zoom or pan: the image it came from (see ./derived.ts). */
  derived?: Derived;
  /** A variation that could not keep its job's workflow, and why. */
  fallbackFrom?: Fallback;
  /** Zoom Out and Pan: pixels added on each side of the input image (built-in outpainting). */
  outpaint?: Outpaint;
  /** Vary (Region): the region and the uploaded mask's name (src/features/generate/region). */
  inpaint?: Inpaint;
  /** The checkpoint, LoRAs, sampling and second pass it runs with; kept by every way of making it again. */
  recipe?: Recipe;
}
