import { and, desc, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "./db.js";
import { jobs } from "./schema.js";

/** Credits count per calendar month, UTC: the first instant of `now`'s month. */
export function monthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** When the count of `now`'s month stops applying: the first instant of the next month, UTC. */
export function creditsResetAt(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

export interface MemberCredits {
  userId: string;
  credits: number;
}

/** A server's credits against its monthly budget (null: no budget, never exceeded). */
export interface BudgetCheck {
  used: number;
  budget: number | null;
  /** Credits left this month; null without a budget. */
  left: number | null;
  exceeded: boolean;
  resetsAt: Date;
}

/**
 * A job counts in the month it was requested in, whenever it finished: the month a member sees
 * the request in Discord, and the one the (guild_id, created_at) index answers for.
 */
function inMonth(guildId: string, now: Date) {
  return and(
    eq(jobs.guildId, guildId),
    gte(jobs.createdAt, monthStart(now)),
    lt(jobs.createdAt, creditsResetAt(now)),
    isNotNull(jobs.credits),
  );
}

export function creditStore(db: Db) {
  const total = async (guildId: string, now: Date): Promise<number> => {
    const [row] = await db
      .select({ sum: sql<string | null>`sum(${jobs.credits})` })
      .from(jobs)
      .where(inMonth(guildId, now));
    return Number(row?.sum ?? 0);
  };

  return {
    /** The credits a server's jobs reported in `now`'s month (UTC). */
    monthTotal: (guildId: string, now = new Date()): Promise<number> => total(guildId, now),

    /** The members who used the most credits in `now`'s month, most first (ties by id, so the order is stable). */
    async topMembers(
      guildId: string,
      { limit = 5, now = new Date() }: { limit?: number; now?: Date } = {},
    ): Promise<MemberCredits[]> {
      const credits = sql<string>`sum(${jobs.credits})`;
      const rows = await db
        .select({ userId: jobs.userId, credits })
        .from(jobs)
        .where(inMonth(guildId, now))
        .groupBy(jobs.userId)
        .having(sql`${credits} > 0`)
        .orderBy(desc(credits), jobs.userId)
        .limit(limit);
      return rows.map((row) => ({ userId: row.userId, credits: Number(row.credits) }));
    },

    /**
     * Whether the server has used its budget. Credits are known only once the service reports
     * them, so jobs running at once may together pass the budget by what they cost: the check
     * refuses the next job, not the running ones.
     */
    async checkBudget(guildId: string, budget: number | null, now = new Date()): Promise<BudgetCheck> {
      const used = await total(guildId, now);
      const resetsAt = creditsResetAt(now);
      if (budget === null) return { used, budget, left: null, exceeded: false, resetsAt };
      return { used, budget, left: Math.max(0, budget - used), exceeded: used >= budget, resetsAt };
    },
  };
}

export type CreditStore = ReturnType<typeof creditStore>;
