import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { ByteBudget, Limit } from "../limit.js";
import type { Claim, JobRecord } from "../db/store.js";
import type { Admission } from "./admission.js";
import type { Job } from "./job.js";
import { LostJob } from "./failure.js";
import type { JobKinds, RequestOf } from "./kind.js";
import { Leases, type GuildPlace } from "./leases.js";
import { Holdings, type HoldingsOptions } from "./holdings.js";
import { Line, lineFailure } from "./line.js";
import type { FileLink } from "./outputs.js";
import type { OpenedMessage, Origin } from "./port.js";
import { deliveryOf, messageOfJob } from "./origin-record.js";
import type { Remote } from "./remote.js";
import { startJobs, type Launch } from "./start.js";
import { DEFAULT_JOB_TIMINGS, type JobTimings } from "./timings.js";

export { DEFAULT_JOB_TIMINGS } from "./timings.js";

export interface JobRunnerOptions<K extends JobKinds, A> extends Omit<HoldingsOptions, "claim" | "kinds" | "timings"> {
  /** Every kind of job this process runs, by name (`src/app/routes.ts`). */
  kinds: K;
  /** The checks a new job passes before anything is sent (`src/admission/admit.ts`). */
  admit(applicant: A): Promise<Admission>;
  timings?: Partial<JobTimings>;
  /** How long a claim holds without renewal; renewed every third of it, taken over after it. */
  leaseMs?: number;
  /** This process's name in the jobs it claims. */
  owner?: string;
  /** How often jobs no process holds are looked for (default 5 s; a dead process's at once: `Store.watchOwners`). */
  scanMs?: number;
  /** Waited for before a recorded job's remote work begins: the starts and first answers under way go first (`src/admission/answer-first.ts`). */
  beforeSending?: () => Promise<void>;
  /**
   * Told once a job of an interaction is recorded (with the interaction's id, as a process taking
   * over its accepted record looks it up): that record may then be forgotten a moment later.
   */
  interactionRecorded?: (interactionId: string) => void;
}

/**
 * Owns the jobs this process follows: starts them, claims them in the database with a lease it
 * renews, takes over jobs whose lease ran out (a restart, another process gone), and cancels them.
 */
export class JobRunner<K extends JobKinds = JobKinds, A = unknown> {
  readonly owner: string;
  readonly claim: Claim;
  /** The jobs this process holds: shared with the lease loops and the line. */
  private readonly holdings: Holdings;
  private readonly leases: Leases;
  private readonly line: Line;

  constructor(private readonly options: JobRunnerOptions<K, A>) {
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
    const timings = { ...DEFAULT_JOB_TIMINGS, ...options.timings };
    const leaseMs = options.leaseMs ?? 60_000;
    this.claim = { owner: this.owner, leaseMs };
    this.holdings = new Holdings({ ...options, claim: this.claim, timings });
    this.line = new Line(this.holdings, timings.linePollMs);
    this.leases = new Leases(this.holdings, this.line, { leaseMs, scanMs: options.scanMs ?? 5_000 });
  }

  /** The jobs this process follows, by id. */
  get active(): ReadonlyMap<string, Job> {
    return this.holdings.active;
  }

  /** Starts one job of a kind: admitted, built by its kind, then run (see `startJobs`). Returns how many started (0 or 1). */
  start<N extends keyof K & string>(kind: N, request: RequestOf<K[N]>, origin: Origin, applicant: A): Promise<number> {
    return this.startAll(kind, [{ request, origin, applicant }]);
  }

  /** Several jobs of a kind (a message's images): all admitted before any starts. Returns how many started. */
  startAll<N extends keyof K & string>(
    kind: N,
    starts: { request: RequestOf<K[N]>; origin: Origin; applicant: A }[],
  ): Promise<number> {
    const steps = {
      admit: (applicant: A) => this.options.admit(applicant),
      launch: (launch: Launch) => this.run(launch),
    };
    return startJobs(steps, kind, this.options.kinds[kind]!, starts);
  }

