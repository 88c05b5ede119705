import type { BotTimings } from "../../src/app/bot.js";

/**
 * Fast timings: the behaviour is the same as in production, only the clocks are shorter. In a
 * module of its own so that a bot started outside vitest (the soak's child process) uses them too.
 */
export const TEST_TIMINGS = {
  minEditIntervalMs: 120,
  pollIntervalMs: 150,
  events: { pingIntervalMs: 200, stallTimeoutMs: 1_000, reconnect: { baseDelayMs: 10, maxDelayMs: 100 } },
  partnerPoll: { minMs: 40, maxMs: 200 },
  leaseMs: 3_000,
  // Tests assert a refusal the database gives (quota, a full line) as the command's first, private
  // answer; on a loaded test machine those reads take far longer than production's 25 ms. The
  // tests of answering first set it back (test/e2e/answer-first.test.ts, test/repro/).
  answer: { answerWithinMs: 1_500 },
  job: {
    deliveryRetryMs: [100, 300, 600],
    fetchRetryMs: [50, 100, 200],
    storeRetryMs: [50, 100, 200],
    downloadTimeoutMs: 5_000,
  },
} satisfies BotTimings;
