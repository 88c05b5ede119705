import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type Database } from "../../src/db/client.js";
import type { Claim, JobRecord } from "../../src/db/store.js";
import { BACKENDS, createTempDir, createTestDatabase, useTestDatabase } from "../helpers/db.js";

/** A line never at its ceiling: only the quota decides. */
const ROOMY = { running: 1_000, waiting: 1_000 };

const CLAIM: Claim = { owner: "process-a", leaseMs: 60_000 };
const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

/** A recorded job of `userId` in `guildId`, then its turn asked for. */
function queueOf(database: () => Database) {
  const store = () => database().store;
  const record = (guildId: string, userId: string) =>
    store().jobs.create({ guildId, channelId: "c1", userId, kind: "upscale", params: {} }, CLAIM);
  const take = async (guildId: string, userId: string, running: number, waiting?: number) => {
    const job = await record(guildId, userId);
    const result = await store().line.take(job, { running, ...(waiting === undefined ? {} : { waiting }) });
    return { job, ...result };
  };
  /** Ends a job as its lifecycle would, and gives its turn up; returns the jobs that start in its place. */
  const finish = async (job: JobRecord, limit: number) => {
    await store().jobs.transition(job.id, "completed");
    return store().line.release(job.id, limit);
  };
  return { store, record, take, finish };
}

