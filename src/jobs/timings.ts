export interface JobTimings {
  minEditIntervalMs: number;
  /** Waits before each further try of a terminal message that could not be delivered. */
  deliveryRetryMs: readonly number[];
  /** Waits before each further try of one output download. */
  fetchRetryMs: readonly number[];
  /** Waits before each further try of storing the remote id. */
  storeRetryMs: readonly number[];
  downloadTimeoutMs: number;
  /** A job that ran longer than this ends with a reply that mentions its requester. */
  notifyAfterMs: number;
  /** Least time between progress edits once the message is about an hour old (Discord's code 30046). */
  oldMessageEditIntervalMs: number;
  /** How often a process reads its waiting jobs' places in their servers' lines while some wait. */
  linePollMs: number;
}

export const DEFAULT_JOB_TIMINGS: JobTimings = {
  minEditIntervalMs: 1_500,
  deliveryRetryMs: [2_000, 10_000, 60_000, 300_000],
  fetchRetryMs: [500, 2_000, 5_000],
  storeRetryMs: [200, 1_000, 3_000, 10_000],
  downloadTimeoutMs: 120_000,
  notifyAfterMs: 60_000,
  oldMessageEditIntervalMs: 60_000,
  linePollMs: 1_000,
};
