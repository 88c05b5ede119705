/**
 * Minimal files of the other formats, correct up to their headers (not decodable pictures):
 * enough for code that reads types and sizes from the bytes. PNGs come from `png.ts`.
 */

export function makeJpeg(
  width: number,
  height: number,
  { end = true, exif = 0 }: { end?: boolean; exif?: number } = {},
): Buffer {
  const segment = (marker: number, body: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(body.length + 2, 2);
    return Buffer.concat([head, body]);
  };
  const frame = Buffer.alloc(15);
  frame[0] = 8; // precision
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  frame[5] = 3; // components
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from("JFIF\0\x01\x01\0\0\x01\0\x01\0\0", "latin1")),
    ...(exif > 0 ? [segment(0xe1, Buffer.alloc(exif, 0x45))] : []),
    segment(0xc0, frame),
    segment(0xda, Buffer.from([3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0])),
    Buffer.alloc(64, 0x5a), // "entropy-coded data"
    ...(end ? [Buffer.from([0xff, 0xd9])] : []),
  ]);
}

export function makeGif(width: number, height: number, { end = true }: { end?: boolean } = {}): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  return Buffer.concat([
    Buffer.from("GIF89a", "latin1"),
    screen,
    Buffer.alloc(16, 1),
    ...(end ? [Buffer.from([0x3b])] : []),
  ]);
}

/** A WebP of one of the three kinds of first chunk: extended, lossless or lossy. */
export function makeWebp(width: number, height: number, kind: "VP8X" | "VP8L" | "VP8 " = "VP8X"): Buffer {
  const data = Buffer.alloc(kind === "VP8X" ? 10 : kind === "VP8L" ? 5 : 10);
  if (kind === "VP8X") {
    data.writeUIntLE(width - 1, 4, 3);
    data.writeUIntLE(height - 1, 7, 3);
  } else if (kind === "VP8L") {
    data[0] = 0x2f;
    data.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
  } else {
    data.set([0x9d, 0x01, 0x2a], 3);
    data.writeUInt16LE(width, 6);
    data.writeUInt16LE(height, 8);
  }
  const chunk = Buffer.concat([Buffer.from(kind, "latin1"), Buffer.alloc(4), data, Buffer.alloc(16)]);
  chunk.writeUInt32LE(chunk.length - 8, 4);
  const riff = Buffer.concat([Buffer.from("RIFF\0\0\0\0WEBP", "latin1"), chunk]);
  riff.writeUInt32LE(riff.length - 8, 4);
  return riff;
}
