import { beforeEach, describe, expect, test } from "vitest";
import type { FakeFile } from "../../fakes/discord/options.js";
import type { StoredMessage } from "../../fakes/discord/server.js";
import { pngFile } from "../../fakes/png.js";
import { ended, jobIdOf, setGuildKey, useHarness } from "./harness.js";

const h = useHarness({ platform: { taskMs: 400 } });
beforeEach(async () => {
  Object.assign(h.platform.knobs, { failOnCreate: false, videoBytes: 0, taskFails: false });
  delete h.platform.knobs.videoTaskMs;
  // The harness's server has the image check off: videos' checks are test/e2e/image-check.test.ts's.
  await setGuildKey(h);
});

const dataUri = (file: FakeFile) => `data:image/png;base64,${file.data.toString("base64")}`;
const posts = (endpoint: string) =>
  h.platform.requests.filter((r) => r.method === "POST" && r.path === `/proxy/vidpartner/${endpoint}`);

async function creation(taskId: string): Promise<{ id: string; url: string; cover_url: string }> {
  const reply = (await (await fetch(`${h.platform.url}/proxy/vidpartner/tasks/${taskId}/creations`)).json()) as {
    creations: { id: string; url: string; cover_url: string }[];
  };
  return reply.creations[0]!;
}

async function bytesOf(url: string): Promise<Buffer> {
  return Buffer.from(await (await fetch(url)).arrayBuffer());
}

/** Runs a command and waits for its job message's terminal state. */
async function run(subcommand: string, options: Record<string, unknown>): Promise<StoredMessage> {
  const interaction = await h.discord.driver.slashCommand("video", options, { subcommand });
  const deferred = await interaction.response();
  expect(deferred.type).toBe(5);
  return ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
}

async function taskOf(message: StoredMessage): Promise<string> {
  const job = await h.bot.context.store.jobs.get(jobIdOf(message));
  return job!.remoteId!;
}

