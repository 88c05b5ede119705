import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, test } from "vitest";
import { startLiveness } from "../../src/db/liveness.js";
import { rawRows, useTestDatabase, useTwoProcesses } from "../helpers/db.js";
import { sql } from "drizzle-orm";

const waitUntil = async (check: () => Promise<boolean>, timeoutMs = 5_000) => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe("liveness on Postgres: one lock per living process", () => {
  // `db.other`: process B's own pool, as another process would have.
  const db = useTwoProcesses();
  const start = async (owner: string, database = db.first) => {
    const liveness = await startLiveness({ url: db.url, db: database.db, owner, retryMs: 100 });
    db.held.push(liveness);
    return liveness;
  };

  test("another process sees a living owner alive and an unknown one dead, in one query for many", async () => {
    const a = await start("process-a");
    const b = await start("process-b", db.other);
    expect(await b.isAlive("process-a")).toBe(true);
    expect(await a.isAlive("process-b")).toBe(true);
    expect(await b.isAlive("process-gone")).toBe(false);
    expect(await a.alive(["process-a", "process-gone", "process-b"])).toEqual(new Set(["process-a", "process-b"]));
    expect(await a.alive([])).toEqual(new Set());
  });

  test("a process killed with SIGKILL is dead at once for the others", async () => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "test/helpers/liveness-child.ts", db.url, "process-killed"],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    try {
      const [line] = await once(child.stdout, "data");
      expect(String(line)).toContain("held");
      const watcher = await start("process-watcher", db.other);
      expect(await watcher.isAlive("process-killed")).toBe(true);
      child.kill("SIGKILL");
      // At once, as Postgres sees the connection close: else not for TCP keepalive's hours.
      await waitUntil(async () => !(await watcher.isAlive("process-killed")), 10_000);
    } finally {
      child.kill("SIGKILL");
    }
  });

  test("a lost connection makes the process look dead until it has taken its lock again", async () => {
    const c = await start("process-c");
    await rawRows(
      db.other,
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'flowbot liveness process-c'`,
    );
    await waitUntil(async () => !(await c.isAlive("process-c")));
    await waitUntil(() => c.isAlive("process-c"));
  });

  test("the job store takes over a job whose process is gone at once, lease or not, and never one whose process lives", async () => {
    const store = db.other.store;
    const taker = await start("process-taker", db.other);
    const living = await start("process-living");
    const lease = { leaseMs: 600_000 };
    const held = await store.jobs.create(
      { guildId: "g1", channelId: "c1", userId: "u1", kind: "upscale", params: {} },
      { owner: "process-living", ...lease },
    );
    const orphan = await store.jobs.create(
      { guildId: "g1", channelId: "c1", userId: "u1", kind: "upscale", params: {} },
      { owner: "process-gone", ...lease },
    );
    const claimable = async () => (await store.jobs.listClaimable(500, taker.ownerGone)).map((j) => j.id);
    expect(await claimable()).toContain(orphan.id);
    expect(await claimable()).not.toContain(held.id);
    expect(await store.jobs.listClaimable()).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ id: orphan.id })]),
    );
    expect(await store.jobs.claim(orphan.id, { owner: "process-taker", leaseMs: 60_000 })).toBeUndefined();
    expect(
      await store.jobs.claim(orphan.id, { owner: "process-taker", leaseMs: 60_000 }, taker.ownerGone),
    ).toMatchObject({ owner: "process-taker" });
    expect(
      await store.jobs.claim(held.id, { owner: "process-taker", leaseMs: 60_000 }, taker.ownerGone),
    ).toBeUndefined();
    await living.close();
    expect(await store.jobs.claim(held.id, { owner: "process-taker", leaseMs: 60_000 }, taker.ownerGone)).toMatchObject(
      { owner: "process-taker" },
    );
  });

  test("a clean shutdown gives the lock up; a second process under the same name is refused", async () => {
    const d = await start("process-d");
    await expect(startLiveness({ url: db.url, db: db.other.db, owner: "process-d" })).rejects.toThrow(
      /Another process runs as "process-d"/,
    );
    await d.close();
    expect(await (await start("process-e", db.other)).isAlive("process-d")).toBe(false);
  });
});

describe("liveness on the embedded database: one process, so only this one lives", () => {
  const database = useTestDatabase("pglite");
  test("this process is alive, any other owner is not", async () => {
    const liveness = await startLiveness({ url: undefined, db: database().db, owner: "me" });
    expect(await liveness.isAlive("me")).toBe(true);
    expect(await liveness.alive(["me", "a-previous-run"])).toEqual(new Set(["me"]));
    const { store } = database();
    const job = (owner: string) =>
      store.jobs.create(
        { guildId: "g1", channelId: "c1", userId: "u1", kind: "upscale", params: {} },
        { owner, leaseMs: 600_000 },
      );
    const mine = await job("me");
    const previous = await job("a-previous-run");
    expect((await store.jobs.listClaimable(500, liveness.ownerGone)).map((j) => j.id)).toEqual([previous.id]);
    expect(await store.jobs.claim(previous.id, { owner: "me", leaseMs: 60_000 }, liveness.ownerGone)).toMatchObject({
      owner: "me",
    });
    expect(mine.owner).toBe("me");
    await liveness.close();
  });
});
