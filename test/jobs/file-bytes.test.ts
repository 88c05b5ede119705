import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import type { StoredOutput } from "../../src/db/store.js";
import { downloadOutputs, expectedBytes, type UploadLimits } from "../../src/jobs/download.js";
import { fetchScreened } from "../../src/jobs/screen.js";
import { ByteBudget } from "../../src/limit.js";

const output = (filename: string, kind: StoredOutput["kind"] = "images"): StoredOutput => ({
  node: "9",
  kind,
  filename,
  subfolder: "",
  type: "output",
});

const policy = { retryMs: [], bodyTimeoutMs: 10_000, final: true };

/** A body in pieces of 64 KiB, its size announced or not. */
function download(filename: string, bytes: Buffer, announced: boolean) {
  const pieces = Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) =>
    bytes.subarray(i * 65536, (i + 1) * 65536),
  );
  return {
    filename,
    contentType: "application/octet-stream",
    ...(announced ? { size: bytes.length } : {}),
    body: Readable.from(pieces),
  };
}

describe("what fetching a job's files holds of the deliveries' budget", () => {
  test("each file's expected share until it is opened, its announced size then, and at the end what is attached", async () => {
    const limits: UploadLimits = { maxFileBytes: 10_000, maxTotalBytes: 25_000, maxFiles: 10 };
    const files: Record<string, Buffer> = {
      "a.txt": randomBytes(1_000),
      "b.txt": randomBytes(2_000),
      "c.txt": randomBytes(3_000),
    };
    const outputs = Object.keys(files).map((name) => output(name, "audio"));
    const budget = new ByteBudget(1_000_000);
    // Taken before anything is fetched: three files of up to 10 000 bytes, 25 000 together at most.
    expect(expectedBytes(outputs, limits)).toBe(25_000);
    const held = await budget.take(expectedBytes(outputs, limits));
    const atOpen: number[] = [];
    const fetched = await downloadOutputs(
      (o) => {
        atOpen.push(budget.bytes);
        return Promise.resolve(download(o.filename, files[o.filename]!, true));
      },
      outputs,
      limits,
      { ...policy, held },
    );
    expect(fetched.files.map((f) => f.data.length)).toEqual([1_000, 2_000, 3_000]);
    // a: all expected; b: a's 1 000 and two expected (20 000); c: a and b, and its own expected share.
    expect(atOpen).toEqual([25_000, 21_000, 13_000]);
    expect([held.bytes, budget.bytes]).toEqual([6_000, 6_000]);
    held.release();
    expect(budget.bytes).toBe(0);
  });

  test("a file of unknown size grows what is held as it is read, ahead of the deliveries waiting to fetch", async () => {
    const limits: UploadLimits = { maxFileBytes: 100_000, maxTotalBytes: 25 * 1024 * 1024, maxFiles: 10 };
    // Noise: a PNG over the limit, read past it (up to 64 MiB) to be re-encoded under it.
    const png = await sharp(randomBytes(900 * 900 * 3), { raw: { width: 900, height: 900, channels: 3 } })
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThan(2 * 1024 * 1024);
    const budget = new ByteBudget(3 * 1024 * 1024);
    const held = await budget.take(expectedBytes([output("noise.png")], limits));
    // Another delivery waits for room for its own expected files.
    let otherFetches = false;
    const other = budget.take(budget.most - 50_000).then((h) => ((otherFetches = true), h));
    // The most it held, as each resize left it.
    let most = 0;
    const watched = {
      get bytes() {
        return held.bytes;
      },
      resize: async (bytes: number) => {
        await held.resize(bytes);
        most = Math.max(most, held.bytes);
      },
      release: () => held.release(),
    };
    const fetched = await downloadOutputs(
      () => Promise.resolve(download("noise.png", png, false)),
      [output("noise.png")],
      limits,
      { ...policy, held: watched },
    );
    // While it was read, what it held grew to its whole size, ahead of the other, which waited.
    expect(most).toBeGreaterThanOrEqual(png.length);
    expect(otherFetches).toBe(false);
    expect(fetched.files).toHaveLength(1);
    const attached = fetched.files[0]!.data.length;
    expect(attached).toBeLessThanOrEqual(limits.maxFileBytes);
    // Re-encoded: what it holds is the file attached; once it is sent, the other delivery has its room.
    expect(held.bytes).toBe(attached);
    held.release();
    (await other).release();
    expect(otherFetches).toBe(true);
    expect(budget.bytes).toBe(0);
  });

  test("waiting for room while a body of unknown size is read does not count against its time limit", async () => {
    const limits: UploadLimits = { maxFileBytes: 10 * 1024 * 1024, maxTotalBytes: 25 * 1024 * 1024, maxFiles: 10 };
    const budget = new ByteBudget(4 * 1024 * 1024);
    // Another delivery holds half of it for longer than this download's time limit.
    const other = await budget.take(2 * 1024 * 1024);
    const held = await budget.take(expectedBytes([output("long.flac", "audio")], limits));
    const bytes = randomBytes(3 * 1024 * 1024);
    const releasing = new Promise<void>((resolve) =>
      setTimeout(() => {
        other.release();
        resolve();
      }, 1_000),
    );
    const fetched = await downloadOutputs(
      () => Promise.resolve(download("long.flac", bytes, false)),
      [output("long.flac", "audio")],
      limits,
      { ...policy, bodyTimeoutMs: 250, held },
    );
    await releasing;
    // It waited past its 250 ms for the other's room, then was read whole: delivered, not "timed out".
    expect(fetched.notes).toEqual([]);
    expect(fetched.files.map((f) => f.data.length)).toEqual([bytes.length]);
    held.release();
    expect(budget.bytes).toBe(0);
  });

  test("a delivery of several videos counts one video decoder beside them: they are decoded one at a time", async () => {
    const limits: UploadLimits = { maxFileBytes: 10 * 1024 * 1024, maxTotalBytes: 25 * 1024 * 1024, maxFiles: 10 };
    const videos: Record<string, Buffer> = {
      "a.mp4": randomBytes(50_000),
      "b.mp4": randomBytes(60_000),
      "c.mp4": randomBytes(70_000),
    };
    const outputs = Object.keys(videos).map((name) => output(name, "video"));
    const budget = new ByteBudget(1024 * 1024 * 1024);
    const held = await budget.take(expectedBytes(outputs, limits));
    // A checker that passes everything: what is counted beside the files is the delivery's, not the check's.
    const checker = {
      warm: () => undefined,
      check: () => Promise.resolve({ score: 0, flagged: false, unreadable: false }),
    };
    const screened = await fetchScreened(
      (o) => Promise.resolve(download(o.filename, videos[o.filename]!, true)),
      outputs,
      limits,
      { ...policy, held },
      {
        screen: { checker, policyFor: () => Promise.resolve({ mode: "block", threshold: 0.5 }) },
        policy: { mode: "block", threshold: 0.5 },
      },
    );
    expect(screened.files).toHaveLength(3);
    const beside = held.bytes - 180_000;
    // One decoder (80–140 MB measured, 96 MiB counted), not one per video.
    expect(beside).toBeGreaterThanOrEqual(80 * 1024 * 1024);
    expect(beside).toBeLessThan(2 * 80 * 1024 * 1024);
    held.release();
  });
});
