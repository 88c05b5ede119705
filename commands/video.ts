import {
  ActionRowBuilder,
  ApplicationCommandOptionType,
  ButtonBuilder,
  ButtonStyle,
  ModalBuilder,
  SlashCommandBuilder,
  TextInputBuilder,
  TextInputStyle,
  type Attachment,
  type ChatInputCommandInteraction,
  type SlashCommandSubcommandBuilder,
} from "discord.js";
import {
  AUDIO_TYPES,
  EXTEND_DURATION,
  EXTEND_MODELS,
  EXTEND_RESOLUTIONS,
  MOVEMENT_AMPLITUDES,
  MULTIFRAME_KEYFRAMES,
  PROMPT_MAX,
  RESOLUTIONS,
  SEED_RANGE,
  VIDEO_DURATION_RANGE,
  VIDEO_MODELS,
  VIDEO_STYLES,
} from "../src/api/schemas/partner-video.js";
import { ASPECT_RATIO, FRAMES_TEXT_MAX, URL_MAX, VOICE_ID, type ExtendChoices } from "../src/api/schemas/video-options.js";
import type { StoredOutput } from "../src/db/store.js";
import { attachOutputs, formatDuration, jobEmbed, NO_MENTIONS, relativeTime, type JobView, type Presenter } from "../src/discord/render.js";
import { UserError } from "../src/errors.js";
import { admit, applicantOf, type Applicant } from "../src/jobs/admit.js";
import { fromInteraction, type Origin } from "../src/jobs/origin.js";
import { prepareExtend, prepareMultiframe, prepareStartEnd, type ExtendSource, type PreparedVideo, type VideoParams } from "../src/video/request.js";
import type { Command, ComponentHandler, Context } from "./index.js";

/** The key frame attachment options of `/video multiframe`: frame1..frame9. */
export const FRAME_OPTIONS = Array.from({ length: MULTIFRAME_KEYFRAMES.max }, (_, i) => `frame${i + 1}`);

const choices = (values: readonly string[]) => values.map((value) => ({ name: value, value }));
const WM_POSITIONS = [
  { name: "top left", value: 1 },
  { name: "top right", value: 2 },
  { name: "bottom right (default)", value: 3 },
  { name: "bottom left", value: 4 },
];

function startEnd(s: SlashCommandSubcommandBuilder) {
  return s
    .setName("start-end")
    .setDescription("A video from a start frame, and optionally an end frame")
    .addAttachmentOption((o) => o.setName("start").setDescription("The first frame (PNG, JPEG or WebP)").setRequired(true))
    .addStringOption((o) => o.setName("prompt").setDescription("What happens in the video").setMaxLength(PROMPT_MAX))
    .addStringOption((o) => o.setName("model").setDescription("Video model (default vidq2-turbo)").addChoices(...choices(VIDEO_MODELS)))
    .addAttachmentOption((o) => o.setName("end").setDescription("The last frame"))
    .addIntegerOption((o) =>
      o
        .setName("duration")
        .setDescription("Seconds: vidq3-pro 1-16, vidq2-pro-fast 1-10, other models 1-8")
        .setMinValue(VIDEO_DURATION_RANGE.min)
        .setMaxValue(VIDEO_DURATION_RANGE.max),
    )
    .addStringOption((o) => o.setName("resolution").setDescription("Availability depends on model and duration").addChoices(...choices(RESOLUTIONS)))
    .addStringOption((o) => o.setName("aspect_ratio").setDescription(`Width:height, e.g. ${ASPECT_RATIO.example}`).setMaxLength(ASPECT_RATIO.max))
    .addIntegerOption((o) => o.setName("seed").setDescription("Seed (random when empty)").setMinValue(SEED_RANGE.min).setMaxValue(SEED_RANGE.max))
    .addStringOption((o) => o.setName("style").setDescription("Visual style").addChoices(...choices(VIDEO_STYLES)))
    .addStringOption((o) =>
      o.setName("movement_amplitude").setDescription("Amount of motion (vidq1, vidq1-classic, vid2.0 only)").addChoices(...choices(MOVEMENT_AMPLITUDES)),
    )
    .addBooleanOption((o) => o.setName("audio").setDescription("Generate sound with the video (default on for vidq3-pro)"))
    .addStringOption((o) => o.setName("audio_type").setDescription("Which sound, with audio on (not vidq3-pro)").addChoices(...choices(AUDIO_TYPES)))
    .addBooleanOption((o) => o.setName("bgm").setDescription("Background music (not vidq3-pro)"))
    .addStringOption((o) => o.setName("voice_id").setDescription("Voice for speech (not vidq3-pro)").setMaxLength(VOICE_ID.max))
    .addBooleanOption((o) => o.setName("enhance").setDescription("Enhance"))
    .addBooleanOption((o) => o.setName("is_rec").setDescription("Use the recommended prompt (costs 10 more credits)"))
    .addBooleanOption((o) => o.setName("off_peak").setDescription("Lower cost; the video may take up to 48 hours"))
    .addBooleanOption((o) => o.setName("watermark").setDescription("Add a watermark (default off)"))
    .addIntegerOption((o) => o.setName("wm_position").setDescription("Watermark position, with watermark on").addChoices(...WM_POSITIONS))
    .addStringOption((o) => o.setName("wm_url").setDescription("Watermark image URL, with watermark on").setMaxLength(URL_MAX));
}

