import type { Hold, JobRecord, Store, StoredOutput } from "../db/store.js";
import type { Logger } from "../logger.js";

/**
 * A followed job's database writes: its state turning running and the outputs it learns, in
 * arrival order (never each progress event), each fenced by the claim the job was taken under.
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

  /** Keeps the outputs not known yet, and stores them. */
  keepOutputs(outputs: StoredOutput[]): void {
    const fresh = outputs.filter((o) => !this.outputs.some((k) => k.node === o.node && k.filename === o.filename));
    if (fresh.length === 0) return;
    this.outputs.push(...fresh);
    this.write(() => this.deps.store.jobs.appendOutputs(this.record.id, fresh, this.hold));
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
