import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Bot } from "../../src/app/bot.js";
import { ended, jobIdOf, promptsSaying, TEST_TIMINGS, type Harness } from "../e2e/harness.js";
import { cutLiveness, startOneSlotHarness, startProcessB } from "../e2e/second-process.js";

/**
 * AUDIT: a job waiting in its server's line is started by whichever process holds it in memory
 * (`Line.look` → `begin`, src/jobs/line.ts) as soon as the database gives it a slot, without
 * checking that this process still owns the job. When another process has taken the waiting job
 * over (its liveness lock looked gone for a moment: a killed idle connection, `idle_session_timeout`,
 * a Postgres restart or failover; or its lease ran out while it stalled), both processes hold it
 * in their line. The first process learns it lost the job only at its next lease renewal (every
 * third of the lease: 20 s in production), while each line looks every second, so when the slot
 * frees in that window BOTH processes submit the job: the work is paid twice, `remote_id` keeps
 * whichever was written last, and the other prompt runs unfollowed.
 *
 * Reproduced with production's lease (60 s) in both processes: process A admits job J behind job
 * X (limit 1); A's liveness connection is cut for ~3 s (A itself keeps running, as on a Postgres
 * connection kill), so process B takes X and J over; then X finishes.
 *
 * What should hold: each job is submitted to the service once.
 */
const TIMINGS = { ...TEST_TIMINGS, leaseMs: 60_000, scanMs: 500 };
let h: Harness;
let b: Bot | undefined;

beforeAll(async () => {
  h = await startOneSlotHarness({ stepMs: 60, steps: 20, holdProgress: true }, { timings: TIMINGS });
}, 60_000);
afterAll(async () => {
  await b?.stop();
  await h?.close();
});

const prompts = (text: string) => promptsSaying(h, text).length;

test("a waiting job taken over by another process is submitted once", async () => {
  // Process A admits both: X runs (held at the service), J waits for X's slot.
  const x = await h.discord.driver.slashCommand("generate", { prompt: "job X holds the slot" });
  const xMessage = await h.discord.waitFor(() => x.originalMessage(), 15_000);
  await h.discord.waitFor(() => prompts("job X holds the slot") === 1 || undefined, 15_000);
  const j = await h.discord.driver.slashCommand("generate", { prompt: "job J waits in line" });
  const jMessage = await h.discord.waitFor(() => {
    const m = j.originalMessage();
    return m && /Waiting for a free slot|next in line/i.test(JSON.stringify(m.embeds)) ? m : undefined;
  }, 15_000);
  const jobJ = jobIdOf(jMessage);

  // Process B joins, on the same database, Discord and services.
  b = await startProcessB(h, TIMINGS);

  // A's liveness connection is killed for a few seconds (A itself runs on; it reconnects each time).
  const cutUntil = Date.now() + 3_000;
  while (Date.now() < cutUntil) {
    await cutLiveness(h);
    await sleep(50);
  }
  const bHolds = b.context.jobs.list().map((job) => job.record.id);
  console.log(
    "B took over J:",
    bHolds.includes(jobJ),
    "; A still holds J in memory:",
    h.bot.context.jobs.get(jobJ) !== undefined && !h.bot.context.jobs.get(jobJ)!.done,
  );
  expect(bHolds, "B took the waiting job over").toContain(jobJ);

  // X finishes: its slot goes to J.
  h.cloud.knobs.holdProgress = false;
  await ended(h, xMessage.id, 30_000);
  await ended(h, jMessage.id, 30_000);
  await sleep(1_000);
  const record = await h.database.store.jobs.get(jobJ);
  const submitted = prompts("job J waits in line");
  console.log(
    `job J was submitted to the service ${submitted} time(s); remote_id ${record?.remoteId}; status ${record?.status}`,
  );
  expect(submitted, "job J submitted once").toBe(1);
}, 90_000);
