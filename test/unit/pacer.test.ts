import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Coalescer } from "../../src/discord/job-message/coalescer.js";
import { Pacer } from "../../src/discord/job-message/pacer.js";

describe("Pacer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test("no second sees more than burst + perSecond turns, however many wait", async () => {
    const pacer = new Pacer({ perSecond: 10, burst: 4, reserved: 2 });
    const granted: number[] = [];
    for (let i = 0; i < 100; i++) void pacer.turn(i % 7 === 0).then(() => granted.push(Date.now()));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(granted.length).toBeGreaterThan(40);
    for (const t of granted) expect(granted.filter((u) => u >= t && u < t + 1000).length).toBeLessThanOrEqual(14);
  });

  test("an urgent turn goes before every waiting one, from the reserve", async () => {
    const pacer = new Pacer({ perSecond: 10, burst: 4, reserved: 2 });
    const order: string[] = [];
    for (let i = 0; i < 20; i++) void pacer.turn(false).then(() => order.push(`p${i}`));
    await vi.advanceTimersByTimeAsync(0);
    // Progress never takes the reserved tokens: two were left for this.
    void pacer.turn(true).then(() => order.push("final"));
    await vi.advanceTimersByTimeAsync(0);
    expect(order.at(-1)).toBe("final");
    expect(order.filter((o) => o.startsWith("p")).length).toBe(2);
  });

  test("an aborted wait gives up its place and resolves false", async () => {
    const pacer = new Pacer({ perSecond: 1, burst: 1, reserved: 0 });
    await pacer.turn(false);
    const waiting = new AbortController();
    const result = pacer.turn(false, waiting.signal);
    const next = pacer.turn(false);
    waiting.abort();
    expect(await result).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(next).resolves.toBe(true);
  });

  test("a coalescer waiting for its turn sends its newest state then, and its final state skips the line", async () => {
    const pacer = new Pacer({ perSecond: 1, burst: 1, reserved: 0 });
    await pacer.turn(false); // the budget is spent: the next turn is a second away
    const sent: number[] = [];
    const c = new Coalescer((s: number) => Promise.resolve(void sent.push(s)), { minIntervalMs: 0, pacer });
    c.push(1);
    await vi.advanceTimersByTimeAsync(10);
    c.push(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([2]);
    c.push(3);
    await vi.advanceTimersByTimeAsync(10);
    const done = c.finish(99);
    await vi.advanceTimersByTimeAsync(1_000);
    await done;
    expect(sent).toEqual([2, 99]);
  });
});
