export interface CoalescerOptions {
  /** Least time between the starts of two sends. */
  minIntervalMs: number;
  /** The interval to use now, when it changes over time (edits of old messages are limited apart). */
  intervalFor?: () => number;
  onError?: (error: unknown) => void;
}

/**
 * Sends the newest of a stream of states, one send at a time and no more often than the
 * interval: states pushed while a send is in flight or waiting replace each other, so a burst
 * of progress events becomes one message edit. `finish` always sends the final state.
 */
export class Coalescer<T> {
  private latest: { state: T } | undefined;
  private inFlight: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private lastStart = Number.NEGATIVE_INFINITY;
  private finished = false;

  constructor(
    private readonly send: (state: T) => Promise<void>,
    private readonly options: CoalescerOptions,
  ) {}

  push(state: T): void {
    if (this.finished) return;
    this.latest = { state };
    this.schedule();
  }

  /** Drops any waiting state, waits for the send in flight, then sends `state` last. */
  async finish(state: T): Promise<void> {
    this.finished = true;
    this.latest = undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.inFlight;
    const wait = this.lastStart + this.interval() - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    this.lastStart = Date.now();
    await this.send(state);
  }

  /** Stops without a final send (shutdown): waits for the send in flight. */
  async stop(): Promise<void> {
    this.finished = true;
    this.latest = undefined;
    clearTimeout(this.timer);
    await this.inFlight;
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
    const next = this.latest;
    if (next === undefined || this.finished) return;
    this.latest = undefined;
    this.lastStart = Date.now();
    this.inFlight = this.send(next.state)
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        this.inFlight = undefined;
        if (this.latest !== undefined) this.schedule();
      });
  }
}
