import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { admit } from "../../src/admission/admit.js";
import { fromReaction } from "../../src/discord/job-message/origin.js";
import { failNextUpdates, faultsLeft } from "../helpers/db-faults.js";
import { ended as endedIn, jobIdOf, running as runningIn, setGuildKey, startHarness, type Harness } from "./harness.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  Object.assign(h.cloud.knobs, {
    stepMs: 15,
    steps: 10,
    latencyMs: 0,
    stallSocket: false,
    storageFail5xxNext: 0,
    storageStallNext: 0,
  });
  Object.assign(h.platform.knobs, { taskMs: 300, latencyMs: 0, taskFails: false, failOnCreate: false });
  await setGuildKey(h);
});

const ended = (id: string) => endedIn(h, id);
const running = (i: Parameters<typeof runningIn>[1]) => runningIn(h, i);
const row = (id: string) => h.bot.context.store.jobs.get(id);
/** Messages in the job's channel whose footer names the job, deleted ones left out. */
const messagesOf = (jobId: string) =>
  h.discord.messages.all().filter((m) => !m.deleted && m.embeds[0]?.footer?.text === `Job ${jobId}`);
const outputOf = (prompt: string) =>
  [...h.cloud.jobs.values()].find((j) => JSON.stringify(j.workflow).includes(prompt))!.outputs[0]!.data;
