import { and, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "./db.js";
import { jobs, jobTurns, type JobRecord } from "./schema.js";

/** A process's claim on the jobs it follows: who, and for how long without a renewal. */
export interface Claim {
  owner: string;
  leaseMs: number;
}

/**
 * The claim one job was taken under: its owner and the claim's generation, bumped at every claim
 * and takeover. A step that acts outside the database is fenced by it: the statement that records
 * the step holds only while the job's row still names this owner and generation.
 */
export interface Hold {
  owner: string;
  gen: number;
}

/**
 * `Liveness.ownerGone`: a condition, opaque outside the database layer, true of a job whose
 * process is gone (so that another takes it over at once rather than when its lease runs out).
 */
export type OwnerGone = SQL;

/**
 * What the store knows of the processes' liveness: `Liveness.ownerGone` once this process holds
 * its lock (see `Store.watchOwners`). The claims and the line use it unless told otherwise.
 */
export interface OwnerWatch {
  gone: OwnerGone | undefined;
}

/** The hold a claimed record was taken under; undefined for a job nobody claimed. */
export function holdOf(record: Pick<JobRecord, "owner" | "claimGen">): Hold | undefined {
  return record.owner === null ? undefined : { owner: record.owner, gen: record.claimGen };
}

/** The claims of processes on jobs: taking, renewing, giving them up, and the fences of each step. */
export function claimStore(db: Db, watch: OwnerWatch) {
  return {
    /**
     * Takes a job for `claim.owner` if nobody holds it (never claimed, or the lease ran out) or it
     * already does; undefined when another process holds it or it was delivered. `ownerGone`
     * (Liveness.ownerGone) also lets it take a job whose process is gone, lease or not.
     * `waiting`: a job waiting in its server's line instead (see `listClaimable`).
     */
    async claim(id: string, claim: Claim, ownerGone?: OwnerGone, waiting = false): Promise<JobRecord | undefined> {
      return (await this.claimAll([id], claim, ownerGone, waiting))[0];
    },

    /** `claim` for several jobs in one statement (a takeover scan): those it took, each under a new generation. */
    async claimAll(ids: readonly string[], claim: Claim, ownerGone?: OwnerGone, waiting = false): Promise<JobRecord[]> {
      const free = and(
        inArray(jobs.id, [...ids]),
        isNull(jobs.deliveredAt),
        waiting ? isWaiting : notWaiting,
        or(unheld(ownerGone ?? watch.gone), eq(jobs.owner, claim.owner)),
      );
      return ids.length === 0 ? [] : db.update(jobs).set(claimed(claim)).where(free).returning();
    },

    /** Extends the leases of the jobs still held as taken (`held`: id → generation) in one statement; returns their ids. */
    async renew(held: ReadonlyMap<string, number>, claim: Claim): Promise<Set<string>> {
      if (held.size === 0) return new Set();
      const rows = await db
        .update(jobs)
        .set({ leaseUntil: leaseFrom(claim) })
        .where(and(eq(jobs.owner, claim.owner), isNull(jobs.deliveredAt), heldAs(held)))
        .returning({ id: jobs.id });
      return new Set(rows.map((r) => r.id));
    },

    /** Gives the owner's claims up (a clean shutdown), so another process may take them at once. */
    async release(ids: string[], owner: string): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(jobs)
        .set({ owner: null, leaseUntil: null })
        .where(and(inArray(jobs.id, ids), eq(jobs.owner, owner)));
    },

    /**
     * The fence before a submit: marks the job submitted while `hold` still holds it and nobody
     * submitted it before. False: another process holds it now (or started it); this one must not.
     */
    async markSubmitting(id: string, hold: Hold): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ submittedAt: sql`now()`, sentAt: sql`now()` })
        .where(and(eq(jobs.id, id), holds(hold), isNull(jobs.submittedAt), isNull(jobs.deliveredAt)))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    /**
     * The fence before the submit of a job that took its slot as it was recorded (marked submitted
     * then): marks it sent while `hold` still holds it and nobody sent it before. False: another
     * process holds it now (or sent it); this one must not.
     */
    async markSending(id: string, hold: Hold): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ sentAt: sql`now()` })
        .where(and(eq(jobs.id, id), holds(hold), isNull(jobs.sentAt), isNull(jobs.deliveredAt)))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    /** The fence before another step acts outside the database (a stop, a delivery's message): true while `hold` holds the job. */
    async confirm(id: string, hold: Hold): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ updatedAt: sql`now()` })
        .where(and(eq(jobs.id, id), holds(hold), isNull(jobs.deliveredAt)))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },
  };
}

/** The row still names this owner and generation. */
export function holds(hold: Hold | undefined): SQL | undefined {
  return hold ? and(eq(jobs.owner, hold.owner), eq(jobs.claimGen, hold.gen)) : undefined;
}

/** Each job of `held` (id → generation) at the generation given. */
function heldAs(held: ReadonlyMap<string, number>): SQL {
  const pairs = JSON.stringify([...held].map(([id, gen]) => ({ id, gen })));
  return sql`(${jobs.id}, ${jobs.claimGen}) in (select id, gen from jsonb_to_recordset(${pairs}::jsonb) as h(id uuid, gen int))`;
}

/**
 * A job waiting in its server's line (src/db/line.ts), never submitted: started by the line, not
 * taken over as a running job. One given a slot but not submitted yet counts too: whoever holds it starts it.
 */
const isWaiting = sql`(${jobs.remoteId} is null and ${jobs.submittedAt} is null and exists (select 1 from ${jobTurns} where ${jobTurns.jobId} = ${jobs.id}))`;
const notWaiting = sql`not ${isWaiting}`;

/** Whether the job waits in its server's line (see `isWaiting`). */
export function waitingOrNot(waiting: boolean): SQL {
  return waiting ? isWaiting : notWaiting;
}

/** Nobody holds the job: never claimed or released, its lease ran out, or (given) its process is gone. */
export function unheld(ownerGone: OwnerGone | undefined) {
  return or(isNull(jobs.leaseUntil), lt(jobs.leaseUntil, sql`now()`), ownerGone);
}

function leaseFrom(claim: Claim): SQL {
  return sql`now() + ${`${claim.leaseMs} milliseconds`}::interval`;
}

/** The columns that record `claim` on a job, under a new generation. */
export function claimed(claim: Claim) {
  return { owner: claim.owner, leaseUntil: leaseFrom(claim), claimGen: sql`${jobs.claimGen} + 1` };
}

/** The columns of a new job claimed at once by its creator (none without a claim). */
export function claimedNew(claim: Claim | undefined) {
  return claim ? { owner: claim.owner, leaseUntil: leaseFrom(claim), claimGen: 1 } : {};
}
