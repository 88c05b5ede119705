import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { SecretBox } from "../secrets.js";
import type { Db } from "./client.js";
import { UnreadableKeyError } from "./guilds.js";
import {
  claimedNew,
  claimStore,
  holds,
  unheld,
  waitingOrNot,
  type Claim,
  type Hold,
  type OwnerGone,
  type OwnerWatch,
} from "./job-claims.js";
import { jobs, TERMINAL_STATUSES, type JobError, type KeySource, type JobStatus, type StoredOutput } from "./schema.js";
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
  /** The server's key it is submitted with: kept (encrypted) until it ends, whatever key the server sets meanwhile. */
  apiKey?: string;
}

export type { Claim, Hold, OwnerGone } from "./job-claims.js";

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

export function jobStore(db: Db, box: SecretBox, watch: OwnerWatch) {
  /** The row to insert: the job's key, if any, encrypted. */
  const row = ({ apiKey, ...job }: NewJob) => ({
    ...job,
    ...(apiKey === undefined ? {} : { apiKeyCiphertext: box.encrypt(apiKey) }),
  });
  return {
    ...claimStore(db, watch),

    /** A new job, claimed at once by its creator when `claim` is given. */
    async create(job: NewJob, claim?: Claim): Promise<JobRecord> {
      const [created] = await db
        .insert(jobs)
        .values({ ...row(job), ...claimedNew(claim) })
        .returning();
      return created!;
    },

    /** The key the job was submitted with; undefined when none was kept (the operator's, or recorded before keys were kept). */
    keyOf(record: Pick<JobRecord, "apiKeyCiphertext">): string | undefined {
      if (record.apiKeyCiphertext === null) return undefined;
      try {
        return box.decrypt(record.apiKeyCiphertext);
      } catch (error) {
        throw new UnreadableKeyError(error);
      }
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
      const [created] = await db
        .insert(jobs)
        .values({ ...row(job), dedupeKey, ...claimedNew(claim) })
        .onConflictDoNothing({ target: jobs.dedupeKey })
        .returning();
      if (created) return { job: created, created: true };
      const [existing] = await db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey));
      return { job: existing!, created: false };
    },

    /** Undefined for an unknown id, including one that is not a UUID (ids come from buttons). */
    async get(id: string): Promise<JobRecord | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row;
    },

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

    /** The job's message, once it is posted (a reaction's reply, or a terminal message posted anew). */
    async setMessage(id: string, messageId: string): Promise<void> {
      await db.update(jobs).set({ messageId }).where(eq(jobs.id, id));
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
     * holds it, in one statement. False: another process holds it now and delivers it.
     */
    async end(id: string, to: (typeof TERMINAL_STATUSES)[number], hold: Hold, error?: JobError): Promise<boolean> {
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
        })
        .where(and(eq(jobs.id, id), holds(hold), isNull(jobs.deliveredAt)))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    /** Appends in one statement, keeping order and skipping outputs already stored. */
    async appendOutputs(id: string, outputs: StoredOutput[], hold?: Hold): Promise<void> {
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
        .where(and(eq(jobs.id, id), holds(hold)));
    },

    /** The credits the service reports for the job (a running total, so the latest value wins). */
    async setCredits(id: string, credits: number, hold?: Hold): Promise<void> {
      if (!Number.isSafeInteger(credits) || credits < 0)
        throw new RangeError(`credits must be a whole number of at least 0, not ${credits}`);
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

    /** Exactly once per terminal job: true only for the caller that delivered it (while `hold` holds it, when given). */
    async markDelivered(id: string, hold?: Hold): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ deliveredAt: sql`now()` })
        .where(
          and(eq(jobs.id, id), isNull(jobs.deliveredAt), inArray(jobs.status, [...TERMINAL_STATUSES]), holds(hold)),
        )
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
      ownerGone?: OwnerGone,
      after?: Pick<JobRecord, "createdAt" | "id">,
      waiting = false,
    ): Promise<JobRecord[]> {
      // `after`: the next page, for a scan that skips rows (jobs of guilds another process serves).
      const next = after ? sql`(${jobs.createdAt}, ${jobs.id}) > (${after.createdAt}, ${after.id})` : undefined;
      return db
        .select()
        .from(jobs)
        .where(and(isNull(jobs.deliveredAt), waitingOrNot(waiting), unheld(ownerGone ?? watch.gone), next))
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
