import { describe, expect, test } from "vitest";
import { StartEnd2VideoBody } from "../../src/api/schemas/partner-video.js";
import { say } from "../../src/i18n/index.js";
import {
  checkExtendOptions,
  checkMultiframeOptions,
  checkStartEndOptions,
  durationProblem,
  type Checked,
} from "../../src/features/video/options.js";

/** The problems as an English reader gets them. */
function problems<T>(result: Checked<T>): string[] {
  return result.ok ? [] : result.problems.map((problem) => say("en", problem));
}

describe("start-end duration per model", () => {
  test.each([
    ["vidq3-pro", 1, true],
    ["vidq3-pro", 16, true],
    ["vidq3-pro", 0, false],
    ["vidq3-pro", 17, false],
    ["vidq2-pro-fast", 1, true],
    ["vidq2-pro-fast", 10, true],
    ["vidq2-pro-fast", 0, false],
    ["vidq2-pro-fast", 11, false],
    ["vidq2-pro", 1, true],
    ["vidq2-pro", 8, true],
    ["vidq2-pro", 0, false],
    ["vidq2-pro", 9, false],
    ["vidq2-turbo", 1, true],
    ["vidq2-turbo", 8, true],
    ["vidq2-turbo", 0, false],
    ["vidq2-turbo", 9, false],
  ] as const)("%s for %d seconds: accepted %s", (model, duration, ok) => {
    const result = checkStartEndOptions({ model, duration });
    expect(result.ok).toBe(ok);
    if (ok) expect(result).toMatchObject({ value: { model, duration } });
    else
      expect(problems(result)).toEqual([
        expect.stringMatching(new RegExp(`^\`duration\` must be \\d+ to \\d+ seconds for ${model}`)),
      ]);
  });

  test("the refusal names the model's own range, and the others'", () => {
    expect(say("en", durationProblem("vidq2-turbo", 9)!)).toBe(
      "`duration` must be 1 to 8 seconds for vidq2-turbo (vidq3-pro: 1 to 16, vidq2-pro-fast: 1 to 10).",
    );
    expect(say("en", durationProblem("vidq3-pro", 17)!)).toMatch(
      /^`duration` must be 1 to 16 seconds for vidq3-pro \(/,
    );
    expect(say("ja", durationProblem("vidq2-turbo", 9)!)).toBe(
      "vidq2-turbo の `長さ` は 1〜8 秒にしてください（vidq3-pro: 1〜16、vidq2-pro-fast: 1〜10）。",
    );
  });

  test.each([1.5, "5", -3, Number.NaN])("a duration of %s is refused", (duration) => {
    expect(problems(checkStartEndOptions({ model: "vidq2-pro", duration }))).toEqual([
      expect.stringMatching(/^`duration` must be 1 to 8 seconds for vidq2-pro/),
    ]);
  });

  test("what the check accepts, the body schema accepts too", () => {
    const result = checkStartEndOptions({
      model: "vidq3-pro",
      duration: 16,
      prompt: "a fox",
      resolution: "1080p",
      audio: true,
    });
    if (!result.ok) throw new Error(problems(result).join("; "));
    expect(StartEnd2VideoBody.safeParse({ ...result.value, images: ["https://cdn.example/a.png"] }).success).toBe(true);
  });
});

describe("start-end options a model ignores", () => {
  test.each([
    ["movement_amplitude", "large", "vidq3-pro"],
    ["movement_amplitude", "small", "vidq2-pro"],
    ["movement_amplitude", "auto", "vidq2-pro-fast"],
    ["movement_amplitude", "medium", "vidq2-turbo"],
    ["bgm", true, "vidq3-pro"],
    ["voice_id", "narrator-1", "vidq3-pro"],
    ["audio_type", "speech_only", "vidq3-pro"],
  ] as const)("%s on %s is refused, naming the models that take it", (field, value, model) => {
    const [problem] = problems(checkStartEndOptions({ model, [field]: value, audio: true }));
    expect(problem).toMatch(new RegExp(`^\`${field}\` has no effect on ${model} \\(only on .*vidq1`));
  });

  test.each([
    ["movement_amplitude", "large", "vidq1"],
    ["bgm", true, "vidq2-pro"],
    ["voice_id", "narrator-1", "vidq2-turbo"],
  ] as const)("%s on %s is sent", (field, value, model) => {
    expect(checkStartEndOptions({ model, [field]: value })).toMatchObject({ ok: true, value: { [field]: value } });
  });

  test("audio_type needs audio on a model that takes it", () => {
    expect(problems(checkStartEndOptions({ model: "vidq2-pro", audio_type: "all" }))).toEqual([
      "`audio_type` applies only with `audio: True`.",
    ]);
    expect(checkStartEndOptions({ model: "vidq2-pro", audio: true, audio_type: "all" }).ok).toBe(true);
  });

  test("watermark position and URL need watermark", () => {
    expect(problems(checkStartEndOptions({ wm_position: 1, wm_url: "https://example.com/wm.png" }))).toEqual([
      "`wm_position` applies only with `watermark: True`.",
      "`wm_url` applies only with `watermark: True`.",
    ]);
  });
});

describe("start-end field limits", () => {
  test.each([
    ["seed", 0, true],
    ["seed", 2_147_483_647, true],
    ["seed", -1, false],
    ["seed", 2_147_483_648, false],
    ["wm_position", 1, true],
    ["wm_position", 4, true],
    ["wm_position", 0, false],
    ["wm_position", 5, false],
    ["prompt", "x".repeat(2000), true],
    ["prompt", "x".repeat(2001), false],
    ["aspect_ratio", "16:9", true],
    ["aspect_ratio", "1:1", true],
    ["aspect_ratio", "wide", false],
    ["aspect_ratio", "16:9;rm", false],
    ["voice_id", "a".repeat(64), true],
    ["voice_id", "a".repeat(65), false],
    ["voice_id", "../../etc/passwd", false],
    ["wm_url", "https://example.com/wm.png", true],
    ["wm_url", "javascript:alert(1)", false],
    ["wm_url", "file:///etc/passwd", false],
    ["wm_url", "https://user:secret@example.com/wm.png", false],
    ["wm_url", `https://example.com/${"a".repeat(2048)}`, false],
    ["resolution", "2K", true],
    ["resolution", "4K", false],
    ["style", "anime", true],
    ["style", "noir", false],
    ["model", "vidq9", false],
  ] as const)("%s = %s: accepted %s, else named", (field, value, ok) => {
    const result = checkStartEndOptions({ [field]: value, ...(field.startsWith("wm_") ? { watermark: true } : {}) });
    expect(result.ok).toBe(ok);
    if (!ok) expect(problems(result)[0]).toMatch(new RegExp("^`?" + field + "`? "));
  });

  test.each(["a\u0000b", "line\u0007bell", "rtl \u202e override", "   "])("a prompt like %j is refused", (prompt) => {
    expect(problems(checkStartEndOptions({ prompt }))[0]).toMatch(/^`?prompt`? must not/);
  });

  test("every problem is reported at once", () => {
    expect(
      problems(checkStartEndOptions({ model: "vidq2-turbo", duration: 12, seed: -1, style: "noir" })),
    ).toHaveLength(3);
  });

  test("the default model is vidq2-turbo, and nothing left out is sent", () => {
    expect(checkStartEndOptions({})).toEqual({ ok: true, value: { model: "vidq2-turbo" } });
  });
});

describe("extend", () => {
  const byUrl = { video_url: "https://cdn.example/v.mp4", video_creation_id: "creation-1" };

  test.each([
    [1, true],
    [7, true],
    [0, false],
    [8, false],
  ] as const)("a duration of %d: accepted %s", (duration, ok) => {
    const result = checkExtendOptions({ ...byUrl, duration });
    expect(result.ok).toBe(ok);
    if (!ok) expect(problems(result)).toEqual(["`duration` must be a whole number from 1 to 7 seconds."]);
  });

  test("the duration defaults to 5 and the model to vidq2-turbo", () => {
    expect(checkExtendOptions(byUrl)).toEqual({
      ok: true,
      value: {
        model: "vidq2-turbo",
        duration: 5,
        source: { videoUrl: "https://cdn.example/v.mp4", creationId: "creation-1" },
      },
    });
  });

  test.each([
    [{}, /^`job` is required/],
    [{ video_url: byUrl.video_url }, /^`video_url` and `video_creation_id` must be given together/],
    [{ video_creation_id: "c" }, /^`video_url` and `video_creation_id` must be given together/],
    [{ ...byUrl, job: "1b4e28ba-2fa1-11d2-883f-0016d3cca427" }, /^Give either `job`, or `video_url`/],
    [{ job: "'; drop table jobs; --" }, /^`job`: no finished video of this server has that id/],
    [{ ...byUrl, video_creation_id: "a/../b" }, /^`video_creation_id` may hold only/],
    [{ ...byUrl, video_url: "ftp://cdn.example/v.mp4" }, /^`video_url` must be an http\(s\) URL/],
    [{ ...byUrl, model: "vidq3-pro" }, /^`model` must be one of: vidq2-pro, vidq2-turbo/],
    [{ ...byUrl, resolution: "360p" }, /^`resolution` must be one of: 540p, 720p, 1080p/],
  ])("%j is refused", (raw, message) => {
    expect(problems(checkExtendOptions(raw))[0]).toMatch(message);
  });

  test("a job id picked from the list is taken", () => {
    expect(checkExtendOptions({ job: "1b4e28ba-2fa1-11d2-883f-0016d3cca427" })).toMatchObject({
      ok: true,
      value: { source: { job: "1b4e28ba-2fa1-11d2-883f-0016d3cca427" } },
    });
  });
});

describe("multiframe", () => {
  test.each([
    [2, true],
    [9, true],
    [1, false],
    [0, false],
  ] as const)("%d key frames: accepted %s", (count, ok) => {
    const result = checkMultiframeOptions({}, count);
    expect(result.ok).toBe(ok);
    if (ok) expect(result).toMatchObject({ value: { frames: Array.from({ length: count }, () => ({})) } });
    else expect(problems(result)[0]).toMatch(/^Key frames: attach 2 to 9 key frame images/);
  });

  test("10 key frames are refused", () => {
    expect(problems(checkMultiframeOptions({}, 10))[0]).toMatch(/^Key frames: attach 2 to 9/);
    const ten = Array.from({ length: 10 }, (_, i) => `2s frame ${i}`).join(" | ");
    expect(problems(checkMultiframeOptions({ frames: ten }, 9))).toEqual([
      "`frames` has 10 entries: a multiframe video takes 2 to 9 key frames, one entry each.",
    ]);
  });

  test("frames gives each key frame its duration and prompt", () => {
    expect(
      checkMultiframeOptions({ frames: "4s the door opens | 3s | a cat walks in", model: "vidq2-pro" }, 3),
    ).toEqual({
      ok: true,
      value: {
        model: "vidq2-pro",
        frames: [{ duration: 4, prompt: "the door opens" }, { duration: 3 }, { prompt: "a cat walks in" }],
      },
    });
  });

  test.each([
    [1, true],
    [8, true],
    [0, false],
    [9, false],
  ] as const)("a key frame of %d seconds: accepted %s", (seconds, ok) => {
    const result = checkMultiframeOptions({ frames: `${seconds}s go | 2s stop` }, 2);
    expect(result.ok).toBe(ok);
    if (!ok) expect(problems(result)).toEqual(["`frames` entry 1: the duration must be 1 to 8 seconds."]);
  });

  test.each([
    ["more entries than key frames", "2s a | 2s b | 2s c", /^`frames` has 3 entries but 2 key frames are attached/],
    [
      "a prompt over 2000 characters",
      `2s ${"x".repeat(2001)} | 2s b`,
      /^`frames entry 1 prompt` must be 1 to 2,000 characters long \(it is 2,001\)/,
    ],
    ["a control character", "2s a\u0000 | 2s b", /^`frames` must not contain control characters/],
  ] as const)("frames with %s is refused", (_label, frames, message) => {
    expect(problems(checkMultiframeOptions({ frames }, 2))[0]).toMatch(message);
  });
});
