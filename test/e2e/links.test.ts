import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { app } from "../../commands/index.js";
import { createBot, type Bot } from "../../src/app/bot.js";
import { loadConfig } from "../../src/config/config.js";
import { createLogger } from "../../src/logging/logger.js";
import { startFakeCloud, type FakeCloud } from "../../fakes/cloud/server.js";
import { startFakeDiscord, type FakeDiscord } from "../../fakes/discord/server.js";
import { startFakePlatform, type FakePlatform } from "../../fakes/platform/server.js";
import { createTestDatabase } from "../helpers/db.js";
import { freePort } from "../helpers/free-port.js";
import { jobIdOf, TEST_TIMINGS } from "./harness.js";
import { startPartnerUpscale } from "./partner-job.js";

/** Under the fake's 368 KB PNGs: every /generate output is too large to attach as it is. */
const UPLOAD_LIMIT = 150 * 1024;

/** Bytes of a URL, or the status when it is refused. */
async function download(url: string, init?: RequestInit): Promise<{ status: number; data: Buffer }> {
  const res = await fetch(url, init);
  return { status: res.status, data: Buffer.from(await res.arrayBuffer()) };
}

/** A bot with a public URL, so partner tasks call back and large files are linked through it. */
describe("the bot's public routes, wired to its jobs", () => {
  let discord: FakeDiscord;
  let cloud: FakeCloud;
  let platform: FakePlatform;
  let bot: Bot;
  let publicUrl: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    discord = await startFakeDiscord({ attachmentSizeLimit: UPLOAD_LIMIT });
    cloud = await startFakeCloud({ stepMs: 15, steps: 10 });
    // Partner tasks finish quickly, and the bot polls them only every minute: the callback is what it hears.
    platform = await startFakePlatform({ token: cloud.apiKey, knobs: { taskMs: 300 } });
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    const db = await createTestDatabase("postgres");
    cleanup = db.cleanup;
    const config = loadConfig({
      DISCORD_TOKEN: discord.token,
      DISCORD_API_URL: discord.apiUrl,
      FLOW_CLOUD_URL: cloud.url,
      FLOW_API_URL: platform.url,
      FLOWBOT_HTTP_PORT: String(port),
      FLOWBOT_PUBLIC_URL: publicUrl,
    });
    bot = createBot({
      app,
      config,
      log: createLogger("silent"),
      store: db.database.store,
      signingKey: db.database.signingKey,
      timings: { ...TEST_TIMINGS, partnerPoll: { minMs: 60_000, maxMs: 60_000 } },
    });
    await bot.start();
    await db.database.store.guilds.setApiKey(discord.guild.id, cloud.apiKey);
  });
  afterAll(async () => {
    await bot?.stop();
    await cleanup?.();
    await Promise.all([discord?.close(), cloud?.close(), platform?.close()]);
  });

  async function generate(prompt: string) {
    const interaction = await discord.driver.slashCommand("generate", { prompt, width: 512, height: 512 });
    const message = await discord.waitFor(() => {
      const m = interaction.originalMessage();
      return m && m.embeds.length > 0 && !JSON.stringify(m.components).includes("job:cancel:") ? m : undefined;
    }, 20_000);
    const job = [...cloud.jobs.values()].at(-1)!;
    return { message, jobId: jobIdOf(message), original: job.outputs[0]!.data };
  }

  test("an image over the upload limit arrives re-encoded under it, the message saying so and linking the original", async () => {
    const { message, jobId, original } = await generate("a lighthouse too large to attach");
    expect(original.length).toBeGreaterThan(UPLOAD_LIMIT);
    expect(message.attachments).toHaveLength(1);
    const attached = message.attachments[0]!;
    expect(attached.filename).toMatch(/\.jpg$/);
    expect(attached.data.length).toBeLessThanOrEqual(UPLOAD_LIMIT);
    expect(await sharp(attached.data).metadata()).toMatchObject({ format: "jpeg", width: 512, height: 512 });

    const text = JSON.stringify(message.embeds);
    expect(text).toMatch(
      /was re-encoded \(JPEG quality \d+\) because it is larger than this server's upload limit \(150 KB\)/,
    );
    const link = new RegExp(`${publicUrl}/files/${jobId}/0/[A-Za-z0-9_-]{43}`).exec(text)?.[0];
    expect(link).toBeDefined();
    const got = await download(link!);
    expect(got.status).toBe(200);
    expect(got.data.equals(original)).toBe(true);
  });

  test("a file link refuses a forged signature, serves ranges, and outlives the service's signed URL", async () => {
    const { jobId, original, message } = await generate("a lighthouse behind a link");
    const link = new RegExp(`${publicUrl}/files/${jobId}/0/[A-Za-z0-9_-]{43}`).exec(JSON.stringify(message.embeds))![0];
    const forged = `${link.slice(0, -4)}${link.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
    expect((await download(forged)).status).toBe(403);
    expect((await download(link.replace(`/${jobId}/0/`, `/${jobId}/1/`))).status).toBe(403);

    const part = await download(link, { headers: { range: "bytes=1000-1999" } });
    expect(part.status).toBe(206);
    expect(part.data.equals(original.subarray(1000, 2000))).toBe(true);

    // The service's own signed URL for this file, issued now, expires; the bot's link does not.
    cloud.knobs.signedUrlTtlMs = 200;
    try {
      const filename = cloud.requests.filter((r) => r.path === "/api/view").at(-1)!.query.filename!;
      const view = await fetch(`${cloud.url}/api/view?filename=${encodeURIComponent(filename)}&type=output`, {
        headers: { "x-api-key": cloud.apiKey },
        redirect: "manual",
      });
      const signedUrl = view.headers.get("location")!;
      expect((await download(signedUrl)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await download(signedUrl)).status).toBe(403);
      const again = await download(link);
      expect(again.status).toBe(200);
      expect(again.data.equals(original)).toBe(true);
    } finally {
      cloud.knobs.signedUrlTtlMs = 3_600_000;
    }
  });

  test("a partner job is given the signed callback URL; a bad callback is refused, the partner's callback wakes the job and it completes", async () => {
    const ctx = bot.context;
    const jobId = await startPartnerUpscale(bot, discord, cloud.apiKey);
    // A start's turn ends when the job is recorded: the task is posted just after.
    const sent = await vi.waitFor(() => {
      const post = platform.requests.find((r) => r.path.endsWith("/image-upscaler") && r.method === "POST");
      if (!post) throw new Error("the task is not posted yet");
      return post;
    });
    const webhookUrl = (sent.body as { webhook_url: string }).webhook_url;
    expect(webhookUrl).toMatch(new RegExp(`^${publicUrl}/callbacks/partner/${jobId}/[A-Za-z0-9_-]{43}$`));

    const forged = await fetch(
      webhookUrl.replace(/.{4}$/, (end) => (end === "AAAA" ? "BBBB" : "AAAA")),
      { method: "POST", body: "{}" },
    );
    expect(forged.status).toBe(403);
    const reads = () => platform.requests.filter((r) => r.method === "GET" && r.path.includes("image-upscaler")).length;
    const readsBefore = reads();

    // The fake platform posts the task's changes to webhook_url; each wakes the job, which reads its task back.
    const reply = await discord.waitFor(
      () =>
        [...discord.messages.all()].find(
          (m) =>
            m.embeds.length > 0 &&
            !JSON.stringify(m.components).includes("job:cancel:") &&
            JSON.stringify(m.embeds).includes(jobId),
        ),
      10_000,
    );
    expect(platform.callbacks.length).toBeGreaterThan(0);
    expect(platform.callbacks.every((c) => c.status === 202)).toBe(true);
    expect(reads()).toBeGreaterThan(readsBefore);
    expect(reply.embeds[0]!.description ?? "").not.toMatch(/failed/i);
    expect((await ctx.store.jobs.get(jobId))?.status).toBe("completed");
  });
});
