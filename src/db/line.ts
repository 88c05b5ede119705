import { and, asc, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "./db.js";
import type { Hold, OwnerGone, OwnerWatch } from "./job-claims.js";
import { deliverable } from "./job-steps.js";
import { countTurns, fill, lockGuild, standing, turnOf, type Turn } from "./line-turns.js";
import { jobs, jobTurns, TERMINAL_STATUSES, type JobRecord } from "./schema.js";

/** A server's ceiling on waiting jobs: past it, a new job is refused rather than queued. */
export const MAX_WAITING_JOBS = 50;

export type { Turn };

export interface TurnRequest {
  /** The recorded job (its row must exist). */
  id: string;
  guildId: string;
  userId: string;
}

export interface TurnLimits {
  /** The server's concurrency limit (its `maxConcurrentJobs` setting). */
  running: number;
  /** The ceiling on waiting jobs (default MAX_WAITING_JOBS). */
  waiting?: number;
  /** `Liveness.ownerGone` (default: the store's, see `Store.watchOwners`): waiting jobs of a process that is gone keep their place until another process holds them. */
  ownerGone?: OwnerGone | undefined;
}

export interface WaitingJob {
  jobId: string;
  userId: string;
  /** Waiting jobs of the server that start before this one. */
  ahead: number;
  createdAt: Date;
}

/**
 * The servers' lines of jobs, kept in the database so that every process sees one limit and one
 * line. A job holds a turn from its admission to its end: `running` (one of the server's
 * `limit` slots) or `waiting`. Every change to a server's turns happens in a transaction that
 * first locks the server's `queue_guilds` row (its line's lock), so processes take turns on it and the limit holds
 * across all of them. A turn whose job reached a terminal state no longer counts, whoever forgot
 * to release it (a process that died): the next change of that server drops it.
 *
 * Fair turns: a member's n-th waiting job is in round `n` counted from the server's current round
 * (the round of the last job started), and jobs start by round, then by arrival. So a member with
 * twenty jobs in line gets one of them started per round, and another member's single job starts
 * in the next round, not after the twenty.
 */
export function lineStore(db: Db, watch: OwnerWatch) {
  const promote = (guildId: string, limit: number, ownerGone = watch.gone): Promise<JobRecord[]> =>
    db.transaction(async (tx) => {
      await lockGuild(tx, guildId);
      return (await fill(tx, guildId, limit, ownerGone)).started;
    });
  return {
    /**
     * Takes a slot for the job when the server has one free and nobody waits, else a place in
     * line; `full` (nothing recorded) when the line is at its ceiling. Asking again for a job that
     * has a turn returns where it stands. `started`: waiting jobs that this call moved into free
     * slots (a raised limit); the process that holds each (its `owner`) starts it.
     */
    async take(job: TurnRequest, limits: TurnLimits): Promise<{ turn: Turn; started: JobRecord[] }> {
      return db.transaction(async (tx) => {
        const current = await lockGuild(tx, job.guildId);
        const existing = await turnOf(tx, job.id);
        if (!existing) {
          const waiting = await countTurns(tx, job.guildId, "waiting");
          const ceiling = limits.waiting ?? MAX_WAITING_JOBS;
          if (waiting >= ceiling && (await countTurns(tx, job.guildId, "running")) >= limits.running) {
            return { turn: { state: "full", waiting } as Turn, started: [] };
          }
          const [last] = await tx
            .select({ round: sql<string | number | null>`max(${jobTurns.round})` })
            .from(jobTurns)
            .where(
              and(eq(jobTurns.guildId, job.guildId), eq(jobTurns.userId, job.userId), eq(jobTurns.state, "waiting")),
            );
          const round = last?.round == null ? current : Number(last.round) + 1;
          await tx
            .insert(jobTurns)
            .values({ jobId: job.id, guildId: job.guildId, userId: job.userId, state: "waiting", round });
        }
        // The job asking is held by the process asking, whatever its claim says.
        const { started, asker } = await fill(tx, job.guildId, limits.running, limits.ownerGone ?? watch.gone, job.id);
        // Moved into a slot now: running, nothing more to read.
        const turn = asker ? undefined : await standing(tx, job.id);
        return { turn: turn ?? { state: "running" }, started };
      });
    },

    /**
     * The job gives its turn up (it ended, or was cancelled while waiting), in one statement that
     * also says whether any job of its server waits: only then are free slots filled, waiting jobs
     * moving into them in fair order (`limit`: the server's concurrency limit now, or how to read it then).
     * Those are returned (the process that holds each starts it). No lock is needed to give a
     * turn up: a turn of an ended job no longer counts, and a job that waits now was placed in line
     * before it ended (or the line was full then), so it is seen here.
     */
    async release(
      jobId: string,
      limit: number | (() => Promise<number>),
      ownerGone = watch.gone,
    ): Promise<JobRecord[]> {
      const result = await db.execute(sql`
        with released as (delete from ${jobTurns} where ${jobTurns.jobId} = ${jobId} returning ${jobTurns.guildId})
        select r.guild_id, ${anyWaiting(sql`r.guild_id`)} as waiting from released r`);
      const [turn] = (result as { rows: Array<{ guild_id: string; waiting: boolean }> }).rows;
      if (!turn?.waiting) return [];
      return promote(turn.guild_id, typeof limit === "number" ? limit : await limit(), ownerGone);
    },

    /**
     * A job delivered: marked so (exactly once: `first`, while `hold` holds it when given) and its
     * turn given up, in one statement that also says whether a job of its server waits (`waiting`:
     * then its free slots are to be filled, as `release` does). See `release` for why no lock.
     */
    async deliver(jobId: string, hold?: Hold): Promise<{ first: boolean; waiting: boolean }> {
      const result = await db.execute(sql`
        with delivered as (update ${jobs} set delivered_at = now(), updated_at = now()
          where ${deliverable(jobId, hold)} returning ${jobs.id}),
        released as (delete from ${jobTurns} where ${jobTurns.jobId} = ${jobId} returning ${jobTurns.guildId})
        select (select count(*)::int from delivered) as first,
          ${anyWaiting(sql`(select guild_id from released)`)} as waiting`);
      const [row] = (result as { rows: Array<{ first: number; waiting: boolean }> }).rows;
      return { first: Number(row?.first) === 1, waiting: row?.waiting === true };
    },

    /**
     * Fills the server's free slots from its line (after its limit was raised, or when a process
     * that died left turns of ended jobs behind).
     */
    promote,

    /**
     * Hands waiting jobs over (their process stops before it started them): those given a slot go
     * back to the front of the line (their round and arrival are kept), and `owner` gives up its
     * claims on all of them, in one transaction, so that no slot goes to a job nobody will start;
     * whichever process takes them over starts them.
     */
    async handBack(jobIds: readonly string[], owner: string): Promise<void> {
      if (jobIds.length === 0) return;
      await db.transaction(async (tx) => {
        const stillHeld = tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(inArray(jobs.id, [...jobIds]), eq(jobs.owner, owner)));
        await tx
          .update(jobTurns)
          .set({ state: "waiting" })
          .where(and(inArray(jobTurns.jobId, stillHeld), eq(jobTurns.state, "running")));
        await tx
          .update(jobs)
          .set({ owner: null, leaseUntil: null })
          .where(and(inArray(jobs.id, [...jobIds]), eq(jobs.owner, owner)));
      });
    },

    /** How many of the server's waiting jobs start before this one; undefined when it is not waiting. */
    async position(jobId: string): Promise<number | undefined> {
      const turn = await standing(db, jobId);
      return turn?.state === "waiting" ? turn.ahead : undefined;
    },

    /**
     * Where each of these jobs stands, in one query: a process polls its waiting jobs with it to
     * start those that got a slot and to show positions. A job without a turn is absent.
     */
    async standings(jobIds: readonly string[]): Promise<Map<string, Turn>> {
      if (jobIds.length === 0) return new Map();
      const ahead = sql<number>`(select count(*)::int from ${jobTurns} w inner join ${jobs} j on j.id = w.job_id
        where w.guild_id = job_turns.guild_id and w.state = 'waiting' and j.status not in ${[...TERMINAL_STATUSES]}
          and (w.round, w.seq) < (job_turns.round, job_turns.seq))`;
      const rows = await db
        .select({ jobId: jobTurns.jobId, state: jobTurns.state, ahead })
        .from(jobTurns)
        .where(inArray(jobTurns.jobId, [...jobIds]));
      return new Map(
        rows.map((row) => [
          row.jobId,
          row.state === "running" ? { state: "running" } : { state: "waiting", ahead: Number(row.ahead) },
        ]),
      );
    },

    /** Takes a waiting job out of line; false when it is not waiting (it started meanwhile, or never queued). */
    async cancelWaiting(jobId: string): Promise<boolean> {
      const rows = await db
        .delete(jobTurns)
        .where(and(eq(jobTurns.jobId, jobId), eq(jobTurns.state, "waiting")))
        .returning({ jobId: jobTurns.jobId });
      return rows.length === 1;
    },

    /** The server's waiting jobs in the order they will start (for /queue). */
    async listWaiting(guildId: string): Promise<WaitingJob[]> {
      const rows = await db
        .select({ jobId: jobTurns.jobId, userId: jobTurns.userId, createdAt: jobTurns.createdAt })
        .from(jobTurns)
        .innerJoin(jobs, eq(jobs.id, jobTurns.jobId))
        .where(
          and(
            eq(jobTurns.guildId, guildId),
            eq(jobTurns.state, "waiting"),
            notInArray(jobs.status, [...TERMINAL_STATUSES]),
          ),
        )
        .orderBy(asc(jobTurns.round), asc(jobTurns.seq));
      return rows.map((row, ahead) => ({ ...row, ahead }));
    },

    /** Servers with jobs in line: a process sweeps them with `promote` now and then, so that no line waits on a slot nobody frees. */
    async guildsWaiting(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ guildId: jobTurns.guildId })
        .from(jobTurns)
        .where(eq(jobTurns.state, "waiting"));
      return rows.map((row) => row.guildId);
    },

    /** The server's jobs in its slots and in line (turns of ended jobs not counted). */
    async counts(guildId: string): Promise<{ running: number; waiting: number }> {
      const counted = (state: string) => sql<number>`(count(*) filter (where ${jobTurns.state} = ${state}))::int`;
      const [row] = await db
        .select({ running: counted("running"), waiting: counted("waiting") })
        .from(jobTurns)
        .innerJoin(jobs, eq(jobs.id, jobTurns.jobId))
        .where(and(eq(jobTurns.guildId, guildId), notInArray(jobs.status, [...TERMINAL_STATUSES])));
      return { running: Number(row?.running ?? 0), waiting: Number(row?.waiting ?? 0) };
    },
  };
}

export type LineStore = ReturnType<typeof lineStore>;

/** Whether a job of the server `guildId` (an expression) waits in its line. */
function anyWaiting(guildId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${jobTurns} w inner join ${jobs} j on j.id = w.job_id
    where w.guild_id = ${guildId} and w.state = 'waiting' and j.status not in ${[...TERMINAL_STATUSES]})`;
}
