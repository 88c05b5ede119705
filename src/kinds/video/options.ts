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
import { Reader, URL_MAX, type Checked, type Raw } from "./reader.js";

export { URL_MAX, type Checked } from "./reader.js";


/** Options a model ignores, from the document's notes ("ineffective for q2 and q3 models", "ineffective for q3"). */
export const IGNORED_BY: Readonly<Record<"movement_amplitude" | "audio_type" | "bgm" | "voice_id", readonly VideoModel[]>> = {
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


export type StartEndChoices = Omit<StartEnd2VideoBody, "images" | "callback_url" | "meta_data" | "payload" | "priority">;
export type ExtendChoices = Omit<ExtendBody, "images" | "callback_url" | "payload" | "video_url" | "video_creation_id"> & {
  source: { job: string } | { videoUrl: string; creationId: string };
};
export type MultiframeChoices = Omit<MultiframeBody, "image_settings" | "start_image" | "callback_url" | "payload"> & {
  frames: Omit<KeyFrame, "key_image">[];
};

function range(r: { min: number; max: number }): string {
  return `${r.min} to ${r.max}`;
}

/** "1 to 8 seconds for vidq2-turbo (vidq3-pro: 1 to 16, ...)": the model's range first, then the others'. */
export function durationProblem(model: VideoModel, duration: unknown): string | undefined {
  const allowed = VIDEO_DURATIONS[model];
  if (typeof duration === "number" && Number.isInteger(duration) && duration >= allowed.min && duration <= allowed.max) return undefined;
  const others = VIDEO_MODELS.filter((m) => m !== model && VIDEO_DURATIONS[m].max !== allowed.max)
    .map((m) => `${m}: ${range(VIDEO_DURATIONS[m])}`)
    .join(", ");
  return `duration must be ${range(allowed)} seconds for ${model}${others ? ` (${others})` : ""}`;
}

function refuseIgnored(r: Reader, model: VideoModel, field: keyof typeof IGNORED_BY, value: unknown): void {
  if (value === undefined || !IGNORED_BY[field].includes(model)) return;
  const takers = VIDEO_MODELS.filter((m) => !IGNORED_BY[field].includes(m));
  r.fail(`${field} has no effect on ${model} (only on ${takers.join(", ")}): leave it out or pick another model`);
}

export function checkStartEndOptions(raw: Raw): Checked<StartEndChoices> {
  const r = new Reader(raw);
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
    aspect_ratio: r.text("aspect_ratio", { max: ASPECT_RATIO.max, pattern: ASPECT_RATIO.pattern, hint: `must look like ${ASPECT_RATIO.example}` }),
    seed: r.int("seed", SEED_RANGE),
    style: r.choice("style", VIDEO_STYLES),
    movement_amplitude: r.choice("movement_amplitude", MOVEMENT_AMPLITUDES),
    audio: r.flag("audio"),
    audio_type: r.choice("audio_type", AUDIO_TYPES),
    bgm: r.flag("bgm"),
    voice_id: r.text("voice_id", { max: VOICE_ID.max, pattern: VOICE_ID.pattern, hint: "may hold only letters, digits, _, . and -" }),
    enhance: r.flag("enhance"),
    is_rec: r.flag("is_rec"),
    off_peak: r.flag("off_peak"),
    watermark: r.flag("watermark"),
    wm_position: r.int("wm_position", WM_POSITION),
    wm_url: r.url("wm_url"),
  };
  if (model !== undefined) {
    for (const field of Object.keys(IGNORED_BY) as (keyof typeof IGNORED_BY)[]) refuseIgnored(r, model, field, choices[field]);
  }
  // "audio_type: used when audio is true" — on a model that takes it, it means nothing without audio.
  if (choices.audio_type !== undefined && choices.audio !== true && model !== undefined && !IGNORED_BY.audio_type.includes(model)) {
    r.fail("audio_type applies only with audio: True");
  }
  if (choices.watermark !== true) {
    if (choices.wm_position !== undefined) r.fail("wm_position applies only with watermark: True");
    if (choices.wm_url !== undefined) r.fail("wm_url applies only with watermark: True");
  }
  return r.done(definedOnly({ model: model!, ...(prompt ? { prompt } : {}), duration, ...choices }) as StartEndChoices);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function checkExtendOptions(raw: Raw): Checked<ExtendChoices> {
  const r = new Reader(raw);
  const model = r.has("model") ? r.choice("model", EXTEND_MODELS) : DEFAULT_EXTEND_MODEL;
  const prompt = r.text("prompt", { max: PROMPT_MAX });
  const duration = r.int("duration", EXTEND_DURATION, " seconds") ?? (r.has("duration") ? undefined : EXTEND_DURATION.default);
  const resolution = r.choice("resolution", EXTEND_RESOLUTIONS);
  const job = r.text("job", { max: 36, pattern: UUID, hint: "must be one of this server's finished videos (pick it from the list)" });
  const videoUrl = r.url("video_url");
  const creationId = r.text("video_creation_id", { max: CREATION_ID.max, pattern: CREATION_ID.pattern, hint: "may hold only letters, digits, _, . and -" });
  let source: ExtendChoices["source"] | undefined;
  const byJob = r.has("job");
  const byUrl = r.has("video_url") || r.has("video_creation_id");
  if (byJob && byUrl) r.fail("give either job, or video_url with video_creation_id, not both");
  else if (!byJob && !byUrl) r.fail("job is required: pick one of this server's finished videos, or give video_url with video_creation_id");
  else if (byUrl && (!r.has("video_url") || !r.has("video_creation_id"))) r.fail("video_url and video_creation_id must be given together");
  else if (job) source = { job };
  else if (videoUrl && creationId) source = { videoUrl, creationId };
  return r.done(definedOnly({ model: model!, ...(prompt ? { prompt } : {}), duration, resolution, source: source! }) as ExtendChoices);
}

/**
 * The `frames` text: one entry per key frame, separated by `|`, each an optional `<seconds>s`
 * then the frame's prompt, e.g. `4s the door opens | 3s a cat walks in`.
 */
function parseFrames(text: string, r: Reader, count: number): Omit<KeyFrame, "key_image">[] {
  const entries = text.split("|").map((entry) => entry.trim());
  const { min, max } = MULTIFRAME_KEYFRAMES;
  if (entries.length < min || entries.length > max) {
    r.fail(`frames has ${entries.length} entr${entries.length === 1 ? "y" : "ies"}: a multiframe video takes ${min} to ${max} key frames, one entry each`);
    return [];
  }
  if (entries.length !== count) {
    r.fail(`frames has ${entries.length} entr${entries.length === 1 ? "y" : "ies"} but ${count} key frame${count === 1 ? " is" : "s are"} attached: give one entry per key frame, separated by |`);
    return [];
  }
  return entries.map((entry, i) => {
    const match = /^(?:(\d+)s\b)?\s*(.*)$/s.exec(entry)!;
    const frame: Omit<KeyFrame, "key_image"> = {};
    if (match[1] !== undefined) {
      const seconds = Number(match[1]);
      if (seconds < KEYFRAME_DURATION.min || seconds > KEYFRAME_DURATION.max) {
        r.fail(`frames entry ${i + 1}: duration must be ${range(KEYFRAME_DURATION)} seconds`);
      } else frame.duration = seconds;
    }
    if (match[2]) {
      const prompt = new Reader({ [`frames entry ${i + 1} prompt`]: match[2] });
      const value = prompt.text(`frames entry ${i + 1} prompt`, { max: PROMPT_MAX });
      r.problems.push(...prompt.problems);
      if (value) frame.prompt = value;
    }
    return frame;
  });
}

/** `keyFrames`: how many key frame images were attached (besides the start image). */
export function checkMultiframeOptions(raw: Raw, keyFrames: number): Checked<MultiframeChoices> {
  const r = new Reader(raw);
  const model = r.has("model") ? r.choice("model", EXTEND_MODELS) : DEFAULT_EXTEND_MODEL;
  const resolution = r.choice("resolution", EXTEND_RESOLUTIONS);
  const text = r.text("frames", { max: FRAMES_TEXT_MAX });
  let frames: Omit<KeyFrame, "key_image">[] = [];
  const { min, max } = MULTIFRAME_KEYFRAMES;
  if (keyFrames < min || keyFrames > max) {
    r.fail(`key frames: attach ${min} to ${max} key frame images (frame1 to frame${max}); ${keyFrames} ${keyFrames === 1 ? "was" : "were"} attached`);
  } else if (text !== undefined) frames = parseFrames(text, r, keyFrames);
  else frames = Array.from({ length: keyFrames }, () => ({}));
  return r.done(definedOnly({ model: model!, resolution, frames }) as MultiframeChoices);
}

function definedOnly<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
