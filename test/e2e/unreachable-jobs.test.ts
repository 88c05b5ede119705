import { afterEach, expect, test } from "vitest";
import { ended, jobIdOf, running, setGuildKey, useHarness } from "./harness.js";

/**
 * A job whose channel was deleted ends at the first Unknown Channel (its remote work stopped), rather
 * than logging a failed edit on every progress update until it ends.
 */
const h = useHarness({ discord: { channels: 2 } });
afterEach(() => {
  h.cloud.knobs.stepMs = 15;
  h.cloud.knobs.steps = 10;
});

async function runningIn(channelId: string, prompt: string) {
  h.cloud.knobs.stepMs = 200;
  h.cloud.knobs.steps = 200;
  const interaction = await h.discord.driver.slashCommand("generate", { prompt }, { channelId });
  const message = await running(h, interaction);
  return { message, jobId: jobIdOf(message) };
}

test("a job whose channel is deleted ends at the first Unknown Channel, and its prompt is stopped at the service", async () => {
  await setGuildKey(h);
  const channelId = h.discord.guild.channelIds[1]!;
  const { message, jobId } = await runningIn(channelId, "in a doomed channel");
  const promptId = (await h.database.store.jobs.get(jobId))!.remoteId!;
  const logsBefore = h.logs.length;
  h.discord.deleteChannel(channelId);

  await expect
    .poll(async () => (await h.database.store.jobs.get(jobId))?.deliveredAt ?? null, { timeout: 10_000 })
    .not.toBeNull();
  expect(await h.database.store.jobs.get(jobId)).toMatchObject({ status: "cancelled" });
  await expect.poll(() => h.cloud.jobs.get(promptId)?.status).toBe("cancelled");
  expect(h.bot.context.jobs.get(jobId)).toBeUndefined();

  // Progress would have gone on for 40 s: nothing more is tried, and at most one failed edit is logged.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const failedEdits = h.logs.slice(logsBefore).filter((line) => line.includes("progress edit failed"));
  expect(failedEdits).toEqual([]);
  const patches = h.discord.restLog.filter(
    (r) => r.method === "PATCH" && r.path.includes(message.id) && r.status === 404,
  );
  expect(patches.length).toBeLessThanOrEqual(1);
});

test("a job in a channel that still exists finishes as before", async () => {
  h.cloud.knobs.stepMs = 15;
  const interaction = await h.discord.driver.slashCommand("generate", { prompt: "in the main channel" });
  const message = await h.discord.waitFor(() => interaction.originalMessage());
  const final = await ended(h, message.id);
  expect(final.attachments.length).toBeGreaterThan(0);
});
