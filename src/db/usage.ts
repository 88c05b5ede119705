import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "./db.js";
import { jobs, usage } from "./schema.js";

/** Quotas count per UTC day. */
export function utcDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** When the count of `utcDay(now)` stops applying: the next midnight UTC. */
export function quotaResetsAt(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

export function usageStore(db: Db) {
  return {
    /**
     * Takes one unit of a member's daily quota; false when it is used up. One statement, so
     * concurrent requests can never both take the last unit. A null quota counts without a limit.
     */
    async take(guildId: string, userId: string, quota: number | null, day = utcDay()): Promise<boolean> {
      if (quota !== null && quota < 1) return false;
      const rows = await db
        .insert(usage)
        .values({ guildId, userId, day, count: 1 })
        .onConflictDoUpdate({
          target: [usage.guildId, usage.userId, usage.day],
          set: { count: sql`${usage.count} + 1` },
          ...(quota === null ? {} : { setWhere: sql`${usage.count} < ${quota}` }),
        })
        .returning({ count: usage.count });
      return rows.length === 1;
    },

    /** Returns a unit taken for a job that never reached the service. */
    async giveBack(guildId: string, userId: string, day: string): Promise<void> {
      await db
        .update(usage)
        .set({ count: sql`${usage.count} - 1` })
        .where(and(eq(usage.guildId, guildId), eq(usage.userId, userId), eq(usage.day, day), sql`${usage.count} > 0`));
    },

    /** A member's use of the day: units held, and units given back for jobs that failed. */
    async day(guildId: string, userId: string, day = utcDay()): Promise<{ used: number; givenBack: number }> {
      const [row] = await db
        .select({ used: usage.count, givenBack: usage.givenBack })
        .from(usage)
        .where(and(eq(usage.guildId, guildId), eq(usage.userId, userId), eq(usage.day, day)));
      return row ?? { used: 0, givenBack: 0 };
    },

    /**
     * Gives back the quota unit the job took (it failed at the service, was lost, or ran past its
     * deadline): once, since the job's record of the unit is cleared in the same transaction.
     * False when it held none.
     */
    async giveBackForJob(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [held] = await tx
          .select({ guildId: jobs.guildId, userId: jobs.userId, day: jobs.quotaDay })
          .from(jobs)
          .where(and(eq(jobs.id, id), isNotNull(jobs.quotaDay)))
          .for("update");
        if (!held) return false;
        await tx.update(jobs).set({ quotaDay: null }).where(eq(jobs.id, id));
        await tx
          .update(usage)
          .set({ count: sql`greatest(${usage.count} - 1, 0)`, givenBack: sql`${usage.givenBack} + 1` })
          .where(and(eq(usage.guildId, held.guildId), eq(usage.userId, held.userId), eq(usage.day, held.day!)));
        return true;
      });
    },

    async get(guildId: string, userId: string, day = utcDay()): Promise<number> {
      const [row] = await db
        .select({ count: usage.count })
        .from(usage)
        .where(and(eq(usage.guildId, guildId), eq(usage.userId, userId), eq(usage.day, day)));
      return row?.count ?? 0;
    },
  };
}

export type UsageStore = ReturnType<typeof usageStore>;
