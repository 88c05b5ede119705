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
