import { z } from "zod";
import { between, flag, image, oneOf, text, webUrl } from "./fields.js";

export const ADJUST_RANGE = { min: -10, max: 10 } as const;
export const PERCENT_RANGE = { min: 0, max: 100 } as const;
/** Image prompts have no documented limit; they are kept to the video endpoints' 2000 characters. */
export const IMAGE_PROMPT_MAX = 2000;
/** The upscaler refuses results above 25.3 million pixels. */
export const MAX_RESULT_PIXELS = 25_300_000;

export const STYLE_ENGINES = [
  "balanced",
  "definio",
  "illusio",
  "3d_cartoon",
  "colorful_anime",
  "caricature",
  "real",
  "super_real",
  "softy",
] as const;
export const STYLE_FLAVORS = [
  "faithful",
  "gen_z",
  "psychedelia",
  "detaily",
  "clear",
  "donotstyle",
  "donotstyle_sharp",
] as const;
export const PORTRAIT_STYLES = ["standard", "pop", "super_pop"] as const;
export const PORTRAIT_BEAUTIFIERS = ["beautify_face", "beautify_face_max"] as const;
export const SKIN_OPTIMIZED_FOR = [
  "enhance_skin",
  "improve_lighting",
  "enhance_everything",
  "transform_to_real",
  "no_make_up",
] as const;
export const UPSCALE_ENGINES = ["automatic", "upscaler_illusio", "upscaler_sharpy", "upscaler_sparkle"] as const;
export const UPSCALE_OPTIMIZED_FOR = [
  "standard",
  "soft_portraits",
  "hard_portraits",
  "art_n_illustration",
  "videogame_assets",
  "nature_n_landscapes",
  "films_n_photography",
  "3d_renders",
  "science_fiction_n_horror",
] as const;
export const SCALE_FACTORS = ["2x", "4x", "8x", "16x"] as const;
export type ScaleFactor = (typeof SCALE_FACTORS)[number];

/** What the service uses when a field is left out. */
export const UPSCALE_DEFAULTS = {
  creativity: 0,
  fractality: 0,
  hdr: 0,
  resemblance: 0,
  engine: "automatic",
  optimized_for: "standard",
  scale_factor: "2x",
} as const;

export const StyleTransferBody = z
  .object({
    image: image("image"),
    reference_image: image("reference_image"),
    engine: oneOf("engine", STYLE_ENGINES).optional(),
    fixed_generation: flag("fixed_generation").optional(),
    flavor: oneOf("flavor", STYLE_FLAVORS).optional(),
    is_portrait: flag("is_portrait").optional(),
    portrait_beautifier: oneOf("portrait_beautifier", PORTRAIT_BEAUTIFIERS).optional(),
    portrait_style: oneOf("portrait_style", PORTRAIT_STYLES).optional(),
    prompt: text("prompt", IMAGE_PROMPT_MAX).optional(),
    structure_strength: between("structure_strength", PERCENT_RANGE).optional(),
    style_strength: between("style_strength", PERCENT_RANGE).optional(),
    webhook_url: webUrl("webhook_url").optional(),
  })
  .superRefine((body, ctx) => {
    // The service silently ignores these without is_portrait; a member would never see why.
    for (const field of ["portrait_style", "portrait_beautifier"] as const) {
      if (body[field] !== undefined && body.is_portrait !== true) {
        ctx.addIssue({ code: "custom", path: [field], message: `${field} is used only when is_portrait is true` });
      }
    }
  });
export type StyleTransferBody = z.infer<typeof StyleTransferBody>;

export const SkinEnhancerBody = z.object({
  image: image("image").refine((value) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(value) || /^https:\/\//i.test(value), {
    message: "image must be base64 or a public https URL",
  }),
  optimized_for: oneOf("optimized_for", SKIN_OPTIMIZED_FOR).optional(),
  sharpen: between("sharpen", PERCENT_RANGE).optional(),
  smart_grain: between("smart_grain", PERCENT_RANGE).optional(),
  webhook_url: webUrl("webhook_url").optional(),
});
export type SkinEnhancerBody = z.infer<typeof SkinEnhancerBody>;

export const UpscaleBody = z.object({
  image: image("image"),
  creativity: between("creativity", ADJUST_RANGE).optional(),
  engine: oneOf("engine", UPSCALE_ENGINES).optional(),
  fractality: between("fractality", ADJUST_RANGE).optional(),
  hdr: between("hdr", ADJUST_RANGE).optional(),
  optimized_for: oneOf("optimized_for", UPSCALE_OPTIMIZED_FOR).optional(),
  prompt: text("prompt", IMAGE_PROMPT_MAX).optional(),
  resemblance: between("resemblance", ADJUST_RANGE).optional(),
  scale_factor: oneOf("scale_factor", SCALE_FACTORS).optional(),
  webhook_url: webUrl("webhook_url").optional(),
});
export type UpscaleBody = z.infer<typeof UpscaleBody>;

export function scaleOf(factor: ScaleFactor): number {
  return Number.parseInt(factor, 10);
}

/** Whether upscaling a width×height image by the factor stays within 25.3 million pixels. */
export function upscaleFits(width: number, height: number, scaleFactor: ScaleFactor): boolean {
  const scale = scaleOf(scaleFactor);
  return width * scale * height * scale <= MAX_RESULT_PIXELS;
}

/** The largest scale factor the image allows, or undefined when even 2x is too large. */
export function maxScaleFactorFor(width: number, height: number): ScaleFactor | undefined {
  return [...SCALE_FACTORS].reverse().find((factor) => upscaleFits(width, height, factor));
}

/** The 25.3 MP rule as a message naming the field, or undefined when the result fits. */
export function upscaleSizeProblem(width: number, height: number, scaleFactor: ScaleFactor): string | undefined {
  if (upscaleFits(width, height, scaleFactor)) return undefined;
  const best = maxScaleFactorFor(width, height);
  const result = `${width * scaleOf(scaleFactor)}x${height * scaleOf(scaleFactor)}`;
  return (
    `scale_factor ${scaleFactor} would make a ${result} image, above the ${MAX_RESULT_PIXELS / 1e6} million pixel limit` +
    (best ? `; the largest allowed for ${width}x${height} is ${best}` : `; ${width}x${height} is too large to upscale`)
  );
}
