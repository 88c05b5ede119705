import { loadSharp } from "../../../images/sharp.js";
import { maskPixels } from "./mask.js";

/** The feathered edge's blur (sigma, pixels): the new content fades in over this inside the mask. */
const FEATHER_SIGMA = 3;

/**
 * The generated image laid over the original inside the mask only, with a feathered edge that
 * lies wholly inside the mask: every pixel outside it is the original's own. The generated image
 * is scaled to the original's size first (an engine rounds sizes to multiples of 8). A PNG.
 */
export async function compositeOver(original: Buffer, generated: Buffer, mask: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const base = await sharp(original).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = base.info;
  const marked = await maskPixels(mask);
  const inside =
    marked.width === width && marked.height === height
      ? marked.pixels
      : (await maskPixels(await sharp(mask).resize(width, height, { fit: "fill" }).png().toBuffer())).pixels;
  // The image's own border is no edge of the mask: it is extended outwards before the blur and cut off after.
  const margin = FEATHER_SIGMA * 4;
  const blurred = await sharp(
    await sharp(inside, { raw: { width, height, channels: 1 } })
      .extend({ top: margin, bottom: margin, left: margin, right: margin, extendWith: "copy" })
      .extractChannel(0)
      .raw()
      .toBuffer(),
    { raw: { width: width + 2 * margin, height: height + 2 * margin, channels: 1 } },
  )
    .blur(FEATHER_SIGMA)
    .extract({ left: margin, top: margin, width, height })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const fresh = await sharp(generated).resize(width, height, { fit: "fill" }).ensureAlpha().raw().toBuffer();
  const out = Buffer.from(base.data);
  for (let i = 0; i < width * height; i++) {
    if (!inside[i]) continue;
    // At a straight edge the blur is one half: the weight ramps from 0.3 there to 1 a few pixels in.
    const weight = Math.min(1, Math.max(0, (blurred[i]! / 255 - 0.35) / 0.5));
    for (let c = 0; c < 4; c++) {
      const at = i * 4 + c;
      out[at] = Math.round(base.data[at]! * (1 - weight) + fresh[at]! * weight);
    }
  }
  return sharp(out, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}
