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

interface Waiter {
  urgent: boolean;
  grant: () => void;
}

export class Pacer {
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
