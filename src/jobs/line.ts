import type { JobRecord } from "../db/store.js";
import { say, text } from "../i18n/index.js";
import type { Admission } from "./admission.js";
import { failure, type Reason } from "./failure.js";
import { lineFailure } from "./line-failure.js";
import type { Job } from "./job.js";
import type { Holdings } from "./holdings.js";

export { lineFull, lineFailure } from "./line-failure.js";

/** A waiting job taken out of line from another process: the holder learns it at its next look. */
const cancelledWhileWaiting = text("line.cancelledWhileWaiting");
const CANCELLED_WHILE_WAITING: Reason = { message: say("en", cancelledWhileWaiting), text: cancelledWhileWaiting };

interface Held {
  job: Job;
  admission: Admission;
}

/**
 * This process's jobs waiting in their server's line (src/db/line.ts). The line itself is in the
 * database, so a slot freed by any process moves the next job into it; the process that admitted
 * that job holds what it needs to start it (its images, its remote), so it starts it: it reads
 * its waiting jobs' places in one query every `pollMs` while any wait, and at once when a slot
 * frees here. The same read refreshes the positions their messages show: an edit only when a
 * place changed, and the message coalesces edits, so nothing is written per move in line.
 */
export class Line {
  private readonly held = new Map<string, Held>();
  private timer: NodeJS.Timeout | undefined;
  private looking: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  /** `pollMs`: how often the waiting jobs' places are read while some wait (one query for all of them). */
  constructor(
    private readonly holdings: Holdings,
    private readonly pollMs: number,
  ) {
    // A job ended: its slot goes to the next in its server's line (started by the process that holds it).
    holdings.onEnded((job) => void this.release(job));
  }

  /** The job waits, `ahead` jobs before it in its server. */
  wait(job: Job, admission: Admission, ahead: number): void {
    this.held.set(job.record.id, { job, admission });
    this.show(job, ahead);
    this.schedule();
  }

  /**
   * A waiting job whose process is gone, claimed here: its remote is made again from its params
   * and it waits here for its turn. One whose kind cannot be made again leaves the line with a
   * clear message.
   */
  async adopt(record: JobRecord): Promise<void> {
    const made = await this.makeAgain(record);
    if (made) this.wait(made.job, made.admission, (await this.holdings.store.line.position(record.id)) ?? 0);
  }

  /**
   * A recorded job that was never sent, whose process is gone (it died between recording the job
   * and sending it), claimed here: its remote is made again from its params, it takes its turn in
   * its server's line (keeping the one it had) and starts here once it has a slot. Started once:
   * the submit is fenced by this claim, and marks the job sent.
   */
  async restart(record: JobRecord): Promise<void> {
    const made = await this.makeAgain(record);
    if (!made) return;
    const { job, admission } = made;
    let turn;
    try {
      turn = (
        await this.holdings.store.line.take(
          { id: record.id, guildId: record.guildId, userId: record.userId },
          { running: admission.limit },
        )
      ).turn;
    } catch (error) {
      // Given up here: the next scan takes it over again.
      this.holdings.log.warn({ err: error, jobId: record.id }, "could not take a turn for a job taken over");
      job.lose();
      return;
    }
    if (turn.state === "running") void this.holdings.begin(job, record.submittedAt !== null);
    else if (turn.state === "waiting") this.wait(job, admission, turn.ahead);
    else await job.finish({ status: "failed", error: lineFailure.full(turn.waiting) });
  }

  /** A job taken over that never reached the service, held here with its remote made again; undefined when its kind cannot (it ended with a clear message). */
  private async makeAgain(record: JobRecord): Promise<Held | undefined> {
    const { store, log } = this.holdings;
    const apiKey = (await this.holdings.keyFor(record).catch(() => undefined)) ?? "";
    const remote =
      apiKey === ""
        ? undefined
        : await this.holdings.again(record, apiKey).catch((error: unknown) => {
            log.warn({ err: error, jobId: record.id }, "could not make a job that never started again");
            return undefined;
          });
    const { settings } = await store.guilds.get(record.guildId);
    const admission: Admission = {
      apiKey,
      limit: settings.maxConcurrentJobs,
      cancel: async () => void (await store.usage.giveBackForJob(record.id)),
    };
    const job = this.holdings.track(record, remote ?? this.holdings.remoteFor(record, apiKey));
    if (remote) return { job, admission };
    await store.line.cancelWaiting(record.id);
    // A failed job gives its quota unit back as it ends.
    await job.finish({ status: "failed", error: failure("not_started", text("line.notMadeAgain")) });
    return undefined;
  }

