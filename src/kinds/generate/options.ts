import { option } from "../../i18n/index.js";
import type { ChatInputCommandInteraction } from "discord.js";
import { GENERATE_LIMITS, GenerateOptions, INPUT_IMAGE_LIMITS, randomSeed } from "./limits.js";
import { issueText } from "../../option-issues.js";
import type { Context } from "../../app.js";
import type { GuildSettings } from "../../db/store.js";
import { UserError } from "../../errors.js";
import { checkImageAttachment } from "../../images/attachment.js";
import { checkText } from "../../options.js";
import { ownDefaults, type OwnDefaults } from "../../workflows/defaults.js";
import { WORKFLOW_LIMITS } from "../../workflows/limits.js";
import type { GenerateParams } from "./params.js";
import type { RulesRequest } from "../../rules/admission.js";
import { generateRules } from "./rules.js";
import { aspectSize, isAspect } from "./aspect.js";
import type { MemberPreferences } from "../../db/preferences.js";
import type { GenerateRequest } from "./start.js";

/**
 * What a member asked `/generate` for, checked: the workflow (theirs, else the server's default),
 * every option within its limits, and the input image by its bytes; with what the server's rules judge of it.
 */
export async function readGenerate(
  interaction: ChatInputCommandInteraction<"cached">,
  ctx: Context,
  settings: GuildSettings,
): Promise<{ request: GenerateRequest; rules: RulesRequest }> {
  const chosen = interaction.options.getString("workflow");
  const name =
    chosen === null ? settings.defaultWorkflow : checkText(option("generate.workflow"), chosen, WORKFLOW_LIMITS.name);
  const saved = name === undefined ? undefined : await ctx.store.workflows.get(interaction.guildId, name);
  const preferences = await ctx.store.preferences.get(interaction.guildId, interaction.user.id);
  const params = readOptions(interaction, settings, name, saved ? ownDefaults(saved) : {}, preferences);
  const attachment = interaction.options.getAttachment("image");
  const image = attachment
    ? await checkImageAttachment(option("generate.image"), attachment, INPUT_IMAGE_LIMITS)
    : undefined;
  return { request: { params, ...(image ? { input: image.load } : {}) }, rules: generateRules(params, saved) };
}

/**
 * Reads and validates every option against the schema's limits; defaults come from the member's
 * own (/preferences), the saved workflow's own values, else the server's settings.
 */
function readOptions(
  interaction: ChatInputCommandInteraction<"cached">,
  settings: GuildSettings,
  workflow: string | undefined,
  own: OwnDefaults,
  mine: MemberPreferences,
): GenerateParams {
  const o = interaction.options;
  const [width, height] = [o.getInteger("width"), o.getInteger("height")];
  // The member's own aspect (/preferences) when they gave no size of any kind.
  const aspect = o.getString("aspect") ?? (width === null && height === null ? (mine.aspect ?? null) : null);
  const sized = sizeOf(aspect, width, height, own, settings);
  const parsed = GenerateOptions.safeParse({
    prompt: o.getString("prompt", true),
    negative: o.getString("negative") ?? undefined,
    workflow,
    width: sized.width,
    height: sized.height,
    steps: o.getInteger("steps") ?? mine.steps ?? own.steps ?? settings.defaults.steps,
    seed: o.getInteger("seed") ?? randomSeed(),
    count: o.getInteger("count") ?? mine.count ?? 1,
  });
  if (!parsed.success)
    throw new UserError(
      issueText(parsed.error.issues, "generate", GenerateOptions, {
        width: GENERATE_LIMITS.width,
        height: GENERATE_LIMITS.height,
      }) ?? parsed.error.issues.map((issue) => issue.message).join("\n"),
    );
  const { negative, workflow: chosen, ...rest } = parsed.data;
  return { ...rest, ...(negative ? { negative } : {}), ...(chosen ? { workflow: chosen } : {}) };
}

/**
 * `width` and `height` as given; a side not given is the workflow's own or the server's default,
 * or with `aspect`, follows the ratio from the side given, else both sides are shaped to the ratio
 * at about the default's pixel count.
 */
function sizeOf(
  aspect: string | null,
  width: number | null,
  height: number | null,
  own: OwnDefaults,
  settings: GuildSettings,
): { width: number; height: number } {
  const defaults = { width: own.width ?? settings.defaults.width, height: own.height ?? settings.defaults.height };
  if (!isAspect(aspect)) return { width: width ?? defaults.width, height: height ?? defaults.height };
  return aspectSize(aspect, defaults.width * defaults.height, { width, height });
}
