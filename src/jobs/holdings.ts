import type { Claim, JobRecord, Store } from "../db/store.js";
import { ByteBudget, Limit } from "../limit.js";
import type { Logger } from "../logging/logger.js";
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from "./download.js";
import { Job } from "./job.js";
import type { JobKinds } from "./kind.js";
import type { FileLink } from "./outputs.js";
import { previewsUnder, type OutputScreen } from "./screen.js";
import type { JobMessages, OpenedMessage } from "./port.js";
import type { Remote } from "./remote.js";
import type { JobTimings } from "./timings.js";

/**
 * Bytes the process's deliveries hold at once (`DeliveryDeps.fileBytes`): their files, from before
 * they are fetched until Discord has them, and what checking them holds beside them. Eight
 * deliveries at Discord's 25 MiB (one alone may hold more: an image to re-encode up to 64 MiB), or
 * the bench's 500 outputs of a few hundred KB waiting for their channels' buckets; each waits for
 * room before it fetches, rather than memory growing with the jobs ending at once. 100 MiB made
 * deliveries wait for room while hundreds of small files waited for Discord (engine bench,
 * overhead p50 2.3–4.4 s at load 9–13).
 */
const FILE_BYTES = 200 * 1024 * 1024;
/**
 * Deliveries doing their own work at once (`DeliveryDeps.turns`): a download, the image check, the
 * end statement (0.6–0.9 s each on average on a loaded machine, 2026-11-28): four at once could end
 * fewer than 5 jobs a second there, and the jobs ending faster waited in this line for tens of
 * seconds (docs/performance.md, the engine path).
 */
export const DELIVERIES_AT_ONCE = 8;

export interface HoldingsOptions {
  store: Store;
  log: Logger;
  /** This process's claim on the jobs it holds. */
  claim: Claim;
  /** Every kind of job this process runs, by name (`src/app/routes.ts`). */
  kinds: JobKinds;
  /** Follows a stored job of a kind this version does not know (a newer process recorded it). */
  fallbackRemote(apiKey: string, ref: string): Remote;
  /** The jobs' messages (`src/discord/job-message/messages.ts`). */
  messages: JobMessages;
  /** The key a stored job started with; undefined when it is gone (see `src/keys/keys.ts`). */
  keyForJob(job: JobRecord): Promise<string | undefined>;
  /** A link members can open to output `n` of a job too large to attach; undefined when there is none. */
  fileLink?: FileLink;
  /** The image check, applied to every delivery. */
  screen?: OutputScreen;
  timings: JobTimings;
}

/**
 * The jobs this process holds, and what it needs to hold one: the one object that the runner, the
 * lease loops (`Leases`) and the line (`Line`) share. It follows a job (`track`), starts one that
 * has a slot (`begin`), and tells whoever listens when a job ended (its slot is free).
 */
export class Holdings {
  readonly active = new Map<string, Job>();
  private readonly starting = new Set<Promise<boolean>>();
  private readonly endedListeners: Array<(job: Job) => void> = [];

  /** Bytes of files deliveries hold (see `DeliveryDeps.fileBytes`); `/show`'s downloads take theirs too. */
  readonly fileBytes = new ByteBudget(FILE_BYTES);
  /** Deliveries doing their own work at once (see `DeliveryDeps.turns`). */
  readonly turns = new Limit(DELIVERIES_AT_ONCE);

  constructor(readonly options: HoldingsOptions) {}

  get store(): Store {
    return this.options.store;
  }

  get log(): Logger {
    return this.options.log;
  }

  get claim(): Claim {
    return this.options.claim;
  }

  /** The jobs held now. */
  list(): Job[] {
    return [...this.active.values()];
  }

  get(jobId: string): Job | undefined {
    return this.active.get(jobId);
  }

  /** The key a stored job started with (see `HoldingsOptions.keyForJob`). */
  keyFor(record: JobRecord): Promise<string | undefined> {
    return this.options.keyForJob(record);
  }

  /** The remote that follows a stored job again, chosen by its kind. */
  remoteFor(record: Pick<JobRecord, "kind" | "remote" | "params">, apiKey: string): Remote {
    const kind = this.options.kinds[record.kind];
    return kind
      ? kind.resume(apiKey, record.remote, record.params)
      : this.options.fallbackRemote(apiKey, record.remote);
  }

  /** The remote of a job that never started, made again from its params; undefined when its kind cannot. */
  async again(record: JobRecord, apiKey: string): Promise<Remote | undefined> {
    return this.options.kinds[record.kind]?.again?.(record.params, apiKey, record.guildId);
  }

  /** Calls `listener` with each job that reached its end here (not only given up: lost, or shut down). */
  onEnded(listener: (job: Job) => void): void {
    this.endedListeners.push(listener);
  }

  /** Holds and follows a job: a new one (its origin opened `opened`), or one taken over (its message is the one recorded). */
  track(record: JobRecord, remote: Remote, opened?: OpenedMessage, limits: UploadLimits = DEFAULT_UPLOAD_LIMITS): Job {
    const { store, log, messages, fileLink, screen, timings } = this.options;
    const job = new Job(record, {
      store,
      log: log.child({ jobId: record.id, guildId: record.guildId, kind: record.kind }),
      remote,
      messages,
      ...(opened ? { opened } : {}),
      limits,
      ...(fileLink ? { fileLink } : {}),
      ...(screen ? { screen } : {}),
      timings,
      fileBytes: this.fileBytes,
      turns: this.turns,
      onDone: (done) => {
        if (this.active.get(done.record.id) === done) this.active.delete(done.record.id);
        if (done.view.finishedAt !== undefined) for (const listener of this.endedListeners) listener(done);
      },
    });
    previewsUnder(job.view, screen, record);
    this.active.set(record.id, job);
    return job;
  }

  /**
   * Starts the remote work of a job that has a slot. Work the service never took is not charged to
   * the member's quota: the job's end gives its unit back. A shutdown waits for the starts under way.
   * `fenced`: marked submitted already, as it was recorded (see `Job.begin`).
   */
  async begin(job: Job, fenced = false): Promise<void> {
    const started = job.begin(fenced);
    this.starting.add(started);
    await started.finally(() => this.starting.delete(started));
  }

  /** Shutdown: waits for the starts under way (one cut off before its remote id is stored could not be told from one never made). */
  async startsSettled(): Promise<void> {
    await Promise.allSettled(this.starting);
  }
}
