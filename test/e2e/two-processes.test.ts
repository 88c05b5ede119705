import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Bot } from "../../src/app/bot.js";
import { ended, jobIdOf, promptsSaying, setGuildKey, startHarness, TEST_TIMINGS, type Harness } from "./harness.js";
import { spawnBotProcess, startProcessB } from "./second-process.js";

let h: Harness;
let second: Bot | undefined;
beforeAll(async () => {
  h = await startHarness();
  await setGuildKey(h);
});
afterAll(async () => {
  await second?.stop();
  await h?.close();
});

/** A second bot process on the same database, Discord and services (a rolling deploy, a shard). */
async function startSecond(): Promise<Bot> {
  second = await startProcessB(h, TEST_TIMINGS);
  return second;
}

test("a process that starts while another is submitting a job leaves that job alone", async () => {
  Object.assign(h.cloud.knobs, { stepMs: 15, steps: 10, latencyMs: 800 });
  const interaction = await h.discord.driver.slashCommand("generate", { prompt: "submitted during a deploy" });
  await h.discord.waitFor(() => promptsSaying(h, "submitted during a deploy").length > 0, 30_000);
  const b = await startSecond();
  expect(b.context.jobs.list()).toEqual([]);
  h.cloud.knobs.latencyMs = 0;
  const final = await ended(h, (await h.discord.waitFor(() => interaction.originalMessage(), 30_000)).id, 40_000);
  expect(final.attachments).toHaveLength(1);
  expect(h.discord.messages.get(final.id)!.history.some((state) => /Failed/.test(JSON.stringify(state.embeds)))).toBe(
    false,
  );
}, 60_000);

const successful = (m: { embeds: Array<{ color?: number | null }> }) => m.embeds[0]?.color === 0x57f287;

test("a second process started while the first follows jobs, then the first stopped: every job ends once, none failed", async () => {
  // One job at a time on the service: the others wait in its queue, the fourth in the server's line (its limit
  // is 3), all held there until the first process has stopped, however slowly the machine takes the four in.
  Object.assign(h.cloud.knobs, { stepMs: 60, steps: 20, concurrency: 1, latencyMs: 0, holdProgress: true });
  const prompts = ["rolling one", "rolling two", "rolling three", "rolling four"];
  const interactions = [];
  for (const prompt of prompts) interactions.push(await h.discord.driver.slashCommand("generate", { prompt }));
  const messages = await Promise.all(interactions.map((i) => h.discord.waitFor(() => i.originalMessage(), 30_000)));
  await h.discord.waitFor(
    () => messages.every((m) => /Queued|Running|Waiting for a free slot/.test(JSON.stringify(m.embeds))),
    30_000,
  );

  const b = second ?? (await startSecond());
  expect(h.discord.gateway.connected).toBe(2);
  // Interactions went to one process each; no job is followed by both.
  const followedBy = (bot: Bot) => new Set(bot.context.jobs.list().map((job) => job.record.id));
  const [a, bs] = [followedBy(h.bot), followedBy(b)];
  expect([...a].filter((id) => bs.has(id))).toEqual([]);
  await h.bot.stop(); // what SIGTERM does: A hands its claims over
  h.cloud.knobs.holdProgress = false;

  const finals = await Promise.all(messages.map((m) => ended(h, m.id, 40_000)));
  for (const final of finals) {
    expect(successful(final)).toBe(true);
    expect(final.attachments).toHaveLength(1);
    const message = h.discord.messages.get(final.id)!;
    // Never a failure on the way, and no second terminal message anywhere.
    expect(message.history.some((state) => /Failed/.test(JSON.stringify(state.embeds)))).toBe(false);
    const jobId = jobIdOf(final);
    expect(h.discord.messages.all().filter((m) => m.embeds[0]?.footer?.text === `Job ${jobId}`)).toHaveLength(1);
    // The final message is shown just before the job is marked delivered.
    await expect
      .poll(async () => (await h.database.store.jobs.get(jobId))?.deliveredAt ?? null, { timeout: 10_000 })
      .not.toBeNull();
    expect((await h.database.store.jobs.get(jobId))?.status).toBe("completed");
  }
  for (const prompt of prompts) {
    expect(promptsSaying(h, prompt)).toHaveLength(1);
  }
  // Each interaction reached one process only.
  const callbacks = h.discord.restLog.filter((r) => r.method === "POST" && r.path.includes("/callback"));
  expect(callbacks.length).toBe(prompts.length + 1);
}, 90_000);

test("a process killed with SIGKILL mid-run: its jobs are taken over at once, not when their lease runs out, each delivered once", async () => {
  await second?.stop();
  second = undefined;
  await h.bot.stop();
  // Held mid-run until the kill: on a loaded machine the first job could end before the third is even queued.
  Object.assign(h.cloud.knobs, { stepMs: 60, steps: 25, concurrency: 1, latencyMs: 0, holdProgress: true });
  const dataDir = await mkdtemp(join(tmpdir(), "flowbot-killed-"));
  // The real entry point, as the Dockerfile runs it, on the same database and fakes.
  const { child, exited, output } = spawnBotProcess(h, { FLOWBOT_DATA_DIR: dataDir });
  try {
    await h.discord.waitFor(() => /"msg":"online"/.test(output()), 30_000);
    const prompts = ["killed one", "killed two", "killed three"];
    const interactions = [];
    for (const prompt of prompts) interactions.push(await h.discord.driver.slashCommand("generate", { prompt }));
    const messages = await Promise.all(interactions.map((i) => h.discord.waitFor(() => i.originalMessage(), 15_000)));
    await h.discord
      .waitFor(() => messages.every((m) => /Queued|Running/.test(JSON.stringify(m.embeds))), 30_000)
      .catch((error: unknown) => {
        const states = messages.map((m) =>
          JSON.stringify(h.discord.messages.get(m.id)?.embeds[0]?.description ?? m.content),
        );
        throw new Error(
          `${String(error)}; the messages said: ${states.join(" | ")}; the process said: ${output().slice(-3000)}`,
        );
      });
    child.kill("SIGKILL");
    await exited;
    h.cloud.knobs.holdProgress = false;

    const killedAt = Date.now();
    // Its claims hold for a minute (the production lease), but its liveness lock went with its connection.
    const leases = await h.database.db.execute(
      sql`select min(lease_until) as until from jobs where delivered_at is null`,
    );
    const leaseUntil = new Date((leases as { rows: Array<{ until: string | Date }> }).rows[0]!.until).getTime();
    expect(leaseUntil - killedAt).toBeGreaterThan(30_000);
    const b = await h.restart();
    await expect.poll(() => b.context.jobs.list().length, { timeout: 10_000 }).toBe(prompts.length);
    expect(Date.now()).toBeLessThan(leaseUntil);

    const finals = await Promise.all(messages.map((m) => ended(h, m.id, 40_000)));
    for (const final of finals) {
      expect(successful(final)).toBe(true);
      expect(final.attachments).toHaveLength(1);
      const jobId = jobIdOf(final);
      expect(h.discord.messages.all().filter((m) => m.embeds[0]?.footer?.text === `Job ${jobId}`)).toHaveLength(1);
      expect(
        h.discord.messages.get(final.id)!.history.some((state) => /Failed/.test(JSON.stringify(state.embeds))),
      ).toBe(false);
    }
    for (const prompt of prompts) {
      expect(promptsSaying(h, prompt)).toHaveLength(1);
    }
  } finally {
    h.cloud.knobs.holdProgress = false;
    child.kill("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
  }
}, 90_000);
