import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  ComponentType,
  EmbedBuilder,
} from "discord.js";
import { say, t } from "../../i18n/index.js";
import type { JobView, MessagePayload, OutputFile, Presenter } from "./presenter.js";

export type { JobOrigin, JobPhase, JobView, MessagePayload, OutputFile, Presenter } from "./presenter.js";

/** Every message the bot sends goes out with this: echoed prompts must never ping. */
export const NO_MENTIONS = { parse: [] } as const;

export const COLORS = { active: 0x5865f2, completed: 0x57f287, failed: 0xed4245, cancelled: 0x99aab5 } as const;

export const customIds = {
  cancel: (jobId: string) => `job:cancel:${jobId}`,
};

export function progressBar(value: number, max: number, width = 16): string {
  const ratio = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  const filled = Math.round(ratio * width);
  return `${"█".repeat(filled)}${"░".repeat(width - filled)} ${value}/${max}`;
}

export function formatDuration(ms: number, locale?: string): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m > 0
    ? t(locale, "duration.minutes", { m, s: s.toString().padStart(2, "0") })
    : t(locale, "duration.seconds", { s });
}

/** The status line every kind shares, in the job's language. */
export function statusLine(view: JobView): string {
  const { locale } = view;
  switch (view.phase) {
    case "waiting":
      return view.lineAhead ? t(locale, "line.waiting", { count: view.lineAhead }) : t(locale, "line.next");
    case "submitting":
      return t(locale, "job.submitting");
    case "queued":
      return view.queueAhead ? t(locale, "job.queuedAhead", { count: view.queueAhead }) : t(locale, "job.queuedNext");
    case "delivering":
      return t(locale, "job.fetching");
    default: {
      if (view.state !== undefined && view.node === undefined) return say(locale, view.state);
      if (view.nodeClass)
        return t(locale, "job.runningClassNode", { nodeClass: view.nodeClass, node: view.node ?? "" });
      return view.node ? t(locale, "job.runningNode", { node: view.node }) : t(locale, "job.runningStart");
    }
  }
}

/** The message of a job that is still waiting or running: status, progress, preview, Cancel. */
export function renderProgress(view: JobView, presenter: Presenter, now = Date.now()): MessagePayload {
  const lines = [statusLine(view)];
  if (view.progress && view.phase === "running")
    lines.push(`\`${progressBar(view.progress.value, view.progress.max)}\``);
  if (view.phase === "running" || view.phase === "queued") lines.push(...(presenter.progressLines?.(view) ?? []));
  lines.push(t(view.locale, "job.elapsed", { duration: formatDuration(now - view.createdAt, view.locale) }));

  const embed = jobEmbed(view, presenter, COLORS.active);
  // As in `jobEmbed`: set as data, not through the validating setters.
  embed.data.description = clip(lines.join("\n"), 4000);
  const files: AttachmentBuilder[] = [];
  if (view.preview) {
    const name = view.preview.mime === "image/jpeg" ? "preview.jpg" : "preview.png";
    // Unscored under the image check's spoiler policy: blurred among the attachments, never in the embed.
    const spoiler = view.previews === "spoiler";
    files.push(new AttachmentBuilder(view.preview.data, { name: spoiler ? `SPOILER_${name}` : name }));
    if (!spoiler) embed.data.image = { url: `attachment://${name}` };
  }
  const cancel = new ButtonBuilder({
    type: ComponentType.Button,
    custom_id: customIds.cancel(view.id),
    label: clip(t(view.locale, "button.cancel"), 80),
    style: ButtonStyle.Secondary,
  });
  return {
    content: "",
    embeds: [embed],
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(cancel)],
    files,
    attachments: [],
    allowedMentions: NO_MENTIONS,
  };
}

