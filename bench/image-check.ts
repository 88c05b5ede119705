/**
 * `npx tsx --expose-gc bench/image-check.ts [--images N]`: what the image check costs (issue 40): the
 * model's load time, the memory sharp and the model add to the process (its thread's included),
 * milliseconds per image (decode and model, one after the other, as delivery checks them) and per
 * video, and the memory given back when the thread ends (bench/image-check-cost.ts). It reports; it
 * asserts nothing. Writes bench/results/image-check.json. `--compiled` measures the compiled check
 * (`npm run build` first), as the Docker image runs it: under tsx the model's thread loads tsx too.
 * `npm run bench` measures the same in the bot's process and prints it with its table.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import * as sources from "../src/image-check/index.js";
import { benchImages, measureCheckCost, settledRss } from "./image-check-cost.js";

const count = Number(process.argv[process.argv.indexOf("--images") + 1]) || 200;
// `--compiled`: the check as the image runs it (`npm run build` first): its threads run JavaScript, not TypeScript through tsx.
const compiled = process.argv.includes("--compiled");
const { Classifier, imageChecker, THRESHOLDS } = compiled
  ? ((await import(new URL("../dist/src/image-check/index.js", import.meta.url).href)) as typeof sources)
  : sources;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

const load = loadavg()[0]!;
const classifier = new Classifier();
const checker = imageChecker(classifier);
const cost = await measureCheckCost(classifier, checker, benchImages(), count);

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
  loadMs: cost.loadMs,
  firstCheckMs: cost.firstCheckMs,
  msPerImage: cost.msPerImage,
  rssMb: {
    before: mb(cost.baselineRssBytes),
    sharpAdded: mb(cost.sharpRssBytes),
    modelAdded: mb(cost.modelRssBytes),
    videoPeakAdded: mb(videoPeak - cost.baselineRssBytes),
    afterThreadEnded: mb(released),
  },
  msPerVideo: Math.round(videoMs),
};
console.log(JSON.stringify(result, null, 2));
writeFileSync(new URL("./results/image-check.json", import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
