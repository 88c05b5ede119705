import { describe, expect, test } from "vitest";
import type { z } from "zod";
import {
  ExtendBody,
  FlowNodeBody,
  MultiframeBody,
  NodeBody,
  SkinEnhancerBody,
  StartEnd2VideoBody,
  StyleTransferBody,
  UpscaleBody,
} from "../../src/api/schemas/index.js";

// Limits are written here from the document, not read from the schema constants, so a wrong
// constant fails these tests.
const upscale = { image: "https://example.com/a.png" };
const style = { image: "https://example.com/a.png", reference_image: "https://example.com/b.png" };
const skin = { image: "https://example.com/a.png" };
const startEnd = { model: "vidq2-pro", images: ["https://example.com/a.png"] };
const extend = { model: "vidq2-pro", video_creation_id: "c1", video_url: "https://example.com/v.mp4" };
const frame = { key_image: "https://example.com/k.png" };
const multiframe = { model: "vidq2-turbo", start_image: "https://example.com/s.png", image_settings: [frame, frame] };

function problems(schema: z.ZodType, body: unknown): string[] {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function expectRejected(schema: z.ZodType, body: unknown, ...parts: string[]): void {
  const messages = problems(schema, body).join("; ");
  expect(messages).not.toBe("");
  for (const part of parts) expect(messages).toContain(part);
}

describe("integer ranges", () => {
  const withFrame = (duration: number) => ({ ...multiframe, image_settings: [frame, { ...frame, duration }] });
  test.each([
    ["creativity", UpscaleBody, upscale, -10, 10],
    ["fractality", UpscaleBody, upscale, -10, 10],
    ["hdr", UpscaleBody, upscale, -10, 10],
    ["resemblance", UpscaleBody, upscale, -10, 10],
    ["structure_strength", StyleTransferBody, style, 0, 100],
    ["style_strength", StyleTransferBody, style, 0, 100],
    ["sharpen", SkinEnhancerBody, skin, 0, 100],
    ["smart_grain", SkinEnhancerBody, skin, 0, 100],
    ["duration", ExtendBody, extend, 1, 7],
    ["wm_position", StartEnd2VideoBody, startEnd, 1, 4],
  ] as const)("%s accepts %#: its edges and rejects just outside them", (field, schema, base, min, max) => {
    expect(problems(schema, { ...base, [field]: min })).toEqual([]);
    expect(problems(schema, { ...base, [field]: max })).toEqual([]);
    expectRejected(schema, { ...base, [field]: min - 1 }, `${field} must be between ${min} and ${max}`);
    expectRejected(schema, { ...base, [field]: max + 1 }, `${field} must be between ${min} and ${max}`);
    expectRejected(schema, { ...base, [field]: min + 0.5 }, `${field} must be a whole number`);
    expectRejected(schema, { ...base, [field]: String(min) }, field);
  });

  test.each([
    [1, true],
    [8, true],
    [0, false],
    [9, false],
  ])("a key frame of %i s is accepted: %s", (duration, ok) => {
    const result = problems(MultiframeBody, withFrame(duration));
    if (ok) expect(result).toEqual([]);
    else expect(result.join()).toContain("key frame duration must be between 1 and 8");
  });
});

describe("video duration per model", () => {
  test.each([
    ["vidq3-pro", 16],
    ["vidq2-pro-fast", 10],
    ["vidq2-pro", 8],
    ["vidq2-turbo", 8],
    // Undocumented models get the conservative 1-8.
    ["vidq1", 8],
    ["vidq1-classic", 8],
    ["vid2.0", 8],
  ])("%s takes 1 to %i seconds", (model, max) => {
    expect(problems(StartEnd2VideoBody, { ...startEnd, model, duration: 1 })).toEqual([]);
    expect(problems(StartEnd2VideoBody, { ...startEnd, model, duration: max })).toEqual([]);
    expectRejected(
      StartEnd2VideoBody,
      { ...startEnd, model, duration: max + 1 },
      "duration must be between 1 and",
      model,
    );
    expectRejected(StartEnd2VideoBody, { ...startEnd, model, duration: 0 }, "duration must be between 1 and");
  });
});

describe("enumerations", () => {
  test.each([
    [
      "engine",
      StyleTransferBody,
      style,
      ["balanced", "definio", "illusio", "3d_cartoon", "colorful_anime", "caricature", "real", "super_real", "softy"],
    ],
    [
      "flavor",
      StyleTransferBody,
      style,
      ["faithful", "gen_z", "psychedelia", "detaily", "clear", "donotstyle", "donotstyle_sharp"],
    ],
    [
      "optimized_for",
      SkinEnhancerBody,
      skin,
      ["enhance_skin", "improve_lighting", "enhance_everything", "transform_to_real", "no_make_up"],
    ],
    ["engine", UpscaleBody, upscale, ["automatic", "upscaler_illusio", "upscaler_sharpy", "upscaler_sparkle"]],
    [
      "optimized_for",
      UpscaleBody,
      upscale,
      [
        "standard",
        "soft_portraits",
        "hard_portraits",
        "art_n_illustration",
        "videogame_assets",
        "nature_n_landscapes",
        "films_n_photography",
        "3d_renders",
        "science_fiction_n_horror",
      ],
    ],
    ["scale_factor", UpscaleBody, upscale, ["2x", "4x", "8x", "16x"]],
    ["resolution", StartEnd2VideoBody, startEnd, ["360p", "540p", "720p", "1080p", "2K"]],
    ["style", StartEnd2VideoBody, startEnd, ["general", "anime"]],
    ["movement_amplitude", StartEnd2VideoBody, startEnd, ["auto", "small", "medium", "large"]],
    ["audio_type", StartEnd2VideoBody, startEnd, ["all", "speech_only", "sound_effect_only"]],
    ["model", ExtendBody, extend, ["vidq2-pro", "vidq2-turbo"]],
    ["resolution", ExtendBody, extend, ["540p", "720p", "1080p"]],
    ["model", MultiframeBody, multiframe, ["vidq2-pro", "vidq2-turbo"]],
    ["resolution", MultiframeBody, multiframe, ["540p", "720p", "1080p"]],
    ["status", NodeBody, {}, ["NodeStatusActive", "NodeStatusDeleted", "NodeStatusBanned"]],
    ["policy", FlowNodeBody, {}, ["FlowNodePolicyActive", "FlowNodePolicyBanned", "FlowNodePolicyLocalOnly"]],
  ] as const)("%s takes exactly the documented values (%#)", (field, schema, base, values) => {
    for (const value of values) expect(problems(schema, { ...base, [field]: value })).toEqual([]);
    expectRejected(schema, { ...base, [field]: "32x" }, `${field} must be one of: ${values.join(", ")}`);
  });

  test.each(["vidq3-pro", "vidq2-pro-fast", "vidq2-pro", "vidq2-turbo", "vidq1", "vidq1-classic", "vid2.0"])(
    "start-end video takes model %s",
    (model) => expect(problems(StartEnd2VideoBody, { ...startEnd, model })).toEqual([]),
  );

  test("start-end video rejects an unknown model by name", () => {
    expectRejected(StartEnd2VideoBody, { ...startEnd, model: "vidq9" }, "model must be one of");
  });

  test("portrait options are refused unless is_portrait is true", () => {
    expect(
      problems(StyleTransferBody, {
        ...style,
        is_portrait: true,
        portrait_style: "pop",
        portrait_beautifier: "beautify_face",
      }),
    ).toEqual([]);
    expectRejected(
      StyleTransferBody,
      { ...style, portrait_style: "pop" },
      "portrait_style is used only when is_portrait is true",
    );
    expectRejected(
      StyleTransferBody,
      { ...style, is_portrait: false, portrait_beautifier: "beautify_face_max" },
      "portrait_beautifier",
    );
  });
});

describe("lengths and counts", () => {
  const text = (n: number) => "a".repeat(n);
  test.each([
    ["prompt", StartEnd2VideoBody, startEnd, 2000],
    ["prompt", ExtendBody, extend, 2000],
    ["payload", StartEnd2VideoBody, startEnd, 1_048_576],
    ["payload", ExtendBody, extend, 1_048_576],
    ["payload", MultiframeBody, multiframe, 1_048_576],
  ] as const)("%s is limited to %i characters (%#)", (field, schema, base, max) => {
    expect(problems(schema, { ...base, [field]: text(max) })).toEqual([]);
    expectRejected(schema, { ...base, [field]: text(max + 1) }, `${field} must be at most ${max} characters`);
  });

  test.each([
    [1, false],
    [2, true],
    [9, true],
    [10, false],
  ])("multiframe with %i key frames is accepted: %s", (count, ok) => {
    const result = problems(MultiframeBody, {
      ...multiframe,
      image_settings: Array.from({ length: count }, () => frame),
    });
    if (ok) expect(result).toEqual([]);
    else expect(result.join()).toContain("image_settings must hold 2 to 9 key frames");
  });

  test.each([
    [StartEnd2VideoBody, startEnd, 0, "images must hold 1 to 2"],
    [StartEnd2VideoBody, startEnd, 3, "images must hold 1 to 2"],
    [ExtendBody, extend, 2, "images must hold 1"],
  ] as const)("image lists outside the allowed count are refused (%#)", (schema, base, count, message) => {
    expectRejected(
      schema,
      { ...base, images: Array.from({ length: count }, () => "https://example.com/i.png") },
      message,
    );
  });
});

describe("required fields and formats", () => {
  test.each([
    [UpscaleBody, {}, "image is required"],
    [StyleTransferBody, { image: "x" }, "reference_image is required"],
    [StartEnd2VideoBody, { images: ["x"] }, "model must be one of"],
    [MultiframeBody, { model: "vidq2-pro", image_settings: [frame, frame] }, "start_image is required"],
    [MultiframeBody, { ...multiframe, image_settings: [frame, {}] }, "key_image is required"],
  ] as const)("a missing field is named (%#)", (schema, body, message) => {
    expectRejected(schema, body, message);
  });

  test.each([
    [{ video_creation_id: "c1" }, "video_url is required together with video_creation_id"],
    [{ video_url: "https://example.com/v.mp4" }, "video_creation_id is required together with video_url"],
    [{}, "video_creation_id and video_url are required"],
  ])("extend needs video_creation_id and video_url together (%#)", (pair, message) => {
    expectRejected(ExtendBody, { model: "vidq2-pro", ...pair }, message);
  });

  test("the skin enhancer takes base64 or an https URL only", () => {
    expect(problems(SkinEnhancerBody, { image: "iVBORw0KGgo=" })).toEqual([]);
    expectRejected(
      SkinEnhancerBody,
      { image: "http://example.com/a.png" },
      "image must be base64 or a public https URL",
    );
  });

  test.each([
    [UpscaleBody, { ...upscale, webhook_url: "not a url" }, "webhook_url must be an http(s) URL"],
    [StartEnd2VideoBody, { ...startEnd, callback_url: "ftp://x/y" }, "callback_url must be an http(s) URL"],
    [StartEnd2VideoBody, { ...startEnd, meta_data: "{not json" }, "meta_data must be a JSON object"],
  ] as const)("malformed URLs and JSON are refused by name (%#)", (schema, body, message) => {
    expectRejected(schema, body, message);
  });
});
