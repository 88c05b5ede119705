/**
 * `npx tsx --expose-gc bench/image-check.ts [--images N]`: what the image check costs (issue 40): the
 * model's load time, the memory it adds to the process (its thread's included), milliseconds per image
 * (decode and model, one after the other, as delivery checks them) and per video, and the memory given
 * back when the thread ends. It reports; it asserts nothing. Writes bench/results/image-check.json.
 * `--compiled` measures the compiled check (`npm run build` first), as the Docker image runs it.
 */
import { once } from "node:events";
import { readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { makePng } from "../fakes/png.js";
import * as sources from "../src/image-check/index.js";

const count = Number(process.argv[process.argv.indexOf("--images") + 1]) || 200;
// `--compiled`: the check as the image runs it (`npm run build` first): its threads run JavaScript, not TypeScript through tsx.
const compiled = process.argv.includes("--compiled");
const { Classifier, imageChecker, THRESHOLDS } = compiled
  ? ((await import(new URL("../dist/src/image-check/index.js", import.meta.url).href)) as typeof sources)
  : sources;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** RSS once the garbage is collected and the allocator has settled. */
async function settledRss(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    (globalThis as { gc?: () => void }).gc?.();
    await sleep(200);
  }
  return process.memoryUsage().rss;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const load = loadavg()[0]!;
// What the fakes deliver (the bench's outputs are 1024×1024 PNGs) and a photograph.
const images = [
  ...Array.from({ length: 4 }, (_, i) => makePng(1024, 1024, `bench-${i}`)),
  readFileSync(new URL("../test/fixtures/images/coffee.jpg", import.meta.url)),
];
// sharp loaded before the baseline: the bot loads it for other images too (src/images/fit.ts).
await (await import("sharp")).default(images[0]).metadata();
const baseline = await settledRss();

const classifier = new Classifier();
const checker = imageChecker(classifier);
const started = performance.now();
const ready = once(classifier, "ready");
const first = checker.check(images[0]!, "image", THRESHOLDS.balanced);
await ready;
const loadMs = performance.now() - started;
await first;
const firstMs = performance.now() - started;

const times: number[] = [];
let peak = process.memoryUsage().rss;
for (let i = 0; i < count; i++) {
  const at = performance.now();
  await checker.check(images[i % images.length]!, "image", THRESHOLDS.balanced);
  times.push(performance.now() - at);
  peak = Math.max(peak, process.memoryUsage().rss);
}
times.sort((a, b) => a - b);
const loaded = await settledRss();

const clip = readFileSync(new URL("../fakes/platform/clip.mp4", import.meta.url));
const videoAt = performance.now();
let videoPeak = 0;
const sampler = setInterval(() => (videoPeak = Math.max(videoPeak, process.memoryUsage().rss)), 20);
await checker.check(clip, "video", THRESHOLDS.balanced);
clearInterval(sampler);
const videoMs = performance.now() - videoAt;

await classifier.close();
const released = await settledRss();

const result = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  compiled,
  load1: { before: load, after: loadavg()[0] },
  images: count,
  loadMs: Math.round(loadMs),
  firstCheckMs: Math.round(firstMs),
  msPerImage: {
    p50: Math.round(percentile(times, 0.5)),
    p99: Math.round(percentile(times, 0.99)),
    max: Math.round(times.at(-1)!),
  },
  rssMb: {
    before: mb(baseline),
    withModel: mb(loaded),
    added: mb(loaded - baseline),
    peakWhileChecking: mb(peak),
    videoPeakAdded: mb(videoPeak - baseline),
    afterThreadEnded: mb(released),
  },
  msPerVideo: Math.round(videoMs),
};
console.log(JSON.stringify(result, null, 2));
writeFileSync(new URL("./results/image-check.json", import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
