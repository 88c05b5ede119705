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
  test("holds at most its bytes; the others wait, in the order they asked, and each gives its bytes back once", async () => {
    const budget = new ByteBudget(100);
    const order: string[] = [];
    const a = await budget.take(60);
    const b = budget.take(50).then((give) => (order.push("b"), give));
    // A small one that would fit waits behind the one that asked first.
    const c = budget.take(10).then((give) => (order.push("c"), give));
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([]);
    expect(budget.bytes).toBe(60);
    a();
    a();
    const giveB = await b;
    const giveC = await c;
    expect(order).toEqual(["b", "c"]);
    expect(budget.bytes).toBe(60);
    giveB();
    giveC();
    expect(budget.bytes).toBe(0);
  });

  test("one larger than all of it goes once nothing else is held", async () => {
    const budget = new ByteBudget(100);
    const small = await budget.take(10);
    let taken = false;
    const large = budget.take(500).then((give) => ((taken = true), give));
    await new Promise((resolve) => setImmediate(resolve));
    expect(taken).toBe(false);
    small();
    (await large)();
    expect(taken).toBe(true);
    expect(budget.bytes).toBe(0);
  });
});
