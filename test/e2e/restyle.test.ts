import { beforeEach, describe, expect, test } from "vitest";
import { makePng, pngFile } from "../../fakes/png.js";
import { ended, jobIdOf, setGuildKey, useHarness } from "./harness.js";

const h = useHarness();
beforeEach(async () => {
  Object.assign(h.platform.knobs, { taskFails: false, taskMs: 150 });
  await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { maxConcurrentJobs: 8, dailyQuota: 50 });
  await setGuildKey(h);
});

const png = (seed: string, width = 24, height = 24) => pngFile(seed, width, height);
const decoded = (value: unknown) => Buffer.from(String(value), "base64");

async function finished(interaction: { originalMessage(): ReturnType<typeof h.discord.messages.get> }) {
  return ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
}

describe("/style-transfer", () => {
  test("every option reaches the body; the result is delivered with Vary, which turns fixed_generation off", async () => {
    const image = png("st-image");
    const reference = png("st-reference");
    const options = {
      engine: "colorful_anime",
      flavor: "gen_z",
      style_strength: 70,
      structure_strength: 35,
      is_portrait: true,
      portrait_style: "pop",
      portrait_beautifier: "beautify_face_max",
      prompt: "in the style of a woodcut",
      fixed_generation: true,
    };
    const before = h.platform.requests.length;
    const interaction = await h.discord.driver.slashCommand("style-transfer", { image, reference, ...options });
    const message = await finished(interaction);
    const post = h.platform.requests
      .slice(before)
      .find((r) => r.method === "POST" && r.path.endsWith("/image-style-transfer"))!;
    const body = post.body as Record<string, unknown>;
    expect(body).toMatchObject(options);
    expect(decoded(body.image)).toEqual(image.data);
    expect(decoded(body.reference_image)).toEqual(reference.data);
    expect(message.attachments).toHaveLength(1);
    expect(message.embeds[0]!.title).toBe("Style transfer · colorful_anime · gen_z");

    const mark = h.platform.requests.length;
    const click = await h.discord.driver.clickButton(message.id, `st:vary:${jobIdOf(message)}`);
    await finished(click);
    const varied = h.platform.requests
      .slice(mark)
      .find((r) => r.method === "POST" && r.path.endsWith("/image-style-transfer"))!;
    expect(varied.body).toMatchObject({ ...options, fixed_generation: false });
  });
});

describe("/enhance", () => {
  test("every option reaches the body and the result is delivered", async () => {
    const image = png("en-image");
    const before = h.platform.requests.length;
    const interaction = await h.discord.driver.slashCommand("enhance", {
      image,
      optimized_for: "improve_lighting",
      sharpen: 40,
      smart_grain: 12,
    });
    const message = await finished(interaction);
    const post = h.platform.requests
      .slice(before)
      .find((r) => r.method === "POST" && r.path.endsWith("/skin-enhancer/flexible"))!;
    expect(post.body).toMatchObject({ optimized_for: "improve_lighting", sharpen: 40, smart_grain: 12 });
    expect(decoded((post.body as { image: string }).image)).toEqual(image.data);
    expect(message.attachments).toHaveLength(1);
    expect(JSON.stringify(message.components)).toContain(`en:vary:${jobIdOf(message)}`);
  });
});

/** Runs a command that must be refused: ephemeral, naming the field; nothing sent, nothing written. */
async function expectRefused(command: string, options: Record<string, unknown>, message: RegExp) {
  const requests = h.platform.requests.length;
  const jobs = (await h.bot.context.store.jobs.listForGuild(h.discord.guild.id, { limit: 1000 })).length;
  const used = await h.bot.context.store.usage.get(h.discord.guild.id, h.discord.guild.member.id);
  const messages = h.discord.messages.all().length;
  const interaction = await h.discord.driver.slashCommand(command, options);
  const response = await interaction.response();
  expect(response.type).toBe(4);
  expect(response.data.flags & 64).toBe(64);
  expect(response.data.content).toMatch(message);
  expect(h.platform.requests.length).toBe(requests);
  expect((await h.bot.context.store.jobs.listForGuild(h.discord.guild.id, { limit: 1000 })).length).toBe(jobs);
  expect(await h.bot.context.store.usage.get(h.discord.guild.id, h.discord.guild.member.id)).toBe(used);
  // Only the ephemeral answer itself was posted.
  expect(h.discord.messages.all().length).toBe(messages + 1);
}

