import { describe, expect, test } from "vitest";
import { emojiMatches } from "../../src/discord/render/emoji.js";

describe("emojiMatches", () => {
  test.each([
    ["🔍", { id: null, name: "🔍" }, true],
    ["🔍", { id: null, name: "🔎" }, false],
    ["❤️", { id: null, name: "❤" }, true],
    ["❤", { id: null, name: "❤️" }, true],
    ["<:zoom:123456789012345678>", { id: "123456789012345678", name: "zoom" }, true],
    ["<:zoom:123456789012345678>", { id: "123456789012345678", name: "renamed" }, true],
    ["<:zoom:123456789012345678>", { id: "876543210987654321", name: "zoom" }, false],
    ["<:zoom:123456789012345678>", { id: null, name: "zoom" }, false],
    ["zoom", { id: "123456789012345678", name: "zoom" }, false],
  ])("setting %s against reaction %j: %s", (setting, emoji, expected) => {
    expect(emojiMatches(setting, emoji)).toBe(expected);
  });
});
