import { MAX_RESULT_PIXELS, maxScaleFactorFor, scaleOf, upscaleFits, type ScaleFactor } from "../api/schemas/partner-image.js";
import { UserError } from "../errors.js";
import type { SourceImage } from "./settings.js";

/** The 25.3 MP rule before anything is sent; the refusal names the limit and the largest factor that fits. */
export function checkUpscaleSize({ width, height }: SourceImage, scale: ScaleFactor = "2x"): void {
  if (upscaleFits(width, height, scale)) return;
  const best = maxScaleFactorFor(width, height);
  const n = scaleOf(scale);
  throw new UserError(
    `scale ${scale} would make a ${width * n}x${height * n} image, above the upscaler's limit of ${MAX_RESULT_PIXELS / 1e6} million pixels; ` +
      (best ? `the largest scale that fits this ${width}x${height} image is ${best}.` : `this ${width}x${height} image is too large to upscale.`),
  );
}
