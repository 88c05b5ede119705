import { beforeEach, describe, expect, test } from "vitest";
import type { StoredMessage } from "../../fakes/discord/server.js";
import { makePng, pngSize } from "../../fakes/png.js";
import { ended, jobIdOf, setGuildKey, useHarness } from "./harness.js";

const h = useHarness();
beforeEach(async () => {
  Object.assign(h.platform.knobs, { taskFails: false, taskMs: 150, unsupportedReads: [] });
  Object.assign(h.cloud.knobs, { stepMs: 15, steps: 10 });
  await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { maxConcurrentJobs: 8, dailyQuota: null });
  await setGuildKey(h);
});

const png = (width: number, height: number, seed: string) => ({
  filename: `${seed}.png`,
  contentType: "image/png",
  data: makePng(width, height, seed),
  width,
  height,
});
const posts = (operation = "image-upscaler") =>
  h.platform.requests.filter((r) => r.method === "POST" && r.path.endsWith(`/${operation}`));
const bodyOf = (request: { body?: unknown }) => request.body as Record<string, unknown>;

/** The bytes the fake platform serves for the task the job followed. */
async function resultOf(operation: string, after: number): Promise<Buffer> {
  const read = h.platform.requests.slice(after).find((r) => r.method === "GET" && r.path.includes(`/${operation}/`))!;
  const taskId = read.path.split("/").at(-1)!;
  const reply = await fetch(`${h.platform.url}/proxy/imgpartner/v1/ai/${operation}/${taskId}`, {
    headers: { authorization: `Bearer ${h.platform.token}` },
  });
  const record = (await reply.json()) as { data: { generated: string[] } };
  return Buffer.from(await (await fetch(record.data.generated[0]!)).arrayBuffer());
}

/** The bot's replies under a message, ended (a terminal embed without Cancel). */
async function repliesUnder(message: StoredMessage, count: number): Promise<StoredMessage[]> {
  const ids = await h.discord.waitFor(() => {
    const replies = h.discord.messages
      .all()
      .filter((m) => m.replyTo === message.id && m.author.id === h.discord.botUser.id);
    return replies.length >= count ? replies.map((m) => m.id) : undefined;
  }, 15_000);
  return Promise.all(ids.map((id) => ended(h, id)));
}

