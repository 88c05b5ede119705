import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "./db.js";
import { holds, type Hold } from "./job-claims.js";
import { jobs, TERMINAL_STATUSES, type JobError, type JobStatus, type StoredOutput } from "./schema.js";

const OPEN_STATUSES: JobStatus[] = ["pending", "in_progress"];

/** The states a job may move to `to` from; a terminal state is never left. */
function allowedFrom(to: JobStatus): JobStatus[] {
  if (to === "pending") return [];
  return to === "in_progress" ? ["pending"] : OPEN_STATUSES;
}

function isTerminal(status: JobStatus): boolean {
  return (TERMINAL_STATUSES as readonly JobStatus[]).includes(status);
}

/**
 * The statements that record each step of a job's life: its remote id, its message, its state,
 * outputs and credits, its delivery. Those a process takes under its claim are fenced by it (`hold`).
 */
export function jobSteps(db: Db) {
  return {
    /**
     * Records the remote id of started work, whoever holds the job now (it exists: a restart must
     * find it). False when `hold` no longer holds the job: this process must not follow it.
     */
    async attachRemote(id: string, remoteId: string, hold?: Hold): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ remoteId })
        .where(eq(jobs.id, id))
        .returning({ held: hold ? sql<boolean>`coalesce(${holds(hold)}, false)` : sql<boolean>`true` });
      return rows[0]?.held === true;
    },

    /** Compare-and-set in one statement; false when the job is not in a state that may move to `to`. */
    async transition(
      id: string,
      to: JobStatus,
      patch: { error?: JobError; progress?: unknown } = {},
      hold?: Hold,
    ): Promise<boolean> {
      const from = allowedFrom(to);
      if (from.length === 0) return false;
      const rows = await db
        .update(jobs)
        .set({
          status: to,
          ...patch,
          finishedAt: isTerminal(to) ? sql`now()` : undefined,
          // A failed or cancelled reaction job may be tried again by reacting again.
          ...(to === "failed" || to === "cancelled" ? { dedupeKey: null } : {}),
        })
        .where(and(eq(jobs.id, id), inArray(jobs.status, from), holds(hold)))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    /**
     * The fence of a delivery: records the job's outcome (when it has none yet) while `hold` still
     * holds it, with what it ends with (the outputs not stored yet, the credits it cost, an output
     * the image check held back: its file links serve nothing from the moment it is completed), in one
     * statement. False: another process holds it now and delivers it. Without `hold` (a job nobody
     * claimed), true when it was not delivered yet.
     */
    async end(
      id: string,
      to: (typeof TERMINAL_STATUSES)[number],
      hold: Hold | undefined,
      last: { error?: JobError; outputs?: StoredOutput[]; credits?: number; heldBack?: boolean } = {},
    ): Promise<boolean> {
      const { error, outputs = [], credits, heldBack = false } = last;
      if (credits !== undefined) checkCredits(credits);
      const open = sql`${jobs.status} in ('pending', 'in_progress')`;
      const retried = to === "failed" || to === "cancelled";
      const rows = await db
        .update(jobs)
        .set({
          status: sql`case when ${open} then ${to} else ${jobs.status} end`,
          finishedAt: sql`case when ${open} then now() else ${jobs.finishedAt} end`,
          ...(error
            ? { error: sql`case when ${open} then ${JSON.stringify(error)}::jsonb else ${jobs.error} end` }
            : {}),
          ...(retried ? { dedupeKey: sql`case when ${open} then null else ${jobs.dedupeKey} end` } : {}),
          ...(outputs.length > 0 ? { outputs: sql`${jobs.outputs} || ${freshOutputs(outputs)}` } : {}),
          ...(credits !== undefined ? { credits } : {}),
          // The image check held an output back: its file links serve nothing from the moment it is completed.
          ...(heldBack ? { heldBackAt: sql`coalesce(${jobs.heldBackAt}, now())` } : {}),
        })
        .where(and(eq(jobs.id, id), holds(hold), isNull(jobs.deliveredAt)))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    /** Appends in one statement, keeping order and skipping outputs already stored. */
    async appendOutputs(id: string, outputs: StoredOutput[], hold?: Hold): Promise<void> {
      if (outputs.length === 0) return;
      await db
        .update(jobs)
        .set({ outputs: sql`${jobs.outputs} || ${freshOutputs(outputs)}` })
        .where(and(eq(jobs.id, id), holds(hold)));
    },

    /** The credits the service reports for the job (a running total, so the latest value wins). */
    async setCredits(id: string, credits: number, hold?: Hold): Promise<void> {
      checkCredits(credits);
      await db
        .update(jobs)
        .set({ credits })
        .where(and(eq(jobs.id, id), holds(hold)));
    },

    /** Marks the job's result message deleted; true only the first time, so one deletion is told once. */
    async markResultDeleted(id: string): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ resultDeletedAt: sql`now()` })
        .where(and(eq(jobs.id, id), isNull(jobs.resultDeletedAt)))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    /** The image check held back an output of the job: its file links serve nothing from now on. */
    async markHeldBack(id: string): Promise<void> {
      await db
        .update(jobs)
        .set({ heldBackAt: sql`now()` })
        .where(and(eq(jobs.id, id), isNull(jobs.heldBackAt)));
    },

    /** Exactly once per terminal job: true only for the caller that delivered it (while `hold` holds it, when given). */
    async markDelivered(id: string, hold?: Hold): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ deliveredAt: sql`now()` })
        .where(deliverable(id, hold))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },
  };
}

/** A terminal job not delivered yet, held by `hold` when given: the one that `markDelivered` marks. */
export function deliverable(id: string, hold?: Hold): SQL | undefined {
  return and(eq(jobs.id, id), isNull(jobs.deliveredAt), inArray(jobs.status, [...TERMINAL_STATUSES]), holds(hold));
}

function checkCredits(credits: number): void {
  if (!Number.isSafeInteger(credits) || credits < 0)
    throw new RangeError(`credits must be a whole number of at least 0, not ${credits}`);
}

/** Those of `outputs` the job has not stored yet, in order, each once. */
function freshOutputs(outputs: StoredOutput[]): SQL {
  return sql`(
    select coalesce(jsonb_agg(value order by ord), '[]'::jsonb) from (
      select distinct on (n.value) n.value, n.ord
      from jsonb_array_elements(${JSON.stringify(outputs)}::jsonb) with ordinality as n(value, ord)
      where not exists (select 1 from jsonb_array_elements(${jobs.outputs}) as e(value) where e.value = n.value)
      order by n.value, n.ord
    ) as new_outputs
  )`;
}
