import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "./client.js";
import {
  jobs,
  jobTurns,
  TERMINAL_STATUSES,
  type JobError,
  type KeySource,
  type JobStatus,
  type StoredOutput,
} from "./schema.js";
import type { Locale } from "../i18n/locales.js";

export type JobRecord = typeof jobs.$inferSelect;

export interface NewJob {
  guildId: string;
  channelId: string;
  userId: string;
  kind: string;
  /** The request as made; never a secret. */
  params: unknown;
  interactionId?: string;
  messageId?: string;
  /** The remote family that follows it (see schema). */
  remote?: string;
  /** The language of its public message (the server's, see `publicLocale`); absent: English. */
  locale?: Locale;
  /** The day whose quota unit the job took (see `giveQuotaBack`). */
  quotaDay?: string;
  /** Whose key pays for it. */
  keySource?: KeySource;
}

/** A process's claim on the jobs it follows: who, and for how long without a renewal. */
export interface Claim {
  owner: string;
  leaseMs: number;
}

/** Reaction-triggered work happens once per operation on one attachment of one message. */
export interface ReactionTarget {
  messageId: string;
  attachmentId: string;
  operation: string;
}

const OPEN_STATUSES: JobStatus[] = ["pending", "in_progress"];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The states a job may move to `to` from; a terminal state is never left. */
function allowedFrom(to: JobStatus): JobStatus[] {
  if (to === "pending") return [];
  return to === "in_progress" ? ["pending"] : OPEN_STATUSES;
}

function isTerminal(status: JobStatus): boolean {
  return (TERMINAL_STATUSES as readonly JobStatus[]).includes(status);
}

