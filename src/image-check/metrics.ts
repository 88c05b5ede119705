import { channel } from "node:diagnostics_channel";
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
  // An image takes some 25-60 ms on one core (docs/image-safety.md); a video a second or more.
  buckets: [0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30],
  registers: [registry],
});

/**
 * Each check as it ends, `{ result, media, ms }`, on this diagnostics channel: for a measurement that
 * wants every check's time, not the histogram's buckets (the bench's figures, bench/bot.ts).
 * Nothing is published while nothing listens.
 */
export const CHECKS_CHANNEL = "flowbot:image-check";
const published = channel(CHECKS_CHANNEL);

export interface CheckEvent {
  result: CheckResult;
  media: Media;
  ms: number;
}

export function checked(result: CheckResult, media: Media, ms: number): void {
  checks.inc({ result, media });
  seconds.observe({ media }, ms / 1000);
  if (published.hasSubscribers) published.publish({ result, media, ms } satisfies CheckEvent);
}
