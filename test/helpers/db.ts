import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SQL } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Database } from "../../src/db/client.js";

/** `.ci/run` exports a fresh database; locally, the Postgres on 127.0.0.1 with trust auth. */
const ADMIN_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export function randomSecretKey(): string {
  return randomBytes(32).toString("base64");
}

/** A new, empty Postgres database of its own, so suites never see each other's rows. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `flowbot_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export async function createTempDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "flowbot-db-"));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * A migrated database of either kind with its own secret; `cleanup` closes and deletes it. For
 * Postgres, its URL and secret too, so that another process can open it.
 */
export async function createTestDatabase(
  kind: "postgres" | "pglite",
): Promise<{ database: Database; cleanup(): Promise<void>; url?: string; secretKey?: string }> {
  const temp = await createTempDir();
  if (kind === "pglite") {
    const database = await openDatabase({ dataDir: temp.dir, migrate: true });
    return { database, cleanup: () => database.close().then(temp.remove) };
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

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Rows of a raw query, for looking at what is really stored; both drivers return `rows`. */
export async function rawRows(database: Database, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

export const BACKENDS = ["postgres", "pglite"] as const;

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
