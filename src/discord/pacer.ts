export interface PacerOptions {
  /** Sends per second over all jobs, in the long run. */
  perSecond: number;
  /** Sends that may go at once after a quiet spell. */
  burst: number;
  /** Of the burst, how many only urgent sends (terminal messages) may take. */
  reserved: number;
}

/**
 * Discord allows a bot 50 requests a second in all, and discord.js holds a webhook edit back
 * once 50 have gone in the same second. With hundreds of jobs wanting an edit every 1.5 s, that
 * queue would grow without end and a job's final message would wait behind every other job's
 * progress. So the bot's job messages share one budget below the limit (any second sees at most
 * `burst + perSecond` sends): progress edits take turns, oldest waiter first, and terminal
 * messages go before every waiting edit, from a reserve that progress never uses up.
 */
export const DISCORD_PACE: PacerOptions = { perSecond: 40, burst: 8, reserved: 6 };

/**
 * Discord allows 5 edits of a channel's messages per 5 s through the channel route, in one queue
 * per channel in discord.js: with twenty jobs in one channel, a job's final message would wait
 * behind every other job's progress edit (twenty seconds). So progress edits of a channel take
 * turns below that rate, and terminal messages go first, from a reserve progress never uses up.
 */
export const CHANNEL_EDIT_PACE: PacerOptions = { perSecond: 1, burst: 5, reserved: 2 };

/** A turn to send: a `Pacer`, or several in a row. */
export interface Pace {
  turn(urgent: boolean, signal?: AbortSignal): Promise<boolean>;
}

/** A turn of each pace in order (a channel's, then the bot's). */
export function inTurn(...paces: Pace[]): Pace {
  return {
    async turn(urgent, signal) {
      for (const pace of paces) if (!(await pace.turn(urgent, signal))) return false;
      return true;
    },
  };
}

interface Waiter {
  urgent: boolean;
  grant: () => void;
}

export class Pacer implements Pace {
  private tokens: number;
  private refilledAt = Date.now();
  private readonly waiting: Waiter[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: PacerOptions = DISCORD_PACE) {
    this.tokens = options.burst;
  }

  /**
   * Resolves true when the caller may send, false if `signal` aborted the wait first. An urgent
   * turn is served before every non-urgent one.
   */
  turn(urgent: boolean, signal?: AbortSignal): Promise<boolean> {
    if (signal?.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter: Waiter = { urgent, grant: () => resolve(true) };
      signal?.addEventListener("abort", () => {
        const i = this.waiting.indexOf(waiter);
        if (i < 0) return;
        this.waiting.splice(i, 1);
        resolve(false);
      }, { once: true });
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
    while (this.waiting.length > 0) {
      const floor = this.waiting[0]!.urgent ? 1 : 1 + this.options.reserved;
      if (this.tokens < floor) break;
      this.tokens--;
      this.waiting.shift()!.grant();
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.waiting.length === 0) return;
    const floor = this.waiting[0]!.urgent ? 1 : 1 + this.options.reserved;
    const wait = Math.max(1, Math.ceil(((floor - this.tokens) * 1000) / this.options.perSecond));
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.pump();
    }, wait);
    this.timer.unref();
  }
}

/** One `Pacer` per channel (CHANNEL_EDIT_PACE), made when first used; idle ones are dropped. */
export class ChannelPacers {
  private readonly pacers = new Map<string, { pacer: Pacer; usedAt: number }>();

  constructor(private readonly options: PacerOptions = CHANNEL_EDIT_PACE) {}

  of(channelId: string): Pacer {
    const now = Date.now();
    if (this.pacers.size > 1_000) {
      // A pacer idle this long has refilled: a new one is the same.
      for (const [id, entry] of this.pacers) if (now - entry.usedAt > 60_000) this.pacers.delete(id);
    }
    const entry = this.pacers.get(channelId) ?? { pacer: new Pacer(this.options), usedAt: now };
    entry.usedAt = now;
    this.pacers.set(channelId, entry);
    return entry.pacer;
  }
}
