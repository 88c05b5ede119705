import { afterAll, beforeAll, expect, test } from "vitest";
import type { Bot } from "../../src/app/bot.js";
import { ended, jobIdOf, promptsSaying, TEST_TIMINGS, type Harness } from "./harness.js";
import { startOneSlotHarness, startProcessB } from "./second-process.js";

/**
 * Wake-ups, not polls (issue 28): process B holds a job waiting in its server's line and looks at
 * its line only every 30 s (its polls and scans); the slot that frees in process A starts B's job
 * at once, woken by the database's notice.
 */
let h: Harness;
let b: Bot | undefined;
beforeAll(async () => {
  h = await startOneSlotHarness({ stepMs: 40, steps: 10 });
}, 60_000);
afterAll(async () => {
  await b?.stop();
  await h?.close();
});

const promptAt = (text: string) => promptsSaying(h, text)[0]?.at;

test("a slot freed in one process starts the job waiting in another at once, not at its next look", async () => {
  h.cloud.knobs.holdProgress = true;
  const first = await h.discord.driver.slashCommand("generate", { prompt: "wake: holds the slot" });
  const firstMessage = await h.discord.waitFor(() => first.originalMessage(), 15_000);
  await h.discord.waitFor(() => promptAt("wake: holds the slot"), 15_000);

  const slow = { ...TEST_TIMINGS, leaseMs: 60_000, scanMs: 30_000, job: { ...TEST_TIMINGS.job, linePollMs: 30_000 } };
  b = await startProcessB(h, slow);

  // Interactions go to one session each, in turn: of two jobs, one waits in each process.
  const prompts = ["wake: next one", "wake: last one"];
  const messages = [];
  for (const prompt of prompts) {
    const interaction = await h.discord.driver.slashCommand("generate", { prompt });
    messages.push(await h.discord.waitFor(() => interaction.originalMessage(), 15_000));
  }
  const ids = await Promise.all(
    messages.map(async (m) => jobIdOf(await h.discord.waitFor(() => (jobIdOf(m) ? m : undefined), 15_000))),
  );
  const inB = ids.findIndex((id) => b!.context.jobs.get(id) !== undefined);
  expect(inB, "one of the waiting jobs is held by B").toBeGreaterThanOrEqual(0);
  expect(ids.filter((id) => h.bot.context.jobs.get(id) !== undefined)).toHaveLength(1);

  h.cloud.knobs.holdProgress = false;
  // The job before B's, whichever it is, ends in A; its slot goes to B's job.
  const before = inB === 0 ? firstMessage : messages[0]!;
  await ended(h, before.id, 30_000);
  // Its slot frees just after it is marked delivered.
  const deliveredAt = async () => (await h.database.store.jobs.get(jobIdOf(before)))?.deliveredAt ?? null;
  await expect.poll(deliveredAt, { timeout: 10_000 }).not.toBeNull();
  const freed = (await deliveredAt())!.getTime();
  const started = await h.discord.waitFor(() => promptAt(prompts[inB]!), 10_000);
  // Far below B's 30 s looks: only the notice explains it (on a loaded machine, a few hundred ms).
  expect(started - freed).toBeLessThan(3_000);
  for (const m of messages) await ended(h, m.id, 30_000);
}, 90_000);
