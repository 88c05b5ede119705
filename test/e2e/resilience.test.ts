import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { jobs } from "../../src/db/schema.js";
import { ended as endedIn, jobIdOf, running as runningIn, setGuildKey, useHarness, type Harness } from "./harness.js";

/**
 * Marks a job recorded as sent: its process crashed after the fence of its submit, before it
 * stored the remote id. (A job never sent is started again instead: takeover-never-sent.test.ts.)
 */
async function markSent(h: Harness, jobId: string): Promise<void> {
  await h.database.db.update(jobs).set({ sentAt: new Date() }).where(eq(jobs.id, jobId));
}

const h = useHarness();
const ended = (id: string) => endedIn(h, id);
const running = (i: Parameters<typeof runningIn>[1]) => runningIn(h, i);
beforeEach(async () => {
  Object.assign(h.cloud.knobs, { stepMs: 15, steps: 10, stallSocket: false, dropSocketAfterFrames: undefined });
  await setGuildKey(h);
});

describe("a job survives", () => {
  test("a bot restart in the middle of the run, and is delivered by the new process", async () => {
    Object.assign(h.cloud.knobs, { stepMs: 40, steps: 25 });
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "survive a restart", seed: 99 });
    const message = await running(interaction);
    await h.restart();
    const final = await ended(message.id);
    expect(final.attachments).toHaveLength(1);
    const job = [...h.cloud.jobs.values()].find((j) => JSON.stringify(j.workflow).includes("survive a restart"))!;
    expect(final.attachments[0]!.data).toEqual(job.outputs[0]!.data);
    expect(JSON.stringify(final.components)).toContain("Reroll");
    // After the restart there is no interaction token: the new process edits through the channel route.
    expect(
      h.discord.restLog.some(
        (r) => r.method === "PATCH" && r.path === `/channels/${final.channelId}/messages/${final.id}`,
      ),
    ).toBe(true);
  });

  test("a shutdown while the submission is under way: the remote id is kept and the new process delivers", async () => {
    h.cloud.knobs.latencyMs = 600;
    try {
      const interaction = await h.discord.driver.slashCommand("generate", { prompt: "submitted during shutdown" });
      await h.discord.waitFor(() =>
        h.cloud.requests.some(
          (r) => r.path === "/api/prompt" && JSON.stringify(r.body).includes("submitted during shutdown"),
        ),
      );
      await h.restart();
      h.cloud.knobs.latencyMs = 0;
      const final = await ended(interaction.originalMessage()!.id);
      expect(final.attachments).toHaveLength(1);
      expect(final.embeds[0]!.description ?? "").not.toMatch(/restarted while starting/);
    } finally {
      h.cloud.knobs.latencyMs = 0;
    }
  });

  test("a dropped event stream: it reconnects and the job still ends with its outputs", async () => {
    Object.assign(h.cloud.knobs, { stepMs: 30, steps: 20 });
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "survive a dropped socket" });
    const message = await running(interaction);
    h.cloud.dropSockets();
    const final = await ended(message.id);
    expect(final.attachments).toHaveLength(1);
    expect(final.embeds[0]!.color).toBe(0x57f287);
  });

  test("a stalled event stream: the stall is noticed and the job still ends", async () => {
    Object.assign(h.cloud.knobs, { stepMs: 30, steps: 30 });
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "survive a stall" });
    const message = await running(interaction);
    h.cloud.knobs.stallSocket = true;
    setTimeout(() => (h.cloud.knobs.stallSocket = false), 1_500);
    const final = await ended(message.id);
    expect(final.attachments).toHaveLength(1);
  });

  test("the interaction token expiring mid-run: the bot switches to the channel route", async () => {
    Object.assign(h.cloud.knobs, { stepMs: 40, steps: 25 });
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "outlive the token" });
    const message = await running(interaction);
    h.discord.clock.advance(16 * 60_000);
    const final = await ended(message.id);
    expect(final.attachments).toHaveLength(1);
    expect(h.discord.restLog.some((r) => r.status === 401 && r.path.includes(interaction.token))).toBe(true);
  });

  test("a job sent before a crash that never reached the service ends with a clear message after restart", async () => {
    const store = h.bot.context.store;
    const placeholder = await h.discord.postUserMessage(h.discord.guild.channelId, {
      content: "…",
      author: h.discord.botUser,
    });
    const record = await store.jobs.create({
      guildId: h.discord.guild.id,
      channelId: h.discord.guild.channelId,
      userId: h.discord.guild.member.id,
      kind: "generate",
      params: { prompt: "lost in a crash", seed: 1, width: 512, height: 512, steps: 20, count: 1 },
      messageId: placeholder.id,
    });
    await markSent(h, record.id);
    await h.restart();
    const final = await ended(placeholder.id);
    expect(final.embeds[0]!.description).toMatch(
      /restarted while starting this job, and the service has no trace of it/,
    );
    expect(JSON.stringify(final.components)).toContain("Try again");
  });
});

