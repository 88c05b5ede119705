import { formatRange, option, text } from "./texts/index.js";
import {
  ApplicationCommandOptionType,
  SlashCommandBuilder,
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
} from "../../api/schemas/partner-video.js";
import type { Command } from "../context.js";
import { applicantOf } from "../../discord/routing/applicant.js";
import { scopeOf } from "../../discord/routing/scope.js";
import { choices } from "../../discord/render/choices.js";
import { fromInteraction } from "../../discord/job-message/origin.js";
import { UserError } from "../../errors.js";
import { ASPECT_RATIO, FRAMES_TEXT_MAX, URL_MAX, VOICE_ID } from "./options.js";
import { askToConfirm } from "./confirm.js";
import { extendSource, finishedVideoChoices } from "./extend.js";
import { videoKind } from "./kind.js";
import { prepareExtend, prepareMultiframe, prepareStartEnd } from "./request.js";
import { videoRules } from "./rules.js";
import { checkServerRules } from "../../rules/admission.js";
import type { PreparedVideo } from "./request.js";
import { ack } from "../../discord/routing/acknowledge.js";

/** The key frame attachment options of `/video multiframe`: frame1..frame9. */
const FRAME_OPTIONS = Array.from({ length: MULTIFRAME_KEYFRAMES.max }, (_, i) => `frame${i + 1}`);

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
    .addAttachmentOption((o) =>
      o.setName("start").setDescription("The first frame (PNG, JPEG or WebP)").setRequired(true),
    )
    .addStringOption((o) => o.setName("prompt").setDescription("What happens in the video").setMaxLength(PROMPT_MAX))
    .addStringOption((o) =>
      o
        .setName("model")
        .setDescription("Video model (default vidq2-turbo)")
        .addChoices(...choices(VIDEO_MODELS)),
    )
    .addAttachmentOption((o) => o.setName("end").setDescription("The last frame"))
    .addIntegerOption((o) =>
      o
        .setName("duration")
        .setDescription("Seconds: vidq3-pro 1-16, vidq2-pro-fast 1-10, other models 1-8")
        .setMinValue(VIDEO_DURATION_RANGE.min)
        .setMaxValue(VIDEO_DURATION_RANGE.max),
    )
    .addStringOption((o) =>
      o
        .setName("resolution")
        .setDescription("Availability depends on model and duration")
        .addChoices(...choices(RESOLUTIONS)),
    )
    .addStringOption((o) =>
      o
        .setName("aspect_ratio")
        .setDescription(`Width:height, e.g. ${ASPECT_RATIO.example}`)
        .setMaxLength(ASPECT_RATIO.max),
    )
    .addIntegerOption((o) =>
      o
        .setName("seed")
        .setDescription("Seed (random when empty)")
        .setMinValue(SEED_RANGE.min)
        .setMaxValue(SEED_RANGE.max),
    )
    .addStringOption((o) =>
      o
        .setName("style")
        .setDescription("Visual style")
        .addChoices(...choices(VIDEO_STYLES)),
    )
    .addStringOption((o) =>
      o
        .setName("movement_amplitude")
        .setDescription("Amount of motion (vidq1, vidq1-classic, vid2.0 only)")
        .addChoices(...choices(MOVEMENT_AMPLITUDES)),
    )
    .addBooleanOption((o) =>
      o.setName("audio").setDescription("Generate sound with the video (default on for vidq3-pro)"),
    )
    .addStringOption((o) =>
      o
        .setName("audio_type")
        .setDescription("Which sound, with audio on (not vidq3-pro)")
        .addChoices(...choices(AUDIO_TYPES)),
    )
    .addBooleanOption((o) => o.setName("bgm").setDescription("Background music (not vidq3-pro)"))
    .addStringOption((o) =>
      o.setName("voice_id").setDescription("Voice for speech (not vidq3-pro)").setMaxLength(VOICE_ID.max),
    )
    .addBooleanOption((o) => o.setName("enhance").setDescription("Enhance"))
    .addBooleanOption((o) => o.setName("is_rec").setDescription("Use the recommended prompt (costs 10 more credits)"))
    .addBooleanOption((o) => o.setName("off_peak").setDescription("Lower cost; the video may take up to 48 hours"))
    .addBooleanOption((o) => o.setName("watermark").setDescription("Add a watermark (default off)"))
    .addIntegerOption((o) =>
      o
        .setName("wm_position")
        .setDescription("Watermark position, with watermark on")
        .addChoices(...WM_POSITIONS),
    )
    .addStringOption((o) =>
      o.setName("wm_url").setDescription("Watermark image URL, with watermark on").setMaxLength(URL_MAX),
    );
}

