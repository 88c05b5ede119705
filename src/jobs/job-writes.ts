import type { Hold, JobRecord, Store, StoredOutput } from "../db/store.js";
import type { Logger } from "../logging/logger.js";

/**
 * A followed job's database writes: its state turning running (never each progress event),
 * fenced by the claim the job was taken under; and the outputs it learns, kept for its end.
 */
export class JobWrites {
  /** The outputs known so far (stored, or seen while it ran). */
  readonly outputs: StoredOutput[];
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly record: JobRecord,
    private readonly hold: Hold | undefined,
    private readonly deps: { store: Store; log: Logger },
  ) {
    this.outputs = [...(record.outputs ?? [])];
  }

  /** The service started running it. */
  running(): void {
    this.write(() => this.deps.store.jobs.transition(this.record.id, "in_progress", {}, this.hold));
  }

  /**
   * Keeps the outputs not known yet, in memory: they are stored with the job's outcome (see
   * `deliver`). A process that takes the job over reads them back from its remote.
   */
  keepOutputs(outputs: StoredOutput[]): void {
    const fresh = outputs.filter((o) => !this.outputs.some((k) => k.node === o.node && k.filename === o.filename));
    this.outputs.push(...fresh);
  }

  /** Resolves once every write queued so far is done. */
  flushed(): Promise<void> {
    return this.chain;
  }

  /** A failed write is logged and does not stop the next. */
  private write(fn: () => Promise<unknown>): void {
    this.chain = this.chain.then(fn).then(
      () => undefined,
      (error: unknown) => this.deps.log.error({ err: error }, "job write failed"),
    );
  }
}
