import { describe, expect, test } from "vitest";
import { formatRange } from "../../src/i18n/index.js";
import { GENERATE_LIMITS } from "../../src/workflows/run-limits.js";
import { ADJUST_RANGE } from "../../src/api/schemas/partner-image.js";

/** A range in texts is the limit's: written from its numbers in each language, never by hand. */
describe("formatRange", () => {
  test.each([
    ["en", "64 to 2048"],
    ["de", "64 bis 2048"],
    ["fr", "64 à 2048"],
    ["es-ES", "64 a 2048"],
    ["es-419", "64 a 2048"],
    ["pt-BR", "64 a 2048"],
    ["ja", "64〜2048"],
    ["ko", "64~2048"],
  ])("%s: the width's limit as the language writes a range", (locale, expected) => {
    expect(formatRange(locale, GENERATE_LIMITS.width)).toBe(expected);
  });

  test("numbers as a member types them: no grouping, the language's decimal mark, a plain minus", () => {
    expect(formatRange("de", { min: 0.5, max: 10000 })).toBe("0,5 bis 10000");
    expect(formatRange("fr", ADJUST_RANGE)).toBe("-10 à 10");
    expect(formatRange("en", { min: 0, max: 1.5 })).toBe("0 to 1.5");
  });

  test("follows the limit it is given", () => {
    expect(formatRange("ja", { min: GENERATE_LIMITS.width.min, max: 4096 })).toBe("64〜4096");
  });
});