/** A job that failed or was cancelled: why, and the kind's retry button if it has one. */
export function renderEnded(view: JobView, presenter: Presenter): MessagePayload {
  const cancelled = view.phase === "cancelled";
  const { locale } = view;
  const reason = cancelled
    ? (view.error ?? t(locale, "job.cancelled"))
    : t(locale, "job.failed", { reason: view.error ?? t(locale, "job.didNotFinish") });
  const embed = jobEmbed(view, presenter, cancelled ? COLORS.cancelled : COLORS.failed).setDescription(
    clip([reason, ...originLines(view, presenter), ...view.notes].join("\n"), 4000),
  );
  const retry = presenter.retryButton?.(view);
  return {
    content: "",
    embeds: [embed],
    components: retry ? [new ActionRowBuilder<ButtonBuilder>().addComponents(retry)] : [],
    files: [],
    attachments: [],
    allowedMentions: NO_MENTIONS,
  };
}

/**
 * Who asked for the job (a button's job too: it counts against that member), and, for a derived
 * job, the image it came from with a link to its message.
 */
export function originLines(view: JobView, presenter: Presenter): string[] {
  const lines = [t(view.locale, "job.requestedBy", { user: `<@${view.userId}>` })];
  const origin = presenter.origin?.(view);
  if (origin) {
    const url = `https://discord.com/channels/${origin.guildId}/${origin.channelId}/${origin.messageId}`;
    lines.push(
      origin.image === undefined
        ? t(view.locale, "job.fromMessage", { url })
        : t(view.locale, "job.fromImage", { n: origin.image, url }),
    );
  }
  return lines;
}

/**
 * The embed every job message starts from: the presenter's title, the job id in the footer, and,
 * on a finished job, who asked, where it came from and its notes (outputs named with a reason) as the description.
 */
export function jobEmbed(view: JobView, presenter: Presenter, color: number = COLORS.completed): EmbedBuilder {
  const title = presenter.title(view);
  // Made from its data, clipped here: the builder's setters validate each value, building and
  // throwing errors inside for every one that passes (a progress message is rendered very often).
  return new EmbedBuilder({
    color,
    title: clip(title, 250) || t(view.locale, "job.title"),
    footer: { text: clip(t(view.locale, "job.footer", { id: view.id }), 2000) },
    ...(view.phase === "completed"
      ? { description: clip([...originLines(view, presenter), ...view.notes].join("\n"), 4000) }
      : {}),
  });
}

/** At most `max` UTF-16 units, never splitting an emoji's surrogate pair (half of one is not text). */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 2]!) ? max - 2 : max - 1;
  return `${text.slice(0, end)}…`;
}

/**
 * A file the image check hid behind a spoiler (`SPOILER_<name>`): Discord blurs it among the
 * attachments, but an embed would show it plainly, so no embed ever shows one.
 */
export const isSpoiler = (file: OutputFile) => file.name.startsWith("SPOILER_");

/** The finished job's files as attachments, and the first image shown in the embed (never a spoilered one). */
export function attachOutputs(embed: EmbedBuilder, outputs: OutputFile[]): AttachmentBuilder[] {
  const firstImage = outputs.find((o) => /\.(png|jpe?g|webp|gif)$/i.test(o.name) && !isSpoiler(o));
  if (firstImage) embed.setImage(`attachment://${firstImage.name}`);
  return outputs.map(attachmentOf);
}

/**
 * An output as an attachment. Its pieces (a download, see `Pieces`) go as they are: discord.js
 * reads any async iterable as a file's bytes (`resolveFile`), though its types name only Buffer,
 * string and Stream; the job message streams them to Discord without that copy (`send` in src/discord/job-message/upload.ts).
 */
export function attachmentOf(file: OutputFile): AttachmentBuilder {
  return new AttachmentBuilder(file.data as Buffer, { name: file.name });
}

/** A job of a kind this version does not know (a newer process recorded it): its files and notes, plainly. */
export const basicPresenter: Presenter = {
  title: (view) => t(view.locale, "job.titleKind", { kind: view.kind }),
  completed(view, outputs) {
    const embed = jobEmbed(view, basicPresenter);
    return {
      content: "",
      embeds: [embed],
      components: [],
      files: attachOutputs(embed, outputs),
      attachments: [],
      allowedMentions: NO_MENTIONS,
    };
  },
};
