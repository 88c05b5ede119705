import { setTimeout as sleep } from "node:timers/promises";

/**
 * The one retry policy of the bot: how many further tries, and the wait before each. HTTP calls
 * back off exponentially with full jitter (many clients spread over the window); the job core's
 * own tries (delivery, downloads, store writes, a history read) wait a fixed schedule.
 */
export interface RetryPolicy {
  /** Further tries after the first one. */
  retries: number;
  /** The wait before further try `attempt + 1` (`attempt` counts from 0). */
  delayMs(attempt: number): number;
}

export interface Backoff {
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** "full": anywhere in [0, ceiling]; "half": in [ceiling/2, ceiling] (a reconnect that should not come at once). */
  jitter?: "full" | "half";
}

/** Exponential backoff: the ceiling doubles from `baseDelayMs` up to `maxDelayMs`, jittered below it. */
export function backoff(options: Backoff, random: () => number = Math.random): RetryPolicy {
  const half = options.jitter === "half";
  return {
    retries: options.retries,
    delayMs(attempt) {
      const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt);
      return half ? ceiling / 2 + (random() * ceiling) / 2 : random() * ceiling;
    },
  };
}

/** One further try after each wait in `waits`, in order. */
export function schedule(waits: readonly number[]): RetryPolicy {
  return { retries: waits.length, delayMs: (attempt) => waits[attempt] ?? waits.at(-1) ?? 0 };
}

/** `retries` further tries, `everyMs` apart. */
export function steady(retries: number, everyMs: number): RetryPolicy {
  return { retries, delayMs: () => everyMs };
}

export interface Attempt {
  /** 0 for the first try. */
  number: number;
  /** No try follows this one, whatever happens: the policy's last, or `signal` aborted. */
  final: boolean;
}

export interface RetryOptions {
  /** Whether a failed try may be repeated (what is safe to repeat); anything else is thrown at once. Every failure by default. */
  repeatable?: (error: unknown) => boolean;
  /** A wait the failure itself asks for (a `Retry-After`), in place of the policy's. */
  requestedDelayMs?: (error: unknown) => number | undefined;
  /** Aborted: the try under way is the last and a wait under way ends; the last failure is thrown. */
  signal?: AbortSignal;
  /** Told of each failure that is tried again, before its wait. */
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
}

/**
 * Runs `run` until it succeeds, the policy has no try left, the failure is not repeatable, or
 * `signal` is aborted; then the last failure is thrown, as it was.
 */
export async function withRetries<T>(
  policy: RetryPolicy,
  run: (attempt: Attempt) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const { signal } = options;
  for (let number = 0; ; number++) {
    try {
      return await run({ number, final: number >= policy.retries || signal?.aborted === true });
    } catch (error) {
      if (number >= policy.retries || signal?.aborted || !(options.repeatable?.(error) ?? true)) throw error;
      const delay = options.requestedDelayMs?.(error) ?? policy.delayMs(number);
      options.onRetry?.(error, number, delay);
      const waited = await sleep(delay, true, { signal }).catch(() => false);
      if (!waited) throw error;
    }
  }
}
