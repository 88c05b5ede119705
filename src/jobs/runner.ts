import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Client } from "discord.js";
import { UnreadableKeyError } from "../db/guilds.js";
import type { Claim, JobRecord, ReactionTarget, Store, StoredOutput } from "../db/store.js";
import type { Presenter } from "../discord/render.js";
import { messageTarget, type MessageTarget } from "../discord/target.js";
import type { Logger } from "../logger.js";
import type { Admission, Slot, SlotKeeper } from "./admit.js";
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from "./download.js";
import { Job, type JobTimings, type Outcome } from "./job.js";
import type { Origin } from "./origin.js";
import type { Remote } from "./remote.js";
import type { Remotes } from "./remotes/index.js";
import { Pacer } from "./pacer.js";

export type { Slot } from "./admit.js";

export const DEFAULT_JOB_TIMINGS: JobTimings = {
  minEditIntervalMs: 1_500,
  deliveryRetryMs: [2_000, 10_000, 60_000, 300_000],
  fetchRetryMs: [500, 2_000, 5_000],
  storeRetryMs: [200, 1_000, 3_000, 10_000],
  downloadTimeoutMs: 120_000,
  notifyAfterMs: 60_000,
  oldMessageEditIntervalMs: 60_000,
};

export interface JobRunnerOptions {
  store: Store;
  log: Logger;
  client: Client;
  remotes: Remotes;
  /** How each kind of job looks, by kind; registered by the command files. */
  presenters: Record<string, Presenter>;
  /** Drawn for a stored job whose kind this version does not know. */
  fallbackPresenter: Presenter;
  apiKeyFor: (guildId: string) => Promise<string | undefined>;
  /** A link members can open to output `n` of a job too large to attach; undefined when there is none. */
  fileLink?: (jobId: string, n: number, output: StoredOutput) => string | undefined;
  timings?: Partial<JobTimings>;
  /** How long a claim holds without renewal; renewed every third of it, taken over after it. */
  leaseMs?: number;
  /** This process's name in the jobs it claims. */
  owner?: string;
}

export interface StartRequest {
  origin: Origin;
  admission: Admission;
  kind: string;
  /** The request as the member made it, for the presenter and for buttons; never a secret. */
  params: unknown;
  remote: Remote;
  /** Reaction-triggered work: the same image and operation run once (a failed one may run again). */
  dedupe?: ReactionTarget;
}

/**
 * Owns the jobs this process follows: starts them, claims them in the database with a lease it
 * renews, takes over jobs whose lease ran out (a restart, another process gone), and cancels them.
 */
export class JobRunner implements SlotKeeper {
  readonly owner: string;
  private readonly active = new Map<string, Job>();
  private readonly reserved = new Map<string, number>();
  /** One Discord budget for all of this bot's job messages. */
  private readonly pacer = new Pacer();
  private readonly timings: JobTimings;
  private readonly leaseMs: number;
  private renewTimer: NodeJS.Timeout | undefined;
  private scanTimer: NodeJS.Timeout | undefined;
  private scanning: Promise<number> | undefined;
  private stopped = false;

