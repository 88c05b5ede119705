import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePgWith } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePgliteWith } from "drizzle-orm/pglite/migrator";
import type pg from "pg";
import { ConfigError } from "../config/config.js";
import type { Logger } from "../logging/logger.js";
import { isDuplicateTable } from "./errors.js";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../migrations", import.meta.url));

/** Any session-level lock key will do, as long as every flowbot process uses the same one. */
const LOCK = sql`select pg_advisory_lock(hashtext('flowbot.migrations'))`;
const UNLOCK = sql`select pg_advisory_unlock(hashtext('flowbot.migrations'))`;

/**
 * Applies pending migrations while holding an advisory lock, so processes starting together
 * take turns: the first applies them, the others find nothing left to do.
 */
type Executor = { execute(query: typeof LOCK): Promise<unknown> };

async function underLock(db: Executor, run: () => Promise<void>, logger?: Logger) {
  await db.execute(LOCK);
  try {
    const before = await appliedCount(db);
    await run();
    const applied = (await appliedCount(db)) - before;
    if (applied === 0) logger?.info("database migrations are up to date: none to apply");
    else logger?.info({ applied }, `applied ${applied} database migration${applied === 1 ? "" : "s"}`);
  } catch (error) {
    if (!isDuplicateTable(error)) throw error;
    // Tables that drizzle's journal does not list: an operator applied the SQL files by hand.
    throw new ConfigError(
      "A migration found its table already there: the migrations were probably applied outside the bot (with psql?). " +
        "Start with FLOWBOT_MIGRATE=false and keep applying them the same way.",
    );
  } finally {
    await db.execute(UNLOCK);
  }
}

/** Migrations drizzle has recorded as applied; 0 on a fresh database (no journal table yet). */
async function appliedCount(db: Executor): Promise<number> {
  const rows = async (query: typeof LOCK) =>
    ((await db.execute(query)) as { rows: Array<Record<string, unknown>> }).rows;
  const [table] = await rows(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (table?.present !== true) return 0;
  const [row] = await rows(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  return Number(row?.applied ?? 0);
}

export async function migratePostgres(pool: pg.Pool, logger?: Logger): Promise<void> {
  // The lock belongs to a connection, so the lock, the migrations and the unlock share one.
  const client = await pool.connect();
  try {
    const db = drizzlePg(client);
    await underLock(db, () => migratePgWith(db, { migrationsFolder: MIGRATIONS_FOLDER }), logger);
  } finally {
    client.release();
  }
}

export async function migratePglite(db: PgliteDatabase<Record<string, unknown>>, logger?: Logger): Promise<void> {
  await underLock(db, () => migratePgliteWith(db, { migrationsFolder: MIGRATIONS_FOLDER }), logger);
}
