import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "./db.js";
import { jobs, jobTurns, TERMINAL_STATUSES, usage } from "./schema.js";

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
     * Takes one unit of a member's daily quota, in the same statement as a look at the server's
     * line: no unit is taken when the line is at its ceiling (`line.waiting` jobs wait and its
     * `line.running` slots are taken). `full`: the jobs waiting then (nothing taken); `taken`:
     * whether the quota had a unit left. One statement, so concurrent requests can never both take
     * the last unit. A null quota counts without a limit.
     */
    async takeWithRoom(
      guildId: string,
      userId: string,
      quota: number | null,
      line: { running: number; waiting: number },
      day = utcDay(),
    ): Promise<{ full?: number; taken: boolean }> {
      const left = quota === null ? sql`true` : sql`${usage.count} < ${quota}`;
      const result = await db.execute(sql`
        with line as (
          select (count(*) filter (where t.state = 'running'))::int as running,
            (count(*) filter (where t.state = 'waiting'))::int as waiting
          from ${jobTurns} t inner join ${jobs} j on j.id = t.job_id
          where t.guild_id = ${guildId} and j.status not in ${[...TERMINAL_STATUSES]}
        ), taken as (
          insert into ${usage} (guild_id, user_id, day, count)
          select ${guildId}, ${userId}, ${day}, 1 from line
          where not (line.running >= ${line.running} and line.waiting >= ${line.waiting})
            and ${quota === null || quota >= 1}
          on conflict (guild_id, user_id, day) do update set count = ${usage.count} + 1 where ${left}
          returning 1
        )
        select line.running, line.waiting, (select count(*)::int from taken) as taken from line`);
      const [row] = (result as { rows: Array<{ running: number; waiting: number; taken: number }> }).rows;
      const full = row!.running >= line.running && row!.waiting >= line.waiting;
      return { ...(full ? { full: row!.waiting } : {}), taken: Number(row!.taken) === 1 };
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
