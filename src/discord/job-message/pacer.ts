export interface PacerOptions {
  /** Sends per second over all jobs, in the long run. */
  perSecond: number;
  /** Sends that may go at once after a quiet spell. */
  burst: number;
  /** Of the burst, how many only urgent sends (terminal messages) may take. */
  reserved: number;
}

/**
 * Discord limits the edits of one channel's messages (and, apart, of one interaction's reply) to
 * 5 in 5 seconds, whatever the bot's global budget. Every job message of a channel draws on that
 * one bucket: ten jobs in a channel, each wanting an edit every second and a half, would fill
 * discord.js's queue for the bucket, and a job's final message would wait behind all of their
 * progress (tens of seconds, measured in test/e2e/shards-kill-*.test.ts). So this process sends
 * at most `limit` in any `windowMs` span per bucket (a little over Discord's 5 s: a request may
 * reach Discord later than it left), and progress at most `progress` of them: the rest is kept
 * for terminal messages, which never wait behind progress there.
 */
export interface BucketLimit {
  limit: number;
  windowMs: number;
  /** Of `limit`, how many progress edits may take in any window. */
  progress: number;
}

/** A channel's message edits: shared by every job message of the channel, progress takes 2 of 5. */
export const CHANNEL_EDITS: BucketLimit = { limit: 5, windowMs: 5_250, progress: 2 };
/** An interaction's reply: one job's own, so progress may take all but the one its final message needs. */
export const REPLY_EDITS: BucketLimit = { limit: 5, windowMs: 5_250, progress: 4 };

/** The rate-limit bucket a send draws on: its key (a channel, a reply) and what it allows. */
export interface Bucket {
  key: string;
  limit: BucketLimit;
}

/**
 * Discord allows a bot 50 requests a second in all, and discord.js holds a webhook edit back
 * once 50 have gone in the same second. With hundreds of jobs wanting an edit every 1.5 s, that
 * queue would grow without end and a job's final message would wait behind every other job's
 * progress. So the bot's job messages share one budget below the limit (any second sees at most
 * `burst + perSecond` sends): progress edits take turns, oldest waiter first, and terminal
 * messages go before every waiting edit, from a reserve that progress never uses up. Each send
 * also keeps within its route's bucket (`BucketLimit`): one waiting for a full bucket lets the
 * others by.
 */
export const DISCORD_PACE: PacerOptions = { perSecond: 40, burst: 8, reserved: 6 };

interface Waiter {
  urgent: boolean;
  bucket: Bucket | undefined;
  grant: () => void;
}

export class Pacer {
  private tokens: number;
  private refilledAt = Date.now();
  private readonly waiting: Waiter[] = [];
  /** Per bucket, when this process's sends in its last window went, oldest first. */
  private readonly sends = new Map<string, { at: number[]; windowMs: number }>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: PacerOptions = DISCORD_PACE) {
    this.tokens = options.burst;
  }

  /**
   * Resolves true when the caller may send, false if `signal` aborted the wait first. An urgent
   * turn is served before every non-urgent one. `bucket` is the route's rate-limit bucket (a
   * channel's message edits, an interaction's reply): the send keeps within it.
   */
  turn(urgent: boolean, signal?: AbortSignal, bucket?: Bucket): Promise<boolean> {
    if (signal?.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter: Waiter = { urgent, bucket, grant: () => resolve(true) };
      signal?.addEventListener(
        "abort",
        () => {
          const i = this.waiting.indexOf(waiter);
          if (i < 0) return;
          this.waiting.splice(i, 1);
          resolve(false);
        },
        { once: true },
      );
      // Urgent waiters queue after the urgent ones already waiting, before the others.
      const firstNormal = urgent ? this.waiting.findIndex((w) => !w.urgent) : -1;
      if (firstNormal < 0) this.waiting.push(waiter);
      else this.waiting.splice(firstNormal, 0, waiter);
      this.pump();
    });
  }

  private pump(): void {
    const now = Date.now();
    this.tokens = Math.min(this.options.burst, this.tokens + ((now - this.refilledAt) * this.options.perSecond) / 1000);
    this.refilledAt = now;
    this.forget(now);
    // When a waiter held back by its bucket may go.
    let bucketFree = Number.POSITIVE_INFINITY;
    let globalFloor: number | undefined;
    for (let i = 0; i < this.waiting.length;) {
      const waiter = this.waiting[i]!;
      const floor = waiter.urgent ? 1 : 1 + this.options.reserved;
      if (this.tokens < floor) {
        globalFloor = floor;
        break;
      }
      const free = this.freeAt(waiter, now);
      if (free > now) {
        bucketFree = Math.min(bucketFree, free);
        i++;
        continue;
      }
      this.tokens--;
      if (waiter.bucket !== undefined) {
        const { key, limit } = waiter.bucket;
        this.sends.set(key, { at: [...(this.sends.get(key)?.at ?? []), now], windowMs: limit.windowMs });
      }
      this.waiting.splice(i, 1);
      waiter.grant();
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.waiting.length === 0) return;
    const globalWait =
      globalFloor === undefined
        ? Number.POSITIVE_INFINITY
        : Math.ceil(((globalFloor - this.tokens) * 1000) / this.options.perSecond);
    const wait = Math.max(1, Math.min(globalWait, bucketFree - now));
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.pump();
    }, wait);
    this.timer.unref();
  }

  /** When the waiter's bucket lets it send: now, or once enough of the window's sends left it. */
  private freeAt(waiter: Waiter, now: number): number {
    if (waiter.bucket === undefined) return now;
    const { limit, progress, windowMs } = waiter.bucket.limit;
    const cap = waiter.urgent ? limit : progress;
    const sent = this.sends.get(waiter.bucket.key)?.at ?? [];
    return sent.length < cap ? now : sent[sent.length - cap]! + windowMs;
  }

  /** Sends that left their window are forgotten, and with them buckets nobody sent to lately. */
  private forget(now: number): void {
    for (const [key, sent] of this.sends) {
      const kept = sent.at.filter((at) => at > now - sent.windowMs);
      if (kept.length === 0) this.sends.delete(key);
      else if (kept.length < sent.at.length) this.sends.set(key, { ...sent, at: kept });
    }
  }
}
