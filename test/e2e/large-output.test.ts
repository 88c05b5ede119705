import { mkdtempSync, readdirSync, rmSync, watch } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { FROM_DISK_BYTES } from "../../src/discord/job-message/upload.js";
import { ended, setGuildKey, useHarness } from "./harness.js";

const h = useHarness();
const MIB = 1024 * 1024;
const systemTmp = process.env.TMPDIR;
afterEach(() => {
  h.cloud.knobs.workload = undefined;
  if (systemTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = systemTmp;
});

test("outputs of several MB reach Discord byte for byte, sent from disk, and leave no temporary file", async () => {
  await setGuildKey(h);
  h.cloud.knobs.workload = { runMs: [300, 300], stepMs: [50, 50], outputBytes: [3 * MIB, 3 * MIB] };
  // A temporary directory of this test's own (the bot runs in this process), so other runs' uploads do not count.
  const tmp = mkdtempSync(join(tmpdir(), "flowbot-test-tmp-"));
  process.env.TMPDIR = tmp;
  const made = new Set<string>();
  const watcher = watch(tmp, (_event, name) => name && made.add(name));
  const interaction = await h.discord.driver.slashCommand("generate", { prompt: "two large files", count: 2 });
  const message = await ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
  const job = [...h.cloud.jobs.values()].at(-1)!;
  expect(job.outputs.reduce((n, o) => n + o.data.length, 0)).toBeGreaterThan(FROM_DISK_BYTES);
  // Compared with Buffer.equals: a deep toEqual of megabytes takes minutes.
  expect(message.attachments.map((a, i) => a.data.equals(job.outputs[i]!.data))).toEqual([true, true]);
  expect(message.attachments.map((a) => a.filename)).toEqual(job.outputs.map((o) => o.filename));
  // Sent from disk, each file still carries its type, so Discord shows the images inline.
  expect(message.attachments.map((a) => a.contentType)).toEqual(job.outputs.map(() => "image/png"));
  expect(message.embeds[0]!.image?.url).toBe(`attachment://${job.outputs[0]!.filename}`);
  // Removed once Discord has answered, which may be just after the message is stored.
  await h.discord.waitFor(() => readdirSync(tmp).length === 0, 5_000);
  watcher.close();
  // Written to disk as they were downloaded, and sent from there: no copy in memory waits for the upload.
  expect([...made].some((name) => name.startsWith("flowbot-download-"))).toBe(true);
  expect([...made].some((name) => name.startsWith("flowbot-upload-"))).toBe(false);
  rmSync(tmp, { recursive: true });
});
