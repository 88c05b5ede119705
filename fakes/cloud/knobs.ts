/**
 * Realistic streams for load runs: each job draws (from its submission number, so a run can be
 * repeated) its own length, time between progress steps and output size.
 */
export interface Workload {
  runMs: [min: number, max: number];
  stepMs: [min: number, max: number];
  outputBytes: [min: number, max: number];
  /** Every n-th job (the n-th, 2n-th, …) produces outputs of `largeBytes` instead. */
  largeEvery?: number;
  largeBytes?: number;
}

/** Switches of the fake cloud; mutable while it runs. */
export interface FakeCloudKnobs {
  /** Delay before every HTTP answer. */
  latencyMs: number;
  /** Time between progress steps. */
  stepMs: number;
  /**
   * When set, every sampler takes this many progress steps whatever its node says (a test's job
   * length); unset, the node's own `steps`, as the service counts them (see `samplerSteps`).
   */
  steps: number | undefined;
  /** Jobs running at once; the rest wait in the queue. */
  concurrency: number;
  /** Running jobs take no further progress step while true (a test holds them mid-run); they go on once it is false. */
  holdProgress: boolean;
  /** Probability (0..1) that a REST request answers 503. */
  failRate5xx: number;
  /** The next N REST requests answer 503. */
  fail5xxNext: number;
  /** `Retry-After` seconds sent with injected 503s. */
  retryAfterSeconds?: number;
  /** The next N REST requests are processed, then their connection is dropped without an answer. */
  dropResponseNext: number;
  /** The next N signed downloads answer 503. */
  storageFail5xxNext: number;
  /** The next N signed downloads send their headers and half the body, then nothing more. */
  storageStallNext: number;
  /** `POST /api/prompt` answers 402. */
  insufficientCredits: boolean;
  /** `POST /api/prompt` answers 429. */
  subscriptionInactive: boolean;
  /** Jobs end in execution_error with this exception. */
  executionError?: { exceptionType: string; exceptionMessage: string };
  /** Each socket is terminated after sending this many frames. */
  dropSocketAfterFrames?: number;
  /** Sockets stop sending and stop answering pings. */
  stallSocket: boolean;
  /** The next N downloads of signed storage URLs answer `storageFailStatus`. */
  storageFailNext: number;
  storageFailStatus: number;
  /** Delay before signed storage URLs answer. */
  storageLatencyMs: number;
  /** Send binary previews during progress. */
  previews: boolean;
  /** Width and height of each preview (small by default; the playground shows bigger ones). */
  previewSize: number;
  /** Send frame 4 to clients that sent the feature flag; when false, every client gets frame 1. */
  honourFeatureFlags: boolean;
  /** When set, replaces `stepMs` and `steps` per job, and pads outputs to the drawn size. */
  workload?: Workload;
  /** How long a signed download URL from /api/view stays valid. */
  signedUrlTtlMs: number;
}

/** Every knob, optional ones included, so that assigning these resets a fake. */
export const DEFAULT_KNOBS: FakeCloudKnobs = {
  latencyMs: 0,
  stepMs: 5,
  steps: undefined,
  concurrency: 1,
  holdProgress: false,
  failRate5xx: 0,
  fail5xxNext: 0,
  retryAfterSeconds: undefined,
  dropResponseNext: 0,
  storageFail5xxNext: 0,
  storageStallNext: 0,
  insufficientCredits: false,
  subscriptionInactive: false,
  executionError: undefined,
  dropSocketAfterFrames: undefined,
  stallSocket: false,
  storageFailNext: 0,
  storageFailStatus: 500,
  storageLatencyMs: 0,
  previews: true,
  previewSize: 16,
  signedUrlTtlMs: 3_600_000,
  honourFeatureFlags: true,
  workload: undefined,
};

/** Steps of a sampler whose node gives no number of steps (a link to another node, say). */
const FALLBACK_STEPS = 4;

/** How many progress steps a sampler node takes: the knob when a test set one, else the node's own `steps`. */
export function samplerSteps(knob: number | undefined, inputs: Record<string, unknown> | undefined): number {
  if (knob !== undefined) return knob;
  const own = inputs?.steps;
  return typeof own === "number" && Number.isInteger(own) && own > 0 ? own : FALLBACK_STEPS;
}
