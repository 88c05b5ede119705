import type { BotTimings } from "../../src/app/bot.js";
import { TEST_TIMINGS } from "../helpers/timings.js";

/**
 * The soak's bot clocks: the production behaviour with the test harness's short clocks, and
 * `/files` limits small enough for the soak's readers to reach them: a download that cannot write
 * for 3 s is closed (shorter, a loaded machine makes the service look slow), at most 2 of one
 * job's and 8 in all at once.
 */
export const FILE_LIMITS = { maxDownloads: 8, maxPerJob: 2, idleMs: 3_000 };
export const SOAK_TIMINGS = { ...TEST_TIMINGS, http: { files: FILE_LIMITS } } satisfies BotTimings;

export interface SoakSample {
  /** Bytes, after a full collection. */
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** The largest RSS seen since the previous sample. */
  peakRss: number;
  /** Active handles by type (process.getActiveResourcesInfo()). */
  handles: Record<string, number>;
  /** The API clients' connection pool, by origin. */
  pool: Record<string, { connected: number; running: number; pending: number }>;
  /** What the bot says of the jobs it follows (for a soak that finds one that never ends). */
  followed: Array<{ id: string; kind: string; phase: string; done: boolean; remoteId?: string }>;
  /** Jobs the bot follows. */
  jobs: number;
}

/** Soak → bot process. */
export type SoakCommand = { type: "sample" } | { type: "stop" };
/** Bot process → soak. */
export type SoakReport =
  | { type: "ready"; httpPort: number }
  | { type: "sample"; figures: SoakSample }
  | { type: "stopped"; handles: Record<string, number> };
