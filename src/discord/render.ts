import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  EmbedBuilder,
  type MessageEditOptions,
} from "discord.js";

/** Every message the bot sends goes out with this: echoed prompts must never ping. */
export const NO_MENTIONS = { parse: [] } as const;

export type JobPhase = "submitting" | "queued" | "running" | "delivering" | "completed" | "failed" | "cancelled";

export interface JobParamsView {
  prompt: string;
  seed: number;
  width: number;
  height: number;
  steps: number;
  count: number;
  workflow?: string;
  /** The uploaded input image, for image-to-image. */
  image?: string;
}

export interface JobView {
  id: string;
  userId: string;
  params: JobParamsView;
  phase: JobPhase;
  createdAt: number;
  runningSince?: number;
  finishedAt?: number;
  queueAhead?: number;
  node?: string;
  nodeClass?: string;
  progress?: { value: number; max: number };
  preview?: { data: Buffer; mime: string };
  error?: string;
  notes: string[];
}

export interface OutputFile {
  name: string;
  data: Buffer;
}

export type JobMessage = MessageEditOptions & { content: string };

const COLORS = { active: 0x5865f2, completed: 0x57f287, failed: 0xed4245, cancelled: 0x99aab5 } as const;

export const customIds = {
  cancel: (jobId: string) => `job:cancel:${jobId}`,
  reroll: (jobId: string) => `gen:reroll:${jobId}`,
  vary: (jobId: string) => `gen:vary:${jobId}`,
  upscale: (jobId: string, index: number) => `gen:up:${jobId}:${index}`,
};

export function progressBar(value: number, max: number, width = 16): string {
  const ratio = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  const filled = Math.round(ratio * width);
  return `${"█".repeat(filled)}${"░".repeat(width - filled)} ${value}/${max}`;
}

export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m > 0 ? `${m}m ${s.toString().padStart(2, "0")}s` : `${s}s`;
}

/** The message of a job that is still waiting or running: status, progress, preview, Cancel. */
export function renderProgress(view: JobView, now = Date.now()): JobMessage {
  const lines: string[] = [];
  if (view.phase === "submitting") lines.push("Submitting…");
  if (view.phase === "queued") {
    lines.push(view.queueAhead ? `Queued — ${view.queueAhead} ahead` : "Queued — next up");
  }
  if (view.phase === "running" || view.phase === "delivering") {
    const node = view.nodeClass ? `${view.nodeClass} (node ${view.node})` : view.node ? `node ${view.node}` : "starting";
    lines.push(view.phase === "delivering" ? "Fetching the outputs…" : `Running ${node}`);
    if (view.progress && view.phase === "running") lines.push(`\`${progressBar(view.progress.value, view.progress.max)}\``);
  }
  lines.push(`Elapsed ${formatDuration(now - view.createdAt)}`);

  const embed = baseEmbed(view, COLORS.active).setDescription(lines.join("\n"));
  const files: AttachmentBuilder[] = [];
  if (view.preview) {
    const name = view.preview.mime === "image/jpeg" ? "preview.jpg" : "preview.png";
    files.push(new AttachmentBuilder(view.preview.data, { name }));
    embed.setImage(`attachment://${name}`);
  }
  const cancel = new ButtonBuilder().setCustomId(customIds.cancel(view.id)).setLabel("Cancel").setStyle(ButtonStyle.Secondary);
  return {
    content: "",
    embeds: [embed],
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(cancel)],
    files,
    attachments: [],
    allowedMentions: NO_MENTIONS,
  };
}

/** The finished job: outputs attached, settings, and the Reroll / Vary / U1..Un buttons. */
export function renderCompleted(view: JobView, outputs: OutputFile[]): JobMessage {
  const embed = baseEmbed(view, COLORS.completed);
  const p = view.params;
  embed.addFields(
    { name: "Seed", value: String(p.seed), inline: true },
    { name: "Size", value: `${p.width}×${p.height}`, inline: true },
    { name: "Steps", value: String(p.steps), inline: true },
    { name: "Workflow", value: p.workflow ?? (p.image ? "built-in image-to-image" : "built-in text-to-image"), inline: true },
    { name: "Duration", value: formatDuration((view.finishedAt ?? Date.now()) - view.createdAt), inline: true },
  );
  const firstImage = outputs.find((o) => /\.(png|jpe?g|webp|gif)$/i.test(o.name));
  if (firstImage) embed.setImage(`attachment://${firstImage.name}`);
  if (view.notes.length > 0) embed.setDescription(view.notes.join("\n").slice(0, 4000));

  const main = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId(customIds.reroll(view.id)).setLabel("Reroll").setEmoji("🎲").setStyle(ButtonStyle.Primary),
    new ButtonBuilder().setCustomId(customIds.vary(view.id)).setLabel("Vary").setStyle(ButtonStyle.Secondary),
  );
  const rows = [main];
  const images = outputs.filter((o) => /\.(png|jpe?g|webp)$/i.test(o.name)).slice(0, 5);
  if (images.length > 0) {
    rows.push(
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        images.map((_, i) =>
          new ButtonBuilder().setCustomId(customIds.upscale(view.id, i)).setLabel(`U${i + 1}`).setStyle(ButtonStyle.Secondary),
        ),
      ),
    );
  }
  return {
    content: "",
    embeds: [embed],
    components: rows,
    files: outputs.map((o) => new AttachmentBuilder(o.data, { name: o.name })),
    attachments: [],
    allowedMentions: NO_MENTIONS,
  };
}

/** A job that failed or was cancelled: why, and a Reroll to try again. */
export function renderEnded(view: JobView): JobMessage {
  const cancelled = view.phase === "cancelled";
  const embed = baseEmbed(view, cancelled ? COLORS.cancelled : COLORS.failed).setDescription(
    (cancelled ? view.error ?? "Cancelled." : `**Failed.** ${view.error ?? "The job did not finish."}`).slice(0, 4000),
  );
  const retry = new ButtonBuilder()
    .setCustomId(customIds.reroll(view.id))
    .setLabel(cancelled ? "Run again" : "Try again")
    .setStyle(ButtonStyle.Secondary);
  return {
    content: "",
    embeds: [embed],
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(retry)],
    files: [],
    attachments: [],
    allowedMentions: NO_MENTIONS,
  };
}

function baseEmbed(view: JobView, color: number): EmbedBuilder {
  const prompt = view.params.prompt;
  return new EmbedBuilder()
    .setColor(color)
    .setTitle(prompt.length > 250 ? `${prompt.slice(0, 249)}…` : prompt)
    .setFooter({ text: `Job ${view.id}` });
}
