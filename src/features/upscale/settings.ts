import { option } from "./texts/index.js";
import type { ChatInputCommandInteraction } from "discord.js";
import {
  IMAGE_PROMPT_MAX,
  SCALE_FACTORS,
  UpscaleBody,
  maxScaleFactorFor,
  scaleOf,
  type ScaleFactor,
} from "../../api/schemas/partner-image.js";
import { UserError } from "../../errors.js";
import type { ImageRequest } from "../partner-image/image-kind.js";
import {
  parseSettings,
  type SourceImage,
  type UpscaleParams,
  type UpscaleSettings,
} from "../partner-image/settings.js";
import { sourceOf } from "../partner-image/sources.js";
import { checkUpscaleSize } from "../partner-image/upscale-size.js";
import { checkText } from "../../member-input/options.js";

export const ADJUSTMENTS = ["creativity", "hdr", "resemblance", "fractality"] as const;

/** Checks upscale settings with the API schema's limits (the `scale` option is the body's `scale_factor`). */
function checkSettings(settings: UpscaleSettings): UpscaleSettings {
  try {
    return parseSettings(
      UpscaleBody,
      settings,
      ["image"],
      (name) => `upscale.${name === "scale_factor" ? "scale" : name}`,
    );
  } catch (error) {
    // A catalogue text already names the option as the member sees it; only the schema's own English is reworded.
    throw error instanceof UserError && !error.text
      ? new UserError(error.message.replace(/\bscale_factor\b/g, "scale"))
      : error;
  }
}

/** What a member asked `/upscale` for, checked: the settings, the image by its bytes, and the result size. */
export async function readUpscale(interaction: ChatInputCommandInteraction): Promise<ImageRequest<UpscaleParams>> {
  const o = interaction.options;
  const prompt = o.getString("prompt");
  // Numbers are read raw (`get().value`): the schema, not a discord.js throw, names a wrong type.
  const settings = checkSettings({
    scale_factor: (o.getString("scale") ?? undefined) as ScaleFactor | undefined,
    engine: (o.getString("engine") ?? undefined) as UpscaleSettings["engine"],
    optimized_for: (o.getString("optimized_for") ?? undefined) as UpscaleSettings["optimized_for"],
    prompt: prompt === null ? undefined : checkText(option("upscale.prompt"), prompt, { max: IMAGE_PROMPT_MAX }),
    ...Object.fromEntries(ADJUSTMENTS.map((name) => [name, o.get(name)?.value])),
  });
  const { source, load } = await sourceOf(option("upscale.image"), o.getAttachment("image", true));
  checkUpscaleSize(source, settings.scale_factor);
  return { params: { source, settings }, loads: { source: load } };
}

/** The next scale factor after this one that the source allows, if any. */
export function nextScale(source: SourceImage, scale: ScaleFactor = "2x"): ScaleFactor | undefined {
  const best = maxScaleFactorFor(source.width, source.height);
  const next = SCALE_FACTORS[SCALE_FACTORS.indexOf(scale) + 1];
  return next && best && scaleOf(next) <= scaleOf(best) ? next : undefined;
}