describe.each(BACKENDS)("job queue on %s", (kind) => {
  const database = useTestDatabase(kind);
  const { store, record, take, finish } = queueOf(database);

  test("a job recorded with its slot runs at once under the limit; over it, it takes its turn in line", async () => {
    const guild = randomUUID();
    const job = (userId: string) => ({ guildId: guild, channelId: "c1", userId, kind: "upscale", params: {} });
    const first = await store().jobs.createInLine(job("u1"), CLAIM, 1);
    expect(first.running).toBe(true);
    expect(first.record.submittedAt).toBeInstanceOf(Date);
    const second = await store().jobs.createInLine(job("u2"), CLAIM, 1);
    expect(second).toMatchObject({ running: false, record: { submittedAt: null } });
    expect((await store().line.take(second.record, { running: 1 })).turn).toEqual({ state: "waiting", ahead: 0 });
    expect((await finish(first.record, 1)).map((j) => j.id)).toEqual([second.record.id]);
  });

  test("a delivered job is marked once and gives its turn up in one statement, which says whether a job waits", async () => {
    const guild = randomUUID();
    const first = await take(guild, "u1", 1);
    const second = await take(guild, "u2", 1);
    await store().jobs.transition(first.job.id, "completed");
    expect(await store().line.deliver(first.job.id)).toEqual({ first: true, waiting: true });
    expect(await store().line.deliver(first.job.id)).toEqual({ first: false, waiting: false }); // no turn left
    expect((await store().line.promote(guild, 1)).map((j) => j.id)).toEqual([second.job.id]);
    await store().jobs.transition(second.job.id, "completed");
    expect(await store().line.deliver(second.job.id)).toEqual({ first: true, waiting: false });
    expect(await store().line.counts(guild)).toEqual({ running: 0, waiting: 0 });
  });

  test("under the limit a job runs at once; over it, it waits and knows how many are ahead", async () => {
    const guild = randomUUID();
    const first = await take(guild, "u1", 2);
    const second = await take(guild, "u2", 2);
    expect([first.turn, second.turn]).toEqual([{ state: "running" }, { state: "running" }]);
    const third = await take(guild, "u3", 2);
    const fourth = await take(guild, "u4", 2);
    expect(third.turn).toEqual({ state: "waiting", ahead: 0 });
    expect(fourth.turn).toEqual({ state: "waiting", ahead: 1 });
    expect(await store().line.position(fourth.job.id)).toBe(1);
    expect(await store().line.position(first.job.id)).toBeUndefined();
    expect(await store().line.counts(guild)).toEqual({ running: 2, waiting: 2 });
  });

  test("when a job ends, the first waiting job starts, still held by the process that admitted it", async () => {
    const guild = randomUUID();
    const running = await take(guild, "u1", 1);
    const waiting = await take(guild, "u2", 1);
    const started = await finish(running.job, 1);
    expect(started.map((j) => j.id)).toEqual([waiting.job.id]);
    expect(started[0]).toMatchObject({ owner: CLAIM.owner, status: "pending" });
    expect(await store().line.counts(guild)).toEqual({ running: 1, waiting: 0 });
  });

  test("standings: where several jobs stand, in one read", async () => {
    const guild = randomUUID();
    const running = await take(guild, "u1", 1);
    const first = await take(guild, "u2", 1);
    const second = await take(guild, "u3", 1);
    await store().line.cancelWaiting(first.job.id);
    const places = await store().line.standings([running.job.id, first.job.id, second.job.id]);
    expect(Object.fromEntries(places)).toEqual({
      [running.job.id]: { state: "running" },
      [second.job.id]: { state: "waiting", ahead: 0 },
    });
    expect(await store().line.standings([])).toEqual(new Map());
  });

  test("one member's twenty jobs do not push another member's single job to the back", async () => {
    const guild = randomUUID();
    const busy: JobRecord[] = [];
    for (let i = 0; i < 20; i++) busy.push((await take(guild, "busy", 1)).job);
    const single = await take(guild, "single", 1);
    expect(single.turn).toEqual({ state: "waiting", ahead: 1 });
    const order: string[] = [];
    let current = busy[0]!;
    for (let i = 0; i < 5; i++) {
      const [next] = await finish(current, 1);
      order.push(next!.userId);
      current = next!;
    }
    expect(order).toEqual(["busy", "single", "busy", "busy", "busy"]);
  });

  test("a member who comes later is served in the next round, before the busy member's next job", async () => {
    const guild = randomUUID();
    const busy: JobRecord[] = [];
    for (let i = 0; i < 6; i++) busy.push((await take(guild, "busy", 1)).job);
    let [current] = await finish(busy[0]!, 1);
    [current] = await finish(current!, 1); // two of busy's jobs have started since the first
    const late = await take(guild, "late", 1);
    expect(late.turn).toEqual({ state: "waiting", ahead: 0 });
    const [next] = await finish(current!, 1);
    expect(next!.id).toBe(late.job.id);
  });

  test("the line has a ceiling: past it the job is refused with the count, and nothing is recorded", async () => {
    const guild = randomUUID();
    await take(guild, "u1", 1, 2);
    await take(guild, "u2", 1, 2);
    await take(guild, "u3", 1, 2);
    const refused = await take(guild, "u4", 1, 2);
    expect(refused.turn).toEqual({ state: "full", waiting: 2 });
    expect(await store().line.position(refused.job.id)).toBeUndefined();
    expect((await store().line.listWaiting(guild)).map((w) => w.userId)).toEqual(["u2", "u3"]);
  });

  test("the default ceiling is 50 waiting jobs", async () => {
    const guild = randomUUID();
    for (let i = 0; i < 51; i++) await take(guild, `u${i}`, 1);
    expect((await take(guild, "late", 1)).turn).toEqual({ state: "full", waiting: 50 });
  });

  test("a waiting job can be cancelled; one that started meanwhile cannot be taken out of line", async () => {
    const guild = randomUUID();
    const running = await take(guild, "u1", 1);
    const a = await take(guild, "u2", 1);
    const b = await take(guild, "u3", 1);
    expect(await store().line.cancelWaiting(a.job.id)).toBe(true);
    expect(await store().line.position(b.job.id)).toBe(0);
    expect(await store().line.cancelWaiting(running.job.id)).toBe(false);
    const [started] = await finish(running.job, 1);
    expect(started!.id).toBe(b.job.id);
    expect(await store().line.cancelWaiting(b.job.id)).toBe(false);
  });

  test("/queue lists the waiting jobs in the order they will start", async () => {
    const guild = randomUUID();
    await take(guild, "x", 1);
    for (const user of ["a", "a", "a", "b", "c", "b"]) await take(guild, user, 1);
    const waiting = await store().line.listWaiting(guild);
    expect(waiting.map((w) => `${w.userId}${w.ahead}`)).toEqual(["a0", "b1", "c2", "a3", "b4", "a5"]);
  });

  test("a job that ended without giving its turn up (its process died) frees its slot at the next change", async () => {
    const guild = randomUUID();
    const running = await take(guild, "u1", 1);
    const waiting = await take(guild, "u2", 1);
    await store().jobs.transition(running.job.id, "failed");
    expect(await store().line.counts(guild)).toEqual({ running: 0, waiting: 1 });
    const started = await store().line.promote(guild, 1);
    expect(started).toMatchObject([{ id: waiting.job.id }]);
  });

  test("a raised limit lets waiting jobs start: promote fills every free slot, take starts the line before itself", async () => {
    const guild = randomUUID();
    await take(guild, "u1", 1);
    const waiting: JobRecord[] = [];
    for (let i = 0; i < 3; i++) waiting.push((await take(guild, `w${i}`, 1)).job);
    expect((await store().line.promote(guild, 2)).map((j) => j.id)).toEqual([waiting[0]!.id]);
    const newcomer = await take(guild, "new", 5);
    expect(newcomer.started.map((j) => j.id)).toEqual([waiting[1]!.id, waiting[2]!.id]);
    expect(newcomer.turn).toEqual({ state: "running" });
  });

  test("a waiting job is never taken over as an open job, even with its lease run out; it keeps its place until a process holds it again", async () => {
    const guild = randomUUID();
    const running = await take(guild, "u1", 1);
    const job = await store().jobs.create(
      { guildId: guild, channelId: "c1", userId: "u2", kind: "upscale", params: {} },
      { owner: "gone", leaseMs: 1 },
    );
    await store().line.take(job, { running: 1 });
    const after = await take(guild, "u3", 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const claimable = () =>
      store()
        .jobs.listClaimable()
        .then((rows) => rows.map((r) => r.id));
    expect(await claimable()).not.toContain(job.id);
    expect(await store().jobs.claim(job.id, { owner: "process-b", leaseMs: 60_000 })).toBeUndefined();
    expect(await store().line.guildsWaiting()).toContain(guild);
    // Nobody holds it: a slot that frees goes to the next job held by a living process.
    expect((await finish(running.job, 1)).map((j) => j.id)).toEqual([after.job.id]);
    expect(await store().line.position(job.id)).toBe(0);
    // Taken over as a waiting job, it starts with the next free slot.
    expect(await store().jobs.claim(job.id, { owner: "process-b", leaseMs: 60_000 }, undefined, true)).toMatchObject({
      id: job.id,
    });
    expect((await finish(after.job, 1)).map((j) => j.id)).toEqual([job.id]);
    expect(await store().line.guildsWaiting()).not.toContain(guild);
  });

  test("jobs handed over by a process that stops before starting them: those given a slot go back to the front of the line, none held", async () => {
    const guild = randomUUID();
    const running = await take(guild, "u1", 1);
    const first = await take(guild, "u2", 1);
    const second = await take(guild, "u3", 1);
    expect((await finish(running.job, 1)).map((j) => j.id)).toEqual([first.job.id]);
    await store().line.handBack([first.job.id, second.job.id], "another process");
    expect(await store().line.counts(guild)).toEqual({ running: 1, waiting: 1 });
    await store().line.handBack([first.job.id, second.job.id], CLAIM.owner);
    expect(await store().line.counts(guild)).toEqual({ running: 0, waiting: 2 });
    expect(await store().line.position(first.job.id)).toBe(0);
    // Nobody holds them now: no slot goes to them until a process takes them over.
    expect(await store().line.promote(guild, 1)).toEqual([]);
    expect((await store().jobs.listClaimable(500, undefined, undefined, true)).map((j) => j.id)).toEqual(
      expect.arrayContaining([first.job.id, second.job.id]),
    );
    await store().jobs.claim(first.job.id, { owner: "process-b", leaseMs: 60_000 }, undefined, true);
    expect((await store().line.promote(guild, 1)).map((j) => j.id)).toEqual([first.job.id]);
  });

  test("asking twice for one job's turn changes nothing", async () => {
    const guild = randomUUID();
    await take(guild, "u1", 1);
    const job = await record(guild, "u2");
    const once = await store().line.take(job, { running: 1 });
    const twice = await store().line.take(job, { running: 1 });
    expect(twice.turn).toEqual(once.turn);
    expect(await store().line.counts(guild)).toEqual({ running: 1, waiting: 1 });
  });
});

// Two processes: two databases opened on one Postgres, each with a pool of several connections.
describe("job queue across processes on Postgres", () => {
  let first: Awaited<ReturnType<typeof createTestDatabase>>;
  let second: Database;
  let temp: Awaited<ReturnType<typeof createTempDir>>;
  beforeAll(async () => {
    first = await createTestDatabase("postgres");
    temp = await createTempDir();
    second = await openDatabase({
      url: first.url!,
      dataDir: temp.dir,
      migrate: false,
      secretKey: first.secretKey!,
      poolSize: 8,
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.cleanup();
    await temp?.remove();
  });
  const processes = () => [first.database, second];

  test("40 jobs asked for at once from two processes: exactly the limit run, the rest wait in one line", async () => {
    const guild = randomUUID();
    const turns = await times(40, async (i) => {
      const { store } = processes()[i % 2]!;
      const job = await store.jobs.create({
        guildId: guild,
        channelId: "c1",
        userId: `u${i % 7}`,
        kind: "upscale",
        params: {},
      });
      return (await store.line.take(job, { running: 3 })).turn;
    });
    expect(turns.filter((t) => t.state === "running")).toHaveLength(3);
    const aheads = turns.flatMap((t) => (t.state === "waiting" ? [t.ahead] : []));
    expect(aheads).toHaveLength(37);
    expect(await first.database.store.line.counts(guild)).toEqual({ running: 3, waiting: 37 });
    expect((await second.store.line.listWaiting(guild)).map((w) => w.ahead)).toEqual([...Array(37).keys()]);
  });

  test("40 jobs recorded with their slot at once from two processes: exactly the limit run, marked submitted, the rest wait", async () => {
    const guild = randomUUID();
    const taken = await times(40, async (i) => {
      const { store } = processes()[i % 2]!;
      const job = { guildId: guild, channelId: "c1", userId: `u${i % 7}`, kind: "upscale", params: {} };
      const { record, running } = await store.jobs.createInLine(job, CLAIM, 3);
      const turn = running ? { state: "running" } : (await store.line.take(record, { running: 3 })).turn;
      return { record, running, turn };
    });
    const atOnce = taken.filter((t) => t.running);
    expect(atOnce.length).toBeGreaterThan(0);
    expect(taken.filter((t) => t.turn.state === "running")).toHaveLength(3);
    for (const { record } of atOnce) {
      const stored = await second.store.jobs.get(record.id);
      expect(stored?.submittedAt).toEqual(record.submittedAt);
      expect(stored).toMatchObject({ owner: CLAIM.owner, claimGen: 1, remoteId: null });
    }
    for (const { record } of taken.filter((t) => !t.running)) expect(record.submittedAt).toBeNull();
    expect(await first.database.store.line.counts(guild)).toEqual({ running: 3, waiting: 37 });
    // Once somebody waits, a new job takes its turn in line even with a slot free: the line's order holds.
    await first.database.store.jobs.transition(atOnce[0]!.record.id, "completed");
    const late = await second.store.jobs.createInLine(
      { guildId: guild, channelId: "c1", userId: "late", kind: "upscale", params: {} },
      CLAIM,
      3,
    );
    expect(late.running).toBe(false);
  });

  test("slots freed at once in both processes start each waiting job once", async () => {
    const guild = randomUUID();
    const create = (store: Database["store"], i: number) =>
      store.jobs.create({ guildId: guild, channelId: "c1", userId: `u${i}`, kind: "upscale", params: {} }, CLAIM);
    const running: JobRecord[] = [];
    for (let i = 0; i < 12; i++) {
      const job = await create(first.database.store, i);
      const { turn } = await first.database.store.line.take(job, { running: 6 });
      if (turn.state === "running") running.push(job);
    }
    const started = await times(6, async (i) => {
      const { store } = processes()[i % 2]!;
      await store.jobs.transition(running[i]!.id, "completed");
      return store.line.release(running[i]!.id, 6);
    });
    const ids = started.flat().map((j) => j.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    expect(await second.store.line.counts(guild)).toEqual({ running: 6, waiting: 0 });
  });

  test("the daily quota holds across processes: 40 takes at once from two processes with a quota of 10", async () => {
    const user = randomUUID();
    const results = await times(
      40,
      async (i) => (await processes()[i % 2]!.store.usage.takeWithRoom("g1", user, 10, ROOMY)).taken,
    );
    expect(results.filter(Boolean)).toHaveLength(10);
  });
});
