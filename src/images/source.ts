import { UserError } from "../errors.js";
import { checkImageAttachment, type ImageLimits, type InputImage } from "./attachment.js";

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

/** A source whose first bytes were checked: what the job keeps (no bytes, no secret). */
export interface StoredImage {
  url: string;
  name: string;
  size: number;
  attachmentId: string;
  width: number;
  height: number;
}

/** The image as checked, and how to fetch its bytes (checked to their end) once the job has started. */
export interface Checked {
  image: StoredImage;
  load(): Promise<InputImage>;
}

/** What the partner proxy is sent. Its limits are not documented; these are the cloud upload's. */
export const PARTNER_INPUT_LIMITS: ImageLimits = {
  maxBytes: 50 * 1024 * 1024,
  maxEdge: 16384,
  maxPixels: 64_000_000,
  contentTypes: ["image/png", "image/jpeg", "image/webp"],
};

/**
 * Checks an input image before anything is deferred or sent: declared size, type by its magic
 * bytes and width and height from its header (Discord's when the header came too slowly). Every
 * refusal names `field` and the allowed range.
 */
export async function checkImage(field: string, source: ImageSource): Promise<Checked> {
  const checked = await checkImageAttachment(field, source, PARTNER_INPUT_LIMITS);
  const width = checked.info?.width ?? source.width;
  const height = checked.info?.height ?? source.height;
  if (!width || !height) throw new UserError(`${field} could not be read from Discord in time to check its size. Try again in a moment.`);
  const image = { url: source.url, name: source.name, size: source.size, attachmentId: source.attachmentId, width, height };
  return { image, load: checked.load };
}

/**
 * The `image` field of a partner body: the CDN URL when the service can fetch it (public https),
 * else the bytes in base64 (a local or private address the service cannot reach).
 */
export async function imageInput(url: string, load: () => Promise<InputImage>): Promise<string> {
  if (publiclyFetchable(url)) return url;
  return (await load()).data.toString("base64");
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
