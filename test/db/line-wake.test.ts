import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type Database } from "../../src/db/client.js";
import { startLiveness, type Liveness } from "../../src/db/liveness.js";
import { createTempDir, createTestDatabase } from "../helpers/db.js";

/**
 * Wake-ups, not polls (issue 28): a slot freed in one process reaches the process that holds the
 * next waiting job at once, through a NOTIFY on its liveness connection; its line's look every
 * second stays only as the fallback.
 */
describe("a freed slot wakes the process holding the next waiting job", () => {
  let opened: Awaited<ReturnType<typeof createTestDatabase>>;
  let other: Database;
  let temp: Awaited<ReturnType<typeof createTempDir>>;
  const held: Liveness[] = [];
  beforeAll(async () => {
    opened = await createTestDatabase("postgres");
    temp = await createTempDir();
    // Process B's own pool, as another process would have.
    other = await openDatabase({
      url: opened.url!,
      dataDir: temp.dir,
      migrate: false,
      secretKey: opened.secretKey!,
      poolSize: 2,
    });
  });
  afterAll(async () => {
    await Promise.all(held.map((l) => l.close()));
    await other?.close();
    await opened?.cleanup();
    await temp?.remove();
  });

  test("by a notice when the slot is freed in another process, and not for a change that starts nothing", async () => {
    const a = await startLiveness({ url: opened.url, db: opened.database.db, owner: "process-a" });
    const b = await startLiveness({ url: opened.url, db: other.db, owner: "process-b" });
    held.push(a, b);
    const wakes: number[] = [];
    b.onLineMoved(() => wakes.push(Date.now()));

    const guildId = `guild-${randomUUID()}`;
    const lease = { leaseMs: 600_000 };
    const base = { guildId, channelId: "c1", kind: "generate", params: {} };
    const { store } = opened.database;
    const running = await store.jobs.create({ ...base, userId: "u1" }, { owner: "process-a", ...lease });
    const waiting = await other.store.jobs.create({ ...base, userId: "u2" }, { owner: "process-b", ...lease });
    expect((await store.line.take(running, { running: 1 })).turn).toEqual({ state: "running" });
    expect((await other.store.line.take(waiting, { running: 1 })).turn).toEqual({ state: "waiting", ahead: 0 });
    // Nothing started: nobody is woken.
    await store.line.promote(guildId, 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(wakes).toEqual([]);

    // Process A's job ends and frees its slot: B hears of it at once.
    await store.jobs.transition(running.id, "completed");
    expect((await store.line.release(running.id, 1)).map((j) => j.id)).toEqual([waiting.id]);
    // Freed once its transaction committed (the notice may even arrive before the answer does).
    // Liveness wakes its listeners on a notice only (the line's look every second is elsewhere): a
    // wake at all is the notice, however late a loaded machine lets it in.
    const until = Date.now() + 10_000;
    while (wakes.length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(wakes).toHaveLength(1);
    expect(await other.store.line.standings([waiting.id])).toEqual(new Map([[waiting.id, { state: "running" }]]));
  });
});