  /**
   * Opens the job's message, records the job (claimed by this process), takes its turn in the
   * server's line, and starts its remote work once it has a slot (at once, or when one frees:
   * `Line`), following it to its terminal message. Resolves once the job is recorded and has its
   * place (its remote work goes on apart); undefined when `dedupe` found the same work already done or under way. Whatever fails
   * before the job is recorded gives back its quota unit.
   */
  async run({ origin, admission, kind, params, remote, dedupe }: Launch): Promise<JobRecord | undefined> {
    const { keySource, quotaDay } = admission;
    const base = {
      guildId: origin.guildId,
      channelId: origin.channelId,
      userId: origin.userId,
      kind,
      params,
      remote: remote.ref,
      keySource,
      quotaDay,
      // The job keeps the server's key it starts with until it ends, whatever key the server sets meanwhile.
      ...(keySource === "server" ? { apiKey: admission.apiKey } : {}),
      ...(admission.locale ? { locale: admission.locale } : {}),
      ...(origin.delivery ? deliveryOf(origin.delivery) : {}),
      ...(origin.ageRestricted ? { ageRestricted: true } : {}),
    };
    const { store } = this.options;
    let record: JobRecord;
    let opened: OpenedMessage;
    // A slot taken as the job is recorded (the common case: the server has one free).
    let running = false;
    // Recorded with its quota unit: given back by the job from then on, never by the day as well.
    let recorded = false;
    try {
      if (dedupe) {
        const once = await store.jobs.createOnce(base, dedupe, this.claim);
        if (!once.created) {
          await admission.cancel();
          return undefined;
        }
        recorded = true;
        opened = await origin.open(admission.locale).catch(async (error: unknown) => {
          // No message, no job: the reaction may be tried again.
          await store.jobs.transition(once.job.id, "cancelled");
          await store.jobs.markDelivered(once.job.id);
          await store.usage.giveBackForJob(once.job.id);
          throw error;
        });
        await store.jobs.setMessage(once.job.id, opened.messageId, opened.replyToken);
        record = { ...once.job, messageId: opened.messageId };
      } else {
        opened = await origin.open(admission.locale);
        const interactionId = origin.interactionId;
        ({ record, running } = await store.jobs.createInLine(
          { ...base, ...messageOfJob(opened), ...(interactionId ? { interactionId } : {}) },
          this.claim,
          admission.limit,
        ));
        if (interactionId) this.options.interactionRecorded?.(interactionId);
      }
    } catch (error) {
      if (!recorded) await admission.cancel().catch(() => undefined);
      throw error;
    }
    const job = this.holdings.track(record, remote, opened, origin.limits);
    this.leases.ensureLoops();
    // Recorded: the start's turn ends here. Its remote work (a wait for an engine with room, the
    // submit) goes on apart, under its own deadlines, so that a slow service holds no other start.
    if (running) {
      this.launch(job, true);
      return record;
    }
    let turn;
    try {
      turn = (
        await store.line.take(
          { id: record.id, guildId: record.guildId, userId: record.userId },
          { running: admission.limit },
        )
      ).turn;
    } catch (error) {
      this.options.log.error({ err: error, jobId: record.id }, "could not take a turn in the server's line");
      // A failed job gives its quota unit back as it ends.
      await job.finish({ status: "failed", error: lineFailure.noDatabase() });
      return record;
    }
    if (turn.state === "running") this.launch(job);
    else if (turn.state === "waiting") this.line.wait(job, admission, turn.ahead);
    else await job.finish({ status: "failed", error: lineFailure.full(turn.waiting) });
    return record;
  }

