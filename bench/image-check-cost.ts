/**
 * The image check's own cost, measured in the process that runs it (issue 40): the RSS that sharp
 * (its decoder) and its model (a thread of TensorFlow.js's WASM backend) add, each settled after a
 * GC against the settled RSS before; the model's load; and ms per image (decode and model) for
 * images checked one after the other, with nothing else going on. `npm run bench` measures it in
 * the bot's own process before the load (bench/bot.ts), bench/image-check.ts in a process of its own.
 */
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { makePng } from "../fakes/png.js";
import type { Classifier, ImageChecker } from "../src/image-check/index.js";
import { THRESHOLDS } from "../src/image-check/index.js";

export interface CheckCost {
  /** The process's RSS before anything of the check was loaded. */
  baselineRssBytes: number;
  /** What loading sharp (and decoding one image) added. */
  sharpRssBytes: number;
  /** What the model's thread added once loaded and warm (a few checks run). */
  modelRssBytes: number;
  /** The model's load (thread, weights, first prediction), and the first check answered. */
  loadMs: number;
  firstCheckMs: number;
  images: number;
  /** Decode and model, one image after the other. */
  msPerImage: { p50: number; p99: number; max: number };
}

/**
 * The fakes' PNGs at 1024×1024 (a common output size; the bench's jobs ask for 256×256) and the
 * photograph of test/fixtures/images, read from the repository at `root` (the bench's compiled
 * bot runs from a directory of its own).
 */
export function benchImages(root = new URL("..", import.meta.url)): Buffer[] {
  return [
    ...Array.from({ length: 4 }, (_, i) => makePng(1024, 1024, `bench-${i}`)),
    readFileSync(new URL("test/fixtures/images/coffee.jpg", root)),
  ];
}

/** RSS once the garbage is collected and the allocator has settled (`--expose-gc`; without it, RSS now). */
export async function settledRss(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    (globalThis as { gc?: () => void }).gc?.();
    await sleep(200);
  }
  return process.memoryUsage().rss;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Measures `checker` on `classifier` (not yet started) with `count` of `images`, one after the other. */
export async function measureCheckCost(
  classifier: Classifier,
  checker: ImageChecker,
  images: Buffer[],
  count: number,
): Promise<CheckCost> {
  if (classifier.worker) throw new Error("the classifier's model is loaded already: its cost cannot be measured");
  const baseline = await settledRss();
  // sharp, as the check loads it on its first image (src/image-check/pixels.ts).
  await (await import("sharp")).default(images[0]).metadata();
  const withSharp = await settledRss();
  const started = performance.now();
  let loadMs = Number.NaN;
  classifier.once("ready", () => (loadMs = performance.now() - started));
  const first = await checker.check(images[0]!, "image", THRESHOLDS.balanced);
  const firstCheckMs = performance.now() - started;
  // A thread that cannot start (its script missing, the model not loading) makes every image unreadable.
  if (first.unreadable) throw new Error("the image check could not score an ordinary image: its model did not run");
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const at = performance.now();
    await checker.check(images[i % images.length]!, "image", THRESHOLDS.balanced);
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  const withModel = await settledRss();
  return {
    baselineRssBytes: baseline,
    sharpRssBytes: withSharp - baseline,
    modelRssBytes: withModel - withSharp,
    loadMs: Math.round(loadMs),
    firstCheckMs: Math.round(firstCheckMs),
    images: count,
    msPerImage: {
      p50: Math.round(percentile(times, 0.5)),
      p99: Math.round(percentile(times, 0.99)),
      max: Math.round(times.at(-1) ?? 0),
    },
  };
}
