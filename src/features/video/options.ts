import {
  AUDIO_TYPES,
  EXTEND_DURATION,
  EXTEND_MODELS,
  EXTEND_RESOLUTIONS,
  KEYFRAME_DURATION,
  MOVEMENT_AMPLITUDES,
  MULTIFRAME_KEYFRAMES,
  PROMPT_MAX,
  RESOLUTIONS,
  SEED_RANGE,
  VIDEO_DURATIONS,
  VIDEO_MODELS,
  VIDEO_STYLES,
  WM_POSITION,
  type ExtendBody,
  type KeyFrame,
  type MultiframeBody,
  type StartEnd2VideoBody,
  type VideoModel,
} from "../../api/schemas/partner-video.js";
import { text, type OptionRef, type Text } from "./texts/index.js";
import { Reader, type Checked, type FieldNames, type Raw } from "./reader.js";

export { URL_MAX, type Checked } from "./reader.js";

/** Options a model ignores, from the document's notes ("ineffective for q2 and q3 models", "ineffective for q3"). */
export const IGNORED_BY: Readonly<
  Record<"movement_amplitude" | "audio_type" | "bgm" | "voice_id", readonly VideoModel[]>
> = {
  movement_amplitude: ["vidq3-pro", "vidq2-pro-fast", "vidq2-pro", "vidq2-turbo"],
  audio_type: ["vidq3-pro"],
  bgm: ["vidq3-pro"],
  voice_id: ["vidq3-pro"],
};

export const ASPECT_RATIO = { pattern: /^\d{1,2}:\d{1,2}$/, max: 5, example: "16:9" } as const;
export const VOICE_ID = { pattern: /^[\w.-]+$/, max: 64 } as const;
export const CREATION_ID = { pattern: /^[\w.-]+$/, max: 128 } as const;
/** Discord's longest string option. */
export const FRAMES_TEXT_MAX = 6000;
export const DEFAULT_MODEL: VideoModel = "vidq2-turbo";
export const DEFAULT_EXTEND_MODEL: (typeof EXTEND_MODELS)[number] = "vidq2-turbo";

export type StartEndChoices = Omit<
  StartEnd2VideoBody,
  "images" | "callback_url" | "meta_data" | "payload" | "priority"
>;
export type ExtendChoices = Omit<
  ExtendBody,
  "images" | "callback_url" | "payload" | "video_url" | "video_creation_id"
> & {
  source: { job: string } | { videoUrl: string; creationId: string };
};
export type MultiframeChoices = Omit<MultiframeBody, "image_settings" | "start_image" | "callback_url" | "payload"> & {
  frames: Omit<KeyFrame, "key_image">[];
};

const idChars = (field: OptionRef) => text("check.idChars", { field });

/** "1 to 8 seconds for vidq2-turbo (vidq3-pro: 1 to 16, ...)": the model's range first, then the others'. */
export function durationProblem(model: VideoModel, duration: unknown): Text | undefined {
  const allowed = VIDEO_DURATIONS[model];
  if (typeof duration === "number" && Number.isInteger(duration) && duration >= allowed.min && duration <= allowed.max)
    return undefined;
  const others = VIDEO_MODELS.filter((m) => m !== model && VIDEO_DURATIONS[m].max !== allowed.max).map((m) =>
    text("check.modelRange", { model: m, ...VIDEO_DURATIONS[m] }),
  );
  const [first, ...rest] = others;
  if (!first) return text("check.duration", { model, min: allowed.min, max: allowed.max });
  // "a, b, c": each range joined to the next in the reader's way of separating them.
  const joined = rest.reduceRight<Text | undefined>(
    (tail, range) => (tail ? text("check.rangesJoin", { first: range, rest: tail }) : range),
    undefined,
  );
  return text("check.durationOthers", {
    model,
    min: allowed.min,
    max: allowed.max,
    others: joined ? text("check.rangesJoin", { first, rest: joined }) : first,
  });
}

function refuseIgnored(r: Reader, model: VideoModel, field: keyof typeof IGNORED_BY, value: unknown): void {
  if (value === undefined || !IGNORED_BY[field].includes(model)) return;
  const takers = VIDEO_MODELS.filter((m) => !IGNORED_BY[field].includes(m));
  r.fail(text("check.noEffect", { field: r.field(field), model, takers }));
}

