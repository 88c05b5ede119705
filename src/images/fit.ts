import type { Metadata } from "sharp";
import { Limit } from "../limit.js";
import { loadSharp } from "./sharp.js";

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
 * Pixels (all frames together) an image may have to be re-encoded: read from its header before
 * anything is decoded, and enforced by sharp while decoding. 40 MP is an 8K picture; decoded, 160 MB.
 */
export const MAX_FIT_PIXELS = 40_000_000;
/** Decoded pixels kept between tries up to this size; a larger image is decoded again for each (libvips streams it). */
const MAX_KEPT_RAW_BYTES = 48 * 1024 * 1024;
/** Images re-encoded at once in the process: each holds its source and its pixels while it is. */
const fitting = new Limit(2);

/**
 * Re-encodes an image to fit `limit` bytes with the quality stepped down (JPEG, or WebP where
 * there is transparency or animation to keep), then the size if even the lowest quality is too
 * large. Undefined when nothing reasonable fits (or the bytes are not an image sharp reads).
 */
export function fitImage(
  source: Buffer | { whole(): Buffer },
  limit: number,
  filename: string,
): Promise<FittedImage | undefined> {
  // The bytes are put together only once its turn came (pieces as they arrived: src/pieces.ts).
  return fitting.run(() => fit(Buffer.isBuffer(source) ? source : source.whole(), limit, filename));
}

async function fit(data: Buffer, limit: number, filename: string): Promise<FittedImage | undefined> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(data, { animated: true, limitInputPixels: MAX_FIT_PIXELS }).metadata();
  } catch {
    return undefined;
  }
  const animated = (meta.pages ?? 1) > 1;
  const webp = animated || meta.hasAlpha === true;
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  const pages = animated ? (meta.pages ?? 1) : 1;
  if (width === 0 || height === 0) return undefined;
  // Checked from the header, before a pixel is decoded: a small file may hold a huge image.
  if (width * height * pages > MAX_FIT_PIXELS) return undefined;
  const source = { animated, limitInputPixels: MAX_FIT_PIXELS, sequentialRead: true };

  // Decoded once (turned upright) when its pixels are small enough to keep: each step below then
  // encodes these, at most resized, rather than decoding the source again for every quality and size tried.
  const channels = meta.hasAlpha === true ? 4 : 3;
  const keep = width * height * pages * channels <= MAX_KEPT_RAW_BYTES;
  const decoded = keep ? await sharp(data, source).rotate().raw().toBuffer({ resolveWithObject: true }) : undefined;
  const upright = decoded
    ? { width: decoded.info.width, height: decoded.info.height / pages }
    : uprightSize(width, height, meta.orientation);
  const raw = decoded && {
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
      let image = decoded && raw ? sharp(decoded.data, { raw, animated }) : sharp(data, source).rotate();
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

/** The size once turned upright: EXIF orientations 5 to 8 swap the sides. */
function uprightSize(
  width: number,
  height: number,
  orientation: number | undefined,
): { width: number; height: number } {
  return (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}
