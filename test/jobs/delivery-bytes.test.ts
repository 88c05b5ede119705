import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { describe, expect, test } from "vitest";
import { ByteBudget } from "../../src/byte-budget.js";
import type { StoredOutput } from "../../src/db/store.js";
import { downloadOutputs } from "../../src/jobs/download.js";
import { Deliveries } from "../../src/jobs/deliveries.js";

const MiB = 1024 * 1024;
const LIMITS = { maxFileBytes: 20 * MiB, maxTotalBytes: 25 * MiB, maxFiles: 10 };
const output = (filename: string): StoredOutput => ({
  node: "9",
  kind: "audio",
  filename,
  subfolder: "",
  type: "output",
});

/** A service serving `files`, recording each file asked for and whether its body was read to the end. */
function service(files: Record<string, Buffer>) {
  const asked: Array<{ filename: string; read: boolean }> = [];
  const open = (o: StoredOutput) => {
    const entry = { filename: o.filename, read: false };
    asked.push(entry);
    const data = files[o.filename]!;
    const body = Readable.from([data]);
    body.once("end", () => (entry.read = true));
    return Promise.resolve({ filename: o.filename, contentType: "audio/flac", size: data.length, body });
  };
  return { open, asked };
}

const policy = { retryMs: [], bodyTimeoutMs: 10_000, final: true };

describe("the bytes deliveries hold at once", () => {
  test("a delivery whose files do not fit waits before asking for them; memory does not grow with the jobs ending", async () => {
    const deliveries = new Deliveries({ most: 8, bytes: 10 * MiB });
    const { open, asked } = service({ "a.flac": randomBytes(6 * MiB), "b.flac": randomBytes(6 * MiB) });
    let send!: () => void;
    const sent = new Promise<void>((resolve) => (send = resolve));
    const first = deliveries.run(async ({ bytes }) => {
      const { files } = await downloadOutputs(open, [output("a.flac")], LIMITS, { ...policy, bytes });
      expect(files).toHaveLength(1);
      // The files are sent when the test says.
      await sent;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(deliveries.bytes.held).toBe(6 * MiB);
    const second = deliveries.run(({ bytes }) =>
      downloadOutputs(open, [output("b.flac")], LIMITS, { ...policy, bytes }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    // Its slot is free (8 at once), its bytes are not: b.flac is not even asked for.
    expect(asked.map((a) => a.filename)).toEqual(["a.flac"]);
    expect(deliveries.bytes.queued).toBe(1);
    send();
    await first;
    expect((await second).files).toHaveLength(1);
    expect(asked.map((a) => a.filename)).toEqual(["a.flac", "b.flac"]);
    expect(deliveries.bytes.held).toBe(0);
  });

  test("a file larger than counted before it was asked for is dropped unread, then asked for again once it fits", async () => {
    const budget = new ByteBudget(64 * MiB);
    const account = budget.open();
    const { open, asked } = service({ "big.flac": randomBytes(10 * MiB), "small.flac": randomBytes(1000) });
    const { files } = await downloadOutputs(open, [output("big.flac"), output("small.flac")], LIMITS, {
      ...policy,
      bytes: account,
    });
    expect(files.map((f) => [f.name, f.data.length])).toEqual([
      ["big.flac", 10 * MiB],
      ["small.flac", 1000],
    ]);
    expect(asked).toEqual([
      { filename: "big.flac", read: false },
      { filename: "big.flac", read: true },
      { filename: "small.flac", read: true },
    ]);
    // What it holds is what it keeps, not what it counted before asking.
    expect([account.held, budget.held]).toEqual([10 * MiB + 1000, 10 * MiB + 1000]);
    account.close();
    expect(budget.held).toBe(0);
  });

  test("a file left out (too large to attach) holds nothing", async () => {
    const budget = new ByteBudget(64 * MiB);
    const account = budget.open();
    const { open } = service({ "huge.flac": randomBytes(21 * MiB) });
    const { files, notes } = await downloadOutputs(open, [output("huge.flac")], LIMITS, { ...policy, bytes: account });
    expect(files).toEqual([]);
    expect(notes).toHaveLength(1);
    expect(budget.held).toBe(0);
  });
});
