import { sql, type SQL } from "drizzle-orm";
import pg from "pg";
import type { Logger } from "../logging/logger.js";
import type { Db } from "./db.js";
import { LINE_MOVED } from "./line-turns.js";
import { jobs } from "./schema.js";

/**
 * Whether the process that claimed a job still lives, so that another one may take its jobs over
 * at once rather than when their lease runs out.
 *
 * With Postgres, each process holds a session-level advisory lock, keyed by its owner name, on a
 * connection of its own for as long as it lives. Postgres frees the lock the moment that
 * connection ends, which a killed process's does at once (the kernel closes its socket); so a
 * process is alive exactly while `pg_locks` shows its lock. The lease stays the bound for what the
 * database cannot tell (a process alive but stuck, a network cut the server has not noticed yet).
 *
 * Embedded (PGlite), one process owns the database: every owner but this process is dead.
 */
export interface Liveness {
  /** This process's owner name (the `owner` its job claims record). */
  readonly owner: string;
  /** The owners among `owners` whose process holds its lock now, in one query. */
  alive(owners: readonly string[]): Promise<Set<string>>;
  isAlive(owner: string): Promise<boolean>;
  /**
   * A condition on `jobs.owner`, true when the job's process is gone: for the job store's
   * `listClaimable` and `claim`, so that another process takes its jobs over without waiting
   * out their lease.
   */
  readonly ownerGone: SQL;
  /**
   * Calls `listener` when any process gave waiting jobs a slot (a NOTIFY on the lock's own
   * connection), so that the one holding them starts them at once rather than at its next look.
   */
  onLineMoved(listener: () => void): void;
  /** Gives the lock up (a clean shutdown: this process's jobs may be taken over at once). */
  close(): Promise<void>;
}

export interface LivenessOptions {
  /** DATABASE_URL; unset: the embedded database. */
  url: string | undefined;
  /** Any connection of the database: the look-ups go through it. */
  db: Db;
  owner: string;
  logger?: Logger;
  /** Wait before connecting again after the lock's connection was lost (default 1 s). */
  retryMs?: number;
}

/** An owner's advisory lock key is `hashtextextended(KEY_PREFIX || owner, 0)`: 64 bits, apart from the migrations' key. */
const KEY_PREFIX = "flowbot.owner:";

/** The key of every owner lock held now in this database. */
const HELD_KEYS = sql`(
  select (l.classid::bigint << 32) | l.objid::bigint from pg_locks l
  where l.locktype = 'advisory' and l.granted and l.objsubid = 1
    and l.database = (select oid from pg_database where datname = current_database())
)`;

/** True while the process named by `owner` (an SQL text expression) holds its lock. */
function holdsLock(owner: SQL): SQL {
  // A bigint advisory key shows in pg_locks as its high half in classid, its low half in objid, objsubid 1.
  return sql`exists (
    select 1 from pg_locks l
    where l.locktype = 'advisory' and l.granted and l.objsubid = 1
      and l.database = (select oid from pg_database where datname = current_database())
      and ((l.classid::bigint << 32) | l.objid::bigint) = hashtextextended(${KEY_PREFIX} || ${owner}, 0)
  )`;
}

export async function startLiveness(options: LivenessOptions): Promise<Liveness> {
  const { owner, db } = options;
  if (options.url === undefined) {
    const alive = (owners: readonly string[]) => Promise.resolve(new Set(owners.filter((o) => o === owner)));
    const ownerGone = sql`(${jobs.owner} is not null and ${jobs.owner} <> ${owner})`;
    const isAlive = (o: string) => Promise.resolve(o === owner);
    // One process on the embedded database: the slots it frees, it sees at once without a notice.
    return { owner, alive, isAlive, ownerGone, onLineMoved: () => undefined, close: () => Promise.resolve() };
  }
  const lineMoved: Array<() => void> = [];
  const hold = await holdLock(options.url, owner, options.logger, options.retryMs ?? 1_000, () => {
    for (const listener of lineMoved) listener();
  });
  const alive = async (owners: readonly string[]): Promise<Set<string>> => {
    if (owners.length === 0) return new Set();
    const result: unknown = await db.execute(sql`
      select o as owner from jsonb_array_elements_text(${JSON.stringify(owners)}::jsonb) as o
      where ${holdsLock(sql`o`)}`);
    return new Set((result as { rows: Array<{ owner: string }> }).rows.map((row) => row.owner));
  };
  // Not correlated with the row: Postgres reads the lock table once per statement, not once per job.
  const ownerGone = sql`(${jobs.owner} is not null and hashtextextended(${KEY_PREFIX} || ${jobs.owner}, 0) not in ${HELD_KEYS})`;
  return {
    owner,
    alive,
    isAlive: async (o) => (await alive([o])).has(o),
    ownerGone,
    onLineMoved: (listener) => void lineMoved.push(listener),
    close: () => hold.close(),
  };
}

/**
 * Holds the owner's lock on a dedicated connection; when that connection is lost while the
 * process lives, connects again and takes the lock again (meanwhile others see it as dead, and
 * the lease renewal tells it which jobs it lost).
 */
async function holdLock(
  url: string,
  owner: string,
  logger: Logger | undefined,
  retryMs: number,
  lineMoved: () => void,
): Promise<{ close(): Promise<void> }> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: `flowbot liveness ${owner}`.slice(0, 63) });
    const lost = (error?: Error) => {
      if (closed || client !== next) return;
      logger?.warn({ err: error }, "the liveness connection to the database was lost; connecting again");
      client = undefined;
      void next.end().catch(() => undefined);
      schedule();
    };
    next.on("error", lost);
    next.on("end", () => lost());
    next.on("notification", (notice) => {
      if (notice.channel === LINE_MOVED) lineMoved();
    });
    await next.connect();
    let taken: boolean;
    try {
      const result = await next.query<{ taken: boolean }>(
        "select pg_try_advisory_lock(hashtextextended($1, 0)) as taken",
        [`${KEY_PREFIX}${owner}`],
      );
      taken = result.rows[0]!.taken;
      if (taken) await next.query(`listen ${LINE_MOVED}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (!taken) {
      await next.end().catch(() => undefined);
      throw new Error(
        `Another process runs as "${owner}" on this database: each process needs an owner name of its own.`,
      );
    }
    if (closed) return void (await next.end());
    client = next;
  };
  const schedule = () => {
    if (closed) return;
    retry = setTimeout(
      () =>
        void connect().catch((error: unknown) => {
          logger?.warn({ err: error }, "could not take the liveness lock again; retrying");
          schedule();
        }),
      retryMs,
    );
    retry.unref();
  };
  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
