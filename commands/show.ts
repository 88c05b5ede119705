import { MessageFlags, SlashCommandBuilder, messageLink, type ChatInputCommandInteraction } from "discord.js";
import type { JobRecord, StoredOutput } from "../src/db/store.js";
import { NO_MENTIONS, renderEnded, renderProgress, type JobMessage, type JobView } from "../src/discord/render.js";
import { usageLine } from "../src/discord/usage.js";
import { canView } from "../src/discord/visibility.js";
import { UserError } from "../src/errors.js";
import { checkText } from "../src/options.js";
import { DEFAULT_UPLOAD_LIMITS, downloadOutputs } from "../src/jobs/download.js";
import { inCloudQueue, queuePlace, readQueue } from "../src/jobs/queue-place.js";
import { DEFAULT_JOB_TIMINGS } from "../src/jobs/runner.js";
import type { Command, Context } from "./index.js";

const RECENT = 25;
const JOB_ID_LENGTH = 36;

const data = new SlashCommandBuilder()
  .setName("show")
  .setDescription("Show a job again: its result, or how far it has got")
  .addStringOption((o) =>
    o.setName("job").setDescription("The job (your recent ones are listed)").setRequired(true).setAutocomplete(true).setMaxLength(JOB_ID_LENGTH),
  );

export const showCommand = {
  data,
  async execute(interaction, ctx) {
    const id = checkText("job", interaction.options.getString("job", true), { max: JOB_ID_LENGTH, pattern: /^[0-9a-f-]+$/i, allowed: "a job id: pick one from the list" });
    const job = await ctx.store.jobs.get(id);
    if (!job || job.guildId !== interaction.guildId) throw new UserError("`job`: there is no such job on this server. Pick one of yours from the list.");
    await requireVisible(interaction, job);
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const [message, used, { settings }] = await Promise.all([
      jobMessage(ctx, interaction, job),
      ctx.store.usage.get(interaction.guildId, interaction.user.id),
      ctx.store.guilds.get(interaction.guildId),
    ]);
    const lines = [usageLine(used, settings.dailyQuota)];
    const open = job.status === "pending" || job.status === "in_progress";
    if (job.messageId && open) lines.unshift(`Live: ${messageLink(job.channelId, job.messageId, job.guildId)}`);
    await interaction.editReply({ ...message, content: lines.join("\n"), allowedMentions: NO_MENTIONS });
  },
  async autocomplete(interaction, ctx) {
    const typed = interaction.options.getFocused().toLowerCase();
    const recent = await ctx.store.jobs.listForGuild(interaction.guildId, { userId: interaction.user.id, limit: RECENT });
    const choices = recent
      .map((job) => ({ name: choiceName(job, ctx.jobs.presenterFor(job.kind).title(viewOf(job))), value: job.id }))
      .filter((c) => c.name.toLowerCase().includes(typed) || c.value.startsWith(typed))
      .slice(0, 25);
    await interaction.respond(choices);
  },
} satisfies Command;

/** A member's own jobs always; another member's only where they were posted in a channel the viewer can see. */
async function requireVisible(interaction: ChatInputCommandInteraction<"cached">, job: JobRecord): Promise<void> {
  if (job.userId === interaction.user.id) return;
  // A channel that is gone shows nothing to anyone but the author.
  if (!(await canView(interaction, job.channelId))) {
    throw new UserError("`job`: another member's job can be shown only if it was posted in a channel you can see.");
  }
}

/** An autocomplete choice: when, how it stands, and the presenter's title (a prompt, "Upscale 4×"). */
function choiceName(job: JobRecord, title: string): string {
  const when = new Date(job.createdAt).toISOString().slice(5, 16).replace("T", " ");
  const name = `${when} · ${job.status.replace("_", " ")} · ${title.replace(/\s+/g, " ")}`;
  return name.length > 100 ? `${name.slice(0, 99)}…` : name;
}

function viewOf(job: JobRecord): JobView {
  const phase = job.status === "in_progress" ? "running" : job.status === "pending" ? (job.remoteId ? "queued" : "submitting") : job.status;
  return {
    id: job.id,
    kind: job.kind,
    userId: job.userId,
    params: job.params,
    phase,
    createdAt: new Date(job.createdAt).getTime(),
    ...(job.finishedAt ? { finishedAt: new Date(job.finishedAt).getTime() } : {}),
    ...(job.error ? { error: job.error.message } : {}),
    notes: [],
  };
}

/** The job as it stands, drawn by its kind's presenter: a finished one's files fetched fresh from the service, else its state. */
async function jobMessage(ctx: Context, interaction: ChatInputCommandInteraction<"cached">, job: JobRecord): Promise<JobMessage> {
  const view = viewOf(job);
  const presenter = ctx.jobs.presenterFor(job.kind);
  if (job.status === "failed" || job.status === "cancelled") return renderEnded(view, presenter);
  if (job.status === "completed") {
    const apiKey = await ctx.apiKeyFor(job.guildId);
    if (apiKey === undefined) throw new UserError("This server has no API key any more, so the job's files cannot be fetched.");
    const remote = ctx.remotes.resume(job.remote, apiKey);
    const limits = { ...DEFAULT_UPLOAD_LIMITS, maxFileBytes: interaction.attachmentSizeLimit || DEFAULT_UPLOAD_LIMITS.maxFileBytes };
    // One attempt with the job's own retries; what still fails is named in a note, as on delivery.
    const link = (output: StoredOutput) => {
      const n = job.outputs.indexOf(output);
      return n < 0 ? undefined : ctx.jobs.fileLink(job.id, n, output);
    };
    const policy = { retryMs: DEFAULT_JOB_TIMINGS.fetchRetryMs, bodyTimeoutMs: DEFAULT_JOB_TIMINGS.downloadTimeoutMs, final: true, link };
    const { files, notes } = await downloadOutputs((output) => remote.open(output), job.outputs, limits, policy);
    view.notes.push(...notes);
    return presenter.completed(view, files);
  }
  if (job.remoteId !== null && inCloudQueue(job)) {
    const queue = await readQueue(ctx, job.guildId);
    const place = queue && queuePlace(queue, job.remoteId);
    if (place && "running" in place) view.phase = "running";
    else if (place) view.queueAhead = place.ahead;
  }
  return renderProgress(view, presenter);
}
