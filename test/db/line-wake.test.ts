import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { startLiveness } from "../../src/db/liveness.js";
import { useTwoProcesses } from "../helpers/db.js";

/**
 * Wake-ups, not polls (issue 28): a slot freed in one process reaches the process that holds the
 * next waiting job at once, through a NOTIFY on its liveness connection; its line's look every
 * second stays only as the fallback.
 */
describe("a freed slot wakes the process holding the next waiting job", () => {
  // `db.other`: process B's own pool, as another process would have.
  const db = useTwoProcesses();

  test("by a notice when the slot is freed in another process, and not for a change that starts nothing", async () => {
    const a = await startLiveness({ url: db.url, db: db.first.db, owner: "process-a" });
    const b = await startLiveness({ url: db.url, db: db.other.db, owner: "process-b" });
    db.held.push(a, b);
    const wakes: number[] = [];
    b.onLineMoved(() => wakes.push(Date.now()));

    const guildId = `guild-${randomUUID()}`;
    const lease = { leaseMs: 600_000 };
    const base = { guildId, channelId: "c1", kind: "generate", params: {} };
    const { store } = db.first;
    const running = await store.jobs.create({ ...base, userId: "u1" }, { owner: "process-a", ...lease });
    const waiting = await db.other.store.jobs.create({ ...base, userId: "u2" }, { owner: "process-b", ...lease });
    expect((await store.line.take(running, { running: 1 })).turn).toEqual({ state: "running" });
    expect((await db.other.store.line.take(waiting, { running: 1 })).turn).toEqual({ state: "waiting", ahead: 0 });
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
    expect(await db.other.store.line.standings([waiting.id])).toEqual(new Map([[waiting.id, { state: "running" }]]));
  });
});
