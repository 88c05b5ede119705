import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { fitImage, MAX_FIT_PIXELS } from "../../src/images/fit.js";

/** A PNG of smooth gradients with some noise: large as PNG, compressible as JPEG, like a render. */
async function render(width: number, height: number, channels: 3 | 4 = 3): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * channels);
  const noise = randomBytes(pixels.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      pixels[i] = ((x * 255) / width + (noise[i]! % 24)) & 255;
      pixels[i + 1] = ((y * 255) / height + (noise[i + 1]! % 24)) & 255;
      pixels[i + 2] = (((x + y) * 127) / width + (noise[i + 2]! % 24)) & 255;
      if (channels === 4) pixels[i + 3] = x < width / 2 ? 255 : 96;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } }).png().toBuffer();
}

describe("fitImage", () => {
  test("an image over the limit comes back under it, as a JPEG of the same size, at the best quality that fits", async () => {
    const png = await render(1600, 1200);
    const limit = 400 * 1024;
    expect(png.length).toBeGreaterThan(limit);
    const fitted = (await fitImage(png, limit, "render_00001_.png"))!;
    expect(fitted.data.length).toBeLessThanOrEqual(limit);
    expect(fitted).toMatchObject({
      filename: "render_00001_.jpg",
      contentType: "image/jpeg",
      width: 1600,
      height: 1200,
      resized: false,
    });
    const decoded = await sharp(fitted.data).metadata();
    expect(decoded).toMatchObject({ format: "jpeg", width: 1600, height: 1200 });
    // One step better would not have fitted: quality is stepped down only as far as needed.
    expect(fitted.quality).toBeLessThan(90);
    const better = await sharp(png)
      .jpeg({ quality: fitted.quality + 8, mozjpeg: true })
      .toBuffer();
    expect(better.length).toBeGreaterThan(limit);
  });

  test("a tighter limit steps the quality further down", async () => {
    const png = await render(1200, 900);
    const loose = (await fitImage(png, 600 * 1024, "a.png"))!;
    const tight = (await fitImage(png, 150 * 1024, "a.png"))!;
    expect(tight.data.length).toBeLessThanOrEqual(150 * 1024);
    expect(tight.quality).toBeLessThan(loose.quality);
  });

  test("transparency is kept (WebP)", async () => {
    const png = await render(800, 600, 4);
    const fitted = (await fitImage(png, 200 * 1024, "cutout.png"))!;
    expect(fitted.contentType).toBe("image/webp");
    expect(fitted.filename).toBe("cutout.webp");
    expect(await sharp(fitted.data).metadata()).toMatchObject({ format: "webp", hasAlpha: true });
  });

  test("an animation keeps its frames, their timing and its alpha through the one decode", async () => {
    const frames = await Promise.all([1, 2, 3].map(() => render(400, 300, 4)));
    const animation = await sharp(frames, { join: { animated: true } })
      .webp({ lossless: true, delay: [100, 200, 300], loop: 2 })
      .toBuffer();
    expect(animation.length).toBeGreaterThan(120 * 1024);
    const fitted = (await fitImage(animation, 120 * 1024, "loop.webp"))!;
    expect(fitted.data.length).toBeLessThanOrEqual(120 * 1024);
    expect(await sharp(fitted.data, { animated: true }).metadata()).toMatchObject({
      format: "webp",
      pages: 3,
      pageHeight: fitted.height,
      width: fitted.width,
      delay: [100, 200, 300],
      loop: 2,
      hasAlpha: true,
    });
  });

  test("when even the lowest quality is too large, the image is made smaller", async () => {
    const png = await render(1600, 1200);
    const fitted = (await fitImage(png, 40 * 1024, "big.png"))!;
    expect(fitted.data.length).toBeLessThanOrEqual(40 * 1024);
    expect(fitted.resized).toBe(true);
    expect(fitted.width / fitted.height).toBeCloseTo(4 / 3, 1);
  });

  test("gives up (undefined) when nothing reasonable fits, or the bytes are not an image", async () => {
    expect(await fitImage(await render(600, 400), 500, "x.png")).toBeUndefined();
    expect(await fitImage(randomBytes(5000), 1000, "x.png")).toBeUndefined();
  });

  test("refuses, from its header, an image of more pixels than the bound, however small its file", async () => {
    // 10 000 × 5 000 of one colour: a PNG of a few hundred KB that decodes to 150 MB.
    const huge = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: "#3a6" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(10_000 * 5_000).toBeGreaterThan(MAX_FIT_PIXELS);
    expect(await fitImage(huge, 100 * 1024, "huge.png")).toBeUndefined();
  }, 60_000);

  test("re-encodes an image too large to keep decoded from its source, at its size", async () => {
    const large = await sharp({ create: { width: 5_000, height: 3_600, channels: 3, background: "#a63" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const fitted = (await fitImage(large, 4 * 1024 * 1024, "large.png"))!;
    expect(fitted).toMatchObject({ width: 5_000, height: 3_600, resized: false, contentType: "image/jpeg" });
    expect(fitted.data.length).toBeLessThanOrEqual(4 * 1024 * 1024);
  }, 60_000);
});
