import { describe, expect, test } from "vitest";
import { loraTagsText, takeLoraTags } from "../../src/features/generate/lora-tags.js";
import { closestNames, resolveName } from "../../src/models/closest.js";

describe("<lora:NAME:WEIGHT> tags", () => {
  test.each([
    ["a cat <lora:ink:0.8>", "a cat", [{ name: "ink", weight: "0.8" }]],
    ["<LORA:ink>, a cat", "a cat", [{ name: "ink" }]],
    [
      "a <lora:sd/ink.safetensors:1:0.5> cat, embedding:hands",
      "a cat, embedding:hands",
      [{ name: "sd/ink.safetensors", weight: "1", clipWeight: "0.5" }],
    ],
    [
      "a <lora:a:1> <lora:b:-2> cat",
      "a cat",
      [
        { name: "a", weight: "1" },
        { name: "b", weight: "-2" },
      ],
    ],
    ["no tags, embedding:x and <b>", "no tags, embedding:x and <b>", []],
  ])("%s leaves %j and gives its tags", (typed, prompt, tags) => {
    const taken = takeLoraTags(typed);
    expect(taken.prompt).toBe(prompt);
    expect(taken.tags.map(({ tag: _tag, ...rest }) => rest)).toEqual(tags);
  });

  test("written back as tags, they read the same", () => {
    const loras = [
      { name: "ink.safetensors", weight: 0.8 },
      { name: "d", weight: 1, clipWeight: 0.25 },
    ];
    expect(loraTagsText(loras)).toBe("<lora:ink.safetensors:0.8> <lora:d:1:0.25>");
    expect(takeLoraTags(`x ${loraTagsText(loras)}`).tags.map((t) => t.name)).toEqual(["ink.safetensors", "d"]);
  });
});

describe("names as members type them", () => {
  const names = ["sd15/dreamshaper.safetensors", "sdxl/dreamshaper.safetensors", "ink.safetensors", "Realistic.ckpt"];

  test.each([
    ["ink.safetensors", "ink.safetensors"],
    ["ink", "ink.safetensors"],
    ["realistic.CKPT", "Realistic.ckpt"],
    ["realistic", "Realistic.ckpt"],
    // Two folders hold a dreamshaper: which one is not guessed.
    ["dreamshaper", undefined],
    ["nothing", undefined],
  ])("%s resolves to %s", (typed, found) => {
    expect(resolveName(typed, names)).toBe(found);
  });

  test("the closest names: containing it first, then the fewest edits; none when far from everything", () => {
    expect(closestNames("dreamshaper-v2", names)).toEqual([
      "sd15/dreamshaper.safetensors",
      "sdxl/dreamshaper.safetensors",
    ]);
    expect(closestNames("inks", names)).toEqual(["ink.safetensors"]);
    expect(closestNames("zzzzzzzz", names)).toEqual([]);
  });
});
