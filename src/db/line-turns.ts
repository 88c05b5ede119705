import { and, asc, count, eq, gt, inArray, not, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "./db.js";
import { jobs, jobTurns, queueGuilds, TERMINAL_STATUSES, type JobRecord } from "./schema.js";

/** Where a job stands after asking for a turn. */
export type Turn =
  | { state: "running" }
  /** `ahead`: the server's waiting jobs that start before it. */
  | { state: "waiting"; ahead: number }
  /** Nothing was recorded: the server already has `waiting` jobs in line, its ceiling. */
  | { state: "full"; waiting: number };

// The statements under the servers' lines (src/db/line.ts), run in a transaction that holds the server's lock.

/** The channel on which a change of a server's line that gave jobs a slot is announced (NOTIFY). */
export const LINE_MOVED = "flowbot_line_moved";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Locks the server's line (its `queue_guilds` row) (creating it the first time), drops the turns of jobs that ended
 * without giving theirs up, and returns the server's current round.
 */
export async function lockGuild(tx: Tx, guildId: string): Promise<number> {
  // One statement: an upsert locks the row it finds, as `for update` would.
  const [row] = await tx
    .insert(queueGuilds)
    .values({ guildId })
    .onConflictDoUpdate({ target: queueGuilds.guildId, set: { round: sql`${queueGuilds.round}` } })
    .returning({ round: queueGuilds.round });
  await tx.delete(jobTurns).where(
    and(
      eq(jobTurns.guildId, guildId),
      inArray(
        jobTurns.jobId,
        tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.guildId, guildId), inArray(jobs.status, [...TERMINAL_STATUSES]))),
      ),
    ),
  );
  return row!.round;
}

/**
 * A new job's slot, in the statement that records it (`JobStore.createInLine`): when the server
 * has one of its `limit` slots free and nobody waits, the job takes it, under the server's lock
 * (migrations/0010_take_slot.sql), and is marked submitted; the time it was, else null (it takes
 * its turn in line then). The job first in line takes the slot either way: the line's order holds.
 */
export function takeSlot(limit: number): SQL<string | null> {
  return sql<string | null>`flowbot_take_slot(${jobs.id}, ${jobs.guildId}, ${jobs.userId}, ${limit})`;
}

/**
 * Moves the first waiting jobs, by round then arrival, into the free slots and returns them. Their
 * claims stay as they are: the process that admitted a job holds what it needs to start it. Only
 * jobs a living process holds move: one whose process is gone (its lease ran out, it was released,
 * or `ownerGone`) keeps its place until another process takes it over (src/jobs/leases.ts), which
 * then starts it. Moved earlier, it would have a slot and no process to start it, and its
 * takeover could not tell it from a start cut off half way.
 */
export async function fill(tx: Tx, guildId: string, limit: number, ownerGone?: SQL, asking?: string): Promise<Filled> {
  const none = { started: [], asker: false };
  const free = limit - (await countTurns(tx, guildId, "running"));
  if (free <= 0) return none;
  const alive = and(gt(jobs.leaseUntil, sql`now()`), ownerGone ? not(ownerGone) : undefined);
  const held = asking === undefined ? alive : or(eq(jobs.id, asking), alive);
  const next = await tx
    .select({ jobId: jobTurns.jobId, round: jobTurns.round })
    .from(jobTurns)
    .innerJoin(jobs, eq(jobs.id, jobTurns.jobId))
    .where(and(eq(jobTurns.guildId, guildId), eq(jobTurns.state, "waiting"), held))
    .orderBy(asc(jobTurns.round), asc(jobTurns.seq))
    .limit(free);
  if (next.length === 0) return none;
  const ids = next.map((n) => n.jobId);
  await tx.update(jobTurns).set({ state: "running" }).where(inArray(jobTurns.jobId, ids));
  await tx
    .update(queueGuilds)
    .set({ round: sql`greatest(${queueGuilds.round}, ${Math.max(...next.map((n) => n.round))})` })
    .where(eq(queueGuilds.guildId, guildId));
  // Wakes the process that holds each (it listens: see Liveness.onLineMoved), once the transaction
  // commits; the job asking for its turn needs none: its process starts it at once.
  const others = ids.filter((id) => id !== asking);
  if (others.length > 0) await tx.execute(sql`select pg_notify(${LINE_MOVED}, ${JSON.stringify(others)})`);
  const asker = others.length < ids.length;
  if (others.length === 0) return { started: [], asker };
  const started = await tx.select().from(jobs).where(inArray(jobs.id, others));
  // In the order they were picked, so that the caller starts the first in line first.
  return { started: others.map((id) => started.find((job) => job.id === id)!).filter(Boolean), asker };
}

/** What `fill` moved into free slots: the jobs other than the one asking (`asker`: that one too). */
export interface Filled {
  started: JobRecord[];
  asker: boolean;
}

export async function countTurns(q: Db | Tx, guildId: string, state: "waiting" | "running"): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(jobTurns)
    .innerJoin(jobs, eq(jobs.id, jobTurns.jobId))
    .where(
      and(eq(jobTurns.guildId, guildId), eq(jobTurns.state, state), notInArray(jobs.status, [...TERMINAL_STATUSES])),
    );
  return row?.n ?? 0;
}

export async function turnOf(q: Db | Tx, jobId: string) {
  const [row] = await q.select().from(jobTurns).where(eq(jobTurns.jobId, jobId));
  return row;
}

/** Where the job stands: running, or waiting behind `ahead` jobs of its server; undefined without a turn. */
export async function standing(q: Db | Tx, jobId: string): Promise<Turn | undefined> {
  const turn = await turnOf(q, jobId);
  if (!turn) return undefined;
  if (turn.state === "running") return { state: "running" };
  const [row] = await q
    .select({ n: count() })
    .from(jobTurns)
    .innerJoin(jobs, eq(jobs.id, jobTurns.jobId))
    .where(
      and(
        eq(jobTurns.guildId, turn.guildId),
        eq(jobTurns.state, "waiting"),
        notInArray(jobs.status, [...TERMINAL_STATUSES]),
        sql`(${jobTurns.round}, ${jobTurns.seq}) < (${turn.round}, ${turn.seq})`,
      ),
    );
  return { state: "waiting", ahead: row?.n ?? 0 };
}
