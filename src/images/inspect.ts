import { createHash } from "node:crypto";
import { text, type Text } from "../i18n/index.js";

export type ImageType = "png" | "jpeg" | "webp" | "gif";

export interface ImageInfo {
  type: ImageType;
  /** The MIME type of the bytes, whatever the member's file claimed. */
  contentType: string;
  width: number;
  height: number;
}

/** Why some bytes are not an image we take: a catalogue text that reads after "this file " in a refusal. */
export type Inspection = ({ ok: true } & ImageInfo) | { ok: false; problem: Text; truncated: boolean };

const CONTENT_TYPES: Record<ImageType, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};

/** Largest width or height any of the formats can state; more is a corrupt header. */
const MAX_HEADER_EDGE = 1 << 24;

/**
 * Reads the type from the magic bytes and the size from the header; what the file is called
 * or claims to be is never trusted. With `complete`, the bytes are the whole file and must
 * also reach the format's end (a truncated upload is refused); without it they may be only
 * the first part of a file, and `truncated` says that more bytes are needed to tell.
 */
export function inspectImage(bytes: Uint8Array, { complete = true }: { complete?: boolean } = {}): Inspection {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length === 0) return fail(text("inspect.empty"));
  const type = sniff(buf);
  if (!type) return fail(text("inspect.notImage"));
  const header = READERS[type](buf, complete);
  if (header === TRUNCATED) return { ok: false, problem: TRUNCATED.problem, truncated: true };
  if ("problem" in header) return fail(header.problem);
  const { width, height } = header;
  if (width <= 0 || height <= 0 || width > MAX_HEADER_EDGE || height > MAX_HEADER_EDGE) {
    return fail(text("inspect.impossibleSize", { width, height }));
  }
  return { ok: true, type, contentType: CONTENT_TYPES[type], width, height };
}

/**
 * A name for the file on the service, made from its bytes and its real type: the member's
 * file name never leaves Discord (it may hold paths, control characters or personal text).
 */
export function safeImageName(bytes: Uint8Array, type: ImageType, prefix = "input"): string {
  const digest = createHash("sha256").update(bytes).digest("hex").slice(0, 20);
  return `${prefix}-${digest}.${type === "jpeg" ? "jpg" : type}`;
}

function fail(problem: Text): Inspection {
  return { ok: false, problem, truncated: false };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type the magic bytes say, whatever else the file holds; undefined for no image. */
export function imageType(bytes: Uint8Array): ImageType | undefined {
  return sniff(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

export function contentTypeOf(type: ImageType): string {
  return CONTENT_TYPES[type];
}

function sniff(buf: Buffer): ImageType | undefined {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return "jpeg";
  if (buf.length >= 12 && ascii(buf, 0, 4) === "RIFF" && ascii(buf, 8, 4) === "WEBP") return "webp";
  if (buf.length >= 6 && (ascii(buf, 0, 6) === "GIF87a" || ascii(buf, 0, 6) === "GIF89a")) return "gif";
  return undefined;
}

type Header = { width: number; height: number } | { problem: Text };
const TRUNCATED = { problem: text("inspect.truncated") };
const damaged = (format: string, detail: Text): Header => ({ problem: text("inspect.damaged", { format, detail }) });

const READERS: Record<ImageType, (buf: Buffer, complete: boolean) => Header> = {
  png(buf, complete) {
    if (buf.length < 33) return TRUNCATED;
    if (buf.readUInt32BE(8) !== 13 || ascii(buf, 12, 4) !== "IHDR") return damaged("PNG", text("inspect.pngNoHeader"));
    const size = { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
    if (!complete) return size;
    // Walk the chunks: every one must fit, and the last must be IEND after some image data.
    let offset = 8;
    let sawData = false;
    while (offset + 12 <= buf.length) {
      const length = buf.readUInt32BE(offset);
      const kind = ascii(buf, offset + 4, 4);
      if (offset + 12 + length > buf.length) return TRUNCATED;
      if (kind === "IDAT") sawData = true;
      if (kind === "IEND") return sawData ? size : damaged("PNG", text("inspect.pngNoData"));
      offset += 12 + length;
    }
    return TRUNCATED;
  },

  jpeg(buf, complete) {
    // Segments up to the frame header: FF marker, then a 2-byte length that counts itself.
    let offset = 2;
    let size: { width: number; height: number } | undefined;
    while (offset + 2 <= buf.length) {
      if (buf[offset] !== 0xff) return damaged("JPEG", text("inspect.jpegMarker"));
      const marker = buf[offset + 1]!;
      if (marker === 0xff) {
        offset += 1; // fill byte
        continue;
      }
      if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
        offset += 2; // markers without a length
        continue;
      }
      if (marker === 0xd9) return damaged("JPEG", text("inspect.jpegEnds"));
      if (offset + 4 > buf.length) break;
      const length = buf.readUInt16BE(offset + 2);
      if (length < 2) return damaged("JPEG", text("inspect.jpegLength"));
      if (isStartOfFrame(marker)) {
        if (offset + 9 > buf.length) return TRUNCATED;
        size = { height: buf.readUInt16BE(offset + 5), width: buf.readUInt16BE(offset + 7) };
      }
      if (marker === 0xda) {
        if (!size) return damaged("JPEG", text("inspect.jpegNoFrame"));
        if (!complete) return size;
        // The entropy-coded data runs to the end-of-image marker; data appended after it
        // (as some phones do) is tolerated, a missing one is a truncated upload.
        return buf.indexOf(Buffer.from([0xff, 0xd9]), offset + 2 + length) >= 0 ? size : TRUNCATED;
      }
      offset += 2 + length;
    }
    return !complete && size ? size : TRUNCATED;
  },

  webp(buf, complete) {
    if (complete && buf.readUInt32LE(4) + 8 > buf.length) return TRUNCATED;
    const chunk = buf.length >= 16 ? ascii(buf, 12, 4) : "";
    if (chunk === "VP8X")
      return buf.length < 30 ? TRUNCATED : { width: 1 + buf.readUIntLE(24, 3), height: 1 + buf.readUIntLE(27, 3) };
    if (chunk === "VP8L") {
      if (buf.length < 25) return TRUNCATED;
      if (buf[20] !== 0x2f) return damaged("WebP", text("inspect.webpLossless"));
      const bits = buf.readUInt32LE(21);
      return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
    }
    if (chunk === "VP8 ") {
      if (buf.length < 30) return TRUNCATED;
      if (buf[23] !== 0x9d || buf[24] !== 0x01 || buf[25] !== 0x2a) return damaged("WebP", text("inspect.webpFrame"));
      return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
    }
    return chunk === "" ? TRUNCATED : damaged("WebP", text("inspect.webpChunk"));
  },

  gif(buf, complete) {
    if (buf.length < 10) return TRUNCATED;
    const size = { width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) };
    // 0x3B is the trailer; a file cut off mid-frame lacks it.
    if (complete && buf[buf.length - 1] !== 0x3b) return TRUNCATED;
    return size;
  },
};

/** SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function ascii(buf: Buffer, start: number, length: number): string {
  return buf.toString("latin1", start, start + length);
}
