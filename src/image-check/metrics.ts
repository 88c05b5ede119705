import { Counter, Histogram } from "prom-client";
import { registry } from "../metrics.js";

export type CheckResult = "passed" | "flagged" | "unreadable";
export type Media = "image" | "video";

const checks = new Counter({
  name: "flowbot_image_checks_total",
  help: 'Images and videos scored by the image check, by result ("unreadable" ones are treated as flagged) and media.',
  labelNames: ["result", "media"] as const,
  registers: [registry],
});

const seconds = new Histogram({
  name: "flowbot_image_check_seconds",
  help: "Time to score one image (decode and model) or one video (three frames), by media.",
  labelNames: ["media"] as const,
  // An image takes some 60-150 ms on one core; a video a second or more.
  buckets: [0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30],
  registers: [registry],
});

export function checked(result: CheckResult, media: Media, ms: number): void {
  checks.inc({ result, media });
  seconds.observe({ media }, ms / 1000);
}
