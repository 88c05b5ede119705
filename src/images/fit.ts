import type { Metadata } from "sharp";

export interface FittedImage {
  data: Buffer;
  /** The original name with the new format's extension. */
  filename: string;
  contentType: "image/jpeg" | "image/webp";
  quality: number;
  width: number;
  height: number;
  /** True when the size had to come down too, not only the quality. */
  resized: boolean;
}

/** Quality steps tried in order: the first that fits wins, so the result is the best that fits. */
const QUALITIES = [90, 82, 74, 66, 58, 50, 42];
/** Past the lowest quality, the image shrinks by this factor per step, down to MIN_SIDE. */
const SHRINK = 0.75;
const MIN_SIDE = 256;

/**
 * Re-encodes an image to fit `limit` bytes with the quality stepped down (JPEG, or WebP where
 * there is transparency or animation to keep), then the size if even the lowest quality is too
 * large. Undefined when nothing reasonable fits (or the bytes are not an image sharp reads).
 */
export async function fitImage(data: Buffer, limit: number, filename: string): Promise<FittedImage | undefined> {
  // Loaded on the first image that needs it: sharp (libvips) adds some 25 MB to every process that imports it.
  const { default: sharp } = await import("sharp");
  let meta: Metadata;
  try {
    meta = await sharp(data, { animated: true }).metadata();
  } catch {
    return undefined;
  }
  const animated = (meta.pages ?? 1) > 1;
  const webp = animated || meta.hasAlpha === true;
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (width === 0 || height === 0) return undefined;

  // Decoded once (turned upright): each step below encodes these pixels, at most resized, rather
  // than decoding the source again for every quality and size tried.
  const decoded = await sharp(data, { animated }).rotate().raw().toBuffer({ resolveWithObject: true });
  const pages = animated ? (meta.pages ?? 1) : 1;
  const upright = { width: decoded.info.width, height: decoded.info.height / pages };
  const raw = {
    width: upright.width,
    height: decoded.info.height,
    channels: decoded.info.channels,
    pageHeight: upright.height,
  };
  const motion = animated ? { ...(meta.delay ? { delay: meta.delay } : {}), loop: meta.loop ?? 0 } : {};

  for (let scale = 1; Math.min(width, height) * scale >= MIN_SIDE || scale === 1; scale *= SHRINK) {
    const w = Math.round(upright.width * scale);
    const h = Math.round(upright.height * scale);
    for (const quality of QUALITIES) {
      let image = sharp(decoded.data, { raw, animated });
      if (scale < 1) image = image.resize(w, h);
      const out = webp
        ? await image.webp({ quality, ...motion }).toBuffer()
        : await image.jpeg({ quality, mozjpeg: true }).toBuffer();
      if (out.length <= limit) {
        return {
          data: out,
          filename: `${filename.replace(/\.[^.]*$/, "") || "image"}.${webp ? "webp" : "jpg"}`,
          contentType: webp ? "image/webp" : "image/jpeg",
          quality,
          width: w,
          height: h,
          resized: scale < 1,
        };
      }
    }
  }
  return undefined;
}
