import { DiscordError } from "../errors.js";
import type { StoredMessage } from "../messages.js";
import type { RateLimit } from "./ratelimit.js";

export const OLD_MESSAGE_MS = 60 * 60_000;
/** Undocumented on Discord; small enough that a bot editing at its normal cadence meets it. */
export const DEFAULT_OLD_EDITS: RateLimit = { limit: 3, windowMs: 60_000 };

/**
 * Edits of messages older than an hour have their own limit (code 30046, answered as a 429),
 * counted per message on the fake's clock, so that a test can age a message with `clock.advance`.
 */
export class OldMessageEdits {
  private readonly edits = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    private readonly limit: RateLimit = DEFAULT_OLD_EDITS,
  ) {}

  check(message: StoredMessage): void {
    const now = this.now();
    if (now - message.createdAt <= OLD_MESSAGE_MS) return;
    const recent = (this.edits.get(message.id) ?? []).filter((at) => now - at < this.limit.windowMs);
    if (recent.length >= this.limit.limit) {
      this.edits.set(message.id, recent);
      const retryAfter = (recent[0]! + this.limit.windowMs - now) / 1000;
      throw new OldEditLimit(retryAfter);
    }
    recent.push(now);
    this.edits.set(message.id, recent);
  }
}

export class OldEditLimit extends DiscordError {
  constructor(readonly retryAfter: number) {
    super(429, 30046, "Maximum number of edits to messages older than 1 hour reached. Try again later.");
  }

  override headers(): Record<string, string> {
    return { "retry-after": String(Math.max(1, Math.ceil(this.retryAfter))), "x-ratelimit-scope": "shared" };
  }

  override body(): Record<string, unknown> {
    return { ...super.body(), retry_after: Number(this.retryAfter.toFixed(3)), global: false };
  }
}
