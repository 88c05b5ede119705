/**
 * At most `most` tasks at once; the others wait their turn, in order: work (deliveries fetching
 * and checking their files, a video's decoding) waits rather than slows with the number of jobs.
 * What work holds in memory is bounded by bytes (`ByteBudget`), not by turns.
 */
export class Limit {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly most: number) {}

  /** Tasks running, and waiting, now. */
  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Runs `task` in its turn. The task may give its turn on before it ends (`release`), once the
   * work the limit bounds is done (a delivery's files fetched and checked, before its message is
   * sent): the rest of it runs outside the limit.
   */
  async run<T>(task: (release: () => void) => Promise<T>): Promise<T> {
    if (this.active >= this.most) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      // Handed to the next task directly: `active` stays counted for it.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    };
    try {
      return await task(release);
    } finally {
      release();
    }
  }
}

/** Bytes one task holds of a `ByteBudget`: known better as it goes (`resize`), given back once (`release`). */
export interface HeldBytes {
  /** What is held now. */
  readonly bytes: number;
  /**
   * Holds `bytes` from now on: less gives the difference back at once; more waits, ahead of every
   * task still waiting to take, until it fits (or until every task holding bytes is itself waiting
   * to hold more: then the first of them goes over, as one larger than all of it does). A later
   * resize replaces one still waiting to grow: the earlier one resolves with it, never before (it
   * did not grow: `bytes` says what the last one holds), or at `release`.
   */
  resize(bytes: number): Promise<void>;
  /** Gives everything back; again, or after, nothing (a later `resize` holds nothing). */
  release(): void;
}

interface Waiter {
  /** Bytes it waits to add to what it holds (all of them for a take). */
  bytes: number;
  /** A holder waiting to grow: it counts among the holders, and goes before any take. */
  growing: boolean;
  /**
   * Called by `pump` as it adds the bytes, before anything else runs: the holder counts them from
   * then on, so a `release` or `resize` that comes before its await resumes sees them.
   */
  granted(): void;
}

/**
 * At most `most` bytes held at once by the tasks that took them, in order of asking; one that
 * alone asks for more than all of it still goes once nothing else is held. A task takes what it
 * expects to hold before it holds it, and resizes it as it learns what it holds (a file's announced
 * size, then its real one): the budget bounds what is held, not what was guessed.
 */
export class ByteBudget {
  private held = 0;
  private holders = 0;
  private readonly waiting: Waiter[] = [];

  constructor(readonly most: number) {}

  /** Bytes held now. */
  get bytes(): number {
    return this.held;
  }

  /** Resolves once `bytes` are held for the caller. */
  async take(bytes: number): Promise<HeldBytes> {
    const amount = Math.max(0, bytes);
    if (this.waiting.length > 0 || !this.fits(amount))
      await new Promise<void>((granted) => this.queue({ bytes: amount, growing: false, granted }));
    else this.add(amount, false);
    let mine = amount;
    let released = false;
    /** The growth this holder waits for, and the resizes that resolve when it ends (its own, and those it replaced). */
    let growth: { waiter: Waiter; resolves: Array<() => void> } | undefined;
    // Stops waiting to grow: the caller is released, or a later resize says what it holds from now on.
    // The resizes that waited are handed back unresolved: they end with what ends the wait (a resize
    // resolved before its bytes were counted let its caller go on as if it held them).
    const withdraw = (): Array<() => void> => {
      if (!growth) return [];
      const { waiter, resolves } = growth;
      growth = undefined;
      const at = this.waiting.indexOf(waiter);
      if (at >= 0) this.waiting.splice(at, 1);
      this.pump();
      return resolves;
    };
    const settle = (resolves: Array<() => void>) => {
      for (const resolve of resolves) resolve();
    };
    return {
      get bytes() {
        return released ? 0 : mine;
      },
      resize: (bytes) => {
        if (released) return Promise.resolve();
        // One resize at a time counts: a later one replaces an earlier one still waiting to grow,
        // which resolves with it.
        const replaced = withdraw();
        const next = Math.max(0, bytes);
        if (next <= mine) {
          this.held -= mine - next;
          mine = next;
          this.pump();
          settle(replaced);
          return Promise.resolve();
        }
        const more = next - mine;
        if (!this.waiting.some((w) => w.growing) && this.fits(more)) {
          this.add(more, true);
          mine = next;
          settle(replaced);
          return Promise.resolve();
        }
        return new Promise<void>((resolve) => {
          const waiter: Waiter = {
            bytes: more,
            growing: true,
            granted: () => {
              mine += more;
              growth = undefined;
              settle(waits.resolves);
            },
          };
          const waits = { waiter, resolves: [...replaced, resolve] };
          growth = waits;
          this.queue(waiter);
        });
      },
      release: () => {
        if (released) return;
        released = true;
        const waited = withdraw();
        this.held -= mine;
        this.holders--;
        this.pump();
        // Released: they hold nothing (`bytes` 0).
        settle(waited);
      },
    };
  }

  /** Waits in line: a holder growing goes ahead of the takes, behind the holders that asked to grow before it. */
  private queue(waiter: Waiter): void {
    const at = waiter.growing ? this.waiting.findIndex((w) => !w.growing) : -1;
    this.waiting.splice(at === -1 ? this.waiting.length : at, 0, waiter);
    this.pump();
  }

  private add(bytes: number, growing: boolean): void {
    this.held += bytes;
    if (!growing) this.holders++;
  }

  private fits(bytes: number): boolean {
    return this.held === 0 || this.held + bytes <= this.most;
  }

  /** Every holder is waiting to grow: none of them can give anything back until one of them goes. */
  private stuck(): boolean {
    return this.holders > 0 && this.waiting.filter((w) => w.growing).length === this.holders;
  }

  private pump(): void {
    while (this.waiting.length > 0) {
      const next = this.waiting[0]!;
      if (!this.fits(next.bytes) && !(next.growing && this.stuck())) return;
      this.waiting.shift();
      this.add(next.bytes, next.growing);
      next.granted();
    }
  }
}
