import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "./db.js";
import { acceptedReactions } from "./schema.js";

/** A reaction a handler accepted: where, by whom, which emoji. */
export interface AcceptedReaction {
  guildId: string;
  channelId: string;
  messageId: string;
  userId: string;
  emojiId: string | null;
  emojiName: string | null;
}

export type HeldReaction = AcceptedReaction & { id: number };

/**
 * Reactions accepted and not handled to their end yet, each held by the process handling it. A
 * row lives from the moment a handler accepts the reaction (before anything is fetched or waited
 * for) until its handler ended; the jobs it starts are then rows of their own.
 */
export function acceptedReactionStore(db: Db) {
  return {
    /** Records the reactions for `owner` in one statement; their ids, in order. */
    async record(rows: readonly AcceptedReaction[], owner: string): Promise<number[]> {
      if (rows.length === 0) return [];
      const ids = await db
        .insert(acceptedReactions)
        .values(rows.map((row) => ({ ...row, owner })))
        .returning({ id: acceptedReactions.id });
      return ids.map((r) => r.id);
    },

    /** Handled to their end (jobs recorded, or refused): forgotten, in one statement. */
    async done(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(acceptedReactions).where(inArray(acceptedReactions.id, [...ids]));
    },

    /** The owners, other than `owner`, holding reactions. */
    async otherOwners(owner: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ owner: acceptedReactions.owner })
        .from(acceptedReactions)
        .where(ne(acceptedReactions.owner, owner));
      return rows.map((r) => r.owner);
    },

    /**
     * Takes the reactions of `gone` owners in `guildIds` for `owner`, in one statement: a row another
     * process took first (its owner no longer one of `gone`) is not among them, so each is taken once.
     */
    async takeOver(gone: readonly string[], guildIds: readonly string[], owner: string): Promise<HeldReaction[]> {
      if (gone.length === 0 || guildIds.length === 0) return [];
      const rows = await db
        .update(acceptedReactions)
        .set({ owner })
        .where(
          and(
            inArray(acceptedReactions.owner, [...gone]),
            inArray(acceptedReactions.guildId, [...guildIds]),
            sql`${acceptedReactions.owner} <> ${owner}`,
          ),
        )
        .returning();
      return rows.map(({ owner: _owner, createdAt: _at, ...row }) => row);
    },

    /** How many reactions `owner` holds (for tests and the operator). */
    async heldBy(owner: string): Promise<number> {
      const rows = await db
        .select({ id: acceptedReactions.id })
        .from(acceptedReactions)
        .where(eq(acceptedReactions.owner, owner));
      return rows.length;
    },
  };
}

export type AcceptedReactionStore = ReturnType<typeof acceptedReactionStore>;
