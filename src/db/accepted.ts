import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "./db.js";
import type { SecretBox } from "./secrets.js";
import { accepted, jobs } from "./schema.js";

/** A reaction a handler accepted: where, by whom, which emoji. */
export interface AcceptedReaction {
  guildId: string;
  channelId: string;
  messageId: string;
  userId: string;
  emojiId: string | null;
  emojiName: string | null;
}

/** A command or button press a handler accepted: the interaction as Discord sent it. */
export interface AcceptedInteraction {
  /** Null outside the servers the bot is in. */
  guildId: string | null;
  channelId: string;
  userId: string;
  interaction: RawInteraction;
}

/** An interaction's gateway payload; its token is sealed as it is stored. */
export type RawInteraction = { id: string; token: string } & Record<string, unknown>;

/**
 * How an interaction was first answered: a reply of its own, said (`reply`) or "thinking"
 * (`defer`), or the message of the component pressed, replaced (`update`) or to be edited (`deferUpdate`).
 */
export const ANSWERS = ["reply", "defer", "update", "deferUpdate"] as const;
export type Answered = (typeof ANSWERS)[number];

export type AcceptedRow = AcceptedReaction | AcceptedInteraction;
export type HeldReaction = AcceptedReaction & { id: number };
/** Taken over: with how it was answered, when the process gone recorded it. */
export type HeldInteraction = AcceptedInteraction & { id: number; answered?: Answered };
export type HeldRow = HeldReaction | HeldInteraction;

/** Where accepted reactions and interactions are recorded before anything waits, and forgotten once their handlers ended. */
export interface AcceptedRecords {
  /** Resolves once the row is recorded, with its id. */
  record(row: AcceptedRow): Promise<number>;
  /**
   * Its handlers ended: the record is forgotten. One whose interaction recorded a job
   * (`jobRecorded`) may be forgotten a moment later with others: a process taking it over finds
   * the job and never handles it again. Any other is forgotten at once.
   */
  done(id: number, jobRecorded?: boolean): void;
  /** The interaction recorded as `id` was first answered so (written later, waited for by nobody). */
  answered(id: number, how: Answered): void;
  /** Writes everything pending (records, how they were answered, those forgotten); a graceful stop waits for it. */
  flush(): Promise<void>;
}

export function isInteraction<R extends AcceptedRow>(row: R): row is Extract<R, AcceptedInteraction> {
  return "interaction" in row;
}

const isAnswered = (value: string | null): value is Answered => (ANSWERS as readonly (string | null)[]).includes(value);

/**
 * What handlers accepted and did not handle to their end yet, each held by the process handling
 * it. A row lives from the moment a handler accepts the reaction or interaction (before anything is
 * fetched or waited for) until its handler ended; the jobs it starts are then rows of their own.
 */
export function acceptedStore(db: Db, box: SecretBox) {
  const stored = (row: AcceptedRow, owner: string) => {
    if (!isInteraction(row)) return { ...row, owner };
    const { token, ...interaction } = row.interaction;
    const { guildId, channelId, userId } = row;
    return { owner, guildId, channelId, userId, interaction, tokenCiphertext: box.encrypt(token) };
  };
  const held = (row: typeof accepted.$inferSelect): HeldRow | undefined => {
    const { id, guildId, channelId, messageId, userId } = row;
    if (row.interaction === null) {
      if (guildId === null || messageId === null) return undefined;
      return { id, guildId, channelId, messageId, userId, emojiId: row.emojiId, emojiName: row.emojiName };
    }
    try {
      const token = box.decrypt(row.tokenCiphertext ?? "");
      const interaction = { ...(row.interaction as RawInteraction), token };
      return {
        id,
        guildId,
        channelId,
        userId,
        interaction,
        ...(isAnswered(row.answered) ? { answered: row.answered } : {}),
      };
    } catch {
      // Sealed with another key: its token cannot answer it any more.
      return undefined;
    }
  };
  return {
    /** Records the rows for `owner` in one statement; their ids, in order. */
    async record(rows: readonly AcceptedRow[], owner: string): Promise<number[]> {
      if (rows.length === 0) return [];
      const ids = await db
        .insert(accepted)
        .values(rows.map((row) => stored(row, owner)))
        .returning({ id: accepted.id });
      return ids.map((r) => r.id);
    },

    /** Handled to their end (jobs recorded, or refused): forgotten, in one statement. */
    async done(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(accepted).where(inArray(accepted.id, [...ids]));
    },

    /** How these interactions were first answered, in one statement (a row forgotten meanwhile is no more). */
    async answered(answers: ReadonlyArray<{ id: number; how: Answered }>): Promise<void> {
      if (answers.length === 0) return;
      const values = sql.join(
        answers.map((a) => sql`(${a.id}::bigint, ${a.how}::text)`),
        sql`, `,
      );
      await db.execute(
        sql`update ${accepted} set answered = v.how from (values ${values}) as v(id, how) where ${accepted.id} = v.id`,
      );
    },

    /** The owners, other than `owner`, holding rows. */
    async otherOwners(owner: string): Promise<string[]> {
      const rows = await db.selectDistinct({ owner: accepted.owner }).from(accepted).where(ne(accepted.owner, owner));
      return rows.map((r) => r.owner);
    },

    /**
     * Takes the rows of `gone` owners in `guildIds` (and those outside servers) for `owner`, in one
     * statement: a row another process took first (its owner no longer one of `gone`) is not among
     * them, so each is taken once. A row that can no longer be read is forgotten.
     */
    async takeOver(gone: readonly string[], guildIds: readonly string[], owner: string): Promise<HeldRow[]> {
      if (gone.length === 0) return [];
      const rows = await db
        .update(accepted)
        .set({ owner })
        .where(
          and(
            inArray(accepted.owner, [...gone]),
            guildIds.length > 0
              ? or(inArray(accepted.guildId, [...guildIds]), isNull(accepted.guildId))
              : isNull(accepted.guildId),
            sql`${accepted.owner} <> ${owner}`,
          ),
        )
        .returning();
      // Each read (its token unsealed) once.
      const read = rows.map((row) => ({ id: row.id, held: held(row) }));
      const unreadable = read.filter((r) => r.held === undefined).map((r) => r.id);
      if (unreadable.length > 0) await db.delete(accepted).where(inArray(accepted.id, unreadable));
      return read.flatMap((r) => r.held ?? []);
    },

    /** Of these interactions, those that recorded a job already. */
    async started(interactionIds: readonly string[]): Promise<Set<string>> {
      if (interactionIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ id: jobs.interactionId })
        .from(jobs)
        .where(inArray(jobs.interactionId, [...interactionIds]));
      return new Set(rows.map((r) => r.id ?? ""));
    },

    /** How many rows `owner` holds (for tests and the operator). */
    async heldBy(owner: string): Promise<number> {
      const rows = await db.select({ id: accepted.id }).from(accepted).where(eq(accepted.owner, owner));
      return rows.length;
    },
  };
}

export type AcceptedStore = ReturnType<typeof acceptedStore>;