describe("/video start-end", () => {
  test("sends every option, shows the service's state, and ends with the video attached, its credits and Extend", async () => {
    const start = pngFile("first");
    const end = pngFile("last");
    const options = {
      start,
      end,
      prompt: "a paper boat drifts down a gutter",
      model: "vidq1",
      duration: 8,
      resolution: "1080p",
      aspect_ratio: "16:9",
      seed: 4242,
      style: "anime",
      movement_amplitude: "large",
      audio: true,
      audio_type: "speech_only",
      bgm: true,
      voice_id: "narrator-1",
      enhance: true,
      is_rec: true,
      off_peak: true,
      watermark: true,
      wm_position: 2,
      wm_url: "https://example.com/wm.png",
    };
    h.platform.knobs.videoTaskMs = 1500;
    // is_rec costs 10 more credits: the member confirms before anything is sent.
    const asked = await h.discord.driver.slashCommand("video", options, { subcommand: "start-end" });
    const question = await asked.response();
    expect(question.data.flags & 64).toBe(64);
    expect(question.data.content).toContain("costs 10 more credits");
    expect(posts("start-end2video")).toHaveLength(0);
    const confirm = JSON.stringify(question.data.components).match(/video:rec:[0-9a-f-]+/)![0];
    const interaction = await h.discord.driver.clickButton(
      (await h.discord.waitFor(() => asked.originalMessage())).id,
      confirm,
    );
    const running = await h.discord.waitFor(() => {
      const message = interaction.originalMessage();
      return message && /Progress \d+%/.test(JSON.stringify(message.embeds)) ? message : undefined;
    }, 10_000);
    const message = await ended(h, running.id);
    // A second press of the used Confirm says it was used, not that it expired; nothing more is sent.
    const again = await h.discord.driver.clickButton(asked.originalMessage()!.id, confirm);
    const said = (await again.response()).data;
    expect(said.flags & 64).toBe(64);
    expect(said.content).toContain("already confirmed");
    expect(said.content).not.toContain("expired");
    expect(posts("start-end2video")).toHaveLength(1);

    const { body } = posts("start-end2video").at(-1)!;
    const { start: _s, end: _e, ...rest } = options;
    expect(body).toEqual({ ...rest, images: [dataUri(start), dataUri(end)] });

    const shown = JSON.stringify(running.history.map((state) => state.embeds));
    expect(shown).toContain("Rendering");
    expect(shown).toMatch(/Credits: 20/);
    expect(shown).toMatch(/Ready <t:\d+:R>/);

    const video = await creation(await taskOf(message));
    expect(message.attachments.map((a) => a.filename)).toEqual(["0.mp4"]);
    expect(message.attachments[0]!.data.equals(await bytesOf(video.url))).toBe(true);
    const embed = message.embeds[0]!;
    expect(embed.title).toBe("a paper boat drifts down a gutter");
    expect(embed.fields).toEqual(
      expect.arrayContaining([
        { name: "Credits", value: "20", inline: true },
        { name: "Model", value: "vidq1", inline: true },
      ]),
    );
    expect(JSON.stringify(message.components)).toContain(`video:extend:${jobIdOf(message)}`);
    expect(message.allowedMentions).toEqual({ parse: [] });
  });

  test("a video over the upload limit is linked, with its cover attached, never dropped", async () => {
    h.platform.knobs.videoBytes = 12 * 1024 * 1024;
    const message = await run("start-end", { start: pngFile("big"), prompt: "a long pan over a city" });
    const video = await creation(await taskOf(message));
    expect(message.attachments.map((a) => a.filename)).toEqual(["0-cover.png"]);
    expect(message.attachments[0]!.data.equals(await bytesOf(video.cover_url))).toBe(true);
    const embed = message.embeds[0]!;
    expect(embed.description).toContain(
      `0.mp4 is linked instead of attached because it is larger than this server's upload limit (10 MB): ${video.url}`,
    );
    expect(embed.image?.url).toBe("attachment://0-cover.png");
    expect((await bytesOf(video.url)).length).toBe(12 * 1024 * 1024);
    expect(JSON.stringify(message.components)).toContain("video:extend:");
  });

  test("a POST answered state: failed ends the job at once with the service's reason", async () => {
    Object.assign(h.platform.knobs, { failOnCreate: true, failReason: "audit_failed" });
    const message = await run("start-end", { start: pngFile("refused"), prompt: "something the service refuses" });
    expect(message.embeds[0]!.description).toMatch(/Failed\.\*\* The partner service could not do it: audit_failed/);
    const job = await h.bot.context.store.jobs.get(jobIdOf(message));
    expect(job).toMatchObject({ status: "failed", error: { code: "task_failed" } });
    expect(h.platform.requests.filter((r) => r.path.includes(`/tasks/${job!.remoteId}/`))).toEqual([]);
  });
});

describe("/video multiframe", () => {
  test.each([2, 9])("%d key frames reach the service, each with its duration and prompt", async (count) => {
    const start = pngFile("mf-start");
    const frames = Array.from({ length: count }, (_, i) => pngFile(`mf-${count}-${i + 1}`));
    const text = frames.map((_, i) => `${(i % 8) + 1}s shot ${i + 1}`).join(" | ");
    const message = await run("multiframe", {
      start,
      ...Object.fromEntries(frames.map((f, i) => [`frame${i + 1}`, f])),
      frames: text,
      model: "vidq2-pro",
      resolution: "720p",
    });
    expect(posts("multiframe").at(-1)!.body).toEqual({
      model: "vidq2-pro",
      resolution: "720p",
      start_image: dataUri(start),
      image_settings: frames.map((f, i) => ({ key_image: dataUri(f), duration: (i % 8) + 1, prompt: `shot ${i + 1}` })),
    });
    expect(message.embeds[0]!.title).toBe(`Video through ${count} key frames`);
    expect(message.attachments.map((a) => a.filename)).toEqual(["0.mp4"]);
  });
});