describe("the terminal message", () => {
  test("is posted anew when the job's message was deleted while it ran", async () => {
    Object.assign(h.cloud.knobs, { stepMs: 30, steps: 20 });
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "deleted mid-run" });
    const message = await running(interaction);
    h.discord.messages.get(message.id)!.deleted = true;
    const reposted = await h.discord.waitFor(
      () =>
        h.discord.messages
          .all()
          .find(
            (m) =>
              !m.deleted && m.id !== message.id && m.attachments.length > 0 && m.embeds[0]?.title === "deleted mid-run",
          ),
      15_000,
    );
    expect(reposted.channelId).toBe(h.discord.guild.channelId);
    // Once the message is known to be gone, no more progress edits are sent to it.
    const failed = h.discord.restLog.filter((r) => r.status === 404 && r.path.includes(interaction.token));
    expect(failed.length).toBeLessThanOrEqual(2);
    expect(JSON.stringify(reposted.components)).toContain("Reroll");
    // Posted as the bot's own multipart body: the downloaded pieces, not discord.js's copies of them.
    const post = h.discord.restLog.findLast((e) => e.method === "POST" && (e.files?.length ?? 0) > 0)!;
    expect(post.path).toBe(`/channels/${h.discord.guild.channelId}/messages`);
    expect(post.contentType).toMatch(/^multipart\/form-data; boundary=flowbot-/);
  });
});

describe("Cancel on a shared account", () => {
  test("refuses to interrupt when other jobs of the same key are running, and the job goes on", async () => {
    Object.assign(h.cloud.knobs, { stepMs: 60, steps: 25, concurrency: 2 });
    try {
      const a = await h.discord.driver.slashCommand("generate", { prompt: "job a" });
      const b = await h.discord.driver.slashCommand("generate", { prompt: "job b" });
      const [runningA] = await Promise.all([running(a), running(b)]);
      const click = await h.discord.driver.clickButton(runningA.id, `job:cancel:${jobIdOf(runningA)}`);
      const text = await h.discord.waitFor(() => click.originalMessage()?.content || undefined);
      expect(text).toMatch(/can only stop whatever runs at that moment. It was not cancelled/);
      expect(h.cloud.requests.some((r) => r.path === "/api/interrupt")).toBe(false);
      const final = await ended(runningA.id);
      expect(final.attachments).toHaveLength(1);
    } finally {
      h.cloud.knobs.concurrency = 1;
    }
  });
});

describe("a job recorded without its message (a crash right after it was accepted)", () => {
  test("ends with a new message in its channel after restart", async () => {
    const record = await h.bot.context.store.jobs.create({
      guildId: h.discord.guild.id,
      channelId: h.discord.guild.channelId,
      userId: h.discord.guild.member.id,
      kind: "generate",
      params: { prompt: "no message recorded", seed: 1, width: 512, height: 512, steps: 20, count: 1 },
    });
    await markSent(h, record.id);
    await h.restart();
    const posted = await h.discord.waitFor(() =>
      h.discord.messages.all().find((m) => m.embeds[0]?.title === "no message recorded"),
    );
    expect(posted.embeds[0]!.description).toMatch(
      /restarted while starting this job, and the service has no trace of it/,
    );
    // Marked delivered right after the message was posted.
    await expect.poll(() => h.bot.context.store.jobs.listOpen()).toEqual([]);
  });
});

describe("outputs over the upload limit", () => {
  test("are named in the message, not dropped silently", async () => {
    const interaction = await h.discord.driver.slashCommand(
      "generate",
      { prompt: "too big to attach", width: 512, height: 512 },
      { attachmentSizeLimit: 1024 },
    );
    const id = (await h.discord.waitFor(() => interaction.originalMessage())).id;
    const final = await ended(id);
    expect(final.attachments).toHaveLength(0);
    expect(final.embeds[0]!.description).toMatch(
      /flowbot_\d+_\.png was not attached: it is larger than this server's upload limit \(1 KB\)/,
    );
  });
});