export function jobStore(db: Db) {
  return {
    /** A new job, claimed at once by its creator when `claim` is given. */
    async create(job: NewJob, claim?: Claim): Promise<JobRecord> {
      const [row] = await db
        .insert(jobs)
        .values({ ...job, ...claimed(claim) })
        .returning();
      return row!;
    },

    /**
     * Reaction-triggered work: the first call for a target creates the job, later ones get it back.
     * A job that failed or was cancelled gives its key up (see `transition`), so it can be tried again.
     */
    async createOnce(
      job: NewJob,
      target: ReactionTarget,
      claim?: Claim,
    ): Promise<{ job: JobRecord; created: boolean }> {
      // Snowflakes hold no colon, so the key is unambiguous whatever the operation is called.
      const dedupeKey = `${target.messageId}:${target.attachmentId}:${target.operation}`;
      const [row] = await db
        .insert(jobs)
        .values({ ...job, dedupeKey, ...claimed(claim) })
        .onConflictDoNothing({ target: jobs.dedupeKey })
        .returning();
      if (row) return { job: row, created: true };
      const [existing] = await db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey));
      return { job: existing!, created: false };
    },

    /** Undefined for an unknown id, including one that is not a UUID (ids come from buttons). */
    async get(id: string): Promise<JobRecord | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row;
    },

    async attachRemote(id: string, remoteId: string): Promise<void> {
      await db.update(jobs).set({ remoteId }).where(eq(jobs.id, id));
    },

    /** The job's message, once it is posted (a reaction's reply, or a terminal message posted anew). */
    async setMessage(id: string, messageId: string): Promise<void> {
      await db.update(jobs).set({ messageId }).where(eq(jobs.id, id));
    },

    /**
     * Takes a job for `claim.owner` if nobody holds it (never claimed, or the lease ran out) or it
     * already does; undefined when another process holds it or it was delivered. `ownerGone`
     * (Liveness.ownerGone) also lets it take a job whose process is gone, lease or not.
     * `waiting`: a job waiting in its server's line instead (see `listClaimable`).
     */
    async claim(id: string, claim: Claim, ownerGone?: SQL, waiting = false): Promise<JobRecord | undefined> {
      return (await this.claimAll([id], claim, ownerGone, waiting))[0];
    },

    /** `claim` for several jobs in one statement (a takeover scan): those it took. */
    async claimAll(ids: readonly string[], claim: Claim, ownerGone?: SQL, waiting = false): Promise<JobRecord[]> {
      const free = and(
        inArray(jobs.id, [...ids]),
        isNull(jobs.deliveredAt),
        waiting ? isWaiting : notWaiting,
        or(unheld(ownerGone), eq(jobs.owner, claim.owner)),
      );
      return ids.length === 0 ? [] : db.update(jobs).set(claimed(claim)).where(free).returning();
    },

    /** Extends the owner's leases in one statement; returns the ids it still holds. */
    async renew(ids: string[], claim: Claim): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .update(jobs)
        .set(claimed(claim))
        .where(and(inArray(jobs.id, ids), eq(jobs.owner, claim.owner), isNull(jobs.deliveredAt)))
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

    /** Compare-and-set in one statement; false when the job is not in a state that may move to `to`. */
    async transition(
      id: string,
      to: JobStatus,
      patch: { error?: JobError; progress?: unknown } = {},
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
        .where(and(eq(jobs.id, id), inArray(jobs.status, from)))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    /** Appends in one statement, keeping order and skipping outputs already stored. */
    async appendOutputs(id: string, outputs: StoredOutput[]): Promise<void> {
      if (outputs.length === 0) return;
      const fresh = sql`(
        select coalesce(jsonb_agg(value order by ord), '[]'::jsonb) from (
          select distinct on (n.value) n.value, n.ord
          from jsonb_array_elements(${JSON.stringify(outputs)}::jsonb) with ordinality as n(value, ord)
          where not exists (select 1 from jsonb_array_elements(${jobs.outputs}) as e(value) where e.value = n.value)
          order by n.value, n.ord
        ) as new_outputs
      )`;
      await db
        .update(jobs)
        .set({ outputs: sql`${jobs.outputs} || ${fresh}` })
        .where(eq(jobs.id, id));
    },

    /** The credits the service reports for the job (a running total, so the latest value wins). */
    async setCredits(id: string, credits: number): Promise<void> {
      if (!Number.isSafeInteger(credits) || credits < 0)
        throw new RangeError(`credits must be a whole number of at least 0, not ${credits}`);
      await db.update(jobs).set({ credits }).where(eq(jobs.id, id));
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

    /** Exactly once per terminal job: true only for the caller that delivered it. */
    async markDelivered(id: string): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ deliveredAt: sql`now()` })
        .where(and(eq(jobs.id, id), isNull(jobs.deliveredAt), inArray(jobs.status, [...TERMINAL_STATUSES])))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    /** Every job whose terminal message has not been delivered: what a restart must pick up. */
    async listOpen(): Promise<JobRecord[]> {
      return db.select().from(jobs).where(isNull(jobs.deliveredAt)).orderBy(jobs.createdAt);
    },

    /**
     * Undelivered jobs that no process holds: never claimed, released, or whose lease ran out;
     * with `ownerGone` (Liveness.ownerGone), also those whose process is gone. A job waiting in
     * its server's line is not among them: it starts when the queue gives it a slot. `waiting`:
     * only those, to be held by another process until their turn comes (their process is gone).
     */
    async listClaimable(
      limit = 500,
      ownerGone?: SQL,
      after?: Pick<JobRecord, "createdAt" | "id">,
      waiting = false,
    ): Promise<JobRecord[]> {
      // `after`: the next page, for a scan that skips rows (jobs of guilds another process serves).
      const next = after ? sql`(${jobs.createdAt}, ${jobs.id}) > (${after.createdAt}, ${after.id})` : undefined;
      return db
        .select()
        .from(jobs)
        .where(and(isNull(jobs.deliveredAt), waiting ? isWaiting : notWaiting, unheld(ownerGone), next))
        .orderBy(jobs.createdAt, jobs.id)
        .limit(limit);
    },

    /** Newest first; `openOnly` keeps the jobs that have not reached a terminal state, `userId` one member's; `kind` and `status` narrow further. */
    async listForGuild(
      guildId: string,
      options: { limit?: number; openOnly?: boolean; userId?: string; kind?: string; status?: JobStatus } = {},
    ): Promise<JobRecord[]> {
      return db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.guildId, guildId),
            options.openOnly ? inArray(jobs.status, OPEN_STATUSES) : undefined,
            options.userId === undefined ? undefined : eq(jobs.userId, options.userId),
            options.kind === undefined ? undefined : eq(jobs.kind, options.kind),
            options.status === undefined ? undefined : eq(jobs.status, options.status),
          ),
        )
        .orderBy(desc(jobs.createdAt))
        .limit(options.limit ?? 25);
    },
  };
}

export type JobStore = ReturnType<typeof jobStore>;

/** A job waiting in its server's line (src/db/queue.ts) is started by the queue, not taken over. */
const isWaiting = sql`exists (select 1 from ${jobTurns} where ${jobTurns.jobId} = ${jobs.id} and ${jobTurns.state} = 'waiting')`;
const notWaiting = sql`not ${isWaiting}`;

/** Nobody holds the job: never claimed or released, its lease ran out, or (given) its process is gone. */
function unheld(ownerGone: SQL | undefined) {
  return or(isNull(jobs.leaseUntil), lt(jobs.leaseUntil, sql`now()`), ownerGone);
}

/** The columns that record `claim` on a job (none without one). */
export function claimed(claim: Claim | undefined) {
  if (!claim) return {};
  return { owner: claim.owner, leaseUntil: sql`now() + ${`${claim.leaseMs} milliseconds`}::interval` };
}