describe("/video extend", () => {
  test("by URL and creation id, with every option", async () => {
    const end = pngFile("ref-end");
    await run("extend", {
      video_url: "https://cdn.example/v/clip.mp4",
      video_creation_id: "creation-77",
      prompt: "the camera pulls back",
      model: "vidq2-pro",
      duration: 7,
      end,
      resolution: "1080p",
    });
    expect(posts("extend").at(-1)!.body).toEqual({
      model: "vidq2-pro",
      prompt: "the camera pulls back",
      duration: 7,
      resolution: "1080p",
      video_url: "https://cdn.example/v/clip.mp4",
      video_creation_id: "creation-77",
      images: [dataUri(end)],
    });
  });

  test("from the Extend button of a finished video, through its form", async () => {
    const first = await run("start-end", { start: pngFile("to-extend"), prompt: "a door opens" });
    const video = await creation(await taskOf(first));
    const click = await h.discord.driver.clickButton(first.id, `video:extend:${jobIdOf(first)}`);
    const opened = await click.response();
    expect(opened.type).toBe(9);
    // Which model extends is the form's own text, which stays while the member types; its fields
    // are labels, with no placeholder to vanish (issue 41, item 8).
    expect(opened.data.components.map((c: { type: number }) => c.type)).toEqual([18, 18]);
    expect(JSON.stringify(opened.data)).not.toContain("placeholder");
    const form = await h.discord.driver.submitModal(
      `video:extend:${jobIdOf(first)}`,
      { prompt: "a cat walks through", duration: "6" },
      { messageId: first.id },
    );
    expect((await form.response()).type).toBe(5);
    const message = await ended(h, (await h.discord.waitFor(() => form.originalMessage())).id);
    expect(posts("extend").at(-1)!.body).toEqual({
      model: "vidq2-turbo",
      prompt: "a cat walks through",
      duration: 6,
      video_url: video.url,
      video_creation_id: video.id,
    });
    expect(message.attachments.map((a) => a.filename)).toEqual(["0.mp4"]);
    const job = await h.bot.context.store.jobs.get(jobIdOf(message));
    expect(job?.params).toMatchObject({ mode: "extend", extendOf: jobIdOf(first) });
  });

  test("Extend's form says, in its own text above the fields, when the video's model cannot extend", async () => {
    const first = await run("start-end", { start: pngFile("from-q3"), prompt: "a kite rises", model: "vidq3-pro" });
    const click = await h.discord.driver.clickButton(first.id, `video:extend:${jobIdOf(first)}`);
    const { data } = await click.response();
    expect(data.components[0]).toMatchObject({
      type: 10,
      content: "Extends with vidq2-turbo: vidq3-pro cannot extend videos.",
    });
    expect(data.components.slice(1).map((c: { type: number }) => c.type)).toEqual([18, 18]);
    expect(JSON.stringify(data)).not.toContain("placeholder");
  });

  test("the job option lists this server's finished videos", async () => {
    const finished = await run("start-end", { start: pngFile("listed"), prompt: "a listed lighthouse" });
    const lookup = await h.discord.driver.autocomplete("video", { job: "lighthouse" }, "job", { subcommand: "extend" });
    const { data } = await lookup.response();
    expect(data.choices).toEqual([
      { name: expect.stringMatching(/^a listed lighthouse · \d{4}-/), value: jobIdOf(finished) },
    ]);
  });

  test("a form with a duration out of range is refused, naming the field, and nothing is sent", async () => {
    const first = await run("start-end", { start: pngFile("form-refusal"), prompt: "a bridge" });
    const sent = h.platform.requests.length;
    const form = await h.discord.driver.submitModal(
      `video:extend:${jobIdOf(first)}`,
      { prompt: "", duration: "9" },
      { messageId: first.id },
    );
    const response = await form.response();
    expect(response.data).toMatchObject({
      flags: 64,
      content: expect.stringMatching(/`Seconds to add` must be a whole number from 1 to 7 seconds/),
    });
    expect(h.platform.requests.length).toBe(sent);
  });
});
