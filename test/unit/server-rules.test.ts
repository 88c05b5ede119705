import { describe, expect, test } from "vitest";
import { budgetRefusal } from "../../src/rules/admission.js";
import { say } from "../../src/i18n/index.js";
import { negativeText, withoutNegativeInput } from "../../src/rules/negative-prompt.js";

describe("the server's negative prompt", () => {
  const graph = { "7": { inputs: { text: " blurry, watermark " } }, "8": { inputs: { text: "" } } };

  test.each([
    ["no server negative: the member's", ["7", "text"], "ugly", null, "ugly"],
    ["no server negative and none of the member's: nothing to set", ["7", "text"], undefined, null, undefined],
    ["after the member's negative", ["7", "text"], "ugly", "nsfw", "ugly, nsfw"],
    [
      "after the workflow's own text when the member gives none",
      ["7", "text"],
      undefined,
      "nsfw",
      "blurry, watermark, nsfw",
    ],
    ["alone when the workflow's text is empty", ["8", "text"], undefined, "nsfw", "nsfw"],
    ["alone when the mapped node is missing", ["99", "text"], undefined, "nsfw", "nsfw"],
    ["alone without a mapping", undefined, undefined, "nsfw", "nsfw"],
  ] as const)("is added %s", (_what, target, member, server, expected) => {
    expect(negativeText(graph, target, member, server)).toBe(expected);
  });

  test("finds the saved workflows that have no negative input", () => {
    const workflows = [
      { name: "with", inputMapping: { prompt: ["6", "text"], negative: ["7", "text"] } },
      { name: "without", inputMapping: { prompt: ["6", "text"] } },
      { name: "odd", inputMapping: null },
    ];
    expect(withoutNegativeInput(workflows)).toEqual(["without", "odd"]);
  });
});

describe("the monthly credit budget", () => {
  const resetsAt = new Date("2026-04-01T00:00:00Z");

  test("refuses once used up, saying when video jobs can start again", () => {
    expect(say("en", budgetRefusal({ used: 512, budget: 500, left: 0, exceeded: true, resetsAt })!)).toBe(
      "This server has used its budget of 500 credits for this month (512 used). Video jobs can start again <t:1775001600:R>.",
    );
  });

  test("says nothing while credits are left or without a budget", () => {
    expect(budgetRefusal({ used: 499, budget: 500, left: 1, exceeded: false, resetsAt })).toBeUndefined();
    expect(budgetRefusal({ used: 9999, budget: null, left: null, exceeded: false, resetsAt })).toBeUndefined();
  });
});
