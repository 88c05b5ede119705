import { request } from "undici";
import { UserError } from "../errors.js";
import { fetchAttachment } from "../jobs/read.js";
import { sniffImage } from "./sniff.js";

/** An image a member gave: an attachment of a command, or of a message (context menu, reaction, button). */
export interface ImageSource {
  /** Discord's CDN URL: public, signed, expiring. */
  url: string;
  name: string;
  /** Declared by Discord. */
  size: number;
  width?: number | null;
  height?: number | null;
  attachmentId: string;
}

/** A source whose bytes were checked: what the job keeps (no bytes, no secret). */
export interface CheckedImage {
  url: string;
  name: string;
  size: number;
  attachmentId: string;
  mime: string;
  width: number;
  height: number;
}

/** What the partner proxy is sent. Its limits are not documented; these are the cloud upload's. */
export const PARTNER_INPUT_LIMITS = {
  maxBytes: 50 * 1024 * 1024,
  types: ["png", "jpeg", "webp"],
} as const;

/** Enough of a file to read its type and size; the read must fit in the 3 s before a deferral. */
const HEADER_BYTES = 64 * 1024;
const HEADER_TIMEOUT_MS = 2_000;

/**
 * Checks an input image before anything is deferred or sent: declared size, type by its magic
 * bytes, and its width and height (Discord's, else the header's). Every refusal names `field`.
 */
export async function checkImage(field: string, source: ImageSource): Promise<CheckedImage> {
  const { maxBytes } = PARTNER_INPUT_LIMITS;
  if (source.size <= 0) throw new UserError(`${field} is an empty file. Attach a PNG, JPEG or WebP image.`);
  if (source.size > maxBytes) {
    throw new UserError(`${field} must be at most ${maxBytes / 1024 / 1024} MB (this file is ${(source.size / 1024 / 1024).toFixed(1)} MB).`);
  }
  const head = await readHead(field, source.url);
  const header = sniffImage(head);
  if (!header || !(PARTNER_INPUT_LIMITS.types as readonly string[]).includes(header.type)) {
    throw new UserError(`${field} must be a PNG, JPEG or WebP image; its bytes are ${header ? `a ${header.type.toUpperCase()}` : "not an image"}.`);
  }
  const width = source.width || header.width;
  const height = source.height || header.height;
  if (head.length < Math.min(source.size, HEADER_BYTES) || !width || !height) {
    throw new UserError(`${field} is cut short: its size cannot be read. Attach the whole image again.`);
  }
  return { url: source.url, name: source.name, size: source.size, attachmentId: source.attachmentId, mime: header.mime, width, height };
}

/**
 * The `image` field of a partner body: the CDN URL when the service can fetch it (public https),
 * else the bytes in base64 (a local or private address the service cannot reach).
 */
export async function imageInput(image: Pick<CheckedImage, "url">): Promise<string> {
  if (publiclyFetchable(image.url)) return image.url;
  return (await fetchAttachment(image.url, PARTNER_INPUT_LIMITS.maxBytes)).toString("base64");
}

export function publiclyFetchable(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  const local = /^(localhost|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.|::1$|f[cd][0-9a-f]{2}:|fe80:)/i.test(host) || host.endsWith(".local");
  return parsed.protocol === "https:" && !local;
}

/** The first bytes of the file, or a refusal naming the field when Discord does not give them in time. */
async function readHead(field: string, url: string): Promise<Buffer> {
  const signal = AbortSignal.timeout(HEADER_TIMEOUT_MS);
  try {
    const response = await request(url, { signal, headers: { range: `bytes=0-${HEADER_BYTES - 1}` } });
    if (response.statusCode !== 200 && response.statusCode !== 206) {
      await response.body.dump();
      throw new UserError(`${field} could not be read from Discord (HTTP ${response.statusCode}). Attach it again.`);
    }
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of response.body) {
      chunks.push(chunk as Buffer);
      length += (chunk as Buffer).length;
      if (length >= HEADER_BYTES) break;
    }
    response.body.destroy();
    return Buffer.concat(chunks).subarray(0, HEADER_BYTES);
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(`${field} could not be read from Discord in time. Try again in a moment.`);
  }
}
