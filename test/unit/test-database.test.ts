import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import pg from "pg";
import { expect, test } from "vitest";
import { createDatabaseIfMissing, TEST_DATABASE_URL } from "../helpers/db.js";
import { root } from "../helpers/npm.js";

/** The Postgres on 127.0.0.1 the tests use when DATABASE_URL is unset (the README: the test command at its top). */
async function databases(): Promise<string[]> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL.replace(/\/[^/]+$/, "/postgres") });
  await client.connect();
  try {
    return (await client.query<{ datname: string }>("SELECT datname FROM pg_database")).rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
}

test("with DATABASE_URL unset, the tests make their databases from flowbot_test, not the shared postgres", async () => {
  expect(new URL(TEST_DATABASE_URL).pathname).toBe("/flowbot_test");
  // flowbot_test there already, as after any run but a Postgres's very first (CI's fresh machine):
  // that first run also connects to postgres to create it (the next test), which is not this one's point.
  await createDatabaseIfMissing(TEST_DATABASE_URL);
  // In a process of its own without DATABASE_URL, as `npm test` on a fresh checkout.
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  const script = `
    import pg from "pg";
    import { createPostgresDatabase } from "./test/helpers/db.ts";
    const connected = [];
    const connect = pg.Client.prototype.connect;
    pg.Client.prototype.connect = function (...args) {
      connected.push(this.database);
      return connect.apply(this, args);
    };
    const created = await createPostgresDatabase();
    const client = new pg.Client({ connectionString: created.url });
    await client.connect();
    const { rows } = await client.query("SELECT current_database() AS name");
    await client.end();
    await created.drop();
    console.log(JSON.stringify({ url: created.url, name: rows[0].name, connected }));`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", script],
    {
      cwd: root,
      env,
    },
  );
  const { url, name, connected } = JSON.parse(stdout.trim().split("\n").at(-1)!) as {
    url: string;
    name: string;
    connected: string[];
  };
  // Every connection it made: to flowbot_test (to create and drop its database there) and its database.
  expect(connected).toEqual(["flowbot_test", name, "flowbot_test"]);
  expect(url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:5432\/flowbot_test_[0-9a-f]{12}$/);
  expect(name).toBe(new URL(url).pathname.slice(1));
  expect(await databases()).toContain("flowbot_test");
  expect(await databases()).not.toContain(name);
}, 60_000);

test("a missing database is created once, even by several at the same time", async () => {
  const name = `flowbot_created_${randomBytes(4).toString("hex")}`;
  const url = TEST_DATABASE_URL.replace(/flowbot_test$/, name);
  try {
    await Promise.all([createDatabaseIfMissing(url), createDatabaseIfMissing(url), createDatabaseIfMissing(url)]);
    await createDatabaseIfMissing(url);
    expect((await databases()).filter((d) => d === name)).toHaveLength(1);
  } finally {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL.replace(/\/[^/]+$/, "/postgres") });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name}`).finally(() => client.end());
  }
});
