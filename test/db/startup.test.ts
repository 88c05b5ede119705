import { execFile } from "node:child_process";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { Writable } from "node:stream";
import { afterEach, describe, expect, test } from "vitest";
import { createLogger, type Logger } from "../../src/logging/logger.js";
import { ConfigError } from "../../src/config/config.js";
import { openDatabase, type Database } from "../../src/db/client.js";
import { MIGRATIONS_FOLDER } from "../../src/db/migrate.js";
import { createPostgresDatabase, createTempDir, randomSecretKey } from "../helpers/db.js";

const run = promisify(execFile);
const TABLES =
  "accepted,edit_links,guilds,interaction_follow_ups,job_turns,jobs,member_keys,member_preferences,meta,permutation_runs,queue_guilds,usage,workflows";

/** Everything a test opened, closed and removed after it, in reverse order. */
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function freshPostgres() {
  const created = await createPostgresDatabase();
  const temp = await createTempDir();
  cleanups.push(created.drop, temp.remove);
  const open = async (options: { migrate?: boolean; secretKey?: string; logger?: Logger } = {}) => {
    const database = await openDatabase({
      url: created.url,
      dataDir: temp.dir,
      migrate: true,
      poolSize: 2,
      ...options,
    });
    cleanups.push(() => database.close());
    return database;
  };
  const psql = (...args: string[]) => run("psql", ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", created.url, ...args]);
  const tables = async () =>
    (
      await psql(
        "-tA",
        "-c",
        "select string_agg(table_name, ',' order by table_name) from information_schema.tables where table_schema = 'public'",
      )
    ).stdout.trim();
  return { url: created.url, open, psql, tables };
}

async function freshPglite() {
  const temp = await createTempDir();
  cleanups.push(temp.remove);
  const open = async (secretKey?: string): Promise<Database> => {
    const database = await openDatabase({ dataDir: temp.dir, migrate: true, secretKey });
    cleanups.push(() => database.close());
    return database;
  };
  return { dir: temp.dir, open };
}

/** A logger that keeps each line's message (and fields) for the test to read. */
function recordingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
  return { logger: createLogger("info", sink), lines };
}

describe("the migration log says what happened", () => {
  test.each(["postgres", "pglite"] as const)(
    "%s: a fresh database logs how many were applied; the next start, that none were",
    async (kind) => {
      const count = (await readdir(MIGRATIONS_FOLDER)).filter((f) => f.endsWith(".sql")).length;
      const pg = kind === "postgres" ? await freshPostgres() : undefined;
      const lite = kind === "pglite" ? await createTempDir() : undefined;
      if (lite) cleanups.push(lite.remove);
      const secretKey = randomSecretKey();
      const start = async () => {
        const { logger, lines } = recordingLogger();
        const database = pg
          ? await pg.open({ secretKey, logger })
          : await openDatabase({ dataDir: lite!.dir, migrate: true, logger });
        await database.close();
        return lines.join("");
      };
      const first = await start();
      expect(first).toContain(`"msg":"applied ${count} database migrations"`);
      expect(first).not.toContain("up to date");
      const second = await start();
      expect(second).toContain('"msg":"database migrations are up to date: none to apply"');
      expect(second).not.toContain("applied");
    },
  );
});

describe("starting on Postgres", () => {
  test("the committed migrations apply with psql alone to an empty database", async () => {
    const db = await freshPostgres();
    const files = (await readdir(MIGRATIONS_FOLDER)).filter((f) => f.endsWith(".sql")).sort();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) await db.psql("-f", join(MIGRATIONS_FOLDER, file));
    expect(await db.tables()).toBe(TABLES);

    // A database migrated by an operator's release step serves the bot with FLOWBOT_MIGRATE=false, and says so without it.
    const secretKey = randomSecretKey();
    await expect(db.open({ secretKey })).rejects.toThrow(
      /applied outside the bot \(with psql\?\)\. Start with FLOWBOT_MIGRATE=false/,
    );
    const database = await db.open({ migrate: false, secretKey });
    await database.store.guilds.setApiKey("g1", "sk-0123456789");
    expect(await database.store.guilds.getApiKey("g1")).toBe("sk-0123456789");
  });

  test("two processes starting together on an empty database both start, and migrate it once", async () => {
    const db = await freshPostgres();
    const secretKey = randomSecretKey();
    const [a, b] = await Promise.all([db.open({ secretKey }), db.open({ secretKey })]);
    expect([a.kind, b.kind]).toEqual(["postgres", "postgres"]);
    expect(await db.tables()).toBe(TABLES);
    const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    expect((await db.psql("-tA", "-c", "select count(*) from drizzle.__drizzle_migrations")).stdout.trim()).toBe(
      String(journal.entries.length),
    );
  });

  test("FLOWBOT_MIGRATE=false leaves an empty database alone and says how to migrate it", async () => {
    const db = await freshPostgres();
    await expect(db.open({ migrate: false, secretKey: randomSecretKey() })).rejects.toThrow(/npm run db:migrate/);
    expect(await db.tables()).toBe("");
    expect(
      (await db.psql("-tA", "-c", "select count(*) from pg_namespace where nspname = 'drizzle'")).stdout.trim(),
    ).toBe("0");
  });

  test("a different FLOWBOT_SECRET_KEY is refused at start with a clear error", async () => {
    const db = await freshPostgres();
    const first = await db.open({ secretKey: randomSecretKey() });
    await first.store.guilds.setApiKey("g1", "sk-0123456789");
    const refused = db.open({ secretKey: randomSecretKey() });
    await expect(refused).rejects.toThrow(ConfigError);
    await expect(refused).rejects.toThrow(
      "FLOWBOT_SECRET_KEY does not match the key that encrypted the stored API keys",
    );
  });

  test("npm run db:migrate migrates an empty database", async () => {
    const db = await freshPostgres();
    await run("npx", ["tsx", "scripts/migrate.ts"], {
      env: { ...process.env, DATABASE_URL: db.url, LOG_LEVEL: "silent" },
    });
    expect(await db.tables()).toBe(TABLES);
  });
});

// One data directory for all three steps: creating a PGlite database is the slow part.
describe("starting embedded (PGlite)", () => {
  test("generates a 0600 secret file on first start, reuses it on the next, and refuses to start once it is lost", async () => {
    const pglite = await freshPglite();
    const first = await pglite.open();
    expect(first.kind).toBe("pglite");
    await first.store.guilds.setApiKey("g1", "sk-0123456789");
    await first.close();
    const path = join(pglite.dir, "secret.key");
    const key = await readFile(path, "utf8");
    expect((await stat(path)).mode & 0o777).toBe(0o600);

    const second = await pglite.open();
    expect(await second.store.guilds.getApiKey("g1")).toBe("sk-0123456789");
    expect(await readFile(path, "utf8")).toBe(key);
    await second.close();

    // A lost secret file is not replaced silently: the new key it would bring is refused.
    await rm(path);
    await expect(pglite.open()).rejects.toThrow(
      "FLOWBOT_SECRET_KEY does not match the key that encrypted the stored API keys",
    );
  });
});
