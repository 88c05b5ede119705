import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SQL } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Database } from "../../src/db/client.js";
import type { Liveness } from "../../src/db/liveness.js";

/**
 * Where the tests create their databases. `.ci/run` exports a fresh one in DATABASE_URL; unset, a
 * database of the tests' own, `flowbot_test` on the Postgres on 127.0.0.1 (trust auth), created
 * the first time: never the shared `postgres` database.
 */
export const TEST_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/flowbot_test";
const ADMIN_URL = process.env.DATABASE_URL ?? TEST_DATABASE_URL;
/** Creates the database of a URL unless it exists (several processes may race to). */
export async function createDatabaseIfMissing(databaseUrl: string): Promise<void> {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  // The maintenance database is only where CREATE DATABASE is said: nothing is written there.
  target.pathname = "/postgres";
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount) return;
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`).catch((error: { code?: string }) => {
      // 42P04 duplicate_database, 23505: another worker created it meanwhile.
      if (error.code !== "42P04" && error.code !== "23505") throw error;
    });
  } finally {
    await client.end();
  }
}

export function randomSecretKey(): string {
  return randomBytes(32).toString("base64");
}

/** A new, empty Postgres database of its own, so suites never see each other's rows. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `flowbot_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export async function createTempDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "flowbot-db-"));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * A migrated database of either kind with its own secret; `cleanup` closes and deletes it. For
 * Postgres, its URL and secret too, so that another process can open it.
 */
export async function createTestDatabase(
  kind: "postgres" | "pglite",
): Promise<{ database: Database; cleanup: () => Promise<void>; url?: string; secretKey?: string }> {
  const temp = await createTempDir();
  if (kind === "pglite") {
    await cp(await pgliteTemplate(), temp.dir, { recursive: true });
    const database = await openDatabase({ dataDir: temp.dir, migrate: true });
    return { database, cleanup: () => database.close().then(() => temp.remove()) };
  }
  const created = await createPostgresDatabase();
  const secretKey = randomSecretKey();
  const database = await openDatabase({ url: created.url, dataDir: temp.dir, migrate: true, secretKey, poolSize: 8 });
  return {
    database,
    url: created.url,
    secretKey,
    async cleanup() {
      await database.close();
      await created.drop();
      await temp.remove();
    },
  };
}

let template: Promise<string> | undefined;

/**
 * An embedded database made and migrated once in this process, closed, to be copied: making one
 * (PGlite's initdb, then the migrations) took 10-12 s at a load of 8, opening a copy 1.5 s, and
 * the database suites make one per suite. Its secret key is in it, so every copy shares that key.
 */
function pgliteTemplate(): Promise<string> {
  return (template ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), "flowbot-pglite-template-"));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    const database = await openDatabase({ dataDir: dir, migrate: true });
    await database.close();
    return dir;
  })());
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await client.connect();
  } catch (error) {
    // 3D000 invalid_catalog_name: the tests' own database is not there yet (a fresh machine).
    if ((error as { code?: string }).code !== "3D000" || process.env.DATABASE_URL) throw error;
    await createDatabaseIfMissing(ADMIN_URL);
    return adminQuery(text);
  }
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Rows of a raw query, for looking at what is really stored; both drivers return `rows`. */
export async function rawRows(database: Database, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await database.db.execute<Record<string, unknown>>(query)) as { rows: Record<string, unknown>[] };
  return result.rows;
}

export const BACKENDS = ["postgres", "pglite"] as const;

/** A Postgres database as two processes see it: each its own pool, and the livenesses tests start on it. */
export interface TwoProcesses {
  url: string;
  /** The pool of the process that made the database (migrated it). */
  first: Database;
  /** Another process's own pool. */
  other: Database;
  /** Livenesses the tests started, closed after them. */
  held: Liveness[];
}

/** Inside a describe block: `TwoProcesses` for its tests, opened once and removed after them. */
export function useTwoProcesses(): TwoProcesses {
  const processes = { held: [] as Liveness[] } as TwoProcesses;
  let opened: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let temp: Awaited<ReturnType<typeof createTempDir>> | undefined;
  beforeAll(async () => {
    opened = await createTestDatabase("postgres");
    temp = await createTempDir();
    processes.url = opened.url!;
    processes.first = opened.database;
    processes.other = await openDatabase({
      url: opened.url!,
      dataDir: temp.dir,
      migrate: false,
      secretKey: opened.secretKey!,
      poolSize: 2,
    });
  });
  afterAll(async () => {
    await Promise.all(processes.held.map((l) => l.close()));
    await processes.other?.close();
    await opened?.cleanup();
    await temp?.remove();
  });
  return processes;
}

/** Inside a describe block: a database for its tests, opened once and removed after them. */
export function useTestDatabase(kind: "postgres" | "pglite"): () => Database {
  let opened: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    opened = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await opened?.cleanup();
  });
  return () => opened!.database;
}
