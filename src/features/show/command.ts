import { SlashCommandBuilder, messageLink, type ChatInputCommandInteraction } from "discord.js";
import type { JobRecord, StoredOutput } from "../../db/store.js";
import { clipChoice, jobChoices, viewOf } from "../../discord/render/job-choices.js";
import { NO_MENTIONS, renderEnded, renderProgress, type MessagePayload } from "../../discord/render/render.js";
import { relativeTime } from "../../i18n/format.js";
import { usageLine } from "../../admission/usage.js";
import { canView } from "../../discord/render/visibility.js";
import { UserError } from "../../errors.js";
import { option, privateLocale, t, text } from "./texts/index.js";
import { checkText } from "../../member-input/options.js";
import { DEFAULT_UPLOAD_LIMITS, expectedBytes } from "../../jobs/download.js";
import { fetchScreened } from "../../jobs/screen.js";
import { inCloudQueue, queuePlace, readQueue } from "../../jobs/service-queue.js";
import { linkOf } from "../../jobs/outputs.js";
import { DEFAULT_JOB_TIMINGS } from "../../jobs/timings.js";
import type { Command, Context } from "../context.js";
import { scopeOf } from "../../discord/routing/scope.js";
import { ack } from "../../discord/routing/acknowledge.js";

const RECENT = 25;
const JOB_ID_LENGTH = 36;

const data = new SlashCommandBuilder()
  .setName("show")
  .setDescription("Show a job again: its result, or how far it has got")
  .addStringOption((o) =>
    o
      .setName("job")
      .setDescription("The job (your recent ones are listed)")
      .setRequired(true)
      .setAutocomplete(true)
      .setMaxLength(JOB_ID_LENGTH),
  );

/** Anywhere: outside servers that added the bot, the member's own jobs there (their scope). */
export const showCommand = {
  data,
  reach: "anywhere",
  async execute(interaction, ctx) {
    const id = checkText(option("show.job"), interaction.options.getString("job", true), {
      max: JOB_ID_LENGTH,
      pattern: /^[0-9a-f-]+$/i,
      allowed: t(interaction.locale, "showjob.jobId"),
    });
    const job = await ctx.store.jobs.get(id);
    const scope = scopeOf(interaction);
    if (!job || job.guildId !== scope) throw new UserError(text("showjob.noSuchJob"));
    await requireVisible(interaction, job);
    await ack.defer(interaction, { privately: true });
    // Its files' bytes are held (`fileBytes`) until the answer carrying them is sent, as a delivery's.
    const shown = jobMessage(ctx, interaction, job);
    try {
      await answer(interaction, ctx, job, shown);
    } finally {
      await shown.then(
        ({ release }) => release?.(),
        () => undefined,
      );
    }
  },
  async autocomplete(interaction, ctx) {
    const recent = await ctx.store.jobs.listForGuild(scopeOf(interaction), {
      userId: interaction.user.id,
      limit: RECENT,
    });
    const { locale } = interaction;
    await ack.choices(
      interaction,
      jobChoices(recent, interaction.options.getFocused(), (job) =>
        choiceName(job, locale, ctx.presenterFor(job.kind).title(viewOf(job, locale))),
      ),
    );
  },
} satisfies Command;

/** The answer: the job as it stands (`shown`), the member's usage, and a link to its live message. */
async function answer(
  interaction: ChatInputCommandInteraction,
  ctx: Context,
  job: JobRecord,
  shown: Promise<Shown>,
): Promise<void> {
  const scope = scopeOf(interaction);
  const [{ message }, used, { settings }] = await Promise.all([
    shown,
    ctx.store.usage.day(scope, interaction.user.id),
    ctx.settings.get(scope),
  ]);
  const lines = [usageLine(used, settings.dailyQuota, new Date(), interaction.locale)];
  const open = job.status === "pending" || job.status === "in_progress";
  if (job.messageId && open)
    lines.unshift(
      t(interaction.locale, "show.live", {
        link: interaction.guildId
          ? messageLink(job.channelId, job.messageId, interaction.guildId)
          : messageLink(job.channelId, job.messageId),
      }),
    );
  if (job.resultDeletedAt)
    lines.unshift(
      t(privateLocale(interaction), "rules.resultDeleted", {
        time: relativeTime(new Date(job.resultDeletedAt).getTime()),
      }),
    );
  await ack.edit(interaction, { ...message, content: lines.join("\n"), allowedMentions: NO_MENTIONS });
}

