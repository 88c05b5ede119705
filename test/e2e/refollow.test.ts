import { Readable } from "node:stream";
import { expect, test } from "vitest";
import { app } from "../../commands/index.js";
import type { StoredOutput } from "../../src/db/store.js";
import { attachOutputs, jobEmbed, NO_MENTIONS, type Presenter } from "../../src/discord/render/render.js";
import type { Remote } from "../../src/jobs/remote.js";
import type { Kind } from "../../src/features/feature.js";
import { jobIdOf, startTestKind, useHarness } from "./harness.js";

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
      const timer = setTimeout(() => {
        listener.outputs([{ node: "1", kind: "images", filename: `${remoteId}.txt`, subfolder: "", type: "output" }]);
        listener.end({ status: "completed" });
      }, 50);
      return { stop: () => clearTimeout(timer), wake: () => undefined };
    },
    outputs(_remoteId, known) {
      return Promise.resolve([...known]);
    },
    open(output: StoredOutput) {
      const data = Buffer.from(`result of ${output.filename}`);
      return Promise.resolve({
        filename: output.filename,
        contentType: "text/plain",
        size: data.length,
        body: Readable.from([data]),
      });
    },
  };
}

const presenter: Presenter = {
  title: () => "Flaky",
  progressLines: () => ["Working"],
  completed(view, files) {
    const embed = jobEmbed(view, presenter);
    return {
      content: "",
      embeds: [embed],
      components: [],
      files: attachOutputs(embed, files),
      attachments: [],
      allowedMentions: NO_MENTIONS,
    };
  },
};

const flaky: Kind<{ words: string }> = {
  name: "flaky",
  presenter,
  job: () => ({
    build: (request) => Promise.resolve({ params: request, remote: flakyRemote() }),
    resume: () => flakyRemote(),
  }),
};

const h = useHarness({ app: { features: [...app.features, { name: "flaky", kinds: [flaky] }] } });

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
