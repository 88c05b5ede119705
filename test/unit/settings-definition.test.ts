import { describe, expect, test } from "vitest";
import { settingsCommand } from "../../src/features/settings/command.js";
import { GENERATE_LIMITS } from "../../src/workflows/run-limits.js";
import { SETTINGS_LIMITS } from "../../src/db/store.js";

type Option = {
  name: string;
  type: number;
  required?: boolean;
  min_value?: number;
  max_value?: number;
  max_length?: number;
  options?: Option[];
  choices?: { value: string }[];
  channel_types?: number[];
};
const json = settingsCommand.data.toJSON() as unknown as { options: Option[] };
const sub = (path: string) =>
  path
    .split(" ")
    .reduce<Option | undefined>(
      (at, name) => (at ? at.options : json.options)?.find((o) => o.name === name),
      undefined,
    )!;
const option = (path: string, name: string) => sub(path).options!.find((o) => o.name === name)!;

describe("/settings definition", () => {
  test("has the subcommands of the design, channels as add / remove / clear", () => {
    expect(json.options.map((o) => o.name)).toEqual([
      "key",
      "remove-key",
      "show",
      "language",
      "images",
      "models",
      "defaults",
      "upscale-emoji",
      "quota",
      "concurrency",
      "channels",
      "banned-terms",
      "negative-prompt",
      "credit-budget",
    ]);
    expect(sub("channels").options!.map((o) => o.name)).toEqual(["add", "remove", "clear"]);
    expect(sub("banned-terms").options!.map((o) => o.name)).toEqual(["add", "remove", "list", "clear"]);
    expect(sub("models").options!.map((o) => [o.name, o.options?.map((p) => p.name)])).toEqual([
      ["default", ["model"]],
      ["offer", ["model", "lora"]],
      ["withdraw", ["model", "lora"]],
      ["offer-all", []],
      ["age-restricted", ["model", "lora", "restricted"]],
    ]);
    // The image check: what it does, how readily it flags, and whether age-restricted channels are checked.
    expect(sub("images").options!.map((o) => [o.name, o.choices?.map((c) => c.value)])).toEqual([
      ["check", ["off", "spoiler", "block"]],
      ["strictness", ["strict", "balanced", "lenient"]],
      ["age_restricted", ["exempt", "checked"]],
    ]);
  });

  test.each([
    ["defaults", "width", GENERATE_LIMITS.width],
    ["defaults", "height", GENERATE_LIMITS.height],
    ["defaults", "steps", GENERATE_LIMITS.steps],
    ["quota", "jobs", SETTINGS_LIMITS.dailyQuota],
    ["concurrency", "jobs", SETTINGS_LIMITS.maxConcurrentJobs],
    ["credit-budget", "credits", SETTINGS_LIMITS.creditBudget],
  ])("/settings %s %s takes its Discord-side limits from the same table the bot checks", (path, name, limits) => {
    expect(option(path, name)).toMatchObject({ min_value: limits.min, max_value: limits.max });
  });

  test("quota may be left empty (no limit); concurrency and the emoji may not", () => {
    expect(option("quota", "jobs").required ?? false).toBe(false);
    expect(option("concurrency", "jobs").required).toBe(true);
    expect(option("upscale-emoji", "emoji").required).toBe(true);
  });

  test("a banned term and the negative prompt are as long as the bot accepts; the negative prompt and the budget may be left empty", () => {
    expect(option("banned-terms add", "term")).toMatchObject({
      required: true,
      max_length: SETTINGS_LIMITS.bannedTerms.length.max,
    });
    expect(option("banned-terms remove", "term")).toMatchObject({
      required: true,
      max_length: SETTINGS_LIMITS.bannedTerms.length.max,
    });
    expect(option("negative-prompt", "text")).toMatchObject({ max_length: SETTINGS_LIMITS.negativePrompt.max });
    expect(option("negative-prompt", "text").required ?? false).toBe(false);
    expect(option("credit-budget", "credits").required ?? false).toBe(false);
  });

  test("channels add offers text and announcement channels only", () => {
    expect(option("channels add", "channel").channel_types).toEqual([0, 5]);
  });
});