  constructor(private readonly options: JobRunnerOptions) {
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
    this.timings = { ...DEFAULT_JOB_TIMINGS, ...options.timings };
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  private get claim(): Claim {
    return { owner: this.owner, leaseMs: this.leaseMs };
  }

  /**
   * Opens the job's message, records the job (claimed by this process), starts its remote work
   * once and follows it to its terminal message. Resolves once the work was started; undefined
   * when `dedupe` found the same work already done or under way. Whatever fails before the job
   * is recorded gives back its slot and quota unit.
   */
  async start(request: StartRequest): Promise<JobRecord | undefined> {
    const { origin, admission, kind, params, remote, dedupe } = request;
    const base = { guildId: origin.guildId, channelId: origin.channelId, userId: origin.userId, kind, params, remote: remote.ref };
    let record: JobRecord;
    let target: MessageTarget;
    try {
      if (dedupe) {
        const once = await this.options.store.jobs.createOnce(base, dedupe, this.claim);
        if (!once.created) {
          await admission.cancel();
          return undefined;
        }
        const opened = await origin.open(this.options.client).catch(async (error: unknown) => {
          // No message, no job: the reaction may be tried again.
          await this.options.store.jobs.transition(once.job.id, "cancelled");
          await this.options.store.jobs.markDelivered(once.job.id);
          throw error;
        });
        await this.options.store.jobs.setMessage(once.job.id, opened.messageId);
        record = { ...once.job, messageId: opened.messageId };
        target = opened.target;
      } else {
        const opened = await origin.open(this.options.client);
        const interactionId = origin.interactionId;
        record = await this.options.store.jobs.create({ ...base, messageId: opened.messageId, ...(interactionId ? { interactionId } : {}) }, this.claim);
        target = opened.target;
      }
    } catch (error) {
      await admission.cancel().catch(() => undefined);
      throw error;
    }
    const job = this.track(record, remote, target, origin.limits);
    admission.slot.release(); // the job itself counts now
    this.ensureLoops();
    // Work the service never took is not charged to the member's quota.
    if (!(await job.begin())) await admission.cancel().catch(() => undefined);
    return record;
  }

  /**
   * Takes one of the guild's job slots at once, before any slow work, so simultaneous commands
   * cannot exceed the limit; undefined when every slot is in use. Release it if the job never starts.
   */
  reserve(guildId: string, max: number): Slot | undefined {
    if (this.countForGuild(guildId) >= max) return undefined;
    this.reserved.set(guildId, (this.reserved.get(guildId) ?? 0) + 1);
    let held = true;
    return {
      release: () => {
        if (!held) return;
        held = false;
        const left = (this.reserved.get(guildId) ?? 1) - 1;
        if (left > 0) this.reserved.set(guildId, left);
        else this.reserved.delete(guildId);
      },
    };
  }

  /** Jobs of the guild that still run here (a job that is ending no longer counts), and reserved slots. */
  countForGuild(guildId: string): number {
    let n = this.reserved.get(guildId) ?? 0;
    for (const job of this.active.values()) if (job.record.guildId === guildId && !job.done) n++;
    return n;
  }

  /** The jobs this process follows now. */
  list(): Job[] {
    return [...this.active.values()];
  }

  get(jobId: string): Job | undefined {
    return this.active.get(jobId);
  }

  /**
   * Asks the service to stop the job. A job another process follows is stopped on the service from
   * here; that process then sees it end. False when the job has already ended.
   */
  async cancel(jobId: string, message: string): Promise<boolean> {
    const tracked = this.active.get(jobId);
    if (tracked) {
      if (tracked.done) return false;
      await tracked.cancel(message);
      return true;
    }
    const record = await this.options.store.jobs.get(jobId);
    if (!record || record.deliveredAt !== null || (record.status !== "pending" && record.status !== "in_progress")) return false;
    const apiKey = await this.options.apiKeyFor(record.guildId);
    if (record.remoteId === null || apiKey === undefined) return false;
    const remote = this.options.remotes.resume(record.remote, apiKey);
    if (!remote.stop) return false;
    await remote.stop(record.remoteId);
    return true;
  }

  /** A link to output `n` of a job, for a file too large to attach (`/show` offers the same as delivery). */
  fileLink(jobId: string, n: number, output: StoredOutput): string | undefined {
    return this.options.fileLink?.(jobId, n, output);
  }

  /** How a kind of job looks (`/show` draws stored jobs with it). */
  presenterFor(kind: string): Presenter {
    return this.options.presenters[kind] ?? this.options.fallbackPresenter;
  }

  /** A partner callback arrived for the job: it reads its task back now. False when not followed here. */
  wake(jobId: string): boolean {
    const job = this.active.get(jobId);
    job?.wake();
    return job !== undefined;
  }

  /**
   * Takes over every job no process holds (at start, and again every half lease, so a job whose
   * process died is picked up): follows the running ones, delivers the finished ones, and ends
   * those that never reached the service.
   */
  recover(isOurs: (guildId: string) => boolean): Promise<number> {
    this.isOurs = isOurs;
    this.ensureLoops();
    return this.scan();
  }

  /** Shutdown: jobs that are ending finish their delivery; the others are given up for another process. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.renewTimer);
    clearInterval(this.scanTimer);
    await this.scanning;
    const jobs = [...this.active.values()];
    await Promise.all(jobs.map((job) => job.settle()));
    // Undelivered jobs are handed over at once rather than when their lease runs out.
    const ids = jobs.map((job) => job.record.id);
    await this.options.store.jobs.release(ids, this.owner).catch((error: unknown) => this.options.log.warn({ err: error }, "could not release the claims"));
    this.active.clear();
  }

  private isOurs: (guildId: string) => boolean = () => true;

  private scan(): Promise<number> {
    this.scanning ??= this.scanOnce().finally(() => (this.scanning = undefined));
    return this.scanning;
  }

  private async scanOnce(): Promise<number> {
    const claimable = await this.options.store.jobs.listClaimable();
    let count = 0;
    for (const row of claimable) {
      if (this.stopped) break;
      if (!this.isOurs(row.guildId) || this.active.has(row.id)) continue;
      const job = await this.options.store.jobs.claim(row.id, this.claim);
      if (!job) continue; // another process was quicker
      count++;
      await this.adopt(job);
    }
    if (count > 0) this.options.log.info({ count }, "took over open jobs");
    return count;
  }

  private async adopt(record: JobRecord): Promise<void> {
    const target = messageTarget(this.options.client, record.channelId, record.messageId ?? undefined);
    let apiKey: string | undefined;
    let keyProblem: string | undefined;
    try {
      apiKey = await this.options.apiKeyFor(record.guildId);
    } catch (error) {
      if (!(error instanceof UnreadableKeyError)) throw error;
      keyProblem = error.message;
    }
    const remote = this.options.remotes.resume(record.remote, apiKey ?? "");
    const job = this.track(record, remote, target, DEFAULT_UPLOAD_LIMITS);
    const outcome = recordedOutcome(record);
    if (outcome) void job.finish(outcome);
    else if (keyProblem !== undefined) void job.finish({ status: "failed", error: { code: "key_unreadable", message: keyProblem } });
    else if (apiKey === undefined) {
      void job.finish({ status: "failed", error: { code: "no_key", message: "This server's API key was removed while the job ran." } });
    } else if (record.remoteId === null) void this.reconcile(job, remote);
    else job.resume();
  }

  /** A job recorded without a remote id: its start may have reached the service before a crash. */
  private async reconcile(job: Job, remote: Remote): Promise<void> {
    let found: string | undefined;
    try {
      found = await remote.reconcile?.(job.record.id);
    } catch (error) {
      this.options.log.warn({ err: error, jobId: job.record.id }, "could not look for the job on the service; trying later");
      job.lose();
      await this.options.store.jobs.release([job.record.id], this.owner).catch(() => undefined);
      return;
    }
    if (found !== undefined) {
      await this.options.store.jobs.attachRemote(job.record.id, found);
      job.remoteId = found;
      job.resume();
      return;
    }
    void job.finish({
      status: "failed",
      error: {
        code: "not_started",
        message: remote.reconcile
          ? "The bot restarted while starting this job, and the service has no trace of it waiting or running. Run it again if you still want it."
          : "The bot restarted while starting this job, before the service confirmed it. If it ran, its result could not be recovered; run it again if you still want it.",
      },
    });
  }

  private track(record: JobRecord, remote: Remote, target: MessageTarget, limits: UploadLimits): Job {
    const { store, log, client, presenters, fallbackPresenter } = this.options;
    const job = new Job(record, {
      client,
      store,
      log: log.child({ jobId: record.id, guildId: record.guildId, kind: record.kind }),
      remote,
      presenter: presenters[record.kind] ?? fallbackPresenter,
      target,
      limits,
      ...(this.options.fileLink ? { fileLink: this.options.fileLink } : {}),
      timings: this.timings,
      pacer: this.pacer,
      claim: this.claim,
      onLeftRunning: () => undefined,
      onDone: (done) => {
        if (this.active.get(done.record.id) === done) this.active.delete(done.record.id);
      },
    });
    this.active.set(record.id, job);
    return job;
  }

  /** One renewal statement for every followed job, every third of a lease; a job not renewed was lost. */
  private ensureLoops(): void {
    if (this.stopped || this.renewTimer) return;
    this.renewTimer = setInterval(() => void this.renew(), Math.max(50, Math.floor(this.leaseMs / 3)));
    this.renewTimer.unref();
    this.scanTimer = setInterval(() => void this.scan().catch((error: unknown) => this.options.log.warn({ err: error }, "scan for open jobs failed")), Math.max(100, Math.floor(this.leaseMs / 2)));
    this.scanTimer.unref();
  }

  private async renew(): Promise<void> {
    const ids = [...this.active.keys()];
    if (ids.length === 0) return;
    let held: Set<string>;
    try {
      held = await this.options.store.jobs.renew(ids, this.claim);
    } catch (error) {
      this.options.log.warn({ err: error }, "could not renew the claims");
      return;
    }
    for (const id of ids) {
      const job = this.active.get(id);
      // Delivered meanwhile (not renewed because it is done) is not a loss.
      if (!job || held.has(id) || job.done) continue;
      this.options.log.warn({ jobId: id }, "another process holds this job now; stopping here");
      job.lose();
    }
  }
}

/** The outcome a job already reached in the database but never showed. */
function recordedOutcome(job: JobRecord): Outcome | undefined {
  switch (job.status) {
    case "completed":
      return { status: "completed" };
    case "cancelled":
      return { status: "cancelled", message: "Cancelled." };
    case "failed":
      return { status: "failed", error: job.error ?? { code: "failed", message: "The job failed." } };
    default:
      return undefined;
  }
}