function extend(s: SlashCommandSubcommandBuilder) {
  return s
    .setName("extend")
    .setDescription("Continue one of this server's videos, or a video given by URL and creation id")
    .addStringOption((o) => o.setName("job").setDescription("One of this server's finished videos").setAutocomplete(true).setMaxLength(36))
    .addStringOption((o) => o.setName("video_url").setDescription("Or: the video's URL (with video_creation_id)").setMaxLength(URL_MAX))
    .addStringOption((o) => o.setName("video_creation_id").setDescription("Or: the video's creation id (with video_url)").setMaxLength(128))
    .addStringOption((o) => o.setName("prompt").setDescription("What happens next").setMaxLength(PROMPT_MAX))
    .addStringOption((o) => o.setName("model").setDescription("Video model (default vidq2-turbo)").addChoices(...choices(EXTEND_MODELS)))
    .addIntegerOption((o) =>
      o
        .setName("duration")
        .setDescription(`Seconds to add, ${EXTEND_DURATION.min}-${EXTEND_DURATION.max} (default ${EXTEND_DURATION.default})`)
        .setMinValue(EXTEND_DURATION.min)
        .setMaxValue(EXTEND_DURATION.max),
    )
    .addAttachmentOption((o) => o.setName("end").setDescription("Reference image for the last frame"))
    .addStringOption((o) => o.setName("resolution").setDescription("Output resolution").addChoices(...choices(EXTEND_RESOLUTIONS)));
}

function multiframe(s: SlashCommandSubcommandBuilder) {
  s.setName("multiframe")
    .setDescription("A video through 2 to 9 key frames")
    .addAttachmentOption((o) => o.setName("start").setDescription("The first frame").setRequired(true))
    .addAttachmentOption((o) => o.setName("frame1").setDescription("Key frame 1").setRequired(true))
    .addAttachmentOption((o) => o.setName("frame2").setDescription("Key frame 2").setRequired(true))
    .addStringOption((o) =>
      o.setName("frames").setDescription("Per key frame, separated by |: seconds then prompt, e.g. 4s door opens | 3s cat enters").setMaxLength(FRAMES_TEXT_MAX),
    )
    .addStringOption((o) => o.setName("model").setDescription("Video model (default vidq2-turbo)").addChoices(...choices(EXTEND_MODELS)))
    .addStringOption((o) => o.setName("resolution").setDescription("Output resolution").addChoices(...choices(EXTEND_RESOLUTIONS)));
  for (const name of FRAME_OPTIONS.slice(2)) s.addAttachmentOption((o) => o.setName(name).setDescription(`Key frame ${name.slice(5)}`));
  return s;
}

