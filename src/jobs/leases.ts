import type { JobRecord } from "../db/store.js";
import type { Holdings } from "./holdings.js";
import type { Line } from "./line.js";
import { abandon, adopt, GUILD_LEFT, inLanes, neverSent } from "./takeover.js";

/** Where a job's guild is: served by this process, by another (another shard), or the bot was removed from it. */
export type GuildPlace = "here" | "elsewhere" | "left";

const SCAN_PAGE = 500;

export interface LeaseOptions {
  leaseMs: number;
  /** How often jobs no process holds are looked for. */
  scanMs: number;
}

/**
 * The claims of this process in the database: renewed in one statement for every followed job
 * every third of a lease (a job not renewed was lost to another process; one held that nothing
 * follows nor ends is followed again), and a scan every `scanMs` that takes over every job no process
 * holds: its lease ran out, or its process is gone, known at once (see `Store.watchOwners`).
 */
export class Leases {
  private renewTimer: NodeJS.Timeout | undefined;
  private scanTimer: NodeJS.Timeout | undefined;
  private scanning: Promise<number> | undefined;
  private sweeping: Promise<void> | undefined;
  private readonly holding = new Set<Promise<void>>();
  private stopped = false;
  private whose: (guildId: string) => GuildPlace = () => "here";

  constructor(
    private readonly holdings: Holdings,
    private readonly line: Line,
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
    const { leaseMs, scanMs } = this.options;
    const { log } = this.holdings;
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
    const { store, log } = this.holdings;
    // A job that lives on its interaction never needed the bot in its server: it is never "left".
    const left = (job: JobRecord) => job.delivery !== "interaction" && this.whose(job.guildId) === "left";
    let count = 0;
    // Page by page: jobs this process follows already (a renewal late) are skipped, and never starve the rest.
    for (let after: JobRecord | undefined; !this.stopped;) {
      const page = await store.jobs.listClaimable(SCAN_PAGE, undefined, after);
      // Claimed in one statement: what another process was quicker to take is not among them.
      const taken = await store.jobs.claimAll(this.unfollowed(page), this.holdings.claim);
      count += taken.length;
      await inLanes(taken, async (job) => {
        if (left(job)) abandon(this.holdings, job);
        // Recorded and never sent (its process died first): started here, once.
        else if (neverSent(job)) await this.line.restart(job);
        else await adopt(this.holdings, job, this.options.leaseMs);
      });
      if (page.length < SCAN_PAGE) break;
      after = page.at(-1);
    }
    // Waiting jobs too: held here until their turn comes, started here then, whichever process serves their server.
    const waiting = await store.jobs.listClaimable(SCAN_PAGE, undefined, undefined, true);
    const taken = await store.jobs.claimAll(this.unfollowed(waiting), this.holdings.claim, undefined, true);
    count += taken.length;
    // Each reads its images again: held apart, so that the next scan's running jobs do not wait on them.
    const held = inLanes(taken, async (job) => {
      if (!left(job)) return this.line.adopt(job);
      // Never reached the service: out of line, its quota unit given back.
      await store.line.cancelWaiting(job.id);
      await store.usage.giveBackForJob(job.id);
      abandon(this.holdings, job);
    })
      .catch((error: unknown) => log.warn({ err: error }, "could not hold the waiting jobs taken over"))
      .finally(() => this.holding.delete(held));
    this.holding.add(held);
    if (count > 0) log.info({ count }, "took over open jobs");
    // Apart from the scan: a sweep slowed by busy servers' locks does not hold the next takeover back.
    if (!this.stopped)
      this.sweeping ??= this.line
        .sweep()
        .catch((error: unknown) => log.warn({ err: error }, "sweep of the servers' lines failed"))
        .finally(() => (this.sweeping = undefined));
    return count;
  }

  private unfollowed(rows: readonly JobRecord[]): string[] {
    return this.stopped ? [] : rows.filter((row) => !this.holdings.active.has(row.id)).map((row) => row.id);
  }

  /**
   * The bot was removed from the guild (a GUILD_DELETE this process received): every open job of
   * it ends without a message, its remote work stopped where the service allows.
   */
  async endGuild(guildId: string): Promise<number> {
    const open = await this.holdings.store.jobs.listForGuild(guildId, { openOnly: true, limit: 1_000 });
    let count = 0;
    for (const row of open) {
      const followed = this.holdings.active.get(row.id);
      const job = followed ? undefined : await this.holdings.store.jobs.claim(row.id, this.holdings.claim);
      if (followed) void followed.abandon(GUILD_LEFT);
      else if (job) abandon(this.holdings, job);
      else continue;
      count++;
    }
    return count;
  }

  private async renew(): Promise<void> {
    const ids = [...this.holdings.active.keys()];
    if (ids.length === 0) return;
    // Each at the generation it was taken under: one taken over meanwhile (even back by this process) is not renewed.
    const taken = new Map<string, number>();
    for (const [id, job] of this.holdings.active) if (job.hold) taken.set(id, job.hold.gen);
    let held: Set<string>;
    try {
      held = await this.holdings.store.jobs.renew(taken, this.holdings.claim);
    } catch (error) {
      this.holdings.log.warn({ err: error }, "could not renew the claims");
      return;
    }
    for (const id of ids) {
      const job = this.holdings.active.get(id);
      if (job && held.has(id) && job.refollow())
        this.holdings.log.warn({ jobId: id }, "a job was neither followed nor ending; following it again");
      // Delivered meanwhile (not renewed because it is done) is not a loss.
      if (!job || held.has(id) || job.done) continue;
      this.holdings.log.warn({ jobId: id }, "another process holds this job now; stopping here");
      job.lose();
    }
  }
}