  /** Cancels a job waiting here; false when it is not (it started meanwhile, or waits elsewhere). */
  async cancel(jobId: string, reason: Reason): Promise<boolean> {
    const held = this.held.get(jobId);
    if (!held || !(await this.holdings.store.line.cancelWaiting(jobId))) return false;
    this.held.delete(jobId);
    await this.end(held, reason);
    return true;
  }

  /** Looks now (a slot freed here): coalesced with a look under way. */
  poke(): void {
    if (this.held.size === 0 || this.stopped) return;
    if (this.looking) this.again = true;
    else this.looking = this.look().finally(() => (this.looking = undefined));
  }

  /**
   * A job ended: its slot goes to the next in its server's line (started by the process that holds
   * it). A delivered job gave its turn up as it was marked delivered: only when a job waits are
   * the server's free slots filled then.
   */
  private async release({ record, released }: Job): Promise<void> {
    const { store, log } = this.holdings;
    if (released?.waiting === false) return;
    try {
      const limit = async () => (await store.guilds.get(record.guildId)).settings.maxConcurrentJobs;
      const started = released
        ? await store.line.promote(record.guildId, await limit())
        : await store.line.release(record.id, limit);
      if (started.length > 0) this.poke();
    } catch (error) {
      // The next sweep frees it: a turn of an ended job no longer counts.
      log.warn({ err: error, jobId: record.id }, "could not free the job's slot");
    }
  }

  /**
   * Fills free slots of every server with a line, whichever process serves it (a process that
   * died freed none, and jobs taken over from it wait for a slot here); this process's jobs among them start.
   */
  async sweep(): Promise<void> {
    const { store } = this.holdings;
    for (const guildId of await store.line.guildsWaiting()) {
      const { settings } = await store.guilds.get(guildId);
      // Read first, without the server's lock: a busy server at its limit is the common case.
      if ((await store.line.counts(guildId)).running >= settings.maxConcurrentJobs) continue;
      await store.line.promote(guildId, settings.maxConcurrentJobs);
    }
    this.poke();
  }

  /**
   * Shutdown: stops looking; the jobs stay in line in the database, handed over at once. One given
   * a slot that this process has not started yet goes back to the front of the line.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.looking;
    const ids = [...this.held.values()].filter(({ job }) => !job.done).map(({ job }) => job.record.id);
    this.held.clear();
    await this.holdings.store.line
      .handBack(ids, this.holdings.claim.owner)
      .catch((error: unknown) => this.holdings.log.warn({ err: error }, "could not hand the waiting jobs over"));
  }

  private schedule(): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.poke();
      if (this.held.size > 0) this.schedule();
    }, this.pollMs);
    this.timer.unref();
  }

  private async look(): Promise<void> {
    do {
      this.again = false;
      const ids = [...this.held.keys()];
      let places;
      try {
        places = await this.holdings.store.line.standings(ids);
      } catch (error) {
        this.holdings.log.warn({ err: error }, "could not read the waiting jobs' places");
        return;
      }
      for (const id of ids) {
        const held = this.held.get(id);
        if (!held) continue;
        if (held.job.done) {
          // Lost to another process (its claim ran out), which holds it in line now.
          this.held.delete(id);
          continue;
        }
        const place = places.get(id);
        if (place?.state === "waiting") {
          this.show(held.job, place.ahead);
          continue;
        }
        this.held.delete(id);
        if (place?.state === "running") {
          held.job.view.phase = "submitting";
          held.job.view.lineAhead = undefined;
          void this.holdings.begin(held.job);
        } else await this.end(held, CANCELLED_WHILE_WAITING); // taken out of line by another process
      }
    } while (this.again && !this.stopped);
  }

  private show(job: Job, ahead: number): void {
    if (job.view.phase === "waiting" && job.view.lineAhead === ahead) return;
    job.view.phase = "waiting";
    job.view.lineAhead = ahead;
    job.message.show();
  }

  /**
   * Never reached the service: its quota unit is given back by the job (its record of the unit
   * cleared as it is), so that the process that admitted it and one that took it over, both seeing
   * it end, give it back once.
   */
  private async end({ job }: Held, reason: Reason): Promise<void> {
    await this.holdings.store.usage
      .giveBackForJob(job.record.id)
      .catch((error: unknown) => this.holdings.log.warn({ err: error }, "could not give the quota back"));
    await job.finish({ status: "cancelled", reason });
  }
}
