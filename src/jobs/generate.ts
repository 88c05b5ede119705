import type { RepliableInteraction } from "discord.js";
import { request } from "undici";
import type { Context } from "../context.js";
import type { GuildSettings } from "../db/store.js";
import { messageTarget } from "../discord/target.js";
import { UserError } from "../errors.js";
import { DEFAULT_UPLOAD_LIMITS } from "./download.js";
import type { GenerateParams } from "./params.js";
import { applyValues, imageToImage, textToImage } from "./workflows.js";

export interface Admission {
  apiKey: string;
}

/**
 * The checks every new job passes before anything is sent: a key, an allowed channel, the
 * server's concurrency limit and the member's daily quota (taken last, in one statement).
 */
export async function admit(
  ctx: Context,
  interaction: RepliableInteraction<"cached">,
  known?: GuildSettings,
): Promise<Admission> {
  const { guildId, channelId, user } = interaction;
  const apiKey = await ctx.apiKeyFor(guildId);
  if (apiKey === undefined) {
    throw new UserError("This server has no API key yet. A member with Manage Server can add one with `/settings key`.");
  }
  const settings = known ?? (await ctx.store.guilds.get(guildId)).settings;
  if (settings.allowedChannels.length > 0 && channelId !== null && !settings.allowedChannels.includes(channelId)) {
    const list = settings.allowedChannels.map((id) => `<#${id}>`).join(", ");
    throw new UserError(`Jobs can only be started in ${list} on this server.`);
  }
  if (ctx.jobs.countForGuild(guildId) >= settings.maxConcurrentJobs) {
    throw new UserError(
      `This server already has ${settings.maxConcurrentJobs} jobs running, its limit. Try again when one has finished.`,
    );
  }
  if (settings.dailyQuota !== null && !(await ctx.store.usage.take(guildId, user.id, settings.dailyQuota))) {
    throw new UserError(`You have used your ${settings.dailyQuota} jobs for today on this server. The count resets at midnight UTC.`);
  }
  return { apiKey };
}

export interface InputImage {
  data: Uint8Array;
  filename: string;
  contentType?: string;
}

/**
 * Defers, uploads the input image if any, builds the workflow, records the job and submits it.
 * The deferred reply becomes the job's message.
 */
export async function startGenerate(
  ctx: Context,
  interaction: RepliableInteraction<"cached">,
  admission: Admission,
  params: GenerateParams,
  input?: InputImage | (() => Promise<InputImage>),
): Promise<void> {
  const response = await interaction.deferReply({ withResponse: true });
  const messageId = response.resource?.message?.id ?? (await interaction.fetchReply()).id;
  const cloud = ctx.cloudFor(admission.apiKey);

  const job = { ...params };
  if (input !== undefined) {
    const image = typeof input === "function" ? await input() : input;
    const uploaded = await cloud.uploadImage(image, { type: "input", overwrite: false });
    job.image = uploaded.name;
  }
  const workflow = await buildWorkflow(ctx, interaction.guildId, job);
  const record = await ctx.store.jobs.create({
    guildId: interaction.guildId,
    channelId: interaction.channelId ?? "",
    userId: interaction.user.id,
    kind: "generate",
    params: job,
    interactionId: interaction.id,
    messageId,
  });
  await ctx.jobs.start({
    job: record,
    apiKey: admission.apiKey,
    workflow,
    target: messageTarget(ctx.client, record.channelId, messageId, interaction),
    limits: { ...DEFAULT_UPLOAD_LIMITS, maxFileBytes: interaction.attachmentSizeLimit || DEFAULT_UPLOAD_LIMITS.maxFileBytes },
  });
}

/** The server's saved workflow (or the built-in one) with the job's values filled in. */
async function buildWorkflow(ctx: Context, guildId: string, params: GenerateParams) {
  let base;
  if (params.workflow !== undefined) {
    const saved = await ctx.store.workflows.get(guildId, params.workflow);
    if (!saved) throw new UserError(`This server has no workflow named "${params.workflow}". See \`/workflow list\`.`);
    base = { graph: saved.graph, mapping: saved.inputMapping };
  } else {
    base = params.image !== undefined ? imageToImage() : textToImage();
  }
  return applyValues(base.graph as never, base.mapping as never, params);
}

/** Downloads a member's attachment from Discord (no credentials of ours go with it). */
export async function fetchAttachment(url: string, maxBytes: number): Promise<Uint8Array> {
  const response = await request(url, { headersTimeout: 15_000, bodyTimeout: 30_000 });
  if (response.statusCode !== 200) {
    await response.body.dump();
    throw new UserError(`The attachment could not be downloaded from Discord (HTTP ${response.statusCode}).`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.body.destroy();
      throw new UserError(`The attachment is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