/** A member's own jobs always; another member's only where they were posted, publicly, in a channel the viewer can see. */
async function requireVisible(interaction: ChatInputCommandInteraction, job: JobRecord): Promise<void> {
  if (job.userId === interaction.user.id) return;
  // A channel that is gone shows nothing to anyone but the author; a private job (its reply ephemeral) neither.
  const hidden = job.replyTokenCiphertext !== null || !interaction.inCachedGuild();
  if (hidden || !(await canView(interaction, job.channelId))) {
    throw new UserError(text("showjob.notVisible"));
  }
}

/** An autocomplete choice: when, how it stands (in the member's words), and the presenter's title (a prompt, "Upscale 4×"). */
function choiceName(job: JobRecord, locale: string, title: string): string {
  const when = new Date(job.createdAt).toISOString().slice(5, 16).replace("T", " ");
  return clipChoice(`${when} · ${t(locale, `status.${job.status}`)} · ${title.replace(/\s+/g, " ")}`);
}

/** A job's answer, and for a finished one's files, what gives their bytes back once it is sent. */
interface Shown {
  message: MessagePayload;
  release?: () => void;
}

/** The job as it stands, drawn by its kind's presenter: a finished one's files fetched fresh from the service, else its state. */
async function jobMessage(ctx: Context, interaction: ChatInputCommandInteraction, job: JobRecord): Promise<Shown> {
  const view = viewOf(job, interaction.locale);
  const presenter = ctx.presenterFor(job.kind);
  if (job.status === "failed" || job.status === "cancelled") return { message: renderEnded(view, presenter) };
  // A deleted result is not shown again: its files stay with the service, and the member chose to remove them here.
  if (job.status === "completed" && job.resultDeletedAt) return { message: presenter.completed(view, []) };
  // Held back by the image check: nothing of it is shown again, as its file links serve nothing.
  if (job.status === "completed" && job.heldBackAt) {
    view.notes.push(t(interaction.locale, "check.heldJob"));
    return { message: presenter.completed(view, []) };
  }
  if (job.status === "completed") {
    const apiKey = await ctx.keys.forJob(job);
    if (apiKey === undefined) throw new UserError(text("showjob.noKey"));
    const remote = ctx.jobs.remoteFor(job, apiKey);
    const limits = {
      ...DEFAULT_UPLOAD_LIMITS,
      maxFileBytes: interaction.attachmentSizeLimit || DEFAULT_UPLOAD_LIMITS.maxFileBytes,
    };
    // One attempt with the job's own retries; what still fails is named in a note, as on delivery.
    const link = linkOf(job.id, job.outputs, ctx.jobs.fileLink);
    const policy = {
      retryMs: DEFAULT_JOB_TIMINGS.fetchRetryMs,
      bodyTimeoutMs: DEFAULT_JOB_TIMINGS.downloadTimeoutMs,
      final: true,
      link,
      locale: interaction.locale,
    };
    // Scored again, as on delivery: under the policy of where the job was asked, as it is today.
    const check = { screen: ctx.images, policy: await ctx.images.policyFor(job) };
    const open = (output: StoredOutput) => remote.open(output);
    // As a delivery: its turn for the work (fetching and checking), and what the files hold taken
    // before they are fetched and held until the command's answer has sent them (`release`).
    const { files, notes, held, taken } = await ctx.jobs.turns.run(async () => {
      const taken = await ctx.jobs.fileBytes.take(expectedBytes(job.outputs, limits));
      try {
        return { ...(await fetchScreened(open, job.outputs, limits, { ...policy, held: taken }, check)), taken };
      } catch (error) {
        taken.release();
        throw error;
      }
    });
    const release = () => taken.release();
    try {
      if (held) await ctx.store.jobs.markHeldBack(job.id);
    } catch (error) {
      release();
      throw error;
    }
    view.notes.push(...notes);
    return { message: presenter.completed(view, files), release };
  }
  // Not sent yet, waiting in this process for an engine with room: its place as its message shows it.
  const live = job.remoteId === null ? ctx.jobs.get(job.id)?.view : undefined;
  if (live?.phase === "queued") Object.assign(view, { phase: "queued", queueAhead: live.queueAhead });
  if (job.remoteId !== null && inCloudQueue(job)) {
    const queue = await readQueue(ctx, job.guildId);
    const place = queue && queuePlace(queue, job.remoteId);
    if (place && "running" in place) view.phase = "running";
    else if (place) view.queueAhead = place.ahead;
  }
  return { message: renderProgress(view, presenter) };
}
