import { randomBytes } from "node:crypto";
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  MessageFlags,
  type ButtonInteraction,
  type Message,
} from "discord.js";
import type { Context } from "../../context.js";
import { applicantOf } from "../../../discord/routing/applicant.js";
import { fromInteraction } from "../../../discord/job-message/origin.js";
import { scopeOf } from "../../../discord/routing/scope.js";
import { UserError } from "../../../errors.js";
import { privateLocale, t, text } from "../texts/index.js";
import { NO_MENTIONS } from "../../../discord/render/render.js";
import { randomSeed } from "../../../workflows/run-limits.js";
import type { GenerateParams } from "../params.js";
import type { GenerateRequest } from "../start.js";
import { storedGenerateRules } from "../rules.js";
import { generateKind } from "../kind.js";
import type { Workflow } from "../../../api/cloud-types.js";
import { checkpointOf } from "../outpaint.js";
import { keptParams, sourceImage } from "../variations.js";
import { isRegion, REGIONS, type MaskSource, type RegionKind } from "./mask.js";
import { ack } from "../../../discord/routing/acknowledge.js";

/**
 * How far the region may move from the image (the sampler's denoise): most of it, so the prompt
 * can put something new there, with enough of the old to keep its light and colours.
 */
export const REGION_DENOISE = 0.85;

/** `gen:region:<job>:<index>` on a result, then `gen:region:<job>:<index>:<region>:<message>` on the private picker. */
export const regionIds = {
  pick: (jobId: string, index: number, region: RegionKind, messageId: string) =>
    `gen:region:${jobId}:${index}:${region}:${messageId}`,
};

/**
 * Vary (Region) on a result: the regions to pick, privately, under which the chosen one starts
 * the job; a picked region starts it with that region's mask.
 */
export async function regionButton(
  interaction: ButtonInteraction,
  ctx: Context,
  jobId: string | undefined,
  [index = "0", region, messageId]: string[],
): Promise<void> {
  if (!jobId) throw new UserError(text("common.buttonGone"));
  const publicUrl = ctx.config.http.pagesUrl ?? ctx.config.http.publicUrl;
  // The page's job is posted as a reply under the image: in a server that added the bot only.
  if (region === undefined && publicUrl && interaction.inCachedGuild())
    return offerLink(interaction, ctx, publicUrl, jobId, Number(index));
  if (region === undefined) return offerRegions(interaction, jobId, Number(index));
  if (!isRegion(region) || !messageId) throw new UserError(text("common.buttonGone"));
  const message = await shownMessage(interaction, messageId);
  const start = { guildId: scopeOf(interaction), jobId, n: Number(index), message, mask: { region }, region };
  await startRegion(interaction, ctx, start);
}

/** The six regions as buttons, in a reply only the member sees. */
async function offerRegions(interaction: ButtonInteraction, jobId: string, n: number): Promise<void> {
  const locale = privateLocale(interaction);
  const button = (region: RegionKind) =>
    new ButtonBuilder()
      .setCustomId(regionIds.pick(jobId, n, region, interaction.message.id))
      .setStyle(ButtonStyle.Secondary)
      .setLabel(t(locale, `region.${region}`));
  const rows = [REGIONS.slice(0, 4), REGIONS.slice(4)].map((regions) =>
    new ActionRowBuilder<ButtonBuilder>().addComponents(regions.map(button)),
  );
  await ack.reply(interaction, {
    content: t(locale, "region.pick", { n: n + 1 }),
    components: rows,
    flags: MessageFlags.Ephemeral,
    allowedMentions: NO_MENTIONS,
  });
}

/** How long an edit link works. */
export const EDIT_LINK_MS = 15 * 60_000;

/** A private link to the edit page, for this member and this image, used once within 15 minutes. */
async function offerLink(
  interaction: ButtonInteraction,
  ctx: Context,
  publicUrl: string,
  jobId: string,
  n: number,
): Promise<void> {
  const guildId = scopeOf(interaction);
  // The image must still be there (and the job this server's) before a link to it is made.
  const { job } = await sourceImage(ctx, guildId, jobId, n, interaction.message);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(ctx.now() + EDIT_LINK_MS);
  const locale = privateLocale(interaction);
  await ctx.store.editLinks.create(token, {
    guildId,
    userId: interaction.user.id,
    channelId: interaction.channelId,
    messageId: interaction.message.id,
    jobId,
    image: n,
    locale,
    prompt: (job.params as GenerateParams).prompt,
    expiresAt,
  });
  const link = new ButtonBuilder()
    .setStyle(ButtonStyle.Link)
    .setURL(`${publicUrl}/edit/${token}`)
    .setLabel(t(locale, "region.open"))
    .setEmoji("🖌️");
  await ack.reply(interaction, {
    content: t(locale, "region.link", { n: n + 1, expires: `<t:${Math.floor(expiresAt.getTime() / 1000)}:R>` }),
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(link)],
    flags: MessageFlags.Ephemeral,
    allowedMentions: NO_MENTIONS,
  });
}

/** The result message the picker was opened from (its image and link); the picker's own when it cannot be read. */
async function shownMessage(interaction: ButtonInteraction, messageId: string): Promise<Message> {
  const found = await interaction.channel?.messages.fetch(messageId).catch(() => undefined);
  return found ?? interaction.message;
}

/** A region job to start: image `n` of the job (or the upscaled image shown in `message`), the mask, and the prompt if changed. */
export interface RegionStart {
  guildId: string;
  jobId: string;
  n: number;
  message: Message;
  mask: MaskSource;
  region: RegionKind;
  prompt?: string;
}

/**
 * The region job's request: the image's prompt (or the new one), settings and recipe, a new seed,
 * and the mask; posted under the result like every variation.
 */
export async function regionRequest(
  ctx: Context,
  start: RegionStart,
): Promise<GenerateRequest & { params: GenerateParams }> {
  const { job, n: image, input } = await sourceImage(ctx, start.guildId, start.jobId, start.n, start.message);
  const params = job.params as GenerateParams;
  const saved = params.workflow === undefined ? undefined : await ctx.store.workflows.get(job.guildId, params.workflow);
  const checkpoint = checkpointOf(saved?.graph as Workflow | undefined);
  const { region, prompt, mask } = start;
  const next: GenerateParams = {
    ...keptParams(params),
    ...(prompt === undefined ? {} : { prompt }),
    count: 1,
    seed: randomSeed(),
    denoise: REGION_DENOISE,
    derived: { job: job.id, image, messageUrl: start.message.url, how: "region", region },
    // A saved workflow's checkpoint keeps its style; the built-in inpainting graph runs it.
    inpaint: { region, ...(checkpoint ? { checkpoint } : {}) },
  };
  return { params: next, input, mask };
}

/** A picked region's job, started from the picker's button. */
async function startRegion(interaction: ButtonInteraction, ctx: Context, start: RegionStart): Promise<void> {
  const request = await regionRequest(ctx, start);
  const applicant = applicantOf(
    interaction,
    undefined,
    await storedGenerateRules(ctx.store, scopeOf(interaction), request.params),
  );
  await ctx.jobs.start(generateKind, request, fromInteraction(interaction), applicant);
}
