import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Logger } from "../logging/logger.js";
import { loadSecret } from "./secrets.js";
import { migratePglite, migratePostgres } from "./migrate.js";
import { openEmbedded } from "./pglite.js";
import * as schema from "./schema.js";
import { verifySecret } from "./secret-check.js";
import { createStore, type Store } from "./store.js";
import type { Db } from "./db.js";

export type { Db } from "./db.js";

export interface DatabaseOptions {
  /** DATABASE_URL; when unset, an embedded PGlite database under `dataDir`. */
  url?: string;
  dataDir: string;
  /** FLOWBOT_MIGRATE: apply pending migrations at start. */
  migrate: boolean;
  secretKey?: string;
  logger?: Logger;
  /** Postgres connections for everything but the jobs' own statements, which get half as many more; tests keep it small. */
  poolSize?: number;
}

export interface Database {
  kind: "postgres" | "pglite";
  db: Db;
  store: Store;
  /** Signs the HTTP server's links and callbacks; derived from the secret key, so it survives restarts. */
  signingKey: Buffer;
  close(): Promise<void>;
}

type Connection = Omit<Database, "store" | "signingKey"> & { jobsDb?: Db };

/** Opens the database, applies pending migrations and checks the secret key before anything else runs. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const box = await loadSecret({ ...options, embedded: options.url === undefined });
  const connection = options.url === undefined ? await openPglite(options) : await openPostgres(options.url, options);
  try {
    await verifySecret(connection.db, box);
  } catch (error) {
    await connection.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  const { jobsDb, ...rest } = connection;
  return {
    ...rest,
    store: createStore(connection.db, box, jobsDb),
    signingKey: box.derive("http signatures"),
    close: () => (closing ??= connection.close()),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Connection> {
  const size = options.poolSize ?? 10;
  // The jobs' own statements (several per job, hundreds of jobs at once) get connections of their
  // own, so that the reads a new command makes before its first answer, which Discord wants
  // within 3 s, never queue behind them when the database is slow.
  const jobsSize = Math.floor(size / 2);
  const pools = [new pg.Pool({ connectionString: url, max: size })];
  if (jobsSize > 0) pools.push(new pg.Pool({ connectionString: url, max: jobsSize }));
  const [pool, jobsPool] = pools as [pg.Pool, pg.Pool?];
  const close = async () => void (await Promise.all(pools.map((p) => p.end())));
  // Without a listener, a connection dropped while idle would crash the process.
  for (const p of pools)
    p.on("error", (error) => options.logger?.warn({ err: error }, "an idle database connection failed"));
  try {
    if (options.migrate) await migratePostgres(pool, options.logger);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    kind: "postgres",
    db: drizzlePg(pool, { schema }),
    ...(jobsPool ? { jobsDb: drizzlePg(jobsPool, { schema }) } : {}),
    close,
  };
}

async function openPglite(options: DatabaseOptions): Promise<Connection> {
  await mkdir(options.dataDir, { recursive: true });
  const client = await openEmbedded(join(options.dataDir, "pglite"));
  const db = drizzlePglite(client, { schema });
  try {
    if (options.migrate) await migratePglite(db, options.logger);
  } catch (error) {
    await client.close();
    throw error;
  }
  return { kind: "pglite", db, close: () => client.close() };
}

/** The operator's release step (`npm run db:migrate`): migrations only, no secret needed. */
export async function migrateDatabase(options: Pick<DatabaseOptions, "url" | "dataDir" | "logger">): Promise<void> {
  const settings = { ...options, migrate: true, poolSize: 1 };
  const connection = options.url === undefined ? await openPglite(settings) : await openPostgres(options.url, settings);
  await connection.close();
}
