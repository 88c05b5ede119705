import { text } from "../i18n/index.js";
import { failure } from "./failure.js";
import type { SQL } from "drizzle-orm";
import { UnreadableKeyError } from "../db/guilds.js";
import type { Claim, JobRecord, Store } from "../db/store.js";
import type { Logger } from "../logger.js";
import type { Job, Outcome } from "./job.js";
import type { Remote } from "./remote.js";

/** Where a job's guild is: served by this process, by another (another shard), or the bot was removed from it. */
export type GuildPlace = "here" | "elsewhere" | "left";

const SCAN_PAGE = 500;
/** Jobs taken over at once: a process that died leaves dozens, each a few reads (a waiting one reads its images again). */
const TAKEOVER_LANES = 4;
const GUILD_LEFT = "The bot was removed from this server.";

/** What the lease loops need of the runner. */
export interface LeaseHolder {
  readonly claim: Claim;
  readonly active: ReadonlyMap<string, Job>;
  remoteFor(record: JobRecord, apiKey: string): Remote;
  /** Follows a job taken over from the database (its message is the one recorded). */
  adopt(record: JobRecord, remote: Remote): Job;
  /** Holds a job that waits in its server's line, taken over from a process that is gone (see `Line.adopt`). */
  adoptWaiting(record: JobRecord): Promise<void>;
}

export interface LeaseOptions {
  store: Store;
  log: Logger;
  keyForJob: (job: JobRecord) => Promise<string | undefined>;
  leaseMs: number;
  /** How often jobs no process holds are looked for. */
  scanMs: number;
  /** Runs after each scan: fills the servers' free slots from their lines (see `Line.sweep`). */
  sweep?: () => Promise<void>;
}

/**
 * The claims of this process in the database: renewed in one statement for every followed job
 * every third of a lease (a job not renewed was lost to another process; one held that nothing
 * follows nor ends is followed again), and a scan every `scanMs` that takes over every job no process
 * holds: its lease ran out, or (with `ownerGone`, from `Liveness`) its process is gone, known at once.
 */
export class Leases {
  /** `Liveness.ownerGone`: set once the process holds its liveness lock. */
  ownerGone: SQL | undefined;
  private renewTimer: NodeJS.Timeout | undefined;
  private scanTimer: NodeJS.Timeout | undefined;
  private scanning: Promise<number> | undefined;
  private sweeping: Promise<void> | undefined;
  private readonly holding = new Set<Promise<void>>();
  private stopped = false;
  private whose: (guildId: string) => GuildPlace = () => "here";

  constructor(
    private readonly holder: LeaseHolder,
    private readonly options: LeaseOptions,
  ) {}

  /** Takes over every job no process holds, now and from then on: follows, delivers, or ends each (see `adopt`). */
  recover(whose: (guildId: string) => GuildPlace): Promise<number> {
    this.whose = whose;
    this.ensureLoops();
    return this.scan();
  }

  ensureLoops(): void {
    if (this.stopped || this.renewTimer) return;
    const { leaseMs, scanMs, log } = this.options;
    this.renewTimer = setInterval(() => void this.renew(), Math.max(50, Math.floor(leaseMs / 3)));
    this.renewTimer.unref();
    this.scanTimer = setInterval(
      () => void this.scan().catch((error: unknown) => log.warn({ err: error }, "scan for open jobs failed")),
      Math.max(100, Math.min(scanMs, Math.floor(leaseMs / 2))),
    );
    this.scanTimer.unref();
  }

  /** Stops taking jobs over, waits for a scan, sweep, holding under way; claims are renewed until `release`. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.scanTimer);
    await this.scanning;
    await Promise.all([this.sweeping, ...this.holding]);
  }

  /** Stops renewing (the claims were handed over). */
  release(): void {
    clearInterval(this.renewTimer);
  }

  private scan(): Promise<number> {
    return (this.scanning ??= this.scanOnce().finally(() => (this.scanning = undefined)));
  }

