import { and, count, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Db } from "./db.js";
import { jobs, permutationRuns } from "./schema.js";

/** What a Run press finds: its runs, or why not. */
export type RunsTaken<R> = { runs: R[]; done: number } | { refused: "gone" | "notYours" };

/**
 * A prompt's permutations waiting for their member's Run, kept across processes: taken by one
 * press, which alone runs them, handled again by another process included (`done`: how many of its
 * jobs were recorded already; they start in order, so these are the first).
 */
export function permutationRunStore(db: Db) {
  return {
    /** Keeps `runs` for `userId` until `expiresAt` (and forgets those past theirs). */
    async put<R>(token: string, userId: string, runs: readonly R[], expiresAt: Date): Promise<void> {
      await db.delete(permutationRuns).where(lt(permutationRuns.expiresAt, new Date()));
      await db.insert(permutationRuns).values({ token, userId, runs, expiresAt });
    },

    /**
     * Takes the runs for the press `pressId` by `userId`: once unexpired, by the first press of
     * their member; any time after by that press again (a process handling it again).
     */
    async take<R>(token: string, pressId: string, userId: string): Promise<RunsTaken<R>> {
      const [row] = await db
        .update(permutationRuns)
        .set({ pressId })
        .where(
          and(
            eq(permutationRuns.token, token),
            eq(permutationRuns.userId, userId),
            or(
              eq(permutationRuns.pressId, pressId),
              and(isNull(permutationRuns.pressId), gt(permutationRuns.expiresAt, new Date())),
            ),
          ),
        )
        .returning({ runs: permutationRuns.runs });
      if (!row) {
        const [other] = await db
          .select({ userId: permutationRuns.userId, pressId: permutationRuns.pressId })
          .from(permutationRuns)
          .where(eq(permutationRuns.token, token));
        return { refused: other && other.userId !== userId && other.pressId === null ? "notYours" : "gone" };
      }
      const [recorded] = await db.select({ n: count() }).from(jobs).where(eq(jobs.interactionId, pressId));
      return { runs: row.runs as R[], done: recorded?.n ?? 0 };
    },
  };
}

export type PermutationRunStore = ReturnType<typeof permutationRunStore>;
