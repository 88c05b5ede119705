import { describe, expect, test } from "vitest";
import { ByteBudget, Limit, type HeldBytes } from "../../src/limit.js";

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
    a.release();
    b.release();
    expect(budget.bytes).toBe(0);
  });

  test("a growth replaced by a later one that waits too is not let go before it: both resolve holding what the last one said", async () => {
    const budget = new ByteBudget(100);
    const a = await budget.take(50);
    const b = await budget.take(50);
    const resumed: Array<[string, number]> = [];
    const grown = a.resize(90).then(() => resumed.push(["90", a.bytes]));
    const regrown = a.resize(60).then(() => resumed.push(["60", a.bytes]));
    await turn();
    // Neither grew: its caller must not go on as if it held its bytes.
    expect(resumed).toEqual([]);
    expect([a.bytes, budget.bytes]).toEqual([50, 100]);
    b.release();
    await Promise.all([grown, regrown]);
    expect(resumed).toEqual([
      ["90", 60],
      ["60", 60],
    ]);
    expect(budget.bytes).toBe(60);
    a.release();
    expect(budget.bytes).toBe(0);
  });

  test("whatever the holders ask, in any order: what is counted is what they hold, a resize resumes holding what its holder last said, nothing is left held", async () => {
    // A fixed sequence of takes, resizes (several at once on one holder) and releases, from a seeded generator.
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const budget = new ByteBudget(100);
    const holders: HeldBytes[] = [];
    const last = new Map<HeldBytes, number>();
    const released = new Set<HeldBytes>();
    let waits = 0;
    const pending = <T>(wait: Promise<T>) => {
      waits++;
      void wait.finally(() => waits--);
    };
    const wrong: string[] = [];
    const counted = () => holders.reduce((sum, h) => sum + h.bytes, 0);
    for (let step = 0; step < 400; step++) {
      const live = holders.filter((h) => !released.has(h));
      const op = random(10);
      if (op < 2 || live.length === 0) {
        const asked = random(70);
        pending(
          budget.take(asked).then((held) => {
            holders.push(held);
            last.set(held, asked);
          }),
        );
      } else if (op < 8) {
        const held = live[random(live.length)]!;
        const asked = random(90);
        last.set(held, asked);
        pending(
          held.resize(asked).then(() => {
            if (!released.has(held) && held.bytes !== last.get(held))
              wrong.push(`step ${step}: resumed holding ${held.bytes}, last said ${last.get(held)}`);
          }),
        );
      } else {
        const held = live[random(live.length)]!;
        released.add(held);
        held.release();
      }
      await turn();
      if (budget.bytes !== counted()) wrong.push(`step ${step}: counted ${budget.bytes}, held ${counted()}`);
    }
    // Everything given back: every wait ends, nothing stays counted.
    for (let round = 0; round < 100 && (waits > 0 || holders.some((h) => !released.has(h))); round++) {
      for (const held of holders) {
        released.add(held);
        held.release();
      }
      await turn();
    }
    expect(waits).toBe(0);
    expect(wrong).toEqual([]);
    expect(budget.bytes).toBe(0);
  });
});
