import { afterAll, beforeAll, expect, test } from "vitest";
import { ended, jobIdOf, running, setGuildKey, startHarness, type Harness } from "../e2e/harness.js";

/**
 * AUDIT: "A job keeps what it started with: the key that pays for it" (docs/architecture.md, src/keys/keys.ts) — but
 * only the key's *source* is recorded (`jobs.key_source = 'server'`), not which key. When the
 * server's owner replaces the key with `/settings key` while a job runs, every later read of that
 * job through the database (a restart or rolling deploy, a takeover by another process, `/cancel`
 * from another process, `/show`, the `/files` links) uses the NEW key. The service scopes jobs to
 * the key that submitted them (wire-notes: "403 another user's job"), so the running job, which the
 * service finishes normally on the old account, is reported to the member as lost
 * ("fail.lost"), its result never delivered, its quota unit given back although it was paid for.
 *
 * What should hold: a job started on key K1 is followed, delivered and opened with K1 until it
 * ends, whatever key the server sets meanwhile (or fails plainly only if K1 itself is gone).
 */
const K1 = "fc_test_key_0001abcd";
const K2 = "fc_second_account_key_0002";
let h: Harness;

beforeAll(async () => {
  // Two accounts at the service; jobs of 20 steps of 400 ms, so that the key changes mid-job.
  h = await startHarness({ apiKeys: [K1, K2], stepMs: 400, steps: 20 });
  await setGuildKey(h, K1);
}, 60_000);
afterAll(async () => {
  await h?.close();
});

test("a running job survives the server's key being replaced and a rolling restart", async () => {
  const interaction = await h.discord.driver.slashCommand("generate", { prompt: "a job started on the first key" });
  const message = await running(h, interaction);
  const jobId = jobIdOf(message);

  // The owner replaces the key with another valid one, through the real form.
  const submit = await h.discord.driver.submitModal("settings:key", { key: K2 }, { user: h.discord.guild.owner });
  await expect.poll(() => h.database.store.guilds.getApiKey(h.discord.guild.id), { timeout: 10_000 }).toBe(K2);
  await h.discord.waitFor(() => submit.originalMessage()?.content || undefined, 10_000);
  console.log("the owner is told:", JSON.stringify(submit.originalMessage()?.content));

  // A rolling deploy: the process stops cleanly and a new one takes the job over.
  const serviceJob = () => [...h.cloud.jobs.values()].find((j) => JSON.stringify(j.workflow).includes(jobId));
  console.log("at the service before the restart:", serviceJob()?.status);
  expect(serviceJob()?.status).toBe("executing");
  await h.restart();
  console.log("at the service after the restart:", serviceJob()?.status);
  const final = await ended(h, message.id, 60_000);
  const record = await h.database.store.jobs.get(jobId);
  const atService = [...h.cloud.jobs.values()].find((j) => JSON.stringify(j.workflow).includes(jobId));
  console.log(
    `service: ${atService?.status ?? "?"}; bot: ${record?.status} ${JSON.stringify(record?.error ?? null)}; message: ${JSON.stringify(final.embeds[0]?.description ?? null)}`,
  );
  expect(record?.status, "the job completed at the service on its own key").toBe("completed");
}, 120_000);
