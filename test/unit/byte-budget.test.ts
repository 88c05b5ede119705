import { describe, expect, test } from "vitest";
import { ByteBudget } from "../../src/byte-budget.js";

/** Whether the promise has settled once everything already queued has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe("a budget of bytes held at once", () => {
  test("a take that does not fit waits until bytes are given back, and takes go in the order they came", async () => {
    const budget = new ByteBudget(100);
    const [a, b, c, d] = [budget.open(), budget.open(), budget.open(), budget.open()];
    await a.take(60);
    await b.take(30);
    const third = c.take(50);
    const fourth = d.take(5);
    expect(await settled(third)).toBe(false);
    // 5 bytes would fit, but they came after the 50 that wait.
    expect(await settled(fourth)).toBe(false);
    expect([budget.held, budget.queued]).toEqual([90, 2]);
    b.give(30);
    expect(await settled(third)).toBe(false);
    a.close();
    expect(await settled(third)).toBe(true);
    expect(await settled(fourth)).toBe(true);
    expect([budget.held, c.held, d.held, budget.queued]).toEqual([55, 50, 5, 0]);
  });

  test("memory does not grow with the holders: what is held stays within the budget", async () => {
    const budget = new ByteBudget(100);
    let most = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        const account = budget.open();
        await account.take(30);
        most = Math.max(most, budget.held);
        await new Promise((resolve) => setImmediate(resolve));
        account.close();
      }),
    );
    expect(most).toBe(90);
    expect(budget.held).toBe(0);
  });

  test("one take larger than the whole budget goes when nothing else is held", async () => {
    const budget = new ByteBudget(100);
    const [older, small, large] = [budget.open(), budget.open(), budget.open()];
    await older.take(0);
    await small.take(10);
    const big = large.take(500);
    expect(await settled(big)).toBe(false);
    small.close();
    expect(await settled(big)).toBe(true);
    expect(budget.held).toBe(500);
  });

  test("holders that each hold some and wait for more do not wait forever: the oldest goes on", async () => {
    const budget = new ByteBudget(100);
    const [first, second] = [budget.open(), budget.open()];
    await first.take(50);
    await second.take(50);
    const more = second.take(40);
    const firstMore = first.take(40);
    expect(await settled(firstMore)).toBe(true);
    expect(await settled(more)).toBe(false);
    expect(budget.held).toBe(140);
    first.close();
    expect(await settled(more)).toBe(true);
    expect(budget.held).toBe(90);
  });

  test("hold sets what an account holds; closing gives it all back, also a take still waiting", async () => {
    const budget = new ByteBudget(100);
    const [older, account] = [budget.open(), budget.open()];
    await older.take(80);
    await account.hold(20);
    await account.hold(5);
    expect([account.held, budget.held]).toEqual([5, 85]);
    const waiting = account.take(50);
    account.close();
    await waiting;
    expect([account.held, budget.held, budget.queued]).toEqual([0, 80, 0]);
    await expect(account.take(1)).rejects.toThrow("closed");
  });
});
