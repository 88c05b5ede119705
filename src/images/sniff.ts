/** What the first bytes of a file say it is; never its name or the declared content type. */
export interface ImageHeader {
  type: "png" | "jpeg" | "webp" | "gif";
  mime: string;
  /** Undefined when the header is cut short before the size. */
  width?: number;
  height?: number;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type and size read from a file's first bytes (64 KiB is plenty), or undefined when it is no image. */
export function sniffImage(bytes: Uint8Array): ImageHeader | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG)) {
    const size = b.length >= 24 && b.toString("latin1", 12, 16) === "IHDR" ? { width: b.readUInt32BE(16), height: b.readUInt32BE(20) } : {};
    return { type: "png", mime: "image/png", ...size };
  }
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { type: "jpeg", mime: "image/jpeg", ...jpegSize(b) };
  if (b.length >= 12 && b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP") {
    return { type: "webp", mime: "image/webp", ...webpSize(b) };
  }
  if (b.length >= 6 && /^GIF8[79]a$/.test(b.toString("latin1", 0, 6))) {
    return { type: "gif", mime: "image/gif", ...(b.length >= 10 ? { width: b.readUInt16LE(6), height: b.readUInt16LE(8) } : {}) };
  }
  return undefined;
}

/** Walks the JPEG segments to the first start-of-frame marker, which holds the size. */
function jpegSize(b: Buffer): { width?: number; height?: number } {
  let at = 2;
  while (at + 9 <= b.length) {
    if (b[at] !== 0xff) return {};
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    // SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    }
    if (length < 2) return {};
    at += 2 + length;
  }
  return {};
}

function webpSize(b: Buffer): { width?: number; height?: number } {
  const chunk = b.toString("latin1", 12, 16);
  if (chunk === "VP8X" && b.length >= 30) return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === "VP8L" && b.length >= 25) {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === "VP8 " && b.length >= 30) return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  return {};
}
