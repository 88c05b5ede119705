import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { Fault } from "../../fakes/discord/rest/router.js";
import { jobIdOf, running, setGuildKey, useHarness } from "./harness.js";

/**
 * A "Missing Access" (50001) answer to the result's edit: the bot's access to the channel was
 * taken away, maybe for a while (an admin editing permissions). It is not taken for a channel
 * gone: the delivery waits and tries again, and gives up only on its last try, so the job is
 * still ended, never left open to be taken over again and again.
 */
const h = useHarness();
beforeEach(async () => {
  // No previews: a progress edit then carries no file, and only the result's edit uploads one.
  Object.assign(h.cloud.knobs, { stepMs: 40, steps: 10, previews: false });
  await setGuildKey(h);
});

const row = (id: string) => h.bot.context.store.jobs.get(id);
async function delivered(jobId: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await row(jobId))?.deliveredAt == null) {
    if (Date.now() > deadline) throw new Error(`job ${jobId} was not delivered within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
/** The result's edit, the one that uploads its files, refused `times` times as Discord refuses it. */
const faults: Fault[] = [];
function refuseResult(times: number) {
  const fault = { method: "PATCH", path: /\/messages\//, status: 403, code: 50001, times, withFiles: true };
  faults.push(fault);
  h.discord.failRequests(fault);
}
// What a test's fault has left is dropped, for the tests after it.
afterEach(() => faults.splice(0).forEach((fault) => (fault.times = 0)));
const refusals = () => h.discord.restLog.filter((r) => r.status === 403 && r.files?.length).length;

describe("Missing Access on the result's edit", () => {
  test("for a while: the result is shown on a later try", async () => {
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "access back soon" });
    const message = await running(h, interaction);
    const before = refusals();
    refuseResult(2);
    const jobId = jobIdOf(message);
    await delivered(jobId);
    expect(refusals() - before).toBe(2);
    const shown = h.discord.messages.get(message.id)!;
    expect(shown.attachments).toHaveLength(1);
    expect(JSON.stringify(shown.components)).toContain(`result:delete:${jobId}`);
  }, 30_000);

  test("for good: the delivery gives up after its last try, and the job is ended, not left open", async () => {
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "access gone for good" });
    const message = await running(h, interaction);
    const before = refusals();
    refuseResult(1_000);
    const jobId = jobIdOf(message);
    await delivered(jobId);
    // The first try and one after each of the test timings' three waits.
    expect(refusals() - before).toBe(4);
    expect((await row(jobId))?.status).toBe("completed");
    expect(h.discord.messages.get(message.id)!.attachments).toHaveLength(0);
    const told = h.logs.filter((l) => l.includes(jobId)).map((l) => JSON.parse(l) as { msg: string; shown?: boolean });
    expect(told.filter((l) => l.msg === "could not end the job; trying again")).toHaveLength(3);
    expect(told.filter((l) => l.msg === "job ended")).toEqual([expect.objectContaining({ shown: false })]);
  }, 30_000);
});