  /** Starts a recorded job's remote work without waiting for it (a shutdown waits: `Holdings.startsSettled`). */
  private launch(job: Job, fenced = false): void {
    const quiet = this.options.beforeSending?.() ?? Promise.resolve();
    // Handed over meanwhile (a shutdown), or lost to another process: not started here (the submit's fence holds either way).
    void quiet
      .then(() => (job.done ? undefined : this.holdings.begin(job, fenced)))
      .catch((error: unknown) => this.options.log.error({ err: error, jobId: job.record.id }, "job start failed"));
  }

  /** The jobs this process follows now. */
  list(): Job[] {
    return this.holdings.list();
  }

  get(jobId: string): Job | undefined {
    return this.holdings.get(jobId);
  }

  /**
   * Asks the service to stop the job. A job another process follows is stopped on the service from
   * here; that process then sees it end. False when the job has already ended.
   */
  async cancel(jobId: string, message: Parameters<Job["cancel"]>[0]): Promise<boolean> {
    if (await this.line.cancel(jobId, message)) return true;
    const tracked = this.active.get(jobId);
    if (tracked?.done) return false;
    try {
      if (tracked) {
        await tracked.cancel(message);
        return true;
      }
    } catch (error) {
      // Lost to another process meanwhile: stopped from here like any job another process follows.
      if (!(error instanceof LostJob)) throw error;
    }
    const record = await this.options.store.jobs.get(jobId);
    if (!record || record.deliveredAt !== null || (record.status !== "pending" && record.status !== "in_progress"))
      return false;
    // Waiting in another process: out of line here, that process ends it at its next look.
    if (await this.options.store.line.cancelWaiting(jobId)) return true;
    const apiKey = await this.options.keyForJob(record);
    if (record.remoteId === null || apiKey === undefined) return false;
    const remote = this.remoteFor(record, apiKey);
    if (!remote.stop) return false;
    await remote.stop(record.remoteId);
    return true;
  }

  /** The remote that follows a stored job again, chosen by its kind. */
  remoteFor(record: Pick<JobRecord, "kind" | "remote" | "params">, apiKey: string): Remote {
    return this.holdings.remoteFor(record, apiKey);
  }

  /** Some process gave waiting jobs a slot (`Liveness.onLineMoved`): those held here start now. */
  lineMoved(): void {
    this.line.poke();
  }

  /** Bytes of files the process's deliveries hold (see `DeliveryDeps.fileBytes`): `/show`'s downloads take theirs too. */
  get fileBytes(): ByteBudget {
    return this.holdings.fileBytes;
  }

  /** Deliveries doing their own work at once (see `DeliveryDeps.turns`): `/show`'s downloads take their turn too. */
  get turns(): Limit {
    return this.holdings.turns;
  }

  /** The link to an output too large to attach (`/show` offers the same as delivery). */
  get fileLink(): FileLink | undefined {
    return this.options.fileLink;
  }

  /** A partner callback arrived for the job: it reads its task back now. False when not followed here. */
  wake(jobId: string): boolean {
    const job = this.active.get(jobId);
    job?.wake();
    return job !== undefined;
  }

  /** Takes over every job no process holds, at start and every half lease after (see `Leases`). */
  recover(whose: (guildId: string) => GuildPlace): Promise<number> {
    return this.leases.recover(whose);
  }

  /** The bot was removed from the guild: its open jobs end without a message (see `Leases.endGuild`). */
  endGuild(guildId: string): Promise<number> {
    return this.leases.endGuild(guildId);
  }

  /** Shutdown: jobs that are ending finish their delivery (still claimed); the others are handed over at once. */
  async stop(): Promise<void> {
    await this.leases.stop();
    await this.line.stop();
    await this.holdings.startsSettled();
    const jobs = this.list();
    await Promise.all(jobs.map((job) => job.settle()));
    const ids = jobs.map((job) => job.record.id);
    this.leases.release();
    await this.options.store.jobs
      .release(ids, this.owner)
      .catch((error: unknown) => this.options.log.warn({ err: error }, "could not release the claims"));
    this.holdings.active.clear();
  }
}