describe("/upscale", () => {
  test("scale 4x sends the image and the settings, and delivers the service's bytes with Upscale again / Redo upscale", async () => {
    const before = h.platform.requests.length;
    const input = png(64, 48, "upscale-me");
    const interaction = await h.discord.driver.slashCommand("upscale", {
      image: input,
      scale: "4x",
      engine: "upscaler_sharpy",
      creativity: 3,
    });
    const message = await ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
    const [post] = posts().filter((r) => h.platform.requests.indexOf(r) >= before);
    expect(bodyOf(post!)).toMatchObject({ scale_factor: "4x", engine: "upscaler_sharpy", creativity: 3 });
    // The fake's attachment URL is local, which the service cannot fetch: the bytes go as base64.
    expect(Buffer.from(String(bodyOf(post!).image), "base64")).toEqual(input.data);
    expect(message.attachments).toHaveLength(1);
    expect(message.attachments[0]!.data).toEqual(await resultOf("image-upscaler", before));
    expect(pngSize(message.attachments[0]!.data)).toEqual({ width: 256, height: 192 });
    expect(message.embeds[0]!.title).toBe("Upscale 4×");
    const buttons = JSON.stringify(message.components);
    expect(buttons).toContain(`up:again:${jobIdOf(message)}`);
    expect(buttons).toContain("Upscale again (8×)");
    expect(buttons).toContain(`up:vary:${jobIdOf(message)}`);
    expect(buttons).toContain('"label":"Redo upscale"');
  });

  test("an image whose result would pass 25.3 MP is refused ephemerally, naming the limit and the largest scale", async () => {
    const before = h.platform.requests.length;
    const interaction = await h.discord.driver.slashCommand("upscale", { image: png(2000, 1500, "big"), scale: "4x" });
    const response = await interaction.response();
    expect(response.data.flags & 64).toBe(64);
    expect(response.data.content).toContain("25.3 million pixels");
    expect(response.data.content).toContain("the largest scale that fits this 2000×1500 image is 2x");
    expect(h.platform.requests.length).toBe(before);
  });

  test("without Discord's width and height, the size comes from the image header", async () => {
    // A PNG whose header says 6000x5000: even 2x is too large.
    const header = makePng(1, 1, "header");
    header.writeUInt32BE(6000, 16);
    header.writeUInt32BE(5000, 20);
    const before = h.platform.requests.length;
    const interaction = await h.discord.driver.slashCommand("upscale", {
      image: { filename: "huge.png", contentType: "image/png", data: header },
    });
    const response = await interaction.response();
    expect(response.data.content).toMatch(
      /`scale` 2x would make a 12000×10000 image.*this 6000×5000 image is too large to upscale/,
    );
    expect(h.platform.requests.length).toBe(before);
  });

  test("Redo upscale runs the same settings again; Upscale again is offered only while a larger scale fits", async () => {
    // 1500x1000 at 2x is 6 MP; 4x would be 24 MP, still under 25.3; 8x is not.
    const first = await h.discord.driver.slashCommand("upscale", {
      image: png(1500, 1000, "edge"),
      scale: "4x",
      optimized_for: "3d_renders",
    });
    const done = await ended(h, (await h.discord.waitFor(() => first.originalMessage())).id);
    const again = (JSON.stringify(done.components).match(/"label":"Upscale again[^"]*"[^}]*/) ?? [""])[0];
    expect(again).toContain('"disabled":true');
    const before = h.platform.requests.length;
    const click = await h.discord.driver.clickButton(done.id, `up:vary:${jobIdOf(done)}`);
    await ended(h, (await h.discord.waitFor(() => click.originalMessage())).id);
    const [post] = posts().filter((r) => h.platform.requests.indexOf(r) >= before);
    expect(bodyOf(post!)).toMatchObject({ scale_factor: "4x", optimized_for: "3d_renders" });
  });

  test("Upscale again upscales the same image at the next factor", async () => {
    const input = png(32, 32, "again");
    const first = await h.discord.driver.slashCommand("upscale", { image: input });
    const done = await ended(h, (await h.discord.waitFor(() => first.originalMessage())).id);
    const before = h.platform.requests.length;
    const click = await h.discord.driver.clickButton(done.id, `up:again:${jobIdOf(done)}`);
    const again = await ended(h, (await h.discord.waitFor(() => click.originalMessage())).id);
    const [post] = posts().filter((r) => h.platform.requests.indexOf(r) >= before);
    expect(bodyOf(post!).scale_factor).toBe("4x");
    expect(Buffer.from(String(bodyOf(post!).image), "base64")).toEqual(input.data);
    expect(again.embeds[0]!.title).toBe("Upscale 4×");
  });
});

describe("the Upscale image context menu", () => {
  test("upscales a member's image; several images give one job each", async () => {
    const target = await h.discord.postUserMessage(h.discord.guild.channelId, {
      content: "two pics",
      attachments: [png(20, 20, "m1"), png(24, 24, "m2")],
    });
    const before = posts().length;
    const interaction = await h.discord.driver.contextMenu("Upscale image", target.id);
    const first = await ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
    const [second] = await repliesUnder(target, 1);
    expect(posts().length).toBe(before + 2);
    const sent = posts()
      .slice(before)
      .map((p) => Buffer.from(String(bodyOf(p).image), "base64"));
    expect(sent).toEqual(expect.arrayContaining([target.attachments[0]!.data, target.attachments[1]!.data]));
    expect(first.attachments).toHaveLength(1);
    expect(second!.attachments).toHaveLength(1);
  });

  test("a member's image that is not one is refused ephemerally, naming it; nothing is sent", async () => {
    const fakePng = { filename: "cat.png", contentType: "image/png", data: Buffer.from("not really a png") };
    const target = await h.discord.postUserMessage(h.discord.guild.channelId, {
      content: "sneaky",
      attachments: [png(8, 8, "ok"), fakePng],
    });
    const before = h.platform.requests.length;
    const interaction = await h.discord.driver.contextMenu("Upscale image", target.id);
    const response = await interaction.response();
    expect(response.data.flags & 64).toBe(64);
    expect(response.data.content).toMatch(
      /^⚠️ `image 2` must be a PNG, JPEG, or WebP file of at most 50 MB; this file is not a PNG, JPEG, or WebP file/,
    );
    expect(h.platform.requests.length).toBe(before);
  });

  test("several images where the bot cannot reply under the message: refused, naming the permission", async () => {
    const target = await h.discord.postUserMessage(h.discord.guild.channelId, {
      content: "two",
      attachments: [png(8, 8, "p1"), png(8, 8, "p2")],
    });
    const before = h.platform.requests.length;
    const everything = ((1n << 41n) - 1n) & ~(1n << 3n); // all but Administrator, which would imply the rest
    const interaction = await h.discord.driver.contextMenu("Upscale image", target.id, {
      appPermissions: everything & ~(1n << 16n),
    });
    const response = await interaction.response();
    expect(response.data.flags & 64).toBe(64);
    expect(response.data.content).toContain("needs Read Message History in this channel");
    expect(h.platform.requests.length).toBe(before);
  });

  test("a message without images gets an ephemeral answer", async () => {
    const target = await h.discord.postUserMessage(h.discord.guild.channelId, { content: "no pics" });
    const interaction = await h.discord.driver.contextMenu("Upscale image", target.id);
    const response = await interaction.response();
    expect([response.data.flags & 64, response.data.content]).toEqual([64, "⚠️ That message has no image to upscale."]);
  });
});

describe("reaction upscales", () => {
  test("🔍 on a member's message upscales its image in a reply under it, charged to the reactor", async () => {
    await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { dailyQuota: 10 });
    const target = await h.discord.postUserMessage(h.discord.guild.channelId, {
      content: "react here",
      attachments: [png(30, 20, "r1")],
    });
    const before = posts().length;
    await h.discord.driver.react(target.id, "🔍", { user: h.discord.guild.owner });
    const [reply] = await repliesUnder(target, 1);
    expect(posts().length).toBe(before + 1);
    expect(Buffer.from(String(bodyOf(posts().at(-1)!).image), "base64")).toEqual(target.attachments[0]!.data);
    expect(reply!.attachments).toHaveLength(1);
    expect(reply!.allowedMentions).toMatchObject({ parse: [] });
    const job = await h.bot.context.store.jobs.get(jobIdOf(reply!));
    expect(job?.userId).toBe(h.discord.guild.owner.id);
    expect(await h.bot.context.store.usage.get(h.discord.guild.id, h.discord.guild.owner.id)).toBe(1);
  });

  test("a reaction on a message whose image is not one gets a reply naming it; nothing is sent", async () => {
    const target = await h.discord.postUserMessage(h.discord.guild.channelId, {
      content: "text",
      attachments: [{ filename: "x.png", contentType: "image/png", data: Buffer.from("plain text") }],
    });
    const before = h.platform.requests.length;
    await h.discord.driver.react(target.id, "🔍");
    const reply = await h.discord.waitFor(() => h.discord.messages.all().find((m) => m.replyTo === target.id));
    expect(reply.content).toBe(
      `⚠️ <@${h.discord.guild.member.id}> \`image\` must be a PNG, JPEG, or WebP file of at most 50 MB; this file is not a PNG, JPEG, or WebP file.`,
    );
    expect(reply.allowedMentions).toMatchObject({ parse: [] });
    expect(h.platform.requests.length).toBe(before);
  });

  test("a second reaction on the same image starts nothing", async () => {
    const target = await h.discord.postUserMessage(h.discord.guild.channelId, {
      content: "once",
      attachments: [png(16, 16, "once")],
    });
    await h.discord.driver.react(target.id, "🔍");
    await repliesUnder(target, 1);
    const before = posts().length;
    await h.discord.driver.react(target.id, "🔍", { user: h.discord.guild.owner });
    // The reaction router's log line says the work was already done.
    await h.discord.waitFor(() => h.logs.some((l) => l.includes(target.id) && l.includes('"started":0')));
    expect(posts().length).toBe(before);
    expect(h.discord.messages.all().filter((m) => m.replyTo === target.id)).toHaveLength(1);
  });

  test("a failed one can be tried again by reacting again", async () => {
    h.platform.knobs.taskFails = true;
    const target = await h.discord.postUserMessage(h.discord.guild.channelId, {
      content: "flaky",
      attachments: [png(16, 16, "flaky")],
    });
    await h.discord.driver.react(target.id, "🔍");
    const [failed] = await repliesUnder(target, 1);
    expect(failed!.embeds[0]!.description ?? "").toMatch(/could not do it/);
    h.platform.knobs.taskFails = false;
    await h.discord.driver.react(target.id, "🔍", { user: h.discord.guild.owner });
    const replies = await repliesUnder(target, 2);
    expect(replies.some((m) => m.attachments.length === 1)).toBe(true);
  });

  test("a server whose upscale emoji is a custom one upscales on it, and no longer on 🔍", async () => {
    const custom = h.discord.addEmoji("zoom");
    await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { upscaleEmoji: custom });
    try {
      const target = await h.discord.postUserMessage(h.discord.guild.channelId, {
        content: "custom",
        attachments: [png(12, 12, "custom")],
      });
      const before = posts().length;
      await h.discord.driver.react(target.id, "🔍");
      await h.discord.driver.react(target.id, custom.replace(/^<|>$/g, ""), { user: h.discord.guild.owner });
      const [reply] = await repliesUnder(target, 1);
      expect(posts().length).toBe(before + 1);
      expect(reply!.attachments).toHaveLength(1);
      expect((await h.bot.context.store.jobs.get(jobIdOf(reply!)))?.userId).toBe(h.discord.guild.owner.id);
    } finally {
      await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { upscaleEmoji: "🔍" });
    }
  });

  test("🔍 on a /generate result upscales each of its images; other emoji do nothing", async () => {
    const generated = await h.discord.driver.slashCommand("generate", { prompt: "two foxes", count: 2 });
    const result = await ended(h, (await h.discord.waitFor(() => generated.originalMessage())).id);
    const before = posts().length;
    await h.discord.driver.react(result.id, "👍");
    await h.discord.driver.react(result.id, "🔍");
    const replies = await repliesUnder(result, 2);
    expect(posts().length).toBe(before + 2);
    expect(replies.every((m) => m.attachments.length === 1)).toBe(true);
  });
});