  /**
   * A job of a server on another process's shards is taken over like any other once nobody holds
   * it (its process is gone, or its lease ran out): its message is edited through its channel, which
   * needs no server in this process's cache. Only a server of this process's own shards can be known
   * left; whether the bot is still in another shard's server, this process cannot tell.
   */
  private async scanOnce(): Promise<number> {
    const { store, log } = this.options;
    let count = 0;
    // Page by page: jobs this process follows already (a renewal late) are skipped, and never starve the rest.
    for (let after: JobRecord | undefined; !this.stopped;) {
      const page = await store.jobs.listClaimable(SCAN_PAGE, this.ownerGone, after);
      // Claimed in one statement: what another process was quicker to take is not among them.
      const taken = await store.jobs.claimAll(this.unfollowed(page), this.holder.claim, this.ownerGone);
      count += taken.length;
      await inLanes(taken, async (job) => {
        if (this.whose(job.guildId) === "left") this.abandon(job);
        else await this.adopt(job);
      });
      if (page.length < SCAN_PAGE) break;
      after = page.at(-1);
    }
    // Waiting jobs too: held here until their turn comes, started here then, whichever process serves their server.
    const waiting = await store.jobs.listClaimable(SCAN_PAGE, this.ownerGone, undefined, true);
    const taken = await store.jobs.claimAll(this.unfollowed(waiting), this.holder.claim, this.ownerGone, true);
    count += taken.length;
    // Each reads its images again: held apart, so that the next scan's running jobs do not wait on them.
    const held = inLanes(taken, async (job) => {
      if (this.whose(job.guildId) !== "left") return this.holder.adoptWaiting(job);
      // Never reached the service: out of line, its quota unit given back.
      await store.line.cancelWaiting(job.id);
      await store.usage.giveBackForJob(job.id);
      this.abandon(job);
    })
      .catch((error: unknown) => log.warn({ err: error }, "could not hold the waiting jobs taken over"))
      .finally(() => this.holding.delete(held));
    this.holding.add(held);
    if (count > 0) log.info({ count }, "took over open jobs");
    // Apart from the scan: a sweep slowed by busy servers' locks does not hold the next takeover back.
    if (!this.stopped)
      this.sweeping ??= this.options
        .sweep?.()
        .catch((error: unknown) => log.warn({ err: error }, "sweep of the servers' lines failed"))
        .finally(() => (this.sweeping = undefined));
    return count;
  }

  private unfollowed(rows: readonly JobRecord[]): string[] {
    return this.stopped ? [] : rows.filter((row) => !this.holder.active.has(row.id)).map((row) => row.id);
  }

  /**
   * The bot was removed from the guild (a GUILD_DELETE this process received): every open job of
   * it ends without a message, its remote work stopped where the service allows.
   */
  async endGuild(guildId: string): Promise<number> {
    const open = await this.options.store.jobs.listForGuild(guildId, { openOnly: true, limit: 1_000 });
    let count = 0;
    for (const row of open) {
      const followed = this.holder.active.get(row.id);
      const job = followed ? undefined : await this.options.store.jobs.claim(row.id, this.holder.claim);
      if (followed) void followed.abandon(GUILD_LEFT);
      else if (job) this.abandon(job);
      else continue;
      count++;
    }
    return count;
  }

  private abandon(record: JobRecord): void {
    void this.options
      .keyForJob(record)
      .catch(() => undefined)
      .then((apiKey) => this.holder.adopt(record, this.holder.remoteFor(record, apiKey ?? "")).abandon(GUILD_LEFT));
  }

