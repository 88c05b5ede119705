import { text } from "../i18n/index.js";
import type { Readable } from "node:stream";
import { Agent, request } from "undici";
import { UserError } from "../errors.js";

/**
 * Reads a stream whole unless it is over `cap` bytes; then it is dropped as soon as that is
 * known (from its declared size, or while reading) and undefined is returned. With the size
 * declared, the bytes go straight into one buffer of that size: collecting the chunks and
 * concatenating them would hold the file twice (a 10 MiB output: 20 MiB) until the next GC.
 */
export async function readCapped(body: Readable, cap: number, size?: number): Promise<Buffer | undefined> {
  if (size !== undefined && size > cap) {
    body.destroy();
    return undefined;
  }
  let whole = size !== undefined ? Buffer.allocUnsafe(size) : undefined;
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    const bytes = chunk as Buffer;
    if (length + bytes.length > cap) {
      body.destroy();
      return undefined;
    }
    if (whole && length + bytes.length > whole.length) {
      // More than declared: collected as chunks from here on.
      chunks.push(whole.subarray(0, length));
      whole = undefined;
    }
    if (whole) bytes.copy(whole, length);
    else chunks.push(bytes);
    length += bytes.length;
  }
  return whole ? whole.subarray(0, length) : Buffer.concat(chunks);
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
