import { describe, expect, test } from "vitest";
import { GenerateOptions } from "../../src/workflows/run-limits.js";

const valid = { prompt: "a lighthouse at dusk", width: 1024, height: 768, steps: 20, seed: 42, count: 2 };

describe("GenerateOptions", () => {
  test("accepts a typical request", () => {
    expect(GenerateOptions.parse(valid)).toEqual(valid);
  });

  test.each([
    ["width", 64, true],
    ["width", 2048, true],
    ["width", 56, false],
    ["width", 2056, false],
    ["width", 1020, false],
    ["height", 64, true],
    ["height", 2048, true],
    ["height", 63, false],
    ["steps", 1, true],
    ["steps", 150, true],
    ["steps", 0, false],
    ["steps", 151, false],
    ["seed", 0, true],
    ["seed", Number.MAX_SAFE_INTEGER, true],
    ["seed", -1, false],
    ["count", 1, true],
    ["count", 4, true],
    ["count", 0, false],
    ["count", 5, false],
  ] as const)("%s = %d is %s", (field, value, ok) => {
    const result = GenerateOptions.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(ok);
    if (!result.success) expect(result.error.issues[0]?.message).toMatch(new RegExp(`^${field} must`));
  });

  test.each([
    ["prompt", "", "`prompt` must be 1 to 2,000 characters long (it is 0)"],
    ["prompt", "x".repeat(2001), "`prompt` must be 1 to 2,000 characters long (it is 2,001)"],
    ["negative", "x".repeat(2001), "`negative` must be 1 to 2,000 characters long (it is 2,001)"],
  ])("%s rejects an out-of-range text with a message naming it", (field, value, message) => {
    const result = GenerateOptions.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  test("a prompt of exactly 2000 characters is accepted", () => {
    expect(GenerateOptions.safeParse({ ...valid, prompt: "x".repeat(2000) }).success).toBe(true);
  });
});
