import { afterAll, beforeAll, expect, test } from "vitest";
import { ended, jobIdOf, promptsSaying, setGuildKey, startHarness, TEST_TIMINGS, type Harness } from "./harness.js";

/**
 * A process that died between recording a job (with its slot: marked submitted, as the job is
 * recorded) and the fence of its submit left a job that nothing of was sent. The process that
 * takes it over starts it, once (its submit fenced by the new claim), instead of failing it as
 * "no trace" on the service.
 */
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ stepMs: 20, steps: 4 }, {}, { timings: { ...TEST_TIMINGS, leaseMs: 3_000, scanMs: 300 } });
  await setGuildKey(h);
  await h.database.store.guilds.updateSettings(h.discord.guild.id, { maxConcurrentJobs: 4, dailyQuota: null });
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const prompts = (text: string) => promptsSaying(h, text).length;

test("a job recorded with its slot by a process that died before sending it is started once by the one that takes it over", async () => {
  // A real job gives the params a dead process would have recorded.
  const first = await h.discord.driver.slashCommand("generate", { prompt: "a lighthouse at dawn" });
  await first.response();
  const done = await ended(h, first.originalMessage()!.id, 20_000);
  const model = (await h.database.store.jobs.get(jobIdOf(done)))!;
  const params = { ...(model.params as Record<string, unknown>), prompt: "recorded by a process now gone" };
  // Recorded with its slot (marked submitted in the same statement), claimed by a process that is gone.
  const { record, running } = await h.database.store.jobs.createInLine(
    {
      guildId: model.guildId,
      channelId: model.channelId,
      userId: model.userId,
      kind: model.kind,
      params,
      remote: model.remote,
      ...(model.keySource ? { keySource: model.keySource } : {}),
      ...(model.quotaDay ? { quotaDay: model.quotaDay } : {}),
    },
    { owner: "a process now gone", leaseMs: 1 },
    4,
  );
  expect(running).toBe(true);
  expect(record.submittedAt).not.toBeNull();
  expect(record.sentAt).toBeNull();

  await expect
    .poll(async () => (await h.database.store.jobs.get(record.id))?.deliveredAt ?? null, { timeout: 30_000 })
    .not.toBeNull();
  const after = (await h.database.store.jobs.get(record.id))!;
  expect(after.status).toBe("completed");
  expect(after.owner).toBe(h.bot.context.jobs.owner);
  expect(after.sentAt).not.toBeNull();
  expect(prompts("recorded by a process now gone")).toBe(1);
}, 60_000);
