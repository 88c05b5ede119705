import { PermissionFlagsBits, type RepliableInteraction } from "discord.js";
import type { Workflow } from "../api/cloud.js";
import type { Services } from "../context.js";
import type { GuildSettings } from "../db/store.js";
import { utcDay } from "../db/usage.js";
import { messageTarget } from "../discord/target.js";
import { quotaRefusal } from "../discord/usage.js";
import { UserError } from "../errors.js";
import { DEFAULT_UPLOAD_LIMITS } from "./download.js";
import type { GenerateParams } from "./params.js";
import type { JobRunner, Slot } from "./runner.js";

type Context = Services & { jobs: JobRunner };
import { applyValues, imageToImage, textToImage, type InputMapping } from "./workflows.js";

const NEEDED_IN_CHANNEL = [
  PermissionFlagsBits.ViewChannel,
  PermissionFlagsBits.SendMessages,
  PermissionFlagsBits.EmbedLinks,
  PermissionFlagsBits.AttachFiles,
];

/** What a job that passed the checks holds until it starts: the key, a guild slot, a quota unit. */
export interface Admission {
  apiKey: string;
  slot: Slot;
  /** Gives back what was taken, for a job that never reached the service. */
  cancel(): Promise<void>;
}

/**
 * The checks every new job passes before anything is sent: a key, the bot's permissions in the
 * channel, an allowed channel, a free
 * slot of the server's concurrency limit (taken at once) and the member's daily quota (taken
 * last, in one statement).
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
  const missing = interaction.appPermissions.missing(NEEDED_IN_CHANNEL);
  if (missing.length > 0) {
    // Past the interaction token's 15 minutes, and after a restart, results go through the channel.
    throw new UserError(`flowbot needs these permissions in this channel to post results: ${missing.join(", ")}.`);
  }
  const settings = known ?? (await ctx.store.guilds.get(guildId)).settings;
  if (settings.allowedChannels.length > 0 && channelId !== null && !settings.allowedChannels.includes(channelId)) {
    const list = settings.allowedChannels.map((id) => `<#${id}>`).join(", ");
    throw new UserError(`Jobs can only be started in ${list} on this server.`);
  }
  const slot = ctx.jobs.reserve(guildId, settings.maxConcurrentJobs);
  if (!slot) {
    throw new UserError(
      `This server already has ${settings.maxConcurrentJobs} jobs running, its limit. Try again when one has finished.`,
    );
  }
  const day = utcDay();
  const quota = settings.dailyQuota;
  try {
    // Counted without a quota too: members see their use, and a quota set mid-day counts from midnight.
    if (!(await ctx.store.usage.take(guildId, user.id, quota, day))) {
      throw new UserError(quotaRefusal(quota!));
    }
  } catch (error) {
    slot.release();
    throw error;
  }
  return {
    apiKey,
    slot,
    async cancel() {
      slot.release();
      await ctx.store.usage.giveBack(guildId, user.id, day);
    },
  };
}

export interface InputImage {
  data: Uint8Array;
  filename: string;
  contentType?: string;
}

export interface WorkflowBase {
  graph: Workflow;
  mapping: InputMapping;
}

/**
 * The server's saved workflow, or the built-in one, checked before anything is deferred or
 * sent: an unknown name, or an input image for a workflow with no image input, is refused.
 */
export async function resolveWorkflow(ctx: Context, guildId: string, params: GenerateParams, withImage: boolean): Promise<WorkflowBase> {
  if (params.workflow === undefined) return withImage || params.image !== undefined ? imageToImage() : textToImage();
  const saved = await ctx.store.workflows.get(guildId, params.workflow);
  if (!saved) throw new UserError(`This server has no workflow named "${params.workflow}". See \`/workflow list\`.`);
  const base = { graph: saved.graph as Workflow, mapping: saved.inputMapping as InputMapping };
  if ((withImage || params.image !== undefined) && base.mapping.image === undefined) {
    throw new UserError(`The workflow "${params.workflow}" takes no input image. Leave out \`image\`, or pick another workflow.`);
  }
  return base;
}

/**
 * Defers, uploads the input image if any, records the job and submits it. The deferred reply
 * becomes the job's message. Whatever fails before the job is recorded gives back its slot and
 * quota unit.
 */
export async function startGenerate(
  ctx: Context,
  interaction: RepliableInteraction<"cached">,
  admission: Admission,
  params: GenerateParams,
  input?: () => Promise<InputImage>,
): Promise<void> {
  let recorded = false;
  try {
    const base = await resolveWorkflow(ctx, interaction.guildId, params, input !== undefined);
    const response = await interaction.deferReply({ withResponse: true });
    const messageId = response.resource?.message?.id ?? (await interaction.fetchReply()).id;
    const cloud = ctx.cloudFor(admission.apiKey);

    const job = { ...params };
    if (input !== undefined) {
      const uploaded = await cloud.uploadImage(await input(), { type: "input", overwrite: false });
      job.image = uploaded.name;
    }
    const record = await ctx.store.jobs.create({
      guildId: interaction.guildId,
      channelId: interaction.channelId ?? "",
      userId: interaction.user.id,
      kind: "generate",
      params: job,
      interactionId: interaction.id,
      messageId,
    });
    recorded = true;
    const start = {
      job: record,
      apiKey: admission.apiKey,
      workflow: applyValues(base.graph, base.mapping, job),
      target: messageTarget(ctx.client, record.channelId, messageId, interaction),
      limits: { ...DEFAULT_UPLOAD_LIMITS, maxFileBytes: interaction.attachmentSizeLimit || DEFAULT_UPLOAD_LIMITS.maxFileBytes },
    };
    await ctx.jobs.start(start, admission.slot);
  } finally {
    if (!recorded) await admission.cancel().catch(() => undefined);
  }
}
