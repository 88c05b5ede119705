import { text, type Text } from "../i18n/index.js";
import { request } from "undici";
import { UserError } from "../errors.js";
import type { FieldName } from "../member-input/member-text.js";
import { cdnAgent, readCapped } from "./read.js";
import { inspectImage, safeImageName, type ImageInfo, type Inspection } from "./inspect.js";

export interface ImageLimits {
  maxBytes: number;
  maxEdge: number;
  maxPixels: number;
  /** MIME types the service takes, e.g. `image/png`. */
  contentTypes: readonly string[];
}

/** Input images: what the cloud's upload endpoint accepts (wire-notes: 50 MB, 16384 px per edge, 64 MP). */
export const INPUT_IMAGE_LIMITS = {
  maxBytes: 50 * 1024 * 1024,
  maxEdge: 16384,
  maxPixels: 64_000_000,
  contentTypes: ["image/png", "image/jpeg", "image/webp"],
} as const;

/** What a member attached, as Discord describes it; only `size` is used, and only to refuse early. */
export interface AttachmentRef {
  url: string;
  size: number;
}

export interface InputImage {
  data: Buffer;
  /** Generated from the bytes; the member's file name is never used. */
  filename: string;
  contentType: string;
}

export interface CheckedImage {
  /** Type and size from the header; undefined when the first bytes could not be fetched in time. */
  info: ImageInfo | undefined;
  /** Fetches the whole file (after deferring) and checks it again, this time to its end. */
  load: () => Promise<InputImage>;
}

/** Enough for the header of any of the formats, past a large EXIF block. */
const HEAD_BYTES = 256 * 1024;
/** The interaction must be answered within 3 s; the header check gets part of that. */
const HEAD_TIMEOUT_MS = 1500;
/** For the whole download: a slow drip must end too. */
const BODY_TIMEOUT_MS = 60_000;

/**
 * Checks a member's image before anything is deferred or sent: the declared size, then the
 * type and dimensions read from the file's first bytes. Every refusal names `field` and the
 * allowed range. A file small enough to come whole in the first read is checked to its end
 * at once and not fetched again.
 */
export async function checkImageAttachment(
  field: FieldName,
  attachment: AttachmentRef,
  limits: ImageLimits,
): Promise<CheckedImage> {
  const allowed = { field, types: typeNames(limits.contentTypes), max: mib(limits.maxBytes) };
  if (attachment.size > limits.maxBytes)
    throw new UserError(text("image.allowed", { ...allowed, size: mib(attachment.size) }));
  if (attachment.size === 0) throw new UserError(text("image.empty", allowed));

  const head = await fetchHead(field, attachment.url).catch((error: unknown) => {
    if (error instanceof UserError) throw error;
    return undefined; // slow or unreachable: the whole file is checked after deferring
  });
  let info: ImageInfo | undefined;
  if (head) {
    const inspection = inspectImage(head.data, { complete: head.complete });
    if (inspection.ok || !inspection.truncated || head.complete) info = accept(field, inspection, limits, allowed);
  }
  const whole = head?.complete ? head.data : undefined;
  return {
    info,
    async load() {
      const data = whole ?? (await fetchWhole(field, attachment.url, limits.maxBytes, allowed));
      const checked = accept(field, inspectImage(data), limits, allowed);
      return { data, filename: safeImageName(data, checked.type), contentType: checked.contentType };
    },
  };
}

/** The inspection's verdict against the limits, as a refusal naming the field. */
function accept(field: FieldName, inspection: Inspection, limits: ImageLimits, allowed: Allowed): ImageInfo {
  if (!inspection.ok) {
    // Not an image we read at all: said with the types this option takes, not every type the reader knows.
    const problem =
      inspection.problem.key === "inspect.notImage"
        ? text("inspect.notOneOf", { types: allowed.types })
        : inspection.problem;
    throw new UserError(text("image.problem", { ...allowed, problem }));
  }
  const { type, contentType, width, height } = inspection;
  if (!limits.contentTypes.includes(contentType))
    throw new UserError(text("image.wrongType", { ...allowed, type: type.toUpperCase() }));
  if (width > limits.maxEdge || height > limits.maxEdge || width * height > limits.maxPixels) {
    throw new UserError(
      text("image.tooLarge", { field, edge: limits.maxEdge, megapixels: limits.maxPixels / 1_000_000, width, height }),
    );
  }
  return { type, contentType, width, height };
}

async function fetchHead(field: FieldName, url: string): Promise<{ data: Buffer; complete: boolean }> {
  const response = await get(field, url, HEAD_TIMEOUT_MS);
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of response.body) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length > HEAD_BYTES) {
      response.body.destroy();
      return { data: Buffer.concat(chunks), complete: false };
    }
  }
  return { data: Buffer.concat(chunks), complete: true };
}

async function fetchWhole(field: FieldName, url: string, maxBytes: number, allowed: Allowed): Promise<Buffer> {
  const response = await get(field, url, BODY_TIMEOUT_MS);
  const size = Number(response.headers["content-length"]) || undefined;
  const data = await readCapped(response.body, maxBytes, size);
  if (!data) throw new UserError(text("image.allowed", { ...allowed, size: text("size.over", { size: allowed.max }) }));
  return data;
}

async function get(field: FieldName, url: string, timeoutMs: number) {
  // No credentials of ours go with it: it is Discord's CDN, not one of our services.
  const response = await request(url, { dispatcher: cdnAgent, signal: AbortSignal.timeout(timeoutMs) });
  if (response.statusCode !== 200) {
    await response.body.dump();
    throw new NotDownloaded(field, response.statusCode);
  }
  return response;
}

/** The refusal's common part: the field, the types and the size allowed. */
type Allowed = { field: FieldName; types: string[]; max: Text };

function typeNames(contentTypes: readonly string[]): string[] {
  return contentTypes.map((t) => (t.split("/")[1] ?? t).toUpperCase().replace("WEBP", "WebP"));
}

/** A file size in the reader's words (`20 MB`, `20 Mo`). */
export function mib(bytes: number): Text {
  return bytes >= 1024 * 1024
    ? text("size.mb", { n: Math.round(bytes / 1024 / 1024) })
    : text("size.kb", { n: Math.max(1, Math.round(bytes / 1024)) });
}

/** Discord's CDN did not serve the file (an expired link answers 404): the member is told its status. */
export class NotDownloaded extends UserError {
  constructor(
    field: FieldName,
    readonly status: number,
  ) {
    super(text("image.download", { field, status }));
  }

  /** Whether the link itself is refused (expired, or never valid), not the CDN failing for a while. */
  get linkRefused(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 429;
  }
}
