import { describe, expect, test } from "vitest";
import { ByteBudget, Limit } from "../../src/limit.js";

const later = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe("a limit on work at once", () => {
  test("runs at most its number of tasks at once; the others wait, and start in the order they came", async () => {
    const limit = new Limit(2);
    const gates = [later(), later(), later(), later()];
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      limit.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([limit.running, limit.queued]).toEqual([2, 2]);
    gates[1]!.resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect([limit.running, limit.queued]).toEqual([0, 0]);
  });

  test("gives the turn on when a task fails", async () => {
    const limit = new Limit(1);
    await expect(limit.run(() => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect(await limit.run(() => Promise.resolve("next"))).toBe("next");
    expect(limit.running).toBe(0);
  });

  test("a task that gives its turn on early lets the next start while it finishes; its turn is given once", async () => {
    const limit = new Limit(1);
    const rest = later();
    const started: string[] = [];
    const first = limit.run(async (release) => {
      started.push("first");
      release();
      release();
      await rest.promise;
      return "first";
    });
    const second = limit.run(() => (started.push("second"), Promise.resolve("second")));
    expect(await second).toBe("second");
    expect(started).toEqual(["first", "second"]);
    expect(limit.running).toBe(0);
    rest.resolve();
    expect(await first).toBe("first");
    expect([limit.running, limit.queued]).toEqual([0, 0]);
  });
});

describe("a budget of bytes held at once", () => {
  const turn = () => new Promise((resolve) => setImmediate(resolve));

  test("holds at most its bytes; the others wait, in the order they asked, and each gives its bytes back once", async () => {
    const budget = new ByteBudget(100);
    const order: string[] = [];
    const a = await budget.take(60);
    const b = budget.take(50).then((held) => (order.push("b"), held));
    // A small one that would fit waits behind the one that asked first.
    const c = budget.take(10).then((held) => (order.push("c"), held));
    await turn();
    expect(order).toEqual([]);
    expect(budget.bytes).toBe(60);
    a.release();
    a.release();
    const heldB = await b;
    const heldC = await c;
    expect(order).toEqual(["b", "c"]);
    expect(budget.bytes).toBe(60);
    heldB.release();
    heldC.release();
    expect(budget.bytes).toBe(0);
  });

  test("one larger than all of it goes once nothing else is held", async () => {
    const budget = new ByteBudget(100);
    const small = await budget.take(10);
    let taken = false;
    const large = budget.take(500).then((held) => ((taken = true), held));
    await turn();
    expect(taken).toBe(false);
    small.release();
    (await large).release();
    expect(taken).toBe(true);
    expect(budget.bytes).toBe(0);
  });

  test("what was expected is held until the real size is known: less gives the difference to whoever waits", async () => {
    const budget = new ByteBudget(100);
    const expected = await budget.take(80);
    let next = false;
    const waiting = budget.take(50).then((held) => ((next = true), held));
    await turn();
    expect(next).toBe(false);
    // The file announced 30 bytes: the other 50 go to the task waiting.
    await expected.resize(30);
    const other = await waiting;
    expect([expected.bytes, other.bytes, budget.bytes]).toEqual([30, 50, 80]);
    expected.release();
    other.release();
    expect(budget.bytes).toBe(0);
  });

  test("more than expected waits for room, ahead of the takes that waited before it", async () => {
    const budget = new ByteBudget(100);
    const grower = await budget.take(40);
    const other = await budget.take(50);
    const order: string[] = [];
    const take = budget.take(20).then((held) => (order.push("take"), held));
    const grown = grower.resize(70).then(() => order.push("grown"));
    await turn();
    expect(order).toEqual([]);
    expect(budget.bytes).toBe(90);
    other.release();
    await grown;
    expect(grower.bytes).toBe(70);
    grower.release();
    (await take).release();
    expect(order).toEqual(["grown", "take"]);
    expect(budget.bytes).toBe(0);
  });

  test("holders that all wait to grow cannot wait for each other: the first of them goes over", async () => {
    const budget = new ByteBudget(100);
    const a = await budget.take(50);
    const b = await budget.take(50);
    const grownA = a.resize(80);
    const grownB = b.resize(80);
    await grownA;
    expect([a.bytes, budget.bytes]).toEqual([80, 130]);
    let bGrew = false;
    void grownB.then(() => (bGrew = true));
    await turn();
    expect(bGrew).toBe(false);
    a.release();
    await grownB;
    expect([b.bytes, budget.bytes]).toEqual([80, 80]);
    b.release();
    expect(budget.bytes).toBe(0);
  });

  test("a holder released while it waits to grow gives back what it held, and stops waiting", async () => {
    const budget = new ByteBudget(100);
    const a = await budget.take(30);
    const b = await budget.take(70);
    const grown = a.resize(60);
    const take = budget.take(40);
    a.release();
    await grown;
    expect(a.bytes).toBe(0);
    b.release();
    (await take).release();
    expect(budget.bytes).toBe(0);
  });

  test("a holder released after its growth is granted but before its wait resumes gives back all it holds, and no one else's place", async () => {
    const budget = new ByteBudget(100);
    const a = await budget.take(60);
    const c = await budget.take(40);
    const grown = a.resize(90);
    let taken = false;
    const take = budget.take(50).then((held) => ((taken = true), held));
    await turn();
    // C's release grants A's 30 more; A is released in the same turn, before its resize resumes.
    c.release();
    a.release();
    await grown;
    await turn();
    expect(taken).toBe(true);
    expect([a.bytes, budget.bytes]).toEqual([0, 50]);
    (await take).release();
    expect(budget.bytes).toBe(0);
  });

  test("a resize while an earlier one waits to grow replaces it: what is held is what the last one said", async () => {
    const budget = new ByteBudget(100);
    const a = await budget.take(50);
    const b = await budget.take(50);
    let firstDone = false;
    void a.resize(90).then(() => (firstDone = true));
    // Known smaller while the growth waits: the growth is dropped, the difference given back.
    await a.resize(20);
    await turn();
    expect([firstDone, a.bytes, budget.bytes]).toEqual([true, 20, 70]);
    const grown = a.resize(90);
    const regrown = a.resize(60);
    await grown;
    b.release();
    await regrown;
    expect([a.bytes, budget.bytes]).toEqual([60, 60]);
    a.release();
    expect(budget.bytes).toBe(0);
  });
});