describe("U1..Un on a /generate result", () => {
  test("U2 upscales image 2", async () => {
    const generated = await h.discord.driver.slashCommand("generate", { prompt: "pick the second", count: 2 });
    const result = await ended(h, (await h.discord.waitFor(() => generated.originalMessage())).id);
    const before = posts().length;
    const click = await h.discord.driver.clickButton(result.id, `gen:up:${jobIdOf(result)}:1`);
    const upscaled = await ended(h, (await h.discord.waitFor(() => click.originalMessage())).id);
    expect(posts().length).toBe(before + 1);
    expect(Buffer.from(String(bodyOf(posts().at(-1)!).image), "base64")).toEqual(result.attachments[1]!.data);
    expect(upscaled.attachments).toHaveLength(1);
  });
});

describe("a restart in the middle of an upscale", () => {
  test("delivers exactly once, without sending the task again", async () => {
    h.platform.knobs.taskMs = 1_500;
    const interaction = await h.discord.driver.slashCommand("upscale", { image: png(16, 16, "restart") });
    const reads = () =>
      h.platform.requests.filter((r) => r.method === "GET" && r.path.includes("/image-upscaler/")).length;
    const readsBefore = reads();
    // The task is sent and followed: the restart comes while it runs.
    await h.discord.waitFor(() => reads() > readsBefore);
    const messageId = (await h.discord.waitFor(() => interaction.originalMessage())).id;
    await h.restart();
    const message = await ended(h, messageId, 30_000);
    expect(message.attachments).toHaveLength(1);
    const jobId = jobIdOf(message);
    await expect.poll(async () => (await h.bot.context.store.jobs.get(jobId))?.deliveredAt).not.toBeNull();
    const job = await h.bot.context.store.jobs.get(jobId);
    expect(job?.status).toBe("completed");
    expect(
      posts().filter((p) => Buffer.from(String(bodyOf(p).image), "base64").equals(makePng(16, 16, "restart"))),
    ).toHaveLength(1);
    const withResult = h.discord.messages
      .all()
      .filter((m) => m.embeds[0]?.footer?.text === `Job ${job!.id}` && m.attachments.length > 0);
    expect(withResult).toHaveLength(1);
  });
});