/** Waits until the job is marked delivered in the database. */
async function delivered(jobId: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await row(jobId))?.deliveredAt == null) {
    if (Date.now() > deadline) throw new Error(`job ${jobId} was not delivered within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const promptsSubmitted = (prompt: string) =>
  h.cloud.requests.filter(
    (r) => r.method === "POST" && r.path === "/api/prompt" && JSON.stringify(r.body).includes(prompt),
  ).length;

describe("delivery is one idempotent step", () => {
  test("a failed delivered-mark, with the job's message deleted, still posts one terminal message with its notes once", async () => {
    Object.assign(h.cloud.knobs, { stepMs: 40, steps: 20 });
    // An upload limit of 1 KiB: the output cannot be attached, so the message carries a note.
    const interaction = await h.discord.driver.slashCommand(
      "generate",
      { prompt: "deliver once" },
      { attachmentSizeLimit: 1024 },
    );
    const message = await running(interaction);
    const jobId = jobIdOf(message);
    await failNextUpdates(h.database, "delivered_at", 1);
    h.discord.messages.get(message.id)!.deleted = true;
    await delivered(jobId);
    expect(await faultsLeft(h.database, "delivered_at")).toBe(0);
    const posted = messagesOf(jobId);
    expect(posted).toHaveLength(1);
    const description = posted[0]!.embeds[0]!.description ?? "";
    expect(description.match(/was not attached/g)).toHaveLength(1);
    expect((await row(jobId))?.messageId).toBe(posted[0]!.id);
  });

  test("a 5xx while posting anew is not taken for a lost channel: the message arrives on a later try", async () => {
    Object.assign(h.cloud.knobs, { stepMs: 40, steps: 20 });
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "post anew through a 5xx" });
    const message = await running(interaction);
    const jobId = jobIdOf(message);
    h.discord.messages.get(message.id)!.deleted = true;
    // As for a thread the client has not cached: posting anew must fetch the channel.
    h.bot.client.channels.cache.delete(message.channelId);
    h.discord.failRequests({
      method: "GET",
      path: new RegExp(`^/channels/${message.channelId}$`),
      status: 500,
      times: 4,
    });
    await delivered(jobId);
    const posted = messagesOf(jobId);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.attachments).toHaveLength(1);
  });
});

describe("outputs are fetched like any read", () => {
  test.each([
    [
      "a storage answering 503 several times in a row: the output still arrives",
      "storageFail5xxNext",
      6,
      "storage hiccup",
    ],
    [
      "a download that stalls mid-body is cut off by its time limit and fetched again",
      "storageStallNext",
      1,
      "storage stall",
    ],
  ] as const)("%s", async (_name, knob, times, prompt) => {
    h.cloud.knobs[knob] = times;
    const interaction = await h.discord.driver.slashCommand("generate", { prompt });
    const final = await ended(await h.discord.waitFor(() => interaction.originalMessage()?.id));
    expect(h.cloud.knobs[knob]).toBe(0);
    expect(final.attachments).toHaveLength(1);
    expect(final.attachments[0]!.data).toEqual(outputOf(prompt));
  });
});

describe("the remote id is stored before anything is reported", () => {
  test("a refused write is retried, and nothing says queued before it is stored", async () => {
    await failNextUpdates(h.database, "remote_id", 2);
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "store the id" });
    const final = await ended(await h.discord.waitFor(() => interaction.originalMessage()?.id));
    expect(await faultsLeft(h.database, "remote_id")).toBe(0);
    expect((await row(jobIdOf(final)))?.remoteId).toEqual(expect.any(String));
    expect(final.attachments).toHaveLength(1);
  });

  test("when every write fails the job runs on; after a restart it is found in the service's queue, never run twice", async () => {
    Object.assign(h.cloud.knobs, { stepMs: 40, steps: 40 });
    await failNextUpdates(h.database, "remote_id", 4); // the first try and every retry
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "id lost in a failover" });
    const message = await running(interaction);
    const jobId = jobIdOf(message);
    expect((await row(jobId))?.remoteId).toBeNull();
    await h.restart();
    const final = await ended(message.id);
    expect(final.attachments).toHaveLength(1);
    expect(final.embeds[0]!.description ?? "").not.toMatch(/restarted/);
    expect(promptsSubmitted("id lost in a failover")).toBe(1);
    expect((await row(jobId))?.remoteId).toEqual(expect.any(String));
  });
});

describe("deadlines and polls", () => {
  test("status polls never overlap, however slow the service answers", async () => {
    Object.assign(h.cloud.knobs, { stepMs: 60, steps: 30 });
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "slow polls" });
    await running(interaction);
    // The stream stalls, so the job is followed by polls every 150 ms; each answer takes 400 ms.
    Object.assign(h.cloud.knobs, { stallSocket: true, latencyMs: 400 });
    await ended(interaction.originalMessage()!.id);
    Object.assign(h.cloud.knobs, { stallSocket: false, latencyMs: 0 });
    const polls = h.cloud.requests.filter((r) => /\/api\/job\/.+\/status$/.test(r.path) && r.query !== undefined);
    const overlapping = polls.filter((a, i) =>
      polls.some(
        (b, j) => j > i && a.path === b.path && b.at < (a.doneAt ?? Infinity) && a.at < (b.doneAt ?? Infinity),
      ),
    );
    expect(polls.length).toBeGreaterThan(1);
    expect(overlapping).toEqual([]);
  });
});

describe("a stored key that cannot be decrypted", () => {
  test("does not stop the bot: that server's open job ends with a clear message", async () => {
    Object.assign(h.cloud.knobs, { stepMs: 80, steps: 60 });
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "key gone bad" });
    const message = await running(interaction);
    await h.database.db.execute(
      sql`update guilds set api_key_ciphertext = 'v1:AAAA:BBBB:CCCC' where id = ${h.discord.guild.id}`,
    );
    // The restarted bot shares this store, which reuses a key read within the last second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await h.restart();
    const final = await ended(message.id);
    expect(final.embeds[0]!.description).toMatch(/stored API key could not be read/);
    expect(h.bot.client.isReady()).toBe(true);
  });
});

/** A partner task under a message of the bot's, started as a reaction starts it, through the lifecycle. */
async function startTask(on: Harness, kind: "upscale" | "video", content: string) {
  const { guild } = on.discord;
  const source = await on.discord.postUserMessage(guild.channelId, { content, author: on.discord.botUser });
  const ctx = on.bot.context;
  const channel = await ctx.client.channels.fetch(guild.channelId);
  if (!channel?.isTextBased() || channel.isDMBased()) throw new Error("no text channel");
  const reacted = await channel.messages.fetch(source.id);
  const admission = await admit(ctx, {
    guildId: guild.id,
    channelId: guild.channelId,
    userId: guild.member.id,
    botPermissions: null,
  });
  const partner = ctx.partnerFor(admission.apiKey);
  const image = "https://example.invalid/source.png";
  const remote =
    kind === "upscale"
      ? ctx.remotes.partnerImage(admission.apiKey, "image-upscaler", () =>
          partner.upscale({ image, scale_factor: "2x" }),
        )
      : ctx.remotes.partnerVideo(admission.apiKey, false, () =>
          partner.startEnd2Video({ model: "vidq2-turbo", images: [image], duration: 4 }),
        );
  const record = await ctx.jobs.run({
    origin: fromReaction(reacted, guild.member.id),
    admission,
    kind,
    params: { source: source.id },
    remote,
  });
  return { record: record!, source };
}

describe("partner tasks run through the same lifecycle", () => {
  test.each(["upscale", "video"] as const)(
    "a %s task: a reply under the message, followed to its result, across a restart, delivered once",
    async (kind) => {
      h.platform.knobs.taskMs = 1_500;
      const { record, source } = await startTask(h, kind, `source for ${kind}`);
      // Recorded at once; its remote id stored once the service took it (the submit runs apart from the start).
      for (const deadline = Date.now() + 10_000; typeof (await row(record.id))?.remoteId !== "string";) {
        if (Date.now() > deadline) throw new Error("the task's remote id was not stored within 10 s");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(record.remote).toBe(kind === "upscale" ? "partner-image:image-upscaler" : "partner-video");
      await h.restart();
      const reply = await h.discord.waitFor(() => {
        const m = h.discord.messages.get(record.messageId!);
        return m && m.attachments.length > 0 ? m : undefined;
      }, 15_000);
      expect(reply.replyTo).toBe(source.id);
      const magic = reply.attachments[0]!.data.subarray(0, 12).toString("latin1");
      expect(magic).toMatch(kind === "upscale" ? /PNG/ : /ftyp/);
      await delivered(record.id);
      expect(messagesOf(record.id)).toHaveLength(1);
      expect((await row(record.id))?.status).toBe("completed");
    },
  );

  test("a video answered `failed` at once ends the job with the service's reason, without polling", async () => {
    h.platform.knobs.failOnCreate = true;
    const { record } = await startTask(h, "video", "doomed video");
    const final = await ended(record.messageId!);
    expect(final.embeds[0]!.description).toMatch(/could not do it/);
    expect(h.platform.requests.filter((r) => r.path.includes(`/tasks/${record.remoteId ?? "x"}`))).toEqual([]);
  });
});

describe("a deadline per kind", () => {
  let short: Harness;
  beforeAll(async () => {
    short = await startHarness({}, {}, { timings: { deadlines: { cloud: 1_500, image: 1_000 } } });
    await setGuildKey(short);
    await short.bot.context.store.guilds.updateSettings(short.discord.guild.id, { maxConcurrentJobs: 1 });
  });
  afterAll(async () => {
    await short?.close();
  });

  test("a job that never finishes ends with a clear message, and its slot is free again at once", async () => {
    Object.assign(short.cloud.knobs, { stepMs: 200, steps: 100, concurrency: 2 });
    const interaction = await short.discord.driver.slashCommand("generate", { prompt: "never ends" });
    const final = await endedIn(short, (await short.discord.waitFor(() => interaction.originalMessage())).id);
    expect(final.embeds[0]!.description).toMatch(
      /did not finish within its time limit|did not finish within \d+ minutes/,
    );
    Object.assign(short.cloud.knobs, { stepMs: 5, steps: 2 });
    const next = await short.discord.driver.slashCommand("generate", { prompt: "the next one" });
    const done = await endedIn(short, (await short.discord.waitFor(() => next.originalMessage())).id);
    expect(done.attachments).toHaveLength(1);
  });

  test("a partner task that never finishes ends the same way", async () => {
    short.platform.knobs.taskMs = 60_000;
    const { record } = await startTask(short, "upscale", "slow source");
    const final = await endedIn(short, record.messageId!);
    expect(final.embeds[0]!.description).toMatch(/did not finish within/);
  });
});

describe("a job is acknowledged within Discord's 3 s however slow its checks", () => {
  test("with the server's settings locked for 3.5 s, the command is answered in time and its job completes", async () => {
    const locker = new pg.Client({ connectionString: h.databaseEnv.DATABASE_URL });
    await locker.connect();
    try {
      await locker.query("begin");
      await locker.query("lock table guilds in access exclusive mode");
      const interaction = await h.discord.driver.slashCommand("generate", { prompt: "slow checks" });
      await new Promise((resolve) => setTimeout(resolve, 3_500));
      await locker.query("commit");
      const final = await ended(await h.discord.waitFor(() => interaction.originalMessage()?.id, 15_000));
      expect(final.attachments).toHaveLength(1);
      expect(h.discord.restLog.some((r) => r.path.includes(interaction.token) && r.status === 404)).toBe(false);
    } finally {
      await locker.end();
    }
  });
});
