import { option, text } from "./texts/index.js";
import type { ChatInputCommandInteraction } from "discord.js";
import { GENERATE_LIMITS, GenerateOptions, randomSeed } from "../../workflows/run-limits.js";
import { issueText } from "../../member-input/option-issues.js";
import type { GuildSettings } from "../../db/store.js";
import { UserError } from "../../errors.js";
import { checkImageAttachment, INPUT_IMAGE_LIMITS } from "../../images/attachment.js";
import { checkText } from "../../member-input/options.js";
import type { GuildView } from "../../settings-cache/cache.js";
import { WORKFLOW_LIMITS } from "../../workflows/limits.js";
import type { GenerateParams } from "./params.js";
import type { RulesRequest } from "../../rules/admission.js";
import { generateRules } from "./rules.js";

import type { GenerateRequest, PreferredOption } from "./start.js";
import { aspectSize, isAspect } from "./aspect.js";
import { readRecipe } from "./recipe-options.js";

/**
 * What a member asked `/generate` for, checked: the workflow (theirs, else the server's default),
 * every option within its limits, and the input image by its bytes; with what the server's rules judge of it.
 */
export async function readGenerate(
  interaction: ChatInputCommandInteraction,
  guild: Pick<GuildView, "settings" | "workflows">,
): Promise<{ request: GenerateRequest; rules: RulesRequest }> {
  const { settings } = guild;
  const chosen = interaction.options.getString("workflow");
  const name =
    chosen === null ? settings.defaultWorkflow : checkText(option("generate.workflow"), chosen, WORKFLOW_LIMITS.name);
  const saved = name === undefined ? undefined : guild.workflows.get(name);
  if (name !== undefined && saved === undefined) throw new UserError(text("generate.noWorkflow", { name }));
  const params = readOptions(interaction, settings, name);
  // The member's own defaults (/preferences) stand in for what they left out; read after the answer.
  const preferencesFor = leftOutForPreferences(interaction);
  const attachment = interaction.options.getAttachment("image");
  const image = attachment
    ? await checkImageAttachment(option("generate.image"), attachment, INPUT_IMAGE_LIMITS)
    : undefined;
  // A saved workflow's own size and steps stand in for what the member left out; read with its graph, after the answer.
  const leftOut = OWN_DEFAULTS.filter((key) => interaction.options.getInteger(key) === null);
  const request = {
    params,
    ...(image ? { input: image.load } : {}),
    ...(saved ? { ownDefaultsFor: leftOut } : {}),
    ...(preferencesFor.length > 0 ? { preferencesFor } : {}),
  };
  return { request, rules: generateRules(params, saved && { name: name!, ageRestricted: saved.ageRestricted }) };
}

const OWN_DEFAULTS = ["width", "height", "steps"] as const;

/**
 * Reads and validates every option against the schema's limits; defaults come from the server's
 * settings (the member's own and a saved workflow's own values replace them in `build`, read after the answer).
 */
function readOptions(
  interaction: ChatInputCommandInteraction,
  settings: GuildSettings,
  workflow: string | undefined,
): GenerateParams {
  const o = interaction.options;
  const sized = sizeOf(o.getString("aspect"), o.getInteger("width"), o.getInteger("height"), settings);
  // `<lora:NAME:WEIGHT>` tags leave the prompt's text for the recipe.
  const { prompt, recipe } = readRecipe(o, o.getString("prompt", true));
  // The value rides in the issue: a refusal offers the nearest allowed ones.
  const parsed = GenerateOptions.safeParse(
    {
      prompt,
      negative: o.getString("negative") ?? undefined,
      workflow,
      width: sized.width,
      height: sized.height,
      steps: o.getInteger("steps") ?? settings.defaults.steps,
      seed: o.getInteger("seed") ?? randomSeed(),
      count: o.getInteger("count") ?? 1,
    },
    { reportInput: true },
  );
  if (!parsed.success)
    throw new UserError(
      issueText(parsed.error.issues, "generate", GenerateOptions, {
        width: GENERATE_LIMITS.width,
        height: GENERATE_LIMITS.height,
      }) ?? parsed.error.issues.map((issue) => issue.message).join("\n"),
    );
  const { negative, workflow: chosen, ...rest } = parsed.data;
  return {
    ...rest,
    ...(negative ? { negative } : {}),
    ...(chosen ? { workflow: chosen } : {}),
    ...(recipe ? { recipe } : {}),
  };
}

/** The options a member's own defaults (/preferences) may fill: a size of no kind given, steps, count. */
function leftOutForPreferences(interaction: ChatInputCommandInteraction): PreferredOption[] {
  const o = interaction.options;
  const sizeGiven = o.getString("aspect") !== null || o.getInteger("width") !== null || o.getInteger("height") !== null;
  return [
    ...(sizeGiven ? [] : (["aspect"] as const)),
    ...(o.getInteger("steps") === null ? (["steps"] as const) : []),
    ...(o.getInteger("count") === null ? (["count"] as const) : []),
    ...(o.getString("model") === null ? (["model"] as const) : []),
    ...(o.getString("sampler") === null ? (["sampler"] as const) : []),
  ];
}

/**
 * `width` and `height` as given; a side not given is the server's default, or with `aspect`,
 * follows the ratio from the side given, else both sides are shaped to the ratio at about the
 * default's pixel count.
 */
function sizeOf(
  aspect: string | null,
  width: number | null,
  height: number | null,
  settings: GuildSettings,
): { width: number; height: number } {
  const defaults = settings.defaults;
  if (!isAspect(aspect)) return { width: width ?? defaults.width, height: height ?? defaults.height };
  return aspectSize(aspect, defaults.width * defaults.height, { width, height });
}
