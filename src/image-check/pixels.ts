import { Readable } from "node:stream";
import { loadSharp } from "../images/sharp.js";
import { INPUT_SIDE } from "./protocol.js";

/** Bytes as they were downloaded: one Buffer, or the pieces they arrived in (never joined here). */
export type Bytes = Buffer | readonly Buffer[];

/**
 * The image as the model takes it: INPUT_SIDE² RGB pixels, stretched as nsfwjs's own resize does,
 * transparency over white, the first frame of an animation. Decoded by sharp (libvips) in its own
 * threads, streamed in and shrunk while it is read, so a large file is never held decoded whole.
 * Undefined when the bytes are not an image sharp reads.
 */
export async function pixelsOf(bytes: Bytes): Promise<Uint8Array | undefined> {
  const sharp = await loadSharp();
  const decoder = sharp({ failOn: "error" })
    .rotate()
    .flatten({ background: "#ffffff" })
    .resize(INPUT_SIDE, INPUT_SIDE, { fit: "fill" })
    .removeAlpha()
    .toColourspace("srgb")
    .raw();
  const input = Readable.from(Buffer.isBuffer(bytes) ? [bytes] : bytes);
  input.on("error", (error) => decoder.destroy(error));
  input.pipe(decoder);
  try {
    const { data, info } = await decoder.toBuffer({ resolveWithObject: true });
    return info.channels === 3 && data.length === INPUT_SIDE * INPUT_SIDE * 3 ? new Uint8Array(data) : undefined;
  } catch {
    return undefined;
  }
}