describe("out-of-range options are refused before anything is sent", () => {
  test.each([
    ["upscale", { scale: "3x" }, /`scale` must be one of: 2x, 4x, 8x, 16x/],
    ["upscale", { creativity: 11 }, /`creativity` must be a whole number from -10 to 10/],
    ["upscale", { hdr: -11 }, /`hdr` must be a whole number from -10 to 10/],
    ["upscale", { resemblance: 2.5 }, /`resemblance` must be a whole number from -10 to 10/],
    ["upscale", { fractality: 99 }, /`fractality` must be a whole number from -10 to 10/],
    ["upscale", { engine: "turbo" }, /`engine` must be one of: automatic/],
    ["upscale", { optimized_for: "cats" }, /`optimized_for` must be one of: standard/],
    ["style-transfer", { style_strength: 101 }, /`style_strength` must be a whole number from 0 to 100/],
    ["style-transfer", { structure_strength: -1 }, /`structure_strength` must be a whole number from 0 to 100/],
    ["style-transfer", { flavor: "spicy" }, /`flavor` must be one of: faithful/],
    ["style-transfer", { portrait_style: "pop" }, /portrait_style is used only when is_portrait is true/],
    ["enhance", { sharpen: 101 }, /`sharpen` must be a whole number from 0 to 100/],
    ["enhance", { smart_grain: -5 }, /`smart_grain` must be a whole number from 0 to 100/],
    ["enhance", { optimized_for: "everything" }, /`optimized_for` must be one of: enhance_skin/],
  ])("/%s %j", async (command, options, message) => {
    await expectRefused(
      command,
      { image: png("range"), ...(command === "style-transfer" ? { reference: png("ref") } : {}), ...options },
      message,
    );
  });
});

const text = (data: string) => ({ filename: "notes.png", contentType: "image/png", data: Buffer.from(data) });
const pngHead = makePng(8, 8, "head").subarray(0, 8);
// [what, the file, what the refusal says after the field's name]
const HOSTILE_FILES: Array<[string, object, RegExp]> = [
  [
    "a zero-byte file",
    { filename: "empty.png", contentType: "image/png", data: Buffer.alloc(0) },
    /must be a PNG, JPEG, or WebP file of at most 50 MB; this file is empty/,
  ],
  [
    "a truncated PNG",
    { filename: "cut.png", contentType: "image/png", data: makePng(8, 8, "cut").subarray(0, 40) },
    /this file is cut off/,
  ],
  [
    "a PNG header on text",
    {
      filename: "fake.png",
      contentType: "image/png",
      data: Buffer.concat([pngHead, Buffer.from("just text, no IHDR, honestly none at all")]),
    },
    /this file is a damaged PNG/,
  ],
  ["text named .png", text("hello there"), /this file is not a PNG, JPEG, or WebP file/],
  ["a 100 MB declared size", { ...png("huge"), size: 100 * 1024 * 1024 }, /of at most 50 MB; this file is 100 MB/],
];
const HOSTILE_PROMPTS: Array<[string, string, RegExp]> = [
  ["a NUL", "a\u0000b", /must not contain control characters/],
  ["an escape sequence", "\u001b[2J wipe", /must not contain control characters/],
  ["an RTL override", "gnp.exe\u202e", /must not contain text-direction override characters/],
  ["a lone surrogate", "\ud83d", /contains a broken character/],
  ["zero-width characters only", "\u200b\u200c\u200d", /must contain visible text/],
  ["a mention", "@everyone look", /must not contain mentions/],
  ["6000 characters", "x".repeat(6000), /must be 1 to 2,000 characters long \(it is 6,000\)/],
];

describe("hostile inputs are refused ephemerally, naming the field; nothing is sent or written", () => {
  const naming = (field: string, message: RegExp) => new RegExp(`^⚠️ \`?${field}\`? .*${message.source}`);
  test.each(HOSTILE_FILES)("/upscale image: %s", async (_name, file, message) => {
    await expectRefused("upscale", { image: file }, naming("image", message));
  });
  test.each(HOSTILE_FILES)("/style-transfer reference: %s", async (_name, file, message) => {
    await expectRefused("style-transfer", { image: png("ok"), reference: file }, naming("reference", message));
  });
  test.each(HOSTILE_FILES)("/enhance image: %s", async (_name, file, message) => {
    await expectRefused("enhance", { image: file }, naming("image", message));
  });
  test.each(HOSTILE_PROMPTS)("/upscale prompt: %s", async (_name, prompt, message) => {
    await expectRefused("upscale", { image: png("p"), prompt }, naming("prompt", message));
  });
  test.each(HOSTILE_PROMPTS)("/style-transfer prompt: %s", async (_name, prompt, message) => {
    await expectRefused("style-transfer", { image: png("p"), reference: png("r"), prompt }, naming("prompt", message));
  });
});
