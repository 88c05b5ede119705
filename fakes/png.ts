import { crc32, deflateSync } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A real RGB PNG whose pixels are a pattern derived from `seed`: the same seed gives the same
 * bytes, another seed other bytes. Used by the fakes as generated outputs and previews.
 */
export function makePng(width: number, height: number, seed: number | bigint | string): Buffer {
  const rand = mulberry32(hashSeed(String(seed)));
  const [r0, g0, b0] = [rand() * 255, rand() * 255, rand() * 255];
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const o = y * stride + 1 + x * 3;
      raw[o] = (r0 + x * 3) & 0xff;
      raw[o + 1] = (g0 + y * 3) & 0xff;
      raw[o + 2] = (b0 + (x ^ y)) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Width and height from a PNG's IHDR, or undefined when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < 24 || !buf.subarray(0, 8).equals(SIGNATURE)) return undefined;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/**
 * The PNG grown to `bytes` (when smaller) by a private ancillary chunk of `filler` bytes before
 * IEND: still a valid PNG with the same pixels, as large as a detailed output would be.
 */
export function padPng(png: Buffer, bytes: number, filler: Buffer): Buffer {
  const overhead = 12; // length, type and CRC of the chunk
  const missing = bytes - png.length - overhead;
  if (missing < 0) return png;
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), chunk("flPd", filler.subarray(0, missing)), png.subarray(iend)]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A small seeded generator: the same seed gives the same sequence in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A PNG attachment as a member posts it: `seed`.png, `width`×`height`, its pixels made from `seed`. */
export const pngFile = (seed: string, width = 64, height = 40) => ({
  filename: `${seed}.png`,
  contentType: "image/png",
  data: makePng(width, height, seed),
  width,
  height,
});
