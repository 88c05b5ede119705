import { createHash } from "node:crypto";

export interface RateLimit {
  limit: number;
  windowMs: number;
  /**
   * Counted as Discord counts its global limit: `limit` requests in ANY `windowMs` span (a log of
   * the times of the requests it let through), not in windows that start afresh; a client pacing
   * itself with fixed windows can pass twice the limit across a window's edge, and is refused here.
   */
  sliding?: boolean;
}

/** Per-route limits (each counted per major parameter) and the global per-bot limit. */
export const DEFAULT_RATE_LIMITS = {
  messageCreate: { limit: 5, windowMs: 5_000 },
  messageEdit: { limit: 5, windowMs: 5_000 },
  messageDelete: { limit: 5, windowMs: 1_000 },
  reaction: { limit: 1, windowMs: 250 },
  webhookExecute: { limit: 5, windowMs: 2_000 },
  webhookEdit: { limit: 5, windowMs: 5_000 },
  commands: { limit: 10, windowMs: 10_000 },
  interactionCallback: { limit: 20, windowMs: 1_000 },
  default: { limit: 50, windowMs: 1_000 },
  global: { limit: 50, windowMs: 1_000 },
} satisfies Record<string, RateLimit>;

/** Discord's global limit as Discord counts it: 50 in any one second (`rateLimits: { global: SLIDING_GLOBAL }`). */
export const SLIDING_GLOBAL: RateLimit = { limit: 50, windowMs: 1_000, sliding: true };

export type RateLimitGroup = Exclude<keyof typeof DEFAULT_RATE_LIMITS, "global">;
export type RateLimitOptions = Partial<Record<keyof typeof DEFAULT_RATE_LIMITS, RateLimit>>;

interface Window {
  count: number;
  resetAt: number;
}

export interface RateLimitVerdict {
  headers: Record<string, string>;
  /** Set when the request must be refused with 429. */
  refused?: { retryAfter: number; global: boolean };
}

/** Windows in real time: discord.js sleeps on the wall clock, whatever the fake's clock says. */
export class RateLimiter {
  private readonly limits: Record<keyof typeof DEFAULT_RATE_LIMITS, RateLimit>;
  private readonly windows = new Map<string, Window>();
  /** For a sliding limit: the times of the requests let through in the last window, oldest first. */
  private readonly logs = new Map<string, number[]>();

  constructor(options: RateLimitOptions = {}) {
    this.limits = { ...DEFAULT_RATE_LIMITS, ...options };
  }

  check(group: RateLimitGroup, major: string, countsGlobally: boolean): RateLimitVerdict {
    const now = Date.now();
    if (countsGlobally) {
      const global = this.take("global", this.limits.global, now);
      if (global.refused) {
        return {
          headers: {
            "x-ratelimit-global": "true",
            "x-ratelimit-scope": "global",
            "retry-after": seconds(global.resetAt - now, true),
          },
          refused: { retryAfter: (global.resetAt - now) / 1000, global: true },
        };
      }
    }
    const limit = this.limits[group];
    const window = this.take(`${group}:${major}`, limit, now);
    const resetAfter = window.resetAt - now;
    const headers: Record<string, string> = {
      "x-ratelimit-limit": String(limit.limit),
      "x-ratelimit-remaining": String(Math.max(0, limit.limit - window.count)),
      "x-ratelimit-reset": seconds(window.resetAt),
      "x-ratelimit-reset-after": seconds(resetAfter),
      "x-ratelimit-bucket": createHash("sha1").update(group).digest("hex").slice(0, 32),
    };
    if (!window.refused) return { headers };
    return {
      headers: { ...headers, "retry-after": seconds(resetAfter, true), "x-ratelimit-scope": "user" },
      refused: { retryAfter: resetAfter / 1000, global: false },
    };
  }

  private take(key: string, limit: RateLimit, now: number): Window & { refused: boolean } {
    if (limit.sliding) return this.slide(key, limit, now);
    let window = this.windows.get(key);
    if (!window || now >= window.resetAt) {
      window = { count: 0, resetAt: now + limit.windowMs };
      this.windows.set(key, window);
    }
    if (window.count >= limit.limit) return { ...window, refused: true };
    window.count++;
    return { ...window, refused: false };
  }

  /** `resetAt` is when the oldest request in the span leaves it, so one more may pass. */
  private slide(key: string, limit: RateLimit, now: number): Window & { refused: boolean } {
    const log = this.logs.get(key) ?? [];
    this.logs.set(key, log);
    while (log.length > 0 && log[0]! <= now - limit.windowMs) log.shift();
    const refused = log.length >= limit.limit;
    if (!refused) log.push(now);
    return { count: log.length, resetAt: (log[0] ?? now) + limit.windowMs, refused };
  }
}

const seconds = (ms: number, whole = false) =>
  whole ? String(Math.max(1, Math.ceil(ms / 1000))) : (ms / 1000).toFixed(3);
