import { describe, expect, test } from "vitest";
import { maxScaleFactorFor, upscaleFits, upscaleSizeProblem } from "../../src/api/schemas/index.js";

describe("the 25.3 megapixel upscale limit", () => {
  test.each([
    // 5060 x 5000 = 25,300,000 exactly: allowed.
    [2530, 2500, "2x", true],
    [2530, 2501, "2x", false],
    [1265, 1250, "4x", true],
    [1265, 1251, "4x", false],
    [632, 625, "8x", true],
    [633, 625, "8x", false],
    [316, 312, "16x", true],
    [317, 312, "16x", false],
  ] as const)("%ix%i at %s fits: %s", (width, height, factor, fits) => {
    expect(upscaleFits(width, height, factor)).toBe(fits);
  });

  test.each([
    [256, 256, "16x"],
    [512, 512, "8x"],
    [1024, 1024, "4x"],
    [2048, 2048, "2x"],
    [3000, 3000, undefined],
  ] as const)("the largest factor for %ix%i is %s", (width, height, factor) => {
    expect(maxScaleFactorFor(width, height)).toBe(factor);
  });

  test("the problem message names the field, the result size and the factor that fits", () => {
    expect(upscaleSizeProblem(1024, 1024, "2x")).toBeUndefined();
    expect(upscaleSizeProblem(1024, 1024, "8x")).toBe(
      "scale_factor 8x would make a 8192x8192 image, above the 25.3 million pixel limit; the largest allowed for 1024x1024 is 4x",
    );
    expect(upscaleSizeProblem(4000, 4000, "2x")).toContain("4000x4000 is too large to upscale");
  });
});
