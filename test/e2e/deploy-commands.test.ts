import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deployCommands } from "../../scripts/deploy-commands.js";
import { GENERATE_LIMITS } from "../../src/workflows/run-limits.js";
import { RECIPE_LIMITS } from "../../src/workflows/recipe.js";
import {
  IMAGE_PROMPT_MAX,
  PORTRAIT_BEAUTIFIERS,
  PORTRAIT_STYLES,
  SCALE_FACTORS,
  SKIN_OPTIMIZED_FOR,
  STYLE_ENGINES,
  STYLE_FLAVORS,
  UPSCALE_ENGINES,
  UPSCALE_OPTIMIZED_FOR,
} from "../../src/api/schemas/partner-image.js";
import { NODE_LIMITS } from "../../src/registry/limits.js";
import { startFakeDiscord, type FakeDiscord } from "../../fakes/discord/server.js";

let discord: FakeDiscord;
beforeAll(async () => {
  discord = await startFakeDiscord();
});
afterAll(async () => {
  await discord?.close();
});

describe("deploy-commands", () => {
  test("registers every command in a guild, with option limits taken from the schemas", async () => {
    const count = await deployCommands({
      token: discord.token,
      applicationId: discord.applicationId,
      apiUrl: discord.apiUrl,
      guildId: discord.guild.id,
    });
    const put = discord.restLog.find(
      (r) => r.method === "PUT" && r.path.includes(`/guilds/${discord.guild.id}/commands`),
    );
    expect(put?.status).toBe(200);
    const body = put!.body as Array<{
      name: string;
      options?: Array<{ name: string; type: number; min_value?: number; max_value?: number; max_length?: number }>;
    }>;
    expect(body).toHaveLength(count);
    const generate = body.find((c) => c.name === "generate")!;
    const option = (name: string) => generate.options!.find((o) => o.name === name)!;
    expect(option("width")).toMatchObject({
      min_value: GENERATE_LIMITS.width.min,
      max_value: GENERATE_LIMITS.width.max,
    });
    expect(option("count")).toMatchObject({ min_value: 1, max_value: 4 });
    expect(option("prompt")).toMatchObject({ max_length: GENERATE_LIMITS.prompt.max });
    // The recipe's options: names by autocomplete, numbers within RECIPE_LIMITS.
    for (const name of ["model", "lora", "sampler", "scheduler"])
      expect(option(name)).toMatchObject({ autocomplete: true, max_length: RECIPE_LIMITS.name.max });
    expect(option("cfg")).toMatchObject({
      type: 10,
      min_value: RECIPE_LIMITS.cfg.min,
      max_value: RECIPE_LIMITS.cfg.max,
    });
    expect(option("clip_skip")).toMatchObject({ type: 4, min_value: 1, max_value: 24 });
    expect(option("hires")).toMatchObject({
      choices: [
        { name: "1.5x", value: 1.5 },
        { name: "2x", value: 2 },
      ],
    });
    expect(option("hires_denoise")).toMatchObject({ min_value: 0, max_value: 1 });
    expect(body.map((c) => c.name)).toEqual(
      expect.arrayContaining(["generate", "settings", "cancel", "node", "workflow"]),
    );
    const sub = (command: string, name: string) =>
      (
        body.find((c) => c.name === command)!.options as unknown as Array<{
          name: string;
          options: Array<{ name: string; max_length?: number }>;
        }>
      ).find((o) => o.name === name)!;
    expect(sub("node", "search").options.find((o) => o.name === "query")).toMatchObject({
      max_length: NODE_LIMITS.query.max,
    });
    expect(sub("node", "provides").options.map((o) => o.name)).toEqual(["class_name"]);
    expect(sub("workflow", "add").options.map((o) => o.name)).toEqual(["name", "file", "age_restricted"]);
  });

  test("registers the image commands with the schemas' choices and ranges, and the Upscale image menu", async () => {
    await deployCommands({
      token: discord.token,
      applicationId: discord.applicationId,
      apiUrl: discord.apiUrl,
      guildId: discord.guild.id,
    });
    const body = discord.restLog.filter((r) => r.method === "PUT").at(-1)!.body as Array<{
      name: string;
      type?: number;
      options?: Array<Record<string, unknown>>;
    }>;
    const option = (command: string, name: string) =>
      body.find((c) => c.name === command)!.options!.find((o) => o.name === name)!;
    const values = (command: string, name: string) =>
      (option(command, name).choices as Array<{ value: string }>).map((c) => c.value);
    expect(body.find((c) => c.name === "Upscale image")).toMatchObject({ type: 3 });
    expect(body.find((c) => c.name === "upscale")!.options!.map((o) => o.name)).toEqual([
      "image",
      "scale",
      "engine",
      "optimized_for",
      "prompt",
      "creativity",
      "hdr",
      "resemblance",
      "fractality",
    ]);
    expect(values("upscale", "scale")).toEqual([...SCALE_FACTORS]);
    expect(values("upscale", "engine")).toEqual([...UPSCALE_ENGINES]);
    expect(values("upscale", "optimized_for")).toEqual([...UPSCALE_OPTIMIZED_FOR]);
    for (const name of ["creativity", "hdr", "resemblance", "fractality"])
      expect(option("upscale", name)).toMatchObject({ min_value: -10, max_value: 10 });
    expect(option("upscale", "prompt")).toMatchObject({ max_length: IMAGE_PROMPT_MAX });
    expect(body.find((c) => c.name === "style-transfer")!.options!.map((o) => o.name)).toEqual([
      "image",
      "reference",
      "engine",
      "flavor",
      "style_strength",
      "structure_strength",
      "is_portrait",
      "portrait_style",
      "portrait_beautifier",
      "prompt",
      "fixed_generation",
    ]);
    expect(values("style-transfer", "engine")).toEqual([...STYLE_ENGINES]);
    expect(values("style-transfer", "flavor")).toEqual([...STYLE_FLAVORS]);
    expect(values("style-transfer", "portrait_style")).toEqual([...PORTRAIT_STYLES]);
    expect(values("style-transfer", "portrait_beautifier")).toEqual([...PORTRAIT_BEAUTIFIERS]);
    expect(option("style-transfer", "style_strength")).toMatchObject({ min_value: 0, max_value: 100 });
    expect(body.find((c) => c.name === "enhance")!.options!.map((o) => o.name)).toEqual([
      "image",
      "optimized_for",
      "sharpen",
      "smart_grain",
    ]);
    expect(values("enhance", "optimized_for")).toEqual([...SKIN_OPTIMIZED_FOR]);
    expect(option("enhance", "smart_grain")).toMatchObject({ min_value: 0, max_value: 100 });
  });

  test("without the platform API, the partner commands, /node and the Upscale image menu are not offered", async () => {
    const count = await deployCommands({
      token: discord.token,
      applicationId: discord.applicationId,
      apiUrl: discord.apiUrl,
      guildId: discord.guild.id,
      platform: false,
    });
    const puts = discord.restLog.filter(
      (r) => r.method === "PUT" && r.path.includes(`/guilds/${discord.guild.id}/commands`),
    );
    const names = (puts.at(-1)!.body as Array<{ name: string }>).map((c) => c.name);
    expect(names).toHaveLength(count);
    expect(names).toEqual(expect.arrayContaining(["generate", "workflow", "settings", "queue", "show", "cancel"]));
    for (const gone of ["upscale", "style-transfer", "enhance", "video", "node", "Upscale image"])
      expect(names).not.toContain(gone);
  });

  test("registers globally without a guild", async () => {
    await deployCommands({ token: discord.token, applicationId: discord.applicationId, apiUrl: discord.apiUrl });
    expect(
      discord.restLog.some(
        (r) => r.method === "PUT" && r.path.endsWith(`/applications/${discord.applicationId}/commands`),
      ),
    ).toBe(true);
  });
});
