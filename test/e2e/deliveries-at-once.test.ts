import { beforeAll, expect, test } from "vitest";
import { DELIVERIES_AT_ONCE } from "../../src/jobs/holdings.js";
import { ended, setGuildKey, useHarness } from "./harness.js";

/**
 * Jobs that end together fetch their files a limited number at once (`DELIVERIES_AT_ONCE`): the
 * others wait their turn, rather than every finished job's delivery working at the same moment
 * (what their files hold is bounded besides by the deliveries' byte budget, test/jobs/file-bytes.test.ts). Each download here takes a while at the service's
 * storage, so that the downloads of jobs ending together overlap however loaded the machine is.
 */
const h = useHarness();
const JOBS = DELIVERIES_AT_ONCE + 6;

beforeAll(async () => {
  await setGuildKey(h);
  await h.database.store.guilds.updateSettings(h.discord.guild.id, { maxConcurrentJobs: JOBS, dailyQuota: null });
  Object.assign(h.cloud.knobs, { concurrency: JOBS, stepMs: 20, steps: 3, storageLatencyMs: 3_000 });
});

/** The most downloads from the service's storage under way at one moment. */
function mostAtOnce(): number {
  const downloads = h.cloud.requests.filter((r) => r.path.startsWith("/signed/"));
  const edges = downloads.flatMap((r) => [
    { at: r.at, step: 1 },
    { at: r.doneAt ?? Number.POSITIVE_INFINITY, step: -1 },
  ]);
  // An end before a start at the same moment: a download that ended as another began is not overlapping it.
  edges.sort((a, b) => a.at - b.at || a.step - b.step);
  let now = 0;
  let most = 0;
  for (const { step } of edges) most = Math.max(most, (now += step));
  return most;
}

test(`${JOBS} jobs ending together download their files at most ${DELIVERIES_AT_ONCE} at once, and each is delivered`, async () => {
  const interactions = await Promise.all(
    Array.from({ length: JOBS }, (_, i) => h.discord.driver.slashCommand("generate", { prompt: `at once ${i}` })),
  );
  const messages = await Promise.all(interactions.map((i) => h.discord.waitFor(() => i.originalMessage(), 30_000)));
  const finals = await Promise.all(messages.map((m) => ended(h, m.id, 90_000)));
  expect(finals.map((m) => m.attachments.length)).toEqual(Array.from({ length: JOBS }, () => 1));
  expect(h.cloud.requests.filter((r) => r.path.startsWith("/signed/"))).toHaveLength(JOBS);
  expect(mostAtOnce()).toBeLessThanOrEqual(DELIVERIES_AT_ONCE);
}, 120_000);
