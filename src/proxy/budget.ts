import { setTimeout as sleep } from "node:timers/promises";
import type { RESTOptions } from "@discordjs/rest";

/** Discord's global limit: 50 requests of one bot in any one second (interaction callbacks aside). */
export const GLOBAL_LIMIT = { limit: 50, windowMs: 1_000 };
/**
 * Discord counts a request when it arrives, the proxy when it sends it: two requests sent a window
 * apart can arrive closer when the first took longer on the way. This much is added to the
 * window (45 requests a second at full rate). Measured with the e2e against a Discord that counts
 * in any one-second span (test/e2e/rest-proxy.test.ts), on this 2-core machine under a load of 15:
 * `@discordjs/rest`'s own 50 ms (its `offset`) drew a global 429 in 2 runs of 5; 100 ms, none in 4.
 */
export const GLOBAL_MARGIN_MS = 100;

/**
 * At most `limit` grants in any span of `windowMs`: the times of the last `limit` grants are
 * kept, and a caller waits until the oldest leaves the span. Callers are served in turn; one
 * whose signal aborts while it waits takes no grant.
 */
export class SlidingWindow {
  private readonly granted: number[] = [];
  private turn: Promise<void> = Promise.resolve();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a whole number ≥ 1 (got ${limit})`);
    if (!(windowMs > 0)) throw new RangeError(`windowMs must be above 0 (got ${windowMs})`);
  }

  /** Resolves when one more request may go (and counts it); rejects when `signal` aborts first. */
  take(signal?: AbortSignal): Promise<void> {
    const mine = this.turn.then(() => this.wait(signal));
    this.turn = mine.catch(() => undefined);
    return mine;
  }

  private async wait(signal: AbortSignal | undefined): Promise<void> {
    for (;;) {
      signal?.throwIfAborted();
      const now = Date.now();
      while (this.granted.length > 0 && this.granted[0]! <= now - this.windowMs) this.granted.shift();
      if (this.granted.length < this.limit) {
        this.granted.push(now);
        return;
      }
      await sleep(this.granted[0]! + this.windowMs - now + 1, undefined, signal ? { signal } : {});
    }
  }
}

type MakeRequest = RESTOptions["makeRequest"];

/** Whether Discord counts a request against the bot's global limit: bot-authorised, not an interaction's callback. */
export function countsGlobally(url: string, headers: unknown): boolean {
  const named = headers instanceof Headers ? headers.has("authorization") : hasAuthorization(headers);
  return named && !/\/interactions\/[^/]+\/[^/]+\/callback(\?|$)/.test(new URL(url).pathname + "?");
}

function hasAuthorization(headers: unknown): boolean {
  if (Array.isArray(headers))
    return headers.some((pair) => String((pair as unknown[])[0]).toLowerCase() === "authorization");
  if (typeof headers !== "object" || headers === null) return false;
  return Object.keys(headers).some((name) => name.toLowerCase() === "authorization");
}

/**
 * `@discordjs/rest` keeps the global limit with a window that starts afresh each second: up to
 * 100 requests can pass in one second across a window's edge, and Discord, which counts in any
 * one-second span, answers the surplus with global 429s (its only setting, `globalRequestsPerSecond`,
 * would have to be halved to be safe, halving the throughput). Its own `makeRequest` option is
 * wrapped instead: every request that counts waits for a grant of a sliding window first, within
 * the request's own timeout.
 */
export function withGlobalBudget(makeRequest: MakeRequest, window: SlidingWindow): MakeRequest {
  return async (url, init) => {
    if (countsGlobally(url, init.headers)) await window.take(init.signal ?? undefined);
    return makeRequest(url, init);
  };
}
