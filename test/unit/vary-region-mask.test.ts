import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { makePng } from "../../fakes/png.js";
import { compositeOver } from "../../src/features/generate/region/composite.js";
import { inRegion, maskPixels, presetMask, REGIONS, type RegionName } from "../../src/features/generate/region/mask.js";

const raw = async (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer();
const marked = (region: RegionName, x: number, y: number) => inRegion(region, x, y, 64, 48);

describe("Vary (Region) masks", () => {
  test.each([
    ["left", [0, 0], [40, 0]],
    ["right", [40, 10], [10, 10]],
    ["top", [10, 0], [10, 30]],
    ["bottom", [10, 30], [10, 0]],
    ["centre", [32, 24], [0, 0]],
    ["outside", [0, 0], [32, 24]],
  ] as const)("the %s region marks %j and leaves %j", async (region, inside, outside) => {
    const { pixels, width, height } = await maskPixels(await presetMask(region, 64, 48));
    expect({ width, height }).toEqual({ width: 64, height: 48 });
    expect(pixels[inside[1] * 64 + inside[0]]).toBe(255);
    expect(pixels[outside[1] * 64 + outside[0]]).toBe(0);
    for (let y = 0; y < 48; y++)
      for (let x = 0; x < 64; x++) expect(pixels[y * 64 + x]).toBe(marked(region, x, y) ? 255 : 0);
  });

  test("every region marks some of the image and leaves some", async () => {
    for (const region of REGIONS) {
      const { pixels } = await maskPixels(await presetMask(region, 64, 48));
      expect(pixels.includes(255) && pixels.includes(0), region).toBe(true);
    }
  });
});

describe("compositing a region's result over its original", () => {
  test("outside the mask every pixel is the original's; deep inside the new one's; the edge blends", async () => {
    const original = makePng(96, 64, "original");
    const fresh = makePng(96, 64, "fresh");
    const out = await raw(await compositeOver(original, fresh, await presetMask("centre", 96, 64)));
    const [a, b] = await Promise.all([raw(original), raw(fresh)]);
    const px = (buffer: Buffer, x: number, y: number) => [...buffer.subarray((y * 96 + x) * 4, (y * 96 + x) * 4 + 4)];
    for (let y = 0; y < 64; y++)
      for (let x = 0; x < 96; x++) if (!inRegion("centre", x, y, 96, 64)) expect(px(out, x, y)).toEqual(px(a, x, y));
    expect(px(out, 48, 32)).toEqual(px(b, 48, 32));
    // One pixel inside the centre's left edge (x = 24): neither image alone.
    const edge = px(out, 24, 32);
    expect(edge).not.toEqual(px(b, 24, 32));
    expect(edge).not.toEqual(px(a, 24, 32));
  });

  test("a result of another size is scaled to the original's before it is laid over", async () => {
    const out = await compositeOver(makePng(80, 40, "o"), makePng(88, 48, "n"), await presetMask("left", 80, 40));
    expect(await sharp(out).metadata()).toMatchObject({ width: 80, height: 40 });
  });
});
