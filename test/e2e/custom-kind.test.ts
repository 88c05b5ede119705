import { expect, test } from "vitest";
import type { Remote, RemoteListener } from "../../src/jobs/remote.js";
import { jobIdOf, startTestKind, useHarness } from "./harness.js";
import { endWithTextFile, filesPresenter, testKind, textOutputs, withKind } from "./test-kind.js";

/**
 * A kind that exists only here: its own remote (work counted in this process, standing in for a
 * service that goes on while the bot restarts) and its own presenter. It runs through the real
 * lifecycle (job message, progress, a restart, delivery) with nothing of `src/jobs` changed:
 * adding a kind is a folder and a line in the features list.
 */
const STEPS = 40;
const work = new Map<string, { step: number; timer: NodeJS.Timeout }>();

function echoRemote(): Remote {
  return {
    ref: "echo",
    deadlineMs: 60_000,
    start(jobId) {
      const remoteId = `echo-${jobId}`;
      const timer = setInterval(() => {
        const task = work.get(remoteId)!;
        if (task.step < STEPS) task.step++;
        else clearInterval(task.timer);
      }, 150);
      work.set(remoteId, { step: 0, timer });
      return Promise.resolve({ remoteId });
    },
    follow(remoteId, listener: RemoteListener) {
      let ended = false;
      const look = () => {
        const task = work.get(remoteId);
        if (!task || ended) return;
        if (task.step < STEPS) {
          listener.update({ phase: "running", progress: { value: task.step, max: STEPS } });
          return;
        }
        ended = true;
        endWithTextFile(listener, remoteId);
      };
      const poll = setInterval(look, 50);
      return { stop: () => clearInterval(poll), wake: look };
    },
    ...textOutputs((output) => `echo result of ${output.filename.replace(/\.txt$/, "")}`),
  };
}

const echo = testKind(
  "echo",
  filesPresenter(
    (view) => `Echo: ${(view.params as { words: string }).words}`,
    (view) => [`Echo step ${view.progress?.value ?? 0}`],
  ),
  echoRemote,
);

const h = useHarness({ app: withKind(echo) });

test("a kind registered by a test runs the real lifecycle: job message, progress, a restart, delivery once", async () => {
  const { source, reply } = await startTestKind(h, "echo", { words: "hello" }, "echo this");
  const jobId = jobIdOf(reply);
  await h.discord.waitFor(() =>
    JSON.stringify(h.discord.messages.get(reply.id)!.embeds).includes("Echo step") ? true : undefined,
  );
  expect(h.discord.messages.get(reply.id)!.embeds[0]!.title).toBe("Echo: hello");

  // Still running when the bot goes down: the new process takes it over through the kind's `resume`.
  // The status is written in the job's write queue, beside (not before) the edit that shows progress.
  await h.discord.waitFor(async () =>
    (await h.bot.context.store.jobs.get(jobId))?.status === "in_progress" ? true : undefined,
  );
  expect(work.get(`echo-${jobId}`)!.step).toBeLessThan(STEPS);
  await h.restart();
  const final = await h.discord.waitFor(() => {
    const m = h.discord.messages.get(reply.id);
    return m && m.attachments.length > 0 ? m : undefined;
  }, 15_000);
  expect(final.attachments[0]!.data.toString()).toBe(`echo result of echo-${jobId}`);
  expect(final.embeds[0]!.title).toBe("Echo: hello");
  // Progress was shown in edits, never in new messages: one job, one message.
  const history = h.discord.messages.get(reply.id)!.history;
  expect(history.some((state) => JSON.stringify(state.embeds).includes(`Echo step`))).toBe(true);
  expect(h.discord.messages.all().filter((m) => m.replyTo === source.id)).toHaveLength(1);
  const row = await h.bot.context.store.jobs.get(jobId);
  expect(row?.status).toBe("completed");
  expect(row?.kind).toBe("echo");
  await h.discord.waitFor(async () => ((await h.bot.context.store.jobs.get(jobId))?.deliveredAt ? true : undefined));
  for (const task of work.values()) clearInterval(task.timer);
});
