import { describe, expect, test } from "vitest";
import { option, say } from "../../src/i18n/index.js";
// Commands' names in each language come with their features, as in the bot.
import "../../src/features/index.js";
import { checkMemberText, memberText, unstorableString } from "../../src/member-input/member-text.js";

const check = (value: string, max = 50) => checkMemberText("prompt", value, { max });

describe("member text", () => {
  test.each([
    ["a NUL", "nul \u0000 here", /`prompt` must not contain control characters \(found U\+0000 at position 5\)/],
    ["an escape sequence", "\u001b[31mred", /control characters \(found U\+001B/],
    ["DEL", "a\u007fb", /U\+007F/],
    ["a C1 control", "a\u0085b", /U\+0085/],
    ["a noncharacter", "a\uffffb", /U\+FFFF/],
    [
      "a lone high surrogate",
      "lone \ud800 surrogate",
      /`prompt` contains a broken character \(an unpaired surrogate at position 6\)/,
    ],
    ["a lone low surrogate", "\udc00", /unpaired surrogate/],
    ["a right-to-left override", "abc\u202Egnp.exe", /text-direction override characters \(found U\+202E\)/],
    ["an isolate", "x\u2067y", /U\+2067/],
    ["nothing", "", /`prompt` must be 1 to 50 characters long \(it is 0\)/],
    ["only spaces", "     ", /`prompt` must be 1 to 50 characters long \(it is 0\)/],
    ["a tab", "a\tb", /control characters \(found U\+0009/],
    ["a new line", "line one\nline two", /control characters \(found U\+000A/],
    ["only zero-width characters", "\u200b\u200b\u2060\ufeff", /must be 1 to 50 characters long \(it is 0\)/],
    ["only joiners", "\u200c\u200d\u200c", /must contain visible text/],
    ["only Hangul fillers", "\u3164\u3164", /must be 1 to 50 characters long \(it is 0\)/],
    ["51 characters", "x".repeat(51), /`prompt` must be 1 to 50 characters long \(it is 51\)/],
    ["@everyone", "a cat @everyone", /must not contain mentions \(found @everyone\)/],
    ["@here", "@here now", /found @here/],
    ["a member mention", "hi <@123456789012345678>", /found <@123456789012345678>/],
    ["a role mention", "<@&123456789012345678>", /mentions/],
    ["a channel mention", "<#123456789012345678>", /mentions/],
  ])("refuses %s, naming the field", (_name, value, message) => {
    const result = check(value);
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.problem).toMatch(message);
  });

  test("a refusal carries its catalogue text, naming an option in the reader's language", () => {
    const result = checkMemberText(option("generate.prompt"), "", { max: 50 });
    expect(result.ok ? undefined : say("de", result.text)).toBe(
      "`prompt` muss 1 bis 50 Zeichen lang sein (es sind 0).",
    );
    const negative = checkMemberText(option("generate.negative"), "<@&1>", { max: 50 });
    expect(negative.ok ? undefined : say("de", negative.text)).toMatch(/^`negativ` /);
  });

  test.each([
    ["plain text", "a red fox in snow", "a red fox in snow"],
    ["spaces and zero-width characters at the ends", " \u200b a fox \u200b ", "a fox"],
    ["an emoji with a joiner and a variation selector", "family 👨‍👩‍👧 ❤️", "family 👨‍👩‍👧 ❤️"],
    ["right-to-left text with its marks", "שלום \u200fעולם", "שלום \u200fעולם"],
    ["markdown", "**bold** _cat_ `code` [x](y)", "**bold** _cat_ `code` [x](y)"],
    ["an e-mail address", "mail me@here.example", "mail me@here.example"],
    ["decomposed accents (normalised)", "cafe\u0301", "café"],
  ])("accepts %s", (_name, value, expected) => {
    expect(check(value)).toEqual({ ok: true, value: expected });
  });

  test("the zod form parses to the trimmed text, and fails with the same message", () => {
    const schema = memberText("negative", { max: 10 }).optional();
    expect(schema.parse("  blurry ")).toBe("blurry");
    expect(schema.parse(undefined)).toBeUndefined();
    const result = schema.safeParse("   ");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^`negative` must be 1 to 10 characters long/);
  });

  test("a pattern is checked before mentions, and names what is allowed", () => {
    const limits = { max: 64, pattern: /^[\w ]+$/, allowed: "letters, digits and spaces" };
    expect(checkMemberText("name", "<@&123>", limits)).toMatchObject({
      ok: false,
      problem: "`name` may hold only letters, digits and spaces",
    });
    expect(checkMemberText("name", " portrait v2 ", limits)).toEqual({ ok: true, value: "portrait v2" });
  });
});

describe("unstorableString", () => {
  test.each([
    ["a NUL in a nested value", JSON.parse('{"6":{"inputs":{"text":["a","b\\u0000c"]}}}'), "b\u0000c"],
    ["a lone surrogate in a key", JSON.parse('{"\\ud800":1}'), "\ud800"],
  ])("finds %s", (_name, json, found) => {
    expect(unstorableString(json)).toBe(found);
  });

  test("passes ordinary JSON, emoji included, and deep nesting without recursion", () => {
    let deep: unknown = "leaf 😀";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableString({ a: [1, true, null, "x"], b: deep })).toBeUndefined();
  });
});
