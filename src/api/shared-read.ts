/** How long a read serves `shared` readers. */
const SHARED_MS = 1_000;

/**
 * A read that readers showing what it says can share: with hundreds of jobs waiting in one queue,
 * one read per job per move grows with the square of the jobs. A `shared` reader takes a read
 * started less than a second ago, finished or not, and not before `since` (ms since the epoch:
 * when the thing read was known to change, so what is shown after a change is read after it).
 * Decisions (stopping a job) leave `shared` out and read afresh.
 */
export class SharedRead<T> {
  private last: { at: number; value: Promise<T> } | undefined;

  constructor(private readonly read: () => Promise<T>) {}

  get(options: { shared?: boolean; since?: number } = {}): Promise<T> {
    const recent = this.last;
    if (options.shared && recent && Date.now() - recent.at < SHARED_MS && recent.at >= (options.since ?? 0))
      return recent.value;
    const value = this.read();
    const entry = { at: Date.now(), value };
    this.last = entry;
    value.catch(() => {
      if (this.last === entry) this.last = undefined;
    });
    return value;
  }
}
