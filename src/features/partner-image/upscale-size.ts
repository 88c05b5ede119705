import {
  MAX_RESULT_PIXELS,
  maxScaleFactorFor,
  scaleOf,
  upscaleFits,
  type ScaleFactor,
} from "../../api/schemas/partner-image.js";
import { UserError } from "../../errors.js";
import { text } from "./texts/index.js";
import type { SourceImage } from "./settings.js";

/** The 25.3 MP rule before anything is sent; the refusal names the limit and the largest factor that fits. */
export function checkUpscaleSize({ width, height }: SourceImage, scale: ScaleFactor = "2x"): void {
  if (upscaleFits(width, height, scale)) return;
  const best = maxScaleFactorFor(width, height);
  const n = scaleOf(scale);
  const size = {
    scale,
    width: width * n,
    height: height * n,
    megapixels: MAX_RESULT_PIXELS / 1e6,
    sourceWidth: width,
    sourceHeight: height,
  };
  throw new UserError(best ? text("image.upscaleTooLarge", { ...size, best }) : text("image.cannotUpscale", size));
}
