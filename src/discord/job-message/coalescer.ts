import type { Bucket, Pacer } from "./pacer.js";

export interface CoalescerOptions {
  /** Least time between the starts of two sends. */
  minIntervalMs: number;
  /** The interval to use now, when it changes over time (edits of old messages are limited apart). */
  intervalFor?: () => number;
  onError?: (error: unknown) => void;
  /** Shared by every job's message: a state waits its turn, the final state goes first. */
  pacer?: Pacer;
  /** The rate-limit bucket of the route the next send takes (see `Pacer.turn`). */
  bucket?: () => Bucket | undefined;
  /** Counts each pushed state sent, and each one replaced by a newer state (or the final one) before it was sent. */
  count?: (result: "sent" | "absorbed") => void;
}

/**
 * Sends the newest of a stream of states, one send at a time and no more often than the
 * interval: states pushed while a send is in flight or waiting replace each other, so a burst
 * of progress events becomes one message edit. `finish` always sends the final state.
 */
export class Coalescer<T> {
  private latest: { state: T } | undefined;
  private inFlight: Promise<void> | undefined;
  /** Aborts the wait for a turn of the pacer (the final state does not wait behind it). */
  private waitingTurn: AbortController | undefined;
  private timer: NodeJS.Timeout | undefined;
  private lastStart = Number.NEGATIVE_INFINITY;
  private finished = false;

  constructor(
    private readonly send: (state: T) => Promise<void>,
    private readonly options: CoalescerOptions,
  ) {}

  push(state: T): void {
    if (this.finished) return;
    if (this.latest !== undefined) this.options.count?.("absorbed");
    this.latest = { state };
    this.schedule();
  }

  /**
   * Drops any waiting state, waits for the send in flight, then sends `state` last. The base
   * interval only paces progress: one more send cannot overrun a bucket the sends so far kept
   * within (a full per-route bucket is waited out by discord.js itself), so the final state goes
   * at once. A longer interval (old messages, whose edits Discord counts apart) holds for it too.
   */
  async finish(state: T): Promise<void> {
    this.finished = true;
    this.dropWaiting();
    clearTimeout(this.timer);
    this.timer = undefined;
    this.waitingTurn?.abort();
    await this.inFlight;
    const interval = this.interval();
    const wait = interval > this.options.minIntervalMs ? this.lastStart + interval - Date.now() : 0;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await this.turn(true);
    this.lastStart = Date.now();
    await this.send(state);
  }

  /** Stops without a final send (shutdown): waits for the send in flight. */
  async stop(): Promise<void> {
    this.finished = true;
    this.dropWaiting();
    clearTimeout(this.timer);
    this.waitingTurn?.abort();
    await this.inFlight;
  }

  /** A state still waiting when the job ends is superseded by the end. */
  private dropWaiting(): void {
    if (this.latest !== undefined) this.options.count?.("absorbed");
    this.latest = undefined;
  }

  private interval(): number {
    return this.options.intervalFor?.() ?? this.options.minIntervalMs;
  }

  private schedule(): void {
    if (this.inFlight !== undefined || this.timer !== undefined) return;
    const wait = Math.max(0, this.lastStart + this.interval() - Date.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, wait);
  }

  private flush(): void {
    if (this.latest === undefined || this.finished) return;
    const waiting = (this.waitingTurn = new AbortController());
    this.inFlight = this.turn(false, waiting.signal)
      .then((granted) => {
        this.waitingTurn = undefined;
        // The newest state when the turn comes, not the one that asked for it.
        const next = this.latest;
        if (!granted || next === undefined || this.finished) return;
        this.latest = undefined;
        this.lastStart = Date.now();
        this.options.count?.("sent");
        return this.send(next.state);
      })
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        this.inFlight = undefined;
        if (this.latest !== undefined) this.schedule();
      });
  }

  private turn(urgent: boolean, signal?: AbortSignal): Promise<boolean> {
    return this.options.pacer
      ? this.options.pacer.turn(urgent, signal, this.options.bucket?.())
      : Promise.resolve(true);
  }
}
