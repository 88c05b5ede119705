import { engineQueues } from "../../jobs/remotes/queue-place.js";
import { t } from "./texts/index.js";
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  EmbedBuilder,
  PermissionFlagsBits,
  SlashCommandBuilder,
  messageLink,
  type ChatInputCommandInteraction,
} from "discord.js";
import type { JobRecord } from "../../db/store.js";
import type { JobView } from "../../jobs/view.js";
import { customIds, NO_MENTIONS } from "../../discord/render/render.js";
import { relativeTime } from "../../i18n/format.js";
import { canViewCached } from "../../discord/render/visibility.js";
import { inCloudQueue, queuePlace, readQueue, type Queue } from "../../jobs/service-queue.js";
import type { Command } from "../context.js";
import { ack } from "../../discord/routing/acknowledge.js";

/** Five rows of five buttons: one Cancel per listed job at most. */
const MAX_LISTED = 25;
/** An embed description holds 4096 characters; a line with its link is about 200. */
const DESCRIPTION_MAX = 4096;
/** Open jobs read: far more than a server's concurrency limit lets run at once. */
const MAX_READ = 100;

const data = new SlashCommandBuilder().setName("queue").setDescription("This server's queued and running jobs");

export const queueCommand = {
  data,
  async execute(interaction, ctx) {
    await ack.defer(interaction, { privately: true });
    // The database, not this process's memory: other processes may be following some of them.
    const [recent, waiting] = await Promise.all([
      ctx.store.jobs.listForGuild(interaction.guildId, { openOnly: true, limit: MAX_READ }),
      ctx.store.line.listWaiting(interaction.guildId),
    ]);
    // The jobs with a slot first, oldest first; then the server's line in the order it starts.
    const ahead = new Map(waiting.map((w) => [w.jobId, w.ahead]));
    const place = (job: JobRecord) => ahead.get(job.id) ?? -1;
    const open = recent.reverse().sort((a, b) => place(a) - place(b));
    if (open.length === 0) {
      await ack.edit(interaction, { content: t(interaction.locale, "queue.empty"), allowedMentions: NO_MENTIONS });
      return;
    }
    const queue = open.some((job) => inCloudQueue(job) && job.remoteId)
      ? await readQueue(ctx, interaction.guildId)
      : undefined;
    const engines = ctx.remotes.engines
      ? await engineQueues(ctx.remotes.engines, open)
      : new Map<string, { queue: Queue; promptId: string }>();
    // Oldest first, as the service runs them; what does not fit in one message is counted.
    const lines: string[] = [];
    let length = 0;
    for (const job of open.slice(0, MAX_LISTED)) {
      const said = ahead.has(job.id)
        ? waitingState(ahead.get(job.id)!, interaction.locale)
        : (roomState(ctx.jobs.get(job.id)?.view, job, interaction.locale) ??
          state(job, engines.get(job.remoteId ?? "") ?? queue, interaction.locale));
      const line = `**${lines.length + 1}.** ${describe(job, said, interaction)}`;
      if (length + line.length + 1 > DESCRIPTION_MAX) break;
      lines.push(line);
      length += line.length + 1;
    }
    const shown = open.slice(0, lines.length);
    const embed = new EmbedBuilder().setTitle(t(interaction.locale, "queue.title")).setDescription(lines.join("\n"));
    if (shown.length < open.length)
      embed.setFooter({ text: t(interaction.locale, "list.more", { count: open.length - shown.length }) });
    await ack.edit(interaction, {
      embeds: [embed],
      components: cancelRows(interaction, shown),
      allowedMentions: NO_MENTIONS,
    });
  },
} satisfies Command;

function describe(job: JobRecord, state: string, viewer: ChatInputCommandInteraction<"cached">): string {
  // A link only into a channel the viewer can see (their own jobs always; another's private reply never).
  const visible =
    job.userId === viewer.user.id || (job.replyTokenCiphertext === null && canViewCached(viewer, job.channelId));
  const { locale } = viewer;
  const link =
    job.messageId && visible
      ? ` · [${t(locale, "queue.link")}](${messageLink(job.channelId, job.messageId, job.guildId)})`
      : "";
  const time = relativeTime(new Date(job.createdAt).getTime());
  return `${t(locale, "queue.line", { kind: job.kind, user: `<@${job.userId}>`, state, time })}${link}`;
}

function waitingState(ahead: number, locale: string): string {
  return ahead === 0 ? t(locale, "line.queueNext") : t(locale, "line.queueWaiting", { count: ahead });
}

/**
 * A job of this process not sent yet that waits for an engine with room: its place in that line,
 * as its message shows it; undefined for any other (another process's shows as submitting).
 */
function roomState(view: JobView | undefined, job: JobRecord, locale: string): string | undefined {
  if (job.remoteId !== null || view?.phase !== "queued") return undefined;
  return t(locale, "queue.engineRoom", { count: view.queueAhead ?? 0 });
}

/** `queue`: the cloud's, or the job's engine's with its prompt id (an engine job's remote id names the engine too). */
function state(job: JobRecord, queue: Queue | { queue: Queue; promptId: string } | undefined, locale: string): string {
  const recorded = t(locale, job.status === "in_progress" ? "queue.running" : "queue.queued");
  const engine = job.remote === "engine";
  if (!inCloudQueue(job) && !engine) return t(locale, "queue.partner", { state: recorded });
  if (job.remoteId === null) return t(locale, "queue.submitting");
  if (!queue || (engine && !("promptId" in queue))) return t(locale, "queue.unavailable", { state: recorded });
  const place = "promptId" in queue ? queuePlace(queue.queue, queue.promptId) : queuePlace(queue, job.remoteId);
  if (place === undefined) return recorded;
  return "running" in place ? t(locale, "queue.running") : t(locale, "queue.ahead", { count: place.ahead });
}

/** A Cancel button for each job the viewer may cancel: their own, or any with Manage Server. */
function cancelRows(
  interaction: ChatInputCommandInteraction<"cached">,
  jobs: JobRecord[],
): ActionRowBuilder<ButtonBuilder>[] {
  const manager = interaction.memberPermissions.has(PermissionFlagsBits.ManageGuild);
  const buttons = jobs.flatMap((job, i) =>
    manager || job.userId === interaction.user.id
      ? [
          new ButtonBuilder()
            .setCustomId(customIds.cancel(job.id))
            .setLabel(t(interaction.locale, "button.cancelNumbered", { n: i + 1 }))
            .setStyle(ButtonStyle.Danger),
        ]
      : [],
  );
  const rows: ActionRowBuilder<ButtonBuilder>[] = [];
  for (let i = 0; i < buttons.length; i += 5)
    rows.push(new ActionRowBuilder<ButtonBuilder>().addComponents(buttons.slice(i, i + 5)));
  return rows;
}