const data = new SlashCommandBuilder()
  .setName("video")
  .setDescription("Make videos from images with the partner video service")
  .addSubcommand(startEnd)
  .addSubcommand(extend)
  .addSubcommand(multiframe);

export const videoCommand = {
  data,
  async execute(interaction, ctx) {
    const sub = interaction.options.getSubcommand(true);
    const raw = rawOptions(interaction);
    const file = (name: string) => interaction.options.getAttachment(name) ?? undefined;
    let prepared: PreparedVideo;
    if (sub === "start-end") prepared = await prepareStartEnd(raw, required(file("start"), "start"), file("end"));
    else if (sub === "extend") prepared = await prepareExtend(raw, file("end"), (source) => extendSource(ctx, interaction.guildId, source));
    else {
      const frames = FRAME_OPTIONS.flatMap((name): [string, Attachment][] => (file(name) ? [[name, file(name)!]] : []));
      prepared = await prepareMultiframe(raw, required(file("start"), "start"), frames);
    }
    await startVideo(ctx, fromInteraction(interaction), applicantOf(interaction), prepared);
  },
  async autocomplete(interaction, ctx) {
    const typed = interaction.options.getFocused().toLowerCase();
    const finished = await ctx.store.jobs.listForGuild(interaction.guildId, { kind: "video", status: "completed", limit: 100 });
    const choices = finished
      .map((job) => ({ name: choiceName(job.params as VideoParams, job.createdAt), value: job.id }))
      .filter((choice) => choice.name.toLowerCase().includes(typed) || choice.value.startsWith(typed))
      .slice(0, 25);
    await interaction.respond(choices);
  },
} satisfies Command;

/** Every option but the files, as Discord sent it: the checks in `video-options` judge the values. */
function rawOptions(interaction: ChatInputCommandInteraction<"cached">): Record<string, unknown> {
  const options = interaction.options.data[0]?.options ?? [];
  return Object.fromEntries(options.filter((o) => o.type !== ApplicationCommandOptionType.Attachment).map((o) => [o.name, o.value]));
}

function required(attachment: Attachment | undefined, field: string): Attachment {
  if (!attachment) throw new UserError(`${field} is required: attach an image.`);
  return attachment;
}

function choiceName(params: VideoParams, createdAt: Date): string {
  const name = `${titleOf(params)} · ${createdAt.toISOString().slice(0, 16).replace("T", " ")}`;
  return name.length > 100 ? `${name.slice(0, 99)}…` : name;
}

/** A finished video of this server, as the service names it; anything else is refused, naming the field. */
async function extendSource(ctx: Context, guildId: string, source: ExtendChoices["source"]): Promise<ExtendSource> {
  if (!("job" in source)) return source;
  const job = await ctx.store.jobs.get(source.job);
  if (!job || job.guildId !== guildId || job.kind !== "video" || job.status !== "completed" || !job.remoteId) {
    throw new UserError("job: no finished video of this server has that id. Pick one from the list.");
  }
  const video = (job.outputs as StoredOutput[]).find((o) => o.kind === "video" && o.url && o.creationId);
  if (!video) throw new UserError("job: the service did not name that video's creation, so it cannot be extended.");
  return { videoUrl: video.url!, creationId: video.creationId!, taskId: job.remoteId };
}

/** Admission, then the job: the remote sends the request (downloading the images) after the reply is deferred. */
async function startVideo(ctx: Context, origin: Origin, applicant: Applicant, prepared: PreparedVideo): Promise<void> {
  const admission = await admit(ctx, ctx.jobs, applicant);
  let handed = false;
  try {
    const partner = ctx.partnerFor(admission.apiKey);
    const remote = ctx.remotes.partnerVideo(admission.apiKey, (callbackUrl) => prepared.send(partner, callbackUrl));
    handed = true;
    await ctx.jobs.start({ origin, admission, kind: "video", params: prepared.params, remote });
  } finally {
    if (!handed) await admission.cancel().catch(() => undefined);
  }
}

export const videoIds = {
  extend: (jobId: string) => `video:extend:${jobId}`,
};

const EXTEND_FIELDS = { prompt: "prompt", duration: "duration" } as const;