  private async adopt(record: JobRecord): Promise<void> {
    let apiKey: string | undefined;
    let keyProblem: string | undefined;
    try {
      apiKey = await this.options.keyForJob(record);
    } catch (error) {
      if (!(error instanceof UnreadableKeyError)) throw error;
      keyProblem = error.message;
    }
    const remote = this.holder.remoteFor(record, apiKey ?? "");
    const job = this.holder.adopt(record, remote);
    const outcome = recordedOutcome(record);
    if (outcome) void job.finish(outcome);
    else if (keyProblem !== undefined)
      void job.finish({ status: "failed", error: failure("key_unreadable", text("fail.unreadableKey")) });
    else if (apiKey === undefined) {
      const why = text(record.keySource === "operator" ? "fail.operatorKeyRemoved" : "fail.keyRemoved");
      void job.finish({ status: "failed", error: failure("no_key", why) });
    } else if (record.remoteId === null) void this.reconcile(job, remote);
    else job.resume();
  }

  /** A job recorded without a remote id: its start may have reached the service before a crash. */
  private async reconcile(job: Job, remote: Remote): Promise<void> {
    const { store, log } = this.options;
    let found: string | undefined;
    try {
      found = await remote.reconcile?.(job.record.id);
    } catch (error) {
      log.warn({ err: error, jobId: job.record.id }, "could not look for the job on the service; trying later");
      job.lose();
      await store.jobs.release([job.record.id], this.holder.claim.owner).catch(() => undefined);
      return;
    }
    if (found !== undefined) {
      if (!(await store.jobs.attachRemote(job.record.id, found, job.hold))) return job.lose();
      job.remoteId = found;
      job.resume();
      return;
    }
    const { submittedAt } = job.record;
    if (submittedAt !== null && Date.now() - new Date(submittedAt).getTime() < this.options.leaseMs) {
      // Its submit may still be on its way (the process that made it lost the job meanwhile): looked for again later.
      log.info({ jobId: job.record.id }, "the job's submit may still be under way; looking for it again later");
      job.lose();
      await store.jobs.release([job.record.id], this.holder.claim.owner).catch(() => undefined);
      return;
    }
    void job.finish({
      status: "failed",
      error: failure("not_started", text(remote.reconcile ? "fail.restartNoTrace" : "fail.restartUnconfirmed")),
    });
  }

  private async renew(): Promise<void> {
    const ids = [...this.holder.active.keys()];
    if (ids.length === 0) return;
    // Each at the generation it was taken under: one taken over meanwhile (even back by this process) is not renewed.
    const taken = new Map<string, number>();
    for (const [id, job] of this.holder.active) if (job.hold) taken.set(id, job.hold.gen);
    let held: Set<string>;
    try {
      held = await this.options.store.jobs.renew(taken, this.holder.claim);
    } catch (error) {
      this.options.log.warn({ err: error }, "could not renew the claims");
      return;
    }
    for (const id of ids) {
      const job = this.holder.active.get(id);
      if (job && held.has(id) && job.refollow())
        this.options.log.warn({ jobId: id }, "a job was neither followed nor ending; following it again");
      // Delivered meanwhile (not renewed because it is done) is not a loss.
      if (!job || held.has(id) || job.done) continue;
      this.options.log.warn({ jobId: id }, "another process holds this job now; stopping here");
      job.lose();
    }
  }
}

/** Runs `work` on every item, `TAKEOVER_LANES` at a time, in order; the first failure is thrown once all ended. */
async function inLanes<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  const failed = (await Promise.allSettled(Array.from({ length: Math.min(TAKEOVER_LANES, items.length) }, lane))).find(
    (r) => r.status === "rejected",
  );
  if (failed) throw failed.reason;
}

/** The outcome a job already reached in the database but never showed. */
function recordedOutcome(job: JobRecord): Outcome | undefined {
  switch (job.status) {
    case "completed":
      return { status: "completed" };
    case "cancelled":
      return { status: "cancelled", reason: { message: "Cancelled.", text: text("job.cancelled") } };
    case "failed":
      return { status: "failed", error: job.error ?? failure("failed", text("fail.generic")) };
    default:
      return undefined;
  }
}
