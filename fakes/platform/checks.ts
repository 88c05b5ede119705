import type { Json } from "./catalogue.js";

/**
 * The proxy's own validation, written out by hand from the document (not from our zod schemas),
 * so that a wrong limit in the schemas shows up as a disagreement with the fake.
 */
class Checker {
  readonly problems: string[] = [];
  constructor(readonly body: Json) {}

  private value(field: string, required: boolean): unknown {
    const value = this.body[field];
    if ((value === undefined || value === "") && required) this.problems.push(`'${field}' is required`);
    return value;
  }

  str(field: string, options: { required?: boolean; max?: number } = {}): this {
    const value = this.value(field, options.required ?? false);
    if (value === undefined) return this;
    if (typeof value !== "string") this.problems.push(`'${field}' must be a string`);
    else if (options.max !== undefined && value.length > options.max)
      this.problems.push(`'${field}' exceeds ${options.max} characters`);
    return this;
  }

  int(field: string, min: number, max: number, required = false): this {
    const value = this.value(field, required);
    if (value !== undefined && !(Number.isInteger(value) && (value as number) >= min && (value as number) <= max)) {
      this.problems.push(`'${field}' must be an integer in [${min}, ${max}]`);
    }
    return this;
  }

  oneOf(field: string, allowed: string[], required = false): this {
    const value = this.value(field, required);
    if (value !== undefined && !allowed.includes(value as string))
      this.problems.push(`'${field}' must be one of [${allowed.join(", ")}]`);
    return this;
  }

  bool(...fields: string[]): this {
    for (const field of fields) {
      if (this.body[field] !== undefined && typeof this.body[field] !== "boolean")
        this.problems.push(`'${field}' must be a boolean`);
    }
    return this;
  }

  url(...fields: string[]): this {
    for (const field of fields) {
      const value = this.body[field];
      if (value !== undefined && !(typeof value === "string" && /^https?:\/\/[^\s/]+/.test(value)))
        this.problems.push(`'${field}' must be a URI`);
    }
    return this;
  }

  list(field: string, min: number, max: number, required = false): unknown[] {
    const value = this.value(field, required);
    if (value === undefined) return [];
    if (!Array.isArray(value) || value.length < min || value.length > max) {
      this.problems.push(`'${field}' must be an array of ${min} to ${max} items`);
      return [];
    }
    return value;
  }
}

const PERCENT = [0, 100] as const;
const ADJUST = [-10, 10] as const;
const Q2 = ["vidq2-pro", "vidq2-turbo"];
const Q2_RESOLUTIONS = ["540p", "720p", "1080p"];
const MAX_PROMPT = 2000;
const MAX_PAYLOAD = 1048576;
const DOCUMENTED_DURATIONS: Record<string, number> = {
  "vidq3-pro": 16,
  "vidq2-pro-fast": 10,
  "vidq2-pro": 8,
  "vidq2-turbo": 8,
};

function asJson(body: unknown): Json {
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Json) : {};
}

export function checkStyleTransfer(body: unknown): string[] {
  return new Checker(asJson(body))
    .str("image", { required: true })
    .str("reference_image", { required: true })
    .oneOf("engine", [
      "balanced",
      "definio",
      "illusio",
      "3d_cartoon",
      "colorful_anime",
      "caricature",
      "real",
      "super_real",
      "softy",
    ])
    .oneOf("flavor", ["faithful", "gen_z", "psychedelia", "detaily", "clear", "donotstyle", "donotstyle_sharp"])
    .oneOf("portrait_beautifier", ["beautify_face", "beautify_face_max"])
    .oneOf("portrait_style", ["standard", "pop", "super_pop"])
    .bool("fixed_generation", "is_portrait")
    .str("prompt")
    .int("structure_strength", ...PERCENT)
    .int("style_strength", ...PERCENT)
    .url("webhook_url").problems;
}

export function checkSkinEnhancer(body: unknown): string[] {
  return new Checker(asJson(body))
    .str("image", { required: true })
    .oneOf("optimized_for", [
      "enhance_skin",
      "improve_lighting",
      "enhance_everything",
      "transform_to_real",
      "no_make_up",
    ])
    .int("sharpen", ...PERCENT)
    .int("smart_grain", ...PERCENT)
    .url("webhook_url").problems;
}

export function checkUpscale(body: unknown): string[] {
  const checker = new Checker(asJson(body)).str("image", { required: true }).str("prompt").url("webhook_url");
  for (const field of ["creativity", "fractality", "hdr", "resemblance"]) checker.int(field, ...ADJUST);
  return checker
    .oneOf("engine", ["automatic", "upscaler_illusio", "upscaler_sharpy", "upscaler_sparkle"])
    .oneOf("optimized_for", [
      "standard",
      "soft_portraits",
      "hard_portraits",
      "art_n_illustration",
      "videogame_assets",
      "nature_n_landscapes",
      "films_n_photography",
      "3d_renders",
      "science_fiction_n_horror",
    ])
    .oneOf("scale_factor", ["2x", "4x", "8x", "16x"]).problems;
}

export function checkStartEnd2Video(body: unknown): string[] {
  const json = asJson(body);
  const checker = new Checker(json)
    .oneOf(
      "model",
      ["vidq3-pro", "vidq2-pro-fast", "vidq2-pro", "vidq2-turbo", "vidq1", "vidq1-classic", "vid2.0"],
      true,
    )
    .str("prompt", { max: MAX_PROMPT })
    .int("duration", 1, DOCUMENTED_DURATIONS[String(json.model)] ?? 60)
    .oneOf("resolution", ["360p", "540p", "720p", "1080p", "2K"])
    .oneOf("style", ["general", "anime"])
    .oneOf("movement_amplitude", ["auto", "small", "medium", "large"])
    .oneOf("audio_type", ["all", "speech_only", "sound_effect_only"])
    .int("wm_position", 1, 4)
    .int("seed", 0, 2 ** 31 - 1)
    .bool("audio", "bgm", "enhance", "is_rec", "off_peak", "watermark")
    .url("callback_url", "wm_url")
    .str("payload", { max: MAX_PAYLOAD });
  checker.list("images", 1, 2, true);
  if (json.meta_data !== undefined && !isJsonText(json.meta_data)) {
    checker.problems.push("'meta_data' must be a JSON string");
  }
  return checker.problems;
}

export function checkExtend(body: unknown): string[] {
  const json = asJson(body);
  const checker = new Checker(json)
    .oneOf("model", Q2, true)
    .str("prompt", { max: MAX_PROMPT })
    .int("duration", 1, 7)
    .oneOf("resolution", Q2_RESOLUTIONS)
    .str("video_creation_id")
    .url("video_url", "callback_url")
    .str("payload", { max: MAX_PAYLOAD });
  checker.list("images", 0, 1);
  if ((json.video_creation_id === undefined) !== (json.video_url === undefined)) {
    checker.problems.push("'video_creation_id' and 'video_url' must be given together");
  }
  return checker.problems;
}

export function checkMultiframe(body: unknown): string[] {
  const checker = new Checker(asJson(body))
    .oneOf("model", Q2, true)
    .str("start_image", { required: true })
    .oneOf("resolution", Q2_RESOLUTIONS)
    .url("callback_url")
    .str("payload", { max: MAX_PAYLOAD });
  for (const item of checker.list("image_settings", 2, 9, true)) {
    const frame = new Checker(asJson(item))
      .str("key_image", { required: true })
      .int("duration", 1, 60)
      .str("prompt", { max: MAX_PROMPT });
    checker.problems.push(...frame.problems.map((p) => `image_settings: ${p}`));
  }
  return checker.problems;
}

function isJsonText(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}