function extend(s: SlashCommandSubcommandBuilder) {
  return s
    .setName("extend")
    .setDescription("Continue a finished video, or one given by URL and creation id")
    .addStringOption((o) => o.setName("job").setDescription("A finished video").setAutocomplete(true).setMaxLength(36))
    .addStringOption((o) =>
      o.setName("video_url").setDescription("Or: the video's URL (with video_creation_id)").setMaxLength(URL_MAX),
    )
    .addStringOption((o) =>
      o.setName("video_creation_id").setDescription("Or: the video's creation id (with video_url)").setMaxLength(128),
    )
    .addStringOption((o) => o.setName("prompt").setDescription("What happens next").setMaxLength(PROMPT_MAX))
    .addStringOption((o) =>
      o
        .setName("model")
        .setDescription("Video model (default vidq2-turbo)")
        .addChoices(...choices(EXTEND_MODELS)),
    )
    .addIntegerOption((o) =>
      o
        .setName("duration")
        .setDescription(
          `Seconds to add, ${EXTEND_DURATION.min}-${EXTEND_DURATION.max} (default ${EXTEND_DURATION.default})`,
        )
        .setMinValue(EXTEND_DURATION.min)
        .setMaxValue(EXTEND_DURATION.max),
    )
    .addAttachmentOption((o) => o.setName("end").setDescription("Reference image for the last frame"))
    .addStringOption((o) =>
      o
        .setName("resolution")
        .setDescription("Output resolution")
        .addChoices(...choices(EXTEND_RESOLUTIONS)),
    );
}

function multiframe(s: SlashCommandSubcommandBuilder) {
  s.setName("multiframe")
    .setDescription(`A video through ${formatRange("en", MULTIFRAME_KEYFRAMES)} key frames`)
    .addAttachmentOption((o) => o.setName("start").setDescription("The first frame").setRequired(true))
    .addAttachmentOption((o) => o.setName("frame1").setDescription("Key frame 1").setRequired(true))
    .addAttachmentOption((o) => o.setName("frame2").setDescription("Key frame 2").setRequired(true))
    .addStringOption((o) =>
      o
        .setName("frames")
        .setDescription("Per key frame, separated by |: seconds then prompt, e.g. 4s door opens | 3s cat enters")
        .setMaxLength(FRAMES_TEXT_MAX),
    )
    .addStringOption((o) =>
      o
        .setName("model")
        .setDescription("Video model (default vidq2-turbo)")
        .addChoices(...choices(EXTEND_MODELS)),
    )
    .addStringOption((o) =>
      o
        .setName("resolution")
        .setDescription("Output resolution")
        .addChoices(...choices(EXTEND_RESOLUTIONS)),
    );
  for (const name of FRAME_OPTIONS.slice(2))
    s.addAttachmentOption((o) => o.setName(name).setDescription(`Key frame ${name.slice(5)}`));
  return s;
}

const data = new SlashCommandBuilder()
  .setName("video")
  .setDescription("Make videos from images with the partner video service")
  .addSubcommand(startEnd)
  .addSubcommand(extend)
  .addSubcommand(multiframe);

/** Anywhere: outside servers that added the bot, on the member's own key, line and quota (src/scope.ts). */
export const videoCommand = {
  data,
  reach: "anywhere",
  async execute(interaction, ctx) {
    const sub = interaction.options.getSubcommand(true);
    const raw = rawOptions(interaction);
    const file = (name: string) => interaction.options.getAttachment(name) ?? undefined;
    let prepared: PreparedVideo;
    if (sub === "start-end")
      prepared = await prepareStartEnd(raw, required(file("start"), "video.start-end.start"), file("end"));
    else if (sub === "extend")
      prepared = await prepareExtend(raw, file("end"), (source) => extendSource(ctx, scopeOf(interaction), source));
    else {
      const frames = FRAME_OPTIONS.flatMap((name): [string, Attachment][] => (file(name) ? [[name, file(name)!]] : []));
      prepared = await prepareMultiframe(raw, required(file("start"), "video.multiframe.start"), frames);
    }
    const rules = { ...videoRules(prepared.params), channel: interaction.channel };
    if (prepared.params.options.is_rec === true) {
      // Refused before the question when the rules refuse it anyway; admitted again once confirmed.
      const { settings } = await ctx.settings.get(scopeOf(interaction));
      await checkServerRules(settings, scopeOf(interaction), ctx.store.credits, rules);
      return askToConfirm(interaction, ctx, prepared);
    }
    await ctx.jobs.start(videoKind, prepared, fromInteraction(interaction), applicantOf(interaction, undefined, rules));
  },
  async autocomplete(interaction, ctx) {
    await ack.choices(interaction, await finishedVideoChoices(interaction, ctx));
  },
} satisfies Command;

/** Every option but the files, as Discord sent it: the checks in `options.ts` judge the values. */
function rawOptions(interaction: ChatInputCommandInteraction): Record<string, unknown> {
  const options = interaction.options.data[0]?.options ?? [];
  return Object.fromEntries(
    options.filter((o) => o.type !== ApplicationCommandOptionType.Attachment).map((o) => [o.name, o.value]),
  );
}

function required(attachment: Attachment | undefined, path: string): Attachment {
  if (!attachment) throw new UserError(text("check.attachRequired", { field: option(path) }));
  return attachment;
}
