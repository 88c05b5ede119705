import { expect, test } from "vitest";
import type { Remote } from "../../src/jobs/remote.js";
import { jobIdOf, startTestKind, useHarness } from "./harness.js";
import { endWithTextFile, filesPresenter, testKind, textOutputs, withKind } from "./test-kind.js";

/**
 * A job whose remote could not be followed once (attaching to it threw after its work started)
 * was left claimed and renewed for ever, with nothing reading its remote or ending it: the lease
 * renewal now follows such a job again. The kind below is the test's own: its remote's work is
 * done at once, and its `follow` throws the first time it is called.
 */
const follows: string[] = [];

function flakyRemote(): Remote {
  return {
    ref: "flaky",
    deadlineMs: 60_000,
    start(jobId) {
      return Promise.resolve({ remoteId: `flaky-${jobId}` });
    },
    follow(remoteId, listener) {
      follows.push(remoteId);
      if (follows.filter((id) => id === remoteId).length === 1) throw new Error("could not attach to the remote");
      const timer = setTimeout(() => endWithTextFile(listener, remoteId), 50);
      return { stop: () => clearTimeout(timer), wake: () => undefined };
    },
    ...textOutputs((output) => `result of ${output.filename}`),
  };
}

const flaky = testKind(
  "flaky",
  filesPresenter(
    () => "Flaky",
    () => ["Working"],
  ),
  flakyRemote,
);

const h = useHarness({ app: withKind(flaky) });

test("a job that could not be followed once is followed again at the next renewal and delivered once, not renewed for ever", async () => {
  const { source, reply } = await startTestKind(h, "flaky", { words: "x" }, "flaky");
  const jobId = jobIdOf(reply);
  // Within a few renewals (a third of the 3 s lease each), whatever the machine's load.
  const final = await h.discord.waitFor(() => {
    const m = h.discord.messages.get(reply.id);
    return m && m.attachments.length > 0 ? m : undefined;
  }, 20_000);
  expect(final.attachments[0]!.data.toString()).toBe(`result of flaky-${jobId}.txt`);
  expect(follows.filter((id) => id === `flaky-${jobId}`)).toHaveLength(2);
  await h.discord.waitFor(
    async () => ((await h.bot.context.store.jobs.get(jobId))?.deliveredAt ? true : undefined),
    10_000,
  );
  expect((await h.bot.context.store.jobs.get(jobId))?.status).toBe("completed");
  expect(h.discord.messages.all().filter((m) => m.replyTo === source.id)).toHaveLength(1);
  // No longer followed (so no longer renewed) once delivered.
  await h.discord.waitFor(() => (h.bot.context.jobs.get(jobId) === undefined ? true : undefined), 10_000);
});
