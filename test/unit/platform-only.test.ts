import { describe, expect, test } from "vitest";
import { features } from "../../src/features/index.js";
import { featuresServed, platformOnly } from "../../src/app/routes.js";

describe("what the platform API serves, read from the features' needsPlatform", () => {
  const only = platformOnly(features);

  test("the partner commands, /node and the Upscale image menu", () => {
    expect([...only.commands].sort()).toEqual(["enhance", "node", "style-transfer", "upscale", "video"]);
    expect([...only.menus]).toEqual(["Upscale image"]);
  });

  test("the buttons of those features, and U1..Un under a generated result, but no other of /generate's", () => {
    expect(only.buttons).toEqual(expect.arrayContaining(["gen:up:", "up:", "st:", "en:", "video:", "node:"]));
    expect(only.buttons.filter((prefix) => prefix.startsWith("gen:"))).toEqual(["gen:up:"]);
  });

  test("without it, the bot serves no reaction (the upscale's is the platform's) and every other feature", () => {
    const served = featuresServed(features, false);
    expect(served.flatMap((feature) => feature.reactions ?? [])).toEqual([]);
    expect(served.map((feature) => feature.name)).toEqual(
      features.filter((feature) => !only.commands.has(feature.name)).map((feature) => feature.name),
    );
    expect(featuresServed(features, true)).toBe(features);
  });
});
