/**
 * At most `most` tasks at once; the others wait their turn, in order: work that holds memory
 * (downloads, decoded images) waits rather than grows with the number of jobs.
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
   * Runs `task` in its turn. The task may give its turn on before it ends (`release`), once what
   * the limit bounds is done with (its files sent): the rest of it runs outside the limit.
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

/**
 * At most `most` bytes held at once by the tasks that took them, in order of asking; one that
 * alone asks for more than all of it still goes once nothing else is held.
 */
export class ByteBudget {
  private held = 0;
  private readonly waiting: Array<{ bytes: number; grant: () => void }> = [];

  constructor(readonly most: number) {}

  /** Bytes held now. */
  get bytes(): number {
    return this.held;
  }

  /** Resolves once `bytes` are held for the caller; the function returned gives them back (once). */
  async take(bytes: number): Promise<() => void> {
    if (this.waiting.length > 0 || !this.fits(bytes))
      await new Promise<void>((grant) => this.waiting.push({ bytes, grant }));
    else this.held += bytes;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.held -= bytes;
      this.pump();
    };
  }

  private fits(bytes: number): boolean {
    return this.held === 0 || this.held + bytes <= this.most;
  }

  private pump(): void {
    while (this.waiting.length > 0 && this.fits(this.waiting[0]!.bytes)) {
      const next = this.waiting.shift()!;
      this.held += next.bytes;
      next.grant();
    }
  }
}