export const videoComponents: ComponentHandler[] = [
  {
    prefix: "video",
    async button(interaction, ctx, [action, jobId = ""]) {
      if (action !== "extend") throw new UserError("This button is no longer supported.");
      await extendSource(ctx, interaction.guildId, { job: jobId });
      const modal = new ModalBuilder()
        .setCustomId(videoIds.extend(jobId))
        .setTitle("Extend this video")
        .addComponents(
          new ActionRowBuilder<TextInputBuilder>().addComponents(
            new TextInputBuilder().setCustomId(EXTEND_FIELDS.prompt).setLabel("What happens next (optional)").setStyle(TextInputStyle.Paragraph).setRequired(false).setMaxLength(2000),
          ),
          new ActionRowBuilder<TextInputBuilder>().addComponents(
            new TextInputBuilder().setCustomId(EXTEND_FIELDS.duration).setLabel("Seconds to add, 1-7 (default 5)").setStyle(TextInputStyle.Short).setRequired(false).setMaxLength(2),
          ),
        );
      await interaction.showModal(modal);
    },
    async modal(interaction, ctx, [action, jobId = ""]) {
      if (action !== "extend") throw new UserError("This form is no longer supported.");
      const prompt = interaction.fields.getTextInputValue(EXTEND_FIELDS.prompt).trim();
      const seconds = interaction.fields.getTextInputValue(EXTEND_FIELDS.duration).trim();
      const raw = {
        job: jobId,
        ...(prompt ? { prompt } : {}),
        // A number when it reads as one; anything else is refused by the check, naming the field.
        ...(seconds ? { duration: /^\d+$/.test(seconds) ? Number(seconds) : seconds } : {}),
      };
      const prepared = await prepareExtend(raw, undefined, (source) => extendSource(ctx, interaction.guildId, source));
      await startVideo(ctx, fromInteraction(interaction), applicantOf(interaction), prepared);
    },
  },
];

const TITLES: Record<VideoParams["mode"], (p: VideoParams) => string> = {
  "start-end": () => "Video from a start frame",
  extend: () => "Extended video",
  multiframe: (p) => `Video through ${p.keyFrames ?? "its"} key frames`,
};

function titleOf(params: VideoParams): string {
  return params.prompt ?? TITLES[params.mode]?.(params) ?? "Video";
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
  title: (view) => titleOf(paramsOf(view)),
  progressLines(view) {
    const lines: string[] = [];
    if (view.percent !== undefined) lines.push(`Progress ${view.percent}%`);
    if (view.etaAt !== undefined) lines.push(`Ready ${relativeTime(view.etaAt)}`);
    if (view.credits !== undefined) lines.push(`Credits: ${view.credits}`);
    return lines;
  },
  completed(view, files) {
    const p = paramsOf(view);
    // Only the fields the job recorded: a job of this kind from another version may lack some.
    const fields = [
      ["Model", p.model],
      ["Length asked", p.duration === undefined ? undefined : `${p.duration} s`],
      ["Resolution", p.resolution],
      ["Key frames", p.keyFrames],
      ["Credits", view.credits],
      ["Took", formatDuration((view.finishedAt ?? Date.now()) - view.createdAt)],
    ] as const;
    const embed = jobEmbed(view, videoPresenter).addFields(
      fields.filter(([, value]) => value !== undefined).map(([name, value]) => ({ name, value: String(value), inline: true })),
    );
    const video = files.find((f) => VIDEO_FILE.test(f.name));
    // The cover stands in for a video too large to attach (its link is among the notes, which
    // the embed shows); beside the video it is clutter.
    const shown = video ? files.filter((f) => VIDEO_FILE.test(f.name)) : files;
    const rows = [
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        new ButtonBuilder().setCustomId(videoIds.extend(view.id)).setLabel("Extend").setEmoji("⏩").setStyle(ButtonStyle.Primary),
      ),
    ];
    return { content: "", embeds: [embed], components: rows, files: attachOutputs(embed, shown), attachments: [], allowedMentions: NO_MENTIONS };
  },
};
