import { and, desc, eq, getTableColumns, inArray, isNull, sql } from "drizzle-orm";
import type { SecretBox } from "./secrets.js";
import type { Db } from "./db.js";
import { UnreadableKeyError } from "./guilds.js";
import { jobSteps } from "./job-steps.js";
import { jobDelivery } from "./job-delivery.js";
import {
  claimedNew,
  claimStore,
  unheld,
  waitingOrNot,
  type Claim,
  type OwnerGone,
  type OwnerWatch,
} from "./job-claims.js";
import { takeSlot } from "./line-turns.js";
import { jobs, type Delivery, type JobRecord, type KeySource, type JobStatus } from "./schema.js";
import type { Locale } from "../i18n/locales.js";
import type { ReplyToken } from "./reply-token.js";

export type { JobRecord };

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
  /**
   * The token of the interaction's reply it edits, and its end: a private job's, or one that lives
   * on its interaction (`delivery`). Kept (the token encrypted) until it ends.
   */
  replyToken?: ReplyToken;
  /** Where its messages go (see schema); absent: the channel. */
  delivery?: Delivery;
  /** The server the interaction came from; absent in DMs. */
  interactionGuildId?: string;
  /** Asked in an age-restricted channel (see schema). */
  ageRestricted?: boolean;
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

export function jobStore(db: Db, box: SecretBox, watch: OwnerWatch) {
  /** The row to insert: the job's key, if any, encrypted. */
  const row = ({ apiKey, replyToken, ...job }: NewJob) => ({
    ...job,
    ...(apiKey === undefined ? {} : { apiKeyCiphertext: box.encrypt(apiKey) }),
    ...(replyToken === undefined ? {} : sealedReply(replyToken)),
  });
  const sealedReply = (reply: ReplyToken) => ({
    replyTokenCiphertext: box.encrypt(reply.token),
    replyUntil: new Date(reply.until),
  });
  return {
    ...claimStore(db, watch),
    ...jobSteps(db),
    ...jobDelivery(db),

    /** A new job, claimed at once by its creator when `claim` is given. */
    async create(job: NewJob, claim?: Claim): Promise<JobRecord> {
      const [created] = await db
        .insert(jobs)
        .values({ ...row(job), ...claimedNew(claim) })
        .returning();
      return created!;
    },

    /**
     * A new job claimed by its creator, and its turn in its server's line in the same statement:
     * a slot at once when one of the server's `limit` is free and nobody waits (then it is marked
     * submitted too, under the claim it was created with: the fence before its submit). `running`
     * false: it has no turn yet, and takes one in line (`LineStore.take`).
     */
    async createInLine(job: NewJob, claim: Claim, limit: number): Promise<{ record: JobRecord; running: boolean }> {
      const [created] = await db
        .insert(jobs)
        .values({ ...row(job), ...claimedNew(claim) })
        .returning({ ...getTableColumns(jobs), submitted: takeSlot(limit) });
      const { submitted, ...record } = created!;
      if (submitted == null) return { record, running: false };
      return { record: { ...record, submittedAt: new Date(submitted) }, running: true };
    },

    /**
     * The job's message, once it is posted (a reaction's reply, or a terminal message posted anew),
     * and the way back to it when only its interaction's token reaches it.
     */
    async setMessage(id: string, messageId: string, replyToken?: ReplyToken): Promise<void> {
      const reply = replyToken ? sealedReply(replyToken) : {};
      await db
        .update(jobs)
        .set({ messageId, ...reply })
        .where(eq(jobs.id, id));
    },

    /**
     * The way back to a job's message through its interaction's token (a private job, one that lives
     * on its interaction); undefined for a channel message. A token that cannot be read ends at once.
     */
    replyOf(record: Pick<JobRecord, "replyTokenCiphertext" | "replyUntil">): ReplyToken | undefined {
      if (record.replyTokenCiphertext === null || record.replyUntil === null) return undefined;
      try {
        return { token: box.decrypt(record.replyTokenCiphertext), until: new Date(record.replyUntil).getTime() };
      } catch {
        // Another key: the token is useless anyway; the job ends as one past its reply's time.
        return { token: "", until: 0 };
      }
    },

    /** The key the job was submitted with; undefined when none was kept (the operator's, or recorded before keys were kept). */
    keyOf(record: Pick<JobRecord, "guildId" | "apiKeyCiphertext">): string | undefined {
      if (record.apiKeyCiphertext === null) return undefined;
      try {
        return box.decrypt(record.apiKeyCiphertext);
      } catch (error) {
        throw new UnreadableKeyError(error, record.guildId);
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

    /**
     * The recipes (model, LoRAs, sampling) of the newest `limit` jobs of a kind that carry one: read
     * once at start, so that "most used first" outlives a restart without a write per job.
     */
    async recentRecipes(kind: string, limit: number): Promise<unknown[]> {
      const rows = await db
        .select({ recipe: sql<unknown>`${jobs.params}->'recipe'` })
        .from(jobs)
        .where(and(eq(jobs.kind, kind), sql`${jobs.params} ? 'recipe'`))
        .orderBy(desc(jobs.createdAt))
        .limit(limit);
      return rows.map((row) => row.recipe);
    },

    /**
     * The params of the jobs `interactionId` recorded: a command that starts several, handled again
     * by another process, starts only those it finds none for (`ContextMenuHandler.resumes`).
     */
    async paramsOf(interactionId: string): Promise<unknown[]> {
      const rows = await db.select({ params: jobs.params }).from(jobs).where(eq(jobs.interactionId, interactionId));
      return rows.map((row) => row.params);
    },

    /** Undefined for an unknown id, including one that is not a UUID (ids come from buttons). */
    async get(id: string): Promise<JobRecord | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row;
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
