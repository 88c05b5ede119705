import { beforeEach, describe, expect, test } from "vitest";
import type { FakeFile } from "../../fakes/discord/options.js";
import { makePng, pngFile } from "../../fakes/png.js";
import { setGuildKey, useHarness } from "./harness.js";

/** Refusals: each answered ephemerally, naming the field, with nothing sent to the service and no job written. */
const h = useHarness();
beforeEach(async () => {
  await setGuildKey(h);
});

const frames = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`frame${i + 1}`, pngFile(`frame${i + 1}`)]));

async function refused(subcommand: string, options: Record<string, unknown>, message: RegExp): Promise<void> {
  const store = h.bot.context.store;
  const sent = h.platform.requests.length;
  const jobs = (await store.jobs.listForGuild(h.discord.guild.id, { limit: 1000 })).length;
  const interaction = await h.discord.driver.slashCommand("video", options, { subcommand });
  const response = await interaction.response();
  expect(response.type).toBe(4);
  expect(response.data.flags & 64).toBe(64);
  expect(response.data.content).toMatch(message);
  expect(response.data.allowed_mentions).toEqual({ parse: [] });
  expect(h.platform.requests.length).toBe(sent);
  expect((await store.jobs.listForGuild(h.discord.guild.id, { limit: 1000 })).length).toBe(jobs);
}

describe("/video start-end: each per-model duration limit, refused at both edges before sending", () => {
  test.each([
    ["vidq3-pro", 0, "1 to 16"],
    ["vidq3-pro", 17, "1 to 16"],
    ["vidq2-pro-fast", 0, "1 to 10"],
    ["vidq2-pro-fast", 11, "1 to 10"],
    ["vidq2-pro", 0, "1 to 8"],
    ["vidq2-pro", 9, "1 to 8"],
    ["vidq2-turbo", 0, "1 to 8"],
    ["vidq2-turbo", 9, "1 to 8"],
  ])("%s for %d seconds", async (model, duration, range) => {
    await refused(
      "start-end",
      { start: pngFile("start"), model, duration },
      new RegExp(`\`duration\` must be ${range} seconds for ${model}`),
    );
  });

  test("extend refuses 0 and 8 seconds", async () => {
    for (const duration of [0, 8]) {
      await refused(
        "extend",
        { video_url: "https://cdn.example/v.mp4", video_creation_id: "c1", duration },
        /`duration` must be a whole number from 1 to 7 seconds/,
      );
    }
  });
});

describe("/video: options a model ignores are refused, not sent", () => {
  test.each([
    ["movement_amplitude", "large", "vidq3-pro"],
    ["movement_amplitude", "small", "vidq2-turbo"],
    ["bgm", true, "vidq3-pro"],
    ["audio_type", "all", "vidq3-pro"],
    ["voice_id", "narrator", "vidq3-pro"],
  ])("%s on %s", async (field, value, model) => {
    await refused(
      "start-end",
      { start: pngFile("start"), model, [field]: value, audio: true },
      new RegExp(`\`${field}\` has no effect on ${model}`),
    );
  });
});

describe("/video multiframe: 2 to 9 key frames", () => {
  test("1 key frame is refused", async () => {
    await refused(
      "multiframe",
      { start: pngFile("start"), ...frames(1) },
      /Key frames: attach 2 to 9 key frame images/,
    );
  });

  test("10 key frames (9 attached, 10 entries in frames) are refused", async () => {
    const text = Array.from({ length: 10 }, (_, i) => `2s shot ${i + 1}`).join(" | ");
    await refused(
      "multiframe",
      { start: pngFile("start"), ...frames(9), frames: text },
      /`frames` has 10 entries: a multiframe video takes 2 to 9 key frames/,
    );
  });
});

