import { describe, expect, test } from "vitest";
import { say } from "../../src/i18n/index.js";
import { inspectImage, safeImageName } from "../../src/images/inspect.js";
import { makeGif, makeJpeg, makeWebp } from "../../fakes/images.js";
import { makePng } from "../../fakes/png.js";

const png = makePng(40, 30, "inspect");
const withLength = (bytes: Buffer, offset: number, value: number) => {
  const copy = Buffer.from(bytes);
  copy.writeUInt32BE(value, offset);
  return copy;
};

describe("inspectImage", () => {
  test.each([
    ["a PNG", png, "png", "image/png", 40, 30],
    ["a JPEG", makeJpeg(640, 480), "jpeg", "image/jpeg", 640, 480],
    ["a JPEG with a large EXIF block", makeJpeg(17, 9, { exif: 60_000 }), "jpeg", "image/jpeg", 17, 9],
    ["a GIF", makeGif(12, 7), "gif", "image/gif", 12, 7],
    ["an extended WebP", makeWebp(1000, 700, "VP8X"), "webp", "image/webp", 1000, 700],
    ["a lossless WebP", makeWebp(300, 200, "VP8L"), "webp", "image/webp", 300, 200],
    ["a lossy WebP", makeWebp(320, 240, "VP8 "), "webp", "image/webp", 320, 240],
  ])("reads the type and size of %s from its bytes", (_name, bytes, type, contentType, width, height) => {
    expect(inspectImage(bytes)).toEqual({ ok: true, type, contentType, width, height });
  });

  test.each([
    ["zero bytes", Buffer.alloc(0), /is empty/],
    ["a text file", Buffer.from("this is not an image at all"), /is not a PNG, JPEG, WebP or GIF file/],
    ["HTML", Buffer.from("<!doctype html><img src=x onerror=alert(1)>"), /is not a PNG/],
    [
      "a PNG signature on a text body",
      Buffer.concat([png.subarray(0, 8), Buffer.from("hello, this is plain text and more text")]),
      /damaged PNG/,
    ],
    ["a PNG cut off in its header", png.subarray(0, 20), /cut off/],
    ["a PNG cut off in its data", png.subarray(0, png.length - 30), /cut off/],
    ["a PNG without its end chunk", png.subarray(0, png.length - 12), /cut off/],
    ["a PNG whose chunk claims 4 GB", withLength(png, 33, 0xffffffff), /cut off/],
    ["a PNG claiming 0×0 pixels", withLength(withLength(png, 16, 0), 20, 0), /impossible size/],
    ["a PNG claiming 2^31 pixels a side", withLength(png, 16, 0x80000000), /impossible size/],
    ["a JPEG of three bytes", Buffer.from([0xff, 0xd8, 0xff]), /cut off/],
    ["a JPEG without its end marker", makeJpeg(64, 64, { end: false }), /cut off/],
    ["a JPEG that ends before its frame", Buffer.from([0xff, 0xd8, 0xff, 0xd9]), /damaged JPEG/],
    [
      "a JPEG with garbage after its first segment",
      Buffer.concat([makeJpeg(8, 8).subarray(0, 20), Buffer.from("garbage garbage")]),
      /damaged JPEG/,
    ],
    ["a JPEG claiming 0 pixels wide", makeJpeg(0, 10), /impossible size/],
    ["a GIF without its trailer", makeGif(5, 5, { end: false }), /cut off/],
    ["a GIF header only", Buffer.from("GIF89a"), /cut off/],
    ["a WebP cut off", makeWebp(50, 50).subarray(0, 40), /cut off/],
    ["a RIFF that is not a WebP", Buffer.from("RIFF\x10\0\0\0WAVEfmt \0\0\0\0", "latin1"), /is not a PNG/],
  ])("refuses %s", (_name, bytes, problem) => {
    const result = inspectImage(bytes);
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : say("en", result.problem)).toMatch(problem);
  });

  test("says what is wrong in the reader's language", () => {
    const result = inspectImage(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    expect(result.ok ? "" : say("fr", result.problem)).toBe(
      "est un fichier JPEG endommagé (il se termine avant les données d'image)",
    );
  });

  test("reads the size from the first bytes alone, and says when it needs more", () => {
    const big = makePng(300, 200, "big");
    expect(inspectImage(big.subarray(0, 64), { complete: false })).toMatchObject({ ok: true, width: 300, height: 200 });
    expect(inspectImage(big.subarray(0, 64))).toMatchObject({ ok: false, truncated: true });
    expect(inspectImage(makeJpeg(9, 9, { exif: 10_000 }).subarray(0, 4000), { complete: false })).toMatchObject({
      ok: false,
      truncated: true,
    });
    expect(inspectImage(Buffer.from("not an image"), { complete: false })).toMatchObject({
      ok: false,
      truncated: false,
    });
  });
});

describe("safeImageName", () => {
  test("is made from the bytes and the real type, never from anything the member chose", () => {
    const name = safeImageName(png, "png");
    expect(name).toMatch(/^input-[0-9a-f]{20}\.png$/);
    expect(safeImageName(png, "png")).toBe(name);
    expect(safeImageName(makeJpeg(4, 4), "jpeg")).toMatch(/^input-[0-9a-f]{20}\.jpg$/);
    expect(safeImageName(png, "png", "vary")).toMatch(/^vary-/);
  });
});
