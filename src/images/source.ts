import type { FieldName } from "../member-input/member-text.js";
import { text } from "../i18n/index.js";
import { UserError } from "../errors.js";
import { checkImageAttachment, INPUT_IMAGE_LIMITS, type InputImage } from "./attachment.js";

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
  load: () => Promise<InputImage>;
}

/**
 * Checks an input image before anything is deferred or sent: declared size, type by its magic
 * bytes and width and height from its header (Discord's when the header came too slowly). Every
 * refusal names `field` and the allowed range.
 */
export async function checkImage(field: FieldName, source: ImageSource): Promise<Checked> {
  // The partner proxy documents no limits of its own: the cloud upload's hold.
  const checked = await checkImageAttachment(field, source, INPUT_IMAGE_LIMITS);
  const width = checked.info?.width ?? source.width;
  const height = checked.info?.height ?? source.height;
  if (!width || !height) throw new UserError(text("image.slow", { field }));
  const image = {
    url: source.url,
    name: source.name,
    size: source.size,
    attachmentId: source.attachmentId,
    width,
    height,
  };
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
  const local =
    /^(localhost|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.|::1$|f[cd][0-9a-f]{2}:|fe80:)/i.test(
      host,
    ) || host.endsWith(".local");
  return parsed.protocol === "https:" && !local;
}
