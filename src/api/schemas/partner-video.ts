import { z } from "zod";
import { between, flag, image, oneOf, text, webUrl } from "./fields.js";

export const PROMPT_MAX = 2000;
export const PAYLOAD_MAX = 1_048_576;

export const VIDEO_MODELS = [
  "vidq3-pro",
  "vidq2-pro-fast",
  "vidq2-pro",
  "vidq2-turbo",
  "vidq1",
  "vidq1-classic",
  "vid2.0",
] as const;
export type VideoModel = (typeof VIDEO_MODELS)[number];

/**
 * Seconds per model. The document gives q3-pro, q2-pro-fast, q2-pro and q2-turbo; for vidq1,
 * vidq1-classic and vid2.0 it gives none, so they get the most conservative documented range (1-8).
 */
export const VIDEO_DURATIONS: Record<VideoModel, { min: number; max: number }> = {
  "vidq3-pro": { min: 1, max: 16 },
  "vidq2-pro-fast": { min: 1, max: 10 },
  "vidq2-pro": { min: 1, max: 8 },
  "vidq2-turbo": { min: 1, max: 8 },
  vidq1: { min: 1, max: 8 },
  "vidq1-classic": { min: 1, max: 8 },
  "vid2.0": { min: 1, max: 8 },
};
/** The widest range over all models, for a Discord option that does not yet know the model. */
export const VIDEO_DURATION_RANGE = { min: 1, max: 16 } as const;

export const RESOLUTIONS = ["360p", "540p", "720p", "1080p", "2K"] as const;
export const EXTEND_MODELS = ["vidq2-pro", "vidq2-turbo"] as const;
export const EXTEND_RESOLUTIONS = ["540p", "720p", "1080p"] as const;
export const EXTEND_DURATION = { min: 1, max: 7, default: 5 } as const;
export const MULTIFRAME_KEYFRAMES = { min: 2, max: 9 } as const;
/** Seconds per key frame: not documented; the q2 models' start-end range. */
export const KEYFRAME_DURATION = { min: 1, max: 8 } as const;
/** 1 start frame, optionally an end frame (the endpoint is start-end to video). */
export const START_END_IMAGES = { min: 1, max: 2 } as const;
export const VIDEO_STYLES = ["general", "anime"] as const;
export const MOVEMENT_AMPLITUDES = ["auto", "small", "medium", "large"] as const;
export const AUDIO_TYPES = ["all", "speech_only", "sound_effect_only"] as const;
/** 1 top left, 2 top right, 3 bottom right (default), 4 bottom left. */
export const WM_POSITION = { min: 1, max: 4, default: 3 } as const;
export const SEED_RANGE = { min: 0, max: 2_147_483_647 } as const;
export const PRIORITY_RANGE = { min: 0, max: 2_147_483_647 } as const;

const prompt = text("prompt", PROMPT_MAX);
const payload = text("payload", PAYLOAD_MAX);

function images(field: string, range: { min: number; max: number }) {
  const message = `${field} must hold ${range.min === range.max ? range.min : `${range.min} to ${range.max}`} image(s)`;
  return z
    .array(image(field), { error: `${field} must be a list of images` })
    .min(range.min, message)
    .max(range.max, message);
}

const jsonText = text("meta_data").refine((value) => {
  try {
    return typeof JSON.parse(value) === "object";
  } catch {
    return false;
  }
}, "meta_data must be a JSON object or array as text");

export const StartEnd2VideoBody = z
  .object({
    model: oneOf("model", VIDEO_MODELS),
    prompt: prompt.optional(),
    images: images("images", START_END_IMAGES),
    duration: between("duration", VIDEO_DURATION_RANGE).optional(),
    resolution: oneOf("resolution", RESOLUTIONS).optional(),
    aspect_ratio: text("aspect_ratio").optional(),
    seed: between("seed", SEED_RANGE).optional(),
    style: oneOf("style", VIDEO_STYLES).optional(),
    movement_amplitude: oneOf("movement_amplitude", MOVEMENT_AMPLITUDES).optional(),
    audio: flag("audio").optional(),
    audio_type: oneOf("audio_type", AUDIO_TYPES).optional(),
    bgm: flag("bgm").optional(),
    voice_id: text("voice_id").optional(),
    enhance: flag("enhance").optional(),
    is_rec: flag("is_rec").optional(),
    off_peak: flag("off_peak").optional(),
    priority: between("priority", PRIORITY_RANGE).optional(),
    watermark: flag("watermark").optional(),
    wm_position: between("wm_position", WM_POSITION).optional(),
    wm_url: webUrl("wm_url").optional(),
    callback_url: webUrl("callback_url").optional(),
    meta_data: jsonText.optional(),
    payload: payload.optional(),
  })
  .superRefine((body, ctx) => {
    const range = VIDEO_DURATIONS[body.model];
    if (body.duration !== undefined && (body.duration < range.min || body.duration > range.max)) {
      ctx.addIssue({
        code: "custom",
        path: ["duration"],
        message: `duration must be between ${range.min} and ${range.max} for ${body.model}`,
      });
    }
  });
export type StartEnd2VideoBody = z.infer<typeof StartEnd2VideoBody>;

export const ExtendBody = z
  .object({
    model: oneOf("model", EXTEND_MODELS),
    prompt: prompt.optional(),
    duration: between("duration", EXTEND_DURATION).optional(),
    images: images("images", { min: 1, max: 1 }).optional(),
    resolution: oneOf("resolution", EXTEND_RESOLUTIONS).optional(),
    video_creation_id: text("video_creation_id").min(1, "video_creation_id must not be empty").optional(),
    video_url: webUrl("video_url").optional(),
    callback_url: webUrl("callback_url").optional(),
    payload: payload.optional(),
  })
  .superRefine((body, ctx) => {
    // The pair names the video to extend: one without the other is meaningless.
    if (body.video_creation_id === undefined && body.video_url === undefined) {
      ctx.addIssue({ code: "custom", path: ["video_url"], message: "video_creation_id and video_url are required" });
    } else if (body.video_url === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["video_url"],
        message: "video_url is required together with video_creation_id",
      });
    } else if (body.video_creation_id === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["video_creation_id"],
        message: "video_creation_id is required together with video_url",
      });
    }
  });
export type ExtendBody = z.infer<typeof ExtendBody>;

export const KeyFrame = z.object({
  key_image: image("key_image"),
  duration: between("key frame duration", KEYFRAME_DURATION).optional(),
  prompt: text("key frame prompt", PROMPT_MAX).optional(),
});
export type KeyFrame = z.infer<typeof KeyFrame>;

export const MultiframeBody = z.object({
  image_settings: z
    .array(KeyFrame, { error: "image_settings must be a list of key frames" })
    .min(
      MULTIFRAME_KEYFRAMES.min,
      `image_settings must hold ${MULTIFRAME_KEYFRAMES.min} to ${MULTIFRAME_KEYFRAMES.max} key frames`,
    )
    .max(
      MULTIFRAME_KEYFRAMES.max,
      `image_settings must hold ${MULTIFRAME_KEYFRAMES.min} to ${MULTIFRAME_KEYFRAMES.max} key frames`,
    ),
  model: oneOf("model", EXTEND_MODELS),
  start_image: image("start_image"),
  callback_url: webUrl("callback_url").optional(),
  payload: payload.optional(),
  resolution: oneOf("resolution", EXTEND_RESOLUTIONS).optional(),
});
export type MultiframeBody = z.infer<typeof MultiframeBody>;
