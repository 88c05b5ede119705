import { afterEach, expect, test } from "vitest";
import { STREAMED_FROM_BYTES } from "../../src/discord/job-message/upload.js";
import { ended, setGuildKey, useHarness } from "./harness.js";

const h = useHarness();
const MIB = 1024 * 1024;
afterEach(() => {
  h.cloud.knobs.workload = undefined;
});

async function largeJob(prompt: string) {
  await setGuildKey(h);
  h.cloud.knobs.workload = { runMs: [300, 300], stepMs: [50, 50], outputBytes: [3 * MIB, 3 * MIB] };
  const interaction = await h.discord.driver.slashCommand("generate", { prompt, count: 2 });
  const message = await ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
  const job = [...h.cloud.jobs.values()].at(-1)!;
  expect(job.outputs.reduce((n, o) => n + o.data.length, 0)).toBeGreaterThan(STREAMED_FROM_BYTES);
  return { message, job };
}

test("outputs of several MB reach Discord byte for byte, each with its type, in the bot's own multipart body", async () => {
  const { message, job } = await largeJob("two large files");
  // Compared with Buffer.equals: a deep toEqual of megabytes takes minutes.
  expect(message.attachments.map((a, i) => a.data.equals(job.outputs[i]!.data))).toEqual([true, true]);
  expect(message.attachments.map((a) => a.filename)).toEqual(job.outputs.map((o) => o.filename));
  // Streamed, each file still carries its type, so Discord shows the images inline.
  expect(message.attachments.map((a) => a.contentType)).toEqual(job.outputs.map(() => "image/png"));
  expect(message.embeds[0]!.image?.url).toBe(`attachment://${job.outputs[0]!.filename}`);
  const upload = h.discord.restLog.findLast((e) => e.method === "PATCH" && (e.files?.length ?? 0) > 0)!;
  expect(upload.contentType).toMatch(/^multipart\/form-data; boundary=flowbot-/);
});

test("an upload Discord fails with a 502 is sent again whole: the same bytes, read again from the pieces", async () => {
  const fault = { method: "PATCH", path: /\/messages\//, status: 502, times: 1, withFiles: true, minBytes: 2 * MIB };
  h.discord.failRequests(fault);
  const { message, job } = await largeJob("two large files, once refused");
  expect(message.attachments.map((a, i) => a.data.equals(job.outputs[i]!.data))).toEqual([true, true]);
  const uploads = h.discord.restLog.filter((e) => e.method === "PATCH" && (e.files?.length ?? 0) > 0);
  expect(uploads.map((e) => e.status).slice(-2)).toEqual([502, 200]);
  expect(uploads.at(-2)!.files!.map((f) => f.data.length)).toEqual(job.outputs.map((o) => o.data.length));
});
