import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import type { Bot } from "../../src/app/bot.js";
import { ended, jobIdOf, promptsSaying, TEST_TIMINGS, type Harness } from "./harness.js";
import { cutLiveness, startOneSlotHarness, startProcessB } from "./second-process.js";

/**
 * A process that loses a job cannot act on it, whatever step the job is at (issue 29): process A
 * follows a job; its liveness connection is cut (A itself runs on, as on a killed idle connection
 * or a Postgres restart), so process B takes the job over; then the job goes on. Each step of the
 * job's life is tried: waiting in the server's line, submitting, running, delivering. Every time the
 * job is submitted once (counted at the service) and delivered once (one terminal state of its
 * message, one message, one delivered mark), whichever process ends up delivering it. The production
 * lease is kept, so A learns it lost the job only through the fences, never by its next renewal.
 */
const TIMINGS = { ...TEST_TIMINGS, leaseMs: 60_000, scanMs: 300 };
let h: Harness;
let b: Bot | undefined;

beforeAll(async () => {
  h = await startOneSlotHarness({ stepMs: 40, steps: 10 }, { timings: TIMINGS });
}, 60_000);
afterEach(async () => {
  Object.assign(h.cloud.knobs, { holdProgress: false, latencyMs: 0, storageLatencyMs: 0 });
  await b?.stop();
  b = undefined;
});
afterAll(async () => {
  await h?.close();
});

const prompts = (text: string) => promptsSaying(h, text).length;

/** Process B joins, on the same database, Discord and services. */
async function startB(): Promise<Bot> {
  b = await startProcessB(h, TIMINGS);
  return b;
}

const ownerOf = async (jobId: string) => (await h.database.store.jobs.get(jobId))?.owner;

/** Cuts A's liveness connection (again and again: it reconnects) until B has taken `jobId` over. */
async function cutUntilTakenOver(jobId: string): Promise<void> {
  const until = Date.now() + 15_000;
  while ((await ownerOf(jobId)) !== "process-B") {
    if (Date.now() > until) throw new Error(`B never took ${jobId} over`);
    await cutLiveness(h);
    await sleep(50);
  }
}

/** The job ended once: submitted once, one terminal state with its file, marked delivered, completed. */
async function expectOnce(prompt: string, messageId: string): Promise<void> {
  const final = await ended(h, messageId, 40_000);
  const jobId = jobIdOf(final);
  await expect
    .poll(async () => (await h.database.store.jobs.get(jobId))?.deliveredAt ?? null, { timeout: 10_000 })
    .not.toBeNull();
  // Let a process that lost the job act, if it still could.
  await sleep(1_500);
  expect(prompts(prompt), "submitted once").toBe(1);
  const terminal = h.discord.messages
    .get(messageId)!
    .history.filter((state) => state.embeds.length > 0 && !JSON.stringify(state.components).includes("job:cancel:"));
  expect(terminal, "one terminal state of the message").toHaveLength(1);
  expect(h.discord.messages.all().filter((m) => m.embeds[0]?.footer?.text === `Job ${jobId}`)).toHaveLength(1);
  const record = await h.database.store.jobs.get(jobId);
  expect(record?.status).toBe("completed");
  expect(record?.claimGen, "taken over at least once").toBeGreaterThan(1);
}

async function command(prompt: string) {
  const interaction = await h.discord.driver.slashCommand("generate", { prompt });
  const message = await h.discord.waitFor(() => interaction.originalMessage(), 15_000);
  return message;
}

const shows = (messageId: string, pattern: RegExp) => () => {
  const m = h.discord.messages.get(messageId);
  return m && pattern.test(JSON.stringify(m.embeds)) ? m : undefined;
};

test("waiting in the server's line: the job taken over is submitted once, by its new holder", async () => {
  h.cloud.knobs.holdProgress = true;
  const x = await command("fence: the job before, holding the slot");
  await h.discord.waitFor(() => prompts("fence: the job before") === 1 || undefined, 15_000);
  const j = await command("fence: waiting in line");
  const waiting = await h.discord.waitFor(shows(j.id, /Waiting for a free slot|next in line/i), 15_000);
  await startB();
  await cutUntilTakenOver(jobIdOf(waiting));
  h.cloud.knobs.holdProgress = false;
  await expectOnce("fence: the job before", x.id);
  await expectOnce("fence: waiting in line", j.id);
}, 90_000);

test("submitting: the job taken over while its submit is in flight is submitted once and delivered once", async () => {
  h.cloud.knobs.latencyMs = 2_500;
  const j = await command("fence: submit in flight");
  await h.discord.waitFor(() => prompts("fence: submit in flight") === 1 || undefined, 15_000);
  await startB();
  await cutUntilTakenOver(jobIdOf(await h.discord.waitFor(shows(j.id, /Job /), 15_000)));
  h.cloud.knobs.latencyMs = 0;
  await expectOnce("fence: submit in flight", j.id);
}, 90_000);

test("running: the job taken over mid-run is delivered once, by its new holder", async () => {
  h.cloud.knobs.holdProgress = true;
  const j = await command("fence: running");
  const shown = await h.discord.waitFor(shows(j.id, /Running/), 15_000);
  await startB();
  await cutUntilTakenOver(jobIdOf(shown));
  h.cloud.knobs.holdProgress = false;
  await expectOnce("fence: running", j.id);
}, 90_000);

test("delivering: the job taken over while its outputs download is delivered once", async () => {
  h.cloud.knobs.holdProgress = true;
  const j = await command("fence: delivering");
  const shown = await h.discord.waitFor(shows(j.id, /Running/), 15_000);
  await startB();
  const downloads = () => h.cloud.requests.filter((r) => r.path.startsWith("/signed/")).length;
  const before = downloads();
  h.cloud.knobs.storageLatencyMs = 3_000;
  h.cloud.knobs.holdProgress = false;
  // A has recorded the outcome and is downloading the outputs.
  await h.discord.waitFor(() => downloads() > before || undefined, 15_000);
  await cutUntilTakenOver(jobIdOf(shown));
  await expectOnce("fence: delivering", j.id);
}, 90_000);
