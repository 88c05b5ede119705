import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from "discord.js";
import {
  attachOutputs,
  formatDuration,
  jobEmbed,
  NO_MENTIONS,
  type JobView,
  type Presenter,
} from "../../discord/render/render.js";
import { relativeTime } from "../../i18n/format.js";
import { t, translator } from "./texts/index.js";
import type { VideoParams } from "./request.js";
import { mp4Seconds } from "./length.js";

export const videoIds = {
  extend: (jobId: string) => `video:extend:${jobId}`,
};

const TITLES: Record<VideoParams["mode"], (p: VideoParams, locale: string) => string> = {
  "start-end": (_, locale) => t(locale, "video.titleStartEnd"),
  extend: (_, locale) => t(locale, "video.titleExtend"),
  multiframe: (p, locale) =>
    p.keyFrames === undefined ? t(locale, "video.title") : t(locale, "video.titleMultiframe", { count: p.keyFrames }),
};

export function titleOf(params: VideoParams, locale: string): string {
  return params.prompt ?? TITLES[params.mode]?.(params, locale) ?? t(locale, "video.title");
}

/** The model, and, when Extend could not keep the extended video's, which model that was. */
function modelShown(p: VideoParams, locale: string): string {
  return p.fromModel !== undefined && p.fromModel !== p.model
    ? t(locale, "video.modelChanged", { model: p.model, original: p.fromModel })
    : p.model;
}

function paramsOf(view: JobView): VideoParams {
  return view.params as VideoParams;
}

const VIDEO_FILE = /\.(mp4|mov|webm|mkv)$/i;

/**
 * A video job: the service's state, progress and ETA while it renders; the video attached when it
 * fits the upload limit, else a link to it with its cover image; the credits it cost; Extend.
 */
export const videoPresenter: Presenter = {
  title: (view) => titleOf(paramsOf(view), view.locale),
  origin: (view) => paramsOf(view).from,
  progressLines(view) {
    const t = translator(view.locale);
    const lines: string[] = [];
    if (view.percent !== undefined) lines.push(t("job.progress", { percent: view.percent }));
    if (view.etaAt !== undefined) lines.push(t("job.readyAt", { time: relativeTime(view.etaAt) }));
    if (view.credits !== undefined) lines.push(t("job.credits", { credits: view.credits }));
    return lines;
  },
  completed(view, files) {
    const p = paramsOf(view);
    const t = translator(view.locale);
    // Only the fields the job recorded: a job of this kind from another version may lack some.
    const video = files.find((f) => VIDEO_FILE.test(f.name));
    // The video's own length, from its file (a model may make less than was asked); none for a
    // video too large to attach, which is a link.
    const seconds = video && mp4Seconds(Buffer.isBuffer(video.data) ? video.data : video.data.whole());
    const fields = [
      [t("field.model"), modelShown(p, view.locale)],
      [t("field.length"), seconds === undefined ? undefined : t("value.seconds", { n: Math.round(seconds * 10) / 10 })],
      [t("field.lengthAsked"), p.duration === undefined ? undefined : t("value.seconds", { n: p.duration })],
      [t("field.resolution"), p.resolution],
      [t("field.keyFrames"), p.keyFrames],
      [t("field.credits"), view.credits],
      [t("field.timeTaken"), formatDuration((view.finishedAt ?? Date.now()) - view.createdAt, view.locale)],
    ] as const;
    const embed = jobEmbed(view, videoPresenter).addFields(
      fields
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => ({ name, value: String(value), inline: true })),
    );
    // The cover stands in for a video too large to attach (its link is among the notes, which
    // the embed shows); beside the video it is clutter.
    const shown = video ? files.filter((f) => VIDEO_FILE.test(f.name)) : files;
    const rows = [
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        new ButtonBuilder()
          .setCustomId(videoIds.extend(view.id))
          .setLabel(t("button.extend"))
          .setEmoji("⏩")
          .setStyle(ButtonStyle.Primary),
      ),
    ];
    return {
      content: "",
      embeds: [embed],
      components: rows,
      files: attachOutputs(embed, shown),
      attachments: [],
      allowedMentions: NO_MENTIONS,
    };
  },
};