describe("/video: hostile text and files", () => {
  const bytes = (data: Buffer | string, contentType = "image/png", filename = "x.png"): FakeFile => ({
    filename,
    contentType,
    data: Buffer.from(data),
  });
  const truncated = makePng(64, 40, "cut").subarray(0, 60);

  test.each([
    [
      "a prompt with a NUL",
      "start-end",
      { prompt: "a cat\u0000<script>" },
      /`prompt` must not contain control characters/,
    ],
    [
      "a prompt over 2000 characters",
      "start-end",
      { prompt: "x".repeat(2001) },
      /`prompt` must be 1 to 2,000 characters long \(it is 2,001\)/,
    ],
    [
      "a prompt with a lone surrogate",
      "start-end",
      { prompt: "half an emoji \ud83d" },
      /`prompt` contains a broken character/,
    ],
    ["a prompt of zero-width joiners", "start-end", { prompt: "\u200c\u200d" }, /`prompt` must contain visible text/],
    ["a prompt with a mention", "start-end", { prompt: "@everyone watch" }, /`prompt` must not contain mentions/],
    ["an aspect ratio that is not W:H", "start-end", { aspect_ratio: "1:9;x" }, /`aspect_ratio` must look like 16:9/],
    ["a path as voice id", "start-end", { voice_id: "../../etc/passwd" }, /`voice_id` may hold only letters/],
    [
      "a javascript: watermark URL",
      "start-end",
      { watermark: true, wm_url: "javascript:alert(1)" },
      /`wm_url` must be an http\(s\) URL/,
    ],
    [
      "a watermark URL with a password",
      "start-end",
      { watermark: true, wm_url: "https://admin:hunter2@example.com/wm.png" },
      /`wm_url` must not contain a user name or password/,
    ],
    ["a negative seed", "start-end", { seed: -5 }, /`seed` must be a whole number from 0 to 2,147,483,647/],
    ["an unknown model", "start-end", { model: "vidq9-ultra" }, /`model` must be one of: vidq3-pro/],
    [
      "a file: video URL",
      "extend",
      { video_url: "file:///etc/passwd", video_creation_id: "c1" },
      /`video_url` must be an http\(s\) URL/,
    ],
    [
      "a path as creation id",
      "extend",
      { video_url: "https://cdn.example/v.mp4", video_creation_id: "c1/../../admin" },
      /`video_creation_id` may hold only letters/,
    ],
    [
      "a URL without its creation id",
      "extend",
      { video_url: "https://cdn.example/v.mp4" },
      /`video_url` and `video_creation_id` must be given together/,
    ],
    ["SQL as job", "extend", { job: "' or 1=1 --" }, /`job`: no finished video of this server has that id/],
    ["an unknown job", "extend", { job: "1b4e28ba-2fa1-11d2-883f-0016d3cca427" }, /`job`: no finished video/],
    [
      "a direction override in frames",
      "multiframe",
      { ...frames(2), frames: "2s a\u202e | 2s b" },
      /`frames` must not contain text-direction override characters/,
    ],
    [
      "a 99 s key frame",
      "multiframe",
      { ...frames(2), frames: "99s a | 2s b" },
      /`frames` entry 1: the duration must be 1 to 8 seconds/,
    ],
  ] as const)("%s (%s)", async (_label, subcommand, options, message) => {
    const base = subcommand === "extend" ? {} : { start: pngFile("start") };
    await refused(subcommand, { ...base, ...options }, message);
  });

  test.each([
    [
      "start",
      "text claiming to be a PNG",
      bytes("hello, not an image"),
      /`start` must be a PNG, JPEG, or WebP file .*this file is not a PNG/,
    ],
    ["start", "a truncated PNG", bytes(truncated), /`start` must be a PNG, JPEG, or WebP file .*cut off/],
    ["end", "an empty file", bytes(""), /`end` must be a PNG, JPEG, or WebP file .*empty/],
    [
      "start",
      "a GIF",
      bytes("GIF89a\u0010\u0000\u0010\u0000" + "\u0000".repeat(16) + ";", "image/gif", "x.gif"),
      /`start` must be a PNG, JPEG, or WebP file/,
    ],
  ])("start-end %s: %s", async (field, _what, file, message) => {
    await refused("start-end", { start: pngFile("start"), [field]: file }, message);
  });

  test("images that together exceed 20 MB are refused before any is downloaded", async () => {
    const big = (name: string) => bytes(Buffer.concat([makePng(64, 40, name), Buffer.alloc(7 * 1024 * 1024)]));
    await refused(
      "multiframe",
      { start: big("s"), frame1: big("a"), frame2: big("b") },
      /start, frame1, and frame2 must together be at most 20 MB; these are 22 MB/,
    );
  });

  test("a key frame that is not an image is refused, naming its option", async () => {
    await refused(
      "multiframe",
      { start: pngFile("start"), ...frames(3), frame3: bytes("%PDF-1.7") },
      /`frame3` must be a PNG, JPEG, or WebP file/,
    );
  });
});
