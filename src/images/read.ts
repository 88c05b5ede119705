import { text } from "../i18n/index.js";
import type { Readable } from "node:stream";
import { Agent, request } from "undici";
import { UserError } from "../errors.js";
import { readPiecesCapped } from "../pieces.js";

/**
 * Reads a stream whole, in one Buffer, unless it is over `cap` bytes: then it is dropped as soon
 * as that is known (from its declared size, or while reading) and undefined is returned.
 */
export async function readCapped(body: Readable, cap: number, size?: number): Promise<Buffer | undefined> {
  return (await readPiecesCapped(body, cap, size))?.whole();
}

/** Downloads from Discord's CDN with a pool of our own: never the process-wide dispatcher. */
export const cdnAgent = new Agent({ keepAliveTimeout: 10_000, connections: 4 });

/**
 * Downloads a member's attachment from Discord (no credentials of ours go with it).
 * For images, `checkImageAttachment` (src/images) also checks what the bytes are.
 */
export async function fetchAttachment(url: string, maxBytes: number): Promise<Buffer> {
  const response = await request(url, { dispatcher: cdnAgent, headersTimeout: 15_000, bodyTimeout: 30_000 });
  if (response.statusCode !== 200) {
    await response.body.dump();
    throw new UserError(text("attachment.download", { status: response.statusCode }));
  }
  const size = Number(response.headers["content-length"]) || undefined;
  const data = await readCapped(response.body, maxBytes, size);
  if (!data)
    throw new UserError(
      text("attachment.tooLarge", { max: text("size.mb", { n: Math.round(maxBytes / 1024 / 1024) }) }),
    );
  return data;
}