export function checkStartEndOptions(raw: Raw): Checked<StartEndChoices> {
  const r = new Reader(raw, "video.start-end");
  const model = r.has("model") ? r.choice("model", VIDEO_MODELS) : DEFAULT_MODEL;
  const prompt = r.text("prompt", { max: PROMPT_MAX });
  let duration: number | undefined;
  if (r.has("duration")) {
    const problem = durationProblem(model ?? "vidq3-pro", raw.duration);
    if (problem) r.fail(problem);
    else duration = raw.duration as number;
  }
  const choices = {
    resolution: r.choice("resolution", RESOLUTIONS),
    aspect_ratio: r.text("aspect_ratio", {
      max: ASPECT_RATIO.max,
      pattern: ASPECT_RATIO.pattern,
      invalid: (field) => text("check.looksLike", { field, example: ASPECT_RATIO.example }),
    }),
    seed: r.int("seed", SEED_RANGE),
    style: r.choice("style", VIDEO_STYLES),
    movement_amplitude: r.choice("movement_amplitude", MOVEMENT_AMPLITUDES),
    audio: r.flag("audio"),
    audio_type: r.choice("audio_type", AUDIO_TYPES),
    bgm: r.flag("bgm"),
    voice_id: r.text("voice_id", { max: VOICE_ID.max, pattern: VOICE_ID.pattern, invalid: idChars }),
    enhance: r.flag("enhance"),
    is_rec: r.flag("is_rec"),
    off_peak: r.flag("off_peak"),
    watermark: r.flag("watermark"),
    wm_position: r.int("wm_position", WM_POSITION),
    wm_url: r.url("wm_url"),
  };
  if (model !== undefined) {
    for (const field of Object.keys(IGNORED_BY) as (keyof typeof IGNORED_BY)[])
      refuseIgnored(r, model, field, choices[field]);
  }
  // "audio_type: used when audio is true" — on a model that takes it, it means nothing without audio.
  if (
    choices.audio_type !== undefined &&
    choices.audio !== true &&
    model !== undefined &&
    !IGNORED_BY.audio_type.includes(model)
  ) {
    r.fail(text("check.onlyWith", { field: r.field("audio_type"), other: r.field("audio") }));
  }
  if (choices.watermark !== true) {
    if (choices.wm_position !== undefined)
      r.fail(text("check.onlyWith", { field: r.field("wm_position"), other: r.field("watermark") }));
    if (choices.wm_url !== undefined)
      r.fail(text("check.onlyWith", { field: r.field("wm_url"), other: r.field("watermark") }));
  }
  return r.done(definedOnly({ model: model!, ...(prompt ? { prompt } : {}), duration, ...choices }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function checkExtendOptions(raw: Raw, names?: FieldNames): Checked<ExtendChoices> {
  const r = new Reader(raw, "video.extend", names);
  const model = r.has("model") ? r.choice("model", EXTEND_MODELS) : DEFAULT_EXTEND_MODEL;
  const prompt = r.text("prompt", { max: PROMPT_MAX });
  const duration =
    r.int("duration", EXTEND_DURATION, text("check.seconds")) ??
    (r.has("duration") ? undefined : EXTEND_DURATION.default);
  const resolution = r.choice("resolution", EXTEND_RESOLUTIONS);
  const job = r.text("job", { max: 36, pattern: UUID, invalid: () => text("check.pickJob") });
  const videoUrl = r.url("video_url");
  const creationId = r.text("video_creation_id", {
    max: CREATION_ID.max,
    pattern: CREATION_ID.pattern,
    invalid: idChars,
  });
  let source: ExtendChoices["source"] | undefined;
  const byJob = r.has("job");
  const byUrl = r.has("video_url") || r.has("video_creation_id");
  if (byJob && byUrl) r.fail(text("check.jobOrUrl"));
  else if (!byJob && !byUrl) r.fail(text("check.jobRequired"));
  else if (byUrl && (!r.has("video_url") || !r.has("video_creation_id"))) r.fail(text("check.urlWithId"));
  else if (job) source = { job };
  else if (videoUrl && creationId) source = { videoUrl, creationId };
  return r.done(
    definedOnly({
      model: model!,
      ...(prompt ? { prompt } : {}),
      duration,
      resolution,
      source: source!,
    }),
  );
}

/**
 * The `frames` text: one entry per key frame, separated by `|`, each an optional `<seconds>s`
 * then the frame's prompt, e.g. `4s the door opens | 3s a cat walks in`.
 */
function parseFrames(frames: string, r: Reader, count: number): Omit<KeyFrame, "key_image">[] {
  const entries = frames.split("|").map((entry) => entry.trim());
  const { min, max } = MULTIFRAME_KEYFRAMES;
  if (entries.length < min || entries.length > max) {
    r.fail(text("video.framesCount", { count: entries.length, min, max }));
    return [];
  }
  if (entries.length !== count) {
    r.fail(text("video.framesMismatch", { count: entries.length, attached: count }));
    return [];
  }
  return entries.map((entry, i) => {
    const match = /^(?:(\d+)s\b)?\s*(.*)$/s.exec(entry)!;
    const frame: Omit<KeyFrame, "key_image"> = {};
    if (match[1] !== undefined) {
      const seconds = Number(match[1]);
      if (seconds < KEYFRAME_DURATION.min || seconds > KEYFRAME_DURATION.max) {
        r.fail(text("video.frameDuration", { n: i + 1, ...KEYFRAME_DURATION }));
      } else frame.duration = seconds;
    }
    if (match[2]) {
      const value = r.check(text("video.frameEntryPrompt", { n: i + 1 }), match[2], { max: PROMPT_MAX });
      if (value) frame.prompt = value;
    }
    return frame;
  });
}

/** `keyFrames`: how many key frame images were attached (besides the start image). */
export function checkMultiframeOptions(raw: Raw, keyFrames: number): Checked<MultiframeChoices> {
  const r = new Reader(raw, "video.multiframe");
  const model = r.has("model") ? r.choice("model", EXTEND_MODELS) : DEFAULT_EXTEND_MODEL;
  const resolution = r.choice("resolution", EXTEND_RESOLUTIONS);
  const framesText = r.text("frames", { max: FRAMES_TEXT_MAX });
  let frames: Omit<KeyFrame, "key_image">[] = [];
  const { min, max } = MULTIFRAME_KEYFRAMES;
  if (keyFrames < min || keyFrames > max) {
    r.fail(text("video.keyFrames", { min, max, count: keyFrames }));
  } else if (framesText !== undefined) frames = parseFrames(framesText, r, keyFrames);
  else frames = Array.from({ length: keyFrames }, () => ({}));
  return r.done(definedOnly({ model: model!, resolution, frames }));
}

function definedOnly<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
