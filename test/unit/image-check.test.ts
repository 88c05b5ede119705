import { readFileSync } from "node:fs";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import type { Worker } from "node:worker_threads";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { makePng } from "../../fakes/png.js";
import { CHECKS_AT_ONCE } from "../../src/image-check/classifier.js";
import { Classifier, ClassifierError, imageChecker, THRESHOLDS } from "../../src/image-check/index.js";
import { INPUT_SIDE } from "../../src/image-check/protocol.js";

const coffee = readFileSync(new URL("../fixtures/images/coffee.jpg", import.meta.url));
const clip = readFileSync(new URL("../../fakes/platform/clip.mp4", import.meta.url));
const balanced = THRESHOLDS.balanced;

const drawn = (body: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="384"><rect width="512" height="384" fill="white"/>${body}</svg>`,
    ),
  )
    .png()
    .toBuffer();

// One classifier for the file, as a process holds one: the model loads once.
const classifier = new Classifier();
const checker = imageChecker(classifier);
afterAll(() => classifier.close());

describe("the image check, with the real classifier", () => {
  it("passes ordinary images unflagged at the default strictness: the fakes' outputs, drawn shapes, a photo", async () => {
    const images = [
      makePng(512, 512, 1),
      makePng(1024, 768, "a lighthouse"),
      await drawn('<circle cx="256" cy="192" r="120" fill="#e8a0a0"/>'),
      await drawn(
        '<rect x="60" y="60" width="300" height="200" fill="#3060c0"/><polygon points="40,360 250,220 470,360" fill="#40a040"/>',
      ),
      coffee,
    ];
    for (const image of images) {
      const verdict = await checker.check(image, "image", balanced);
      expect(verdict).toMatchObject({ flagged: false, unreadable: false });
      expect(verdict.score).toBeLessThan(0.2);
    }
  });

  it("flags every image at threshold 0 (a score at or above it is flagged)", async () => {
    expect(await checker.check(coffee, "image", 0)).toMatchObject({ flagged: true, unreadable: false });
  });

  it("flags what it cannot read", async () => {
    expect(await checker.check(Buffer.from("not an image at all"), "image", balanced)).toEqual({
      score: 1,
      flagged: true,
      unreadable: true,
    });
  });

  it("scores a video by frames from its start, middle and end", async () => {
    const passed = await checker.check(clip, "video", balanced);
    expect(passed).toMatchObject({ flagged: false, unreadable: false });
    expect(await checker.check(clip, "video", 0)).toMatchObject({ flagged: true, unreadable: false });
    expect(await checker.check(clip.subarray(0, 200), "video", balanced)).toMatchObject({ unreadable: true });
  });

  it("decodes one video at a time, however many are checked at once", async () => {
    await checker.check(makePng(64, 64, 1), "image", balanced); // the model's thread is up: the threads after it are decoders
    let decoders = 0;
    let most = 0;
    const started = (thread: Worker) => {
      most = Math.max(most, ++decoders);
      thread.once("exit", () => decoders--);
    };
    process.on("worker", started);
    try {
      const verdicts = await Promise.all([1, 2, 3].map(() => checker.check(clip, "video", balanced)));
      expect(verdicts.map((v) => v.unreadable)).toEqual([false, false, false]);
    } finally {
      process.off("worker", started);
    }
    expect(most).toBe(1);
  });

  it("a thread killed mid-check is made anew and the check still ends", async () => {
    const restarted = once(classifier, "restarted");
    classifier.once("checking", () => void classifier.worker?.terminate());
    const verdict = await checker.check(makePng(256, 256, 7), "image", balanced);
    await restarted;
    expect(verdict).toMatchObject({ flagged: false, unreadable: false });
  });
});

describe("the image check's line", () => {
  const pixels = (fill: number) => ({ pixels: new Uint8Array(INPUT_SIDE * INPUT_SIDE * 3).fill(fill), frames: 1 });

  it("with 40 images checked at once, at most CHECKS_AT_ONCE are in the model's thread at a time, and every one ends", async () => {
    let inThread = 0;
    let most = 0;
    const checking = () => (most = Math.max(most, ++inThread));
    classifier.on("checking", checking);
    try {
      const verdicts = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          checker.check(makePng(64, 64, i), "image", balanced).finally(() => inThread--),
        ),
      );
      expect(verdicts.filter((v) => v.unreadable)).toEqual([]);
    } finally {
      classifier.off("checking", checking);
    }
    expect(CHECKS_AT_ONCE).toBeLessThanOrEqual(8);
    expect(most).toBe(CHECKS_AT_ONCE);
  });

  it("decodes a check's pixels only in its turn: at most CHECKS_AT_ONCE images' pixels exist at once", async () => {
    let decoded = 0;
    let most = 0;
    const checks = Array.from({ length: 40 }, (_, i) =>
      classifier
        .classify(async () => {
          // A decode takes a while, as sharp's does: the checks that ended before it have said so.
          await new Promise((resolve) => setImmediate(resolve));
          most = Math.max(most, ++decoded);
          return pixels(i);
        })
        .finally(() => decoded--),
    );
    expect(decoded, "nothing decoded before its turn").toBeLessThanOrEqual(CHECKS_AT_ONCE);
    const scores = await Promise.all(checks);
    expect(scores.every((s) => s?.length === 1)).toBe(true);
    expect(most).toBe(CHECKS_AT_ONCE);
  });

  it("a thread killed with checks in it and 30 waiting: the checks in it are sent again, and every one ends", async () => {
    const restarted = once(classifier, "restarted");
    let sent = 0;
    const count = () => {
      if (++sent === 5) void classifier.worker?.terminate();
    };
    classifier.on("checking", count);
    try {
      const verdicts = await Promise.all(
        Array.from({ length: 30 }, (_, i) => checker.check(makePng(64, 64, i), "image", balanced)),
      );
      await restarted;
      expect(verdicts.filter((v) => v.unreadable)).toEqual([]);
      expect(sent, "30 checks, and the ones in the killed thread once more").toBeLessThanOrEqual(30 + CHECKS_AT_ONCE);
    } finally {
      classifier.off("checking", count);
    }
  });

  it("close() refuses the checks waiting for their turn without decoding them", async () => {
    const closing = new Classifier();
    let decodes = 0;
    const decode = () => {
      decodes++;
      return Promise.resolve(pixels(1));
    };
    const checks = Array.from({ length: 10 }, () => closing.classify(decode));
    await closing.close();
    const results = await Promise.allSettled(checks);
    expect(results.map((r) => r.status)).toEqual(Array(10).fill("rejected"));
    expect(results.every((r) => r.status === "rejected" && r.reason instanceof ClassifierError)).toBe(true);
    expect(decodes).toBeLessThanOrEqual(CHECKS_AT_ONCE);
    expect(closing.worker).toBeUndefined();
  });
});

describe("the image check's thread", () => {
  it("warm() loads the model before any check (a job was taken), and a check after it uses that thread", async () => {
    const warmed = new Classifier();
    try {
      expect(warmed.worker).toBeUndefined();
      const ready = once(warmed, "ready");
      imageChecker(warmed).warm();
      const thread = warmed.worker;
      expect(thread).toBeDefined();
      await ready;
      const checking = once(warmed, "checking");
      await imageChecker(warmed).check(makePng(256, 256, 3), "image", balanced);
      await checking;
      expect(warmed.worker, "the same thread, not a second load").toBe(thread);
    } finally {
      await warmed.close();
    }
  });

  it("does not keep a process alive once its checks are done", async () => {
    // A process that checks an image and then has nothing left to do must end by itself: a
    // thread whose port stays referenced kept every stopped bot (and `npm run demo`) running.
    const root = new URL("../..", import.meta.url);
    const dir = await mkdtemp(join(tmpdir(), "flowbot-check-"));
    const script = join(dir, "check-once.mts");
    await writeFile(
      script,
      `import { Classifier, imageChecker } from "${new URL("src/image-check/index.ts", root).href}";
      import { makePng } from "${new URL("fakes/png.ts", root).href}";
      const verdict = await imageChecker(new Classifier()).check(makePng(256, 256, 7), "image", 0.6);
      console.log(JSON.stringify(verdict));`,
    );
    const child = spawn(process.execPath, ["--import", "tsx", script], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    const ended = await Promise.race([
      once(child, "exit").then(([code]) => ({ code })),
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 90_000)),
    ]);
    child.kill("SIGKILL");
    await rm(dir, { recursive: true, force: true });
    expect(out).toContain('"flagged":false');
    expect(ended, "the process ended on its own").toEqual({ code: 0 });
  }, 100_000);
});
