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

  test("a bucket keeps its sends within its limit, progress within its share, and the rest for terminal messages", async () => {
    const pacer = new Pacer({ perSecond: 100, burst: 100, reserved: 0 });
    const bucket = (key: string) => ({ key, limit: { limit: 5, windowMs: 5_000, progress: 2 } });
    const sent: Array<{ at: number; what: string }> = [];
    // Ten job messages of one channel, each wanting a progress edit.
    for (let i = 0; i < 10; i++)
      void pacer.turn(false, undefined, bucket("channel:1")).then(() => sent.push({ at: Date.now(), what: "p" }));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.what)).toEqual(["p", "p"]);
    // Their final messages come: three go at once, past every progress edit still waiting.
    for (let i = 0; i < 4; i++)
      void pacer.turn(true, undefined, bucket("channel:1")).then(() => sent.push({ at: Date.now(), what: "f" }));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.what)).toEqual(["p", "p", "f", "f", "f"]);
    // Another channel's bucket is its own: it does not wait behind the full one.
    const other = pacer.turn(false, undefined, bucket("channel:2"));
    await vi.advanceTimersByTimeAsync(0);
    await expect(other).resolves.toBe(true);
    // The fourth final goes as soon as the window lets one more through, before any progress.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent.map((s) => s.what).slice(0, 6)).toEqual(["p", "p", "f", "f", "f", "f"]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(14);
    // In no window of 5 s did the channel see more than 5 sends, nor more than 2 progress edits.
    for (const { at } of sent) {
      const inWindow = sent.filter((s) => s.at >= at && s.at < at + 5_000);
      expect(inWindow.length).toBeLessThanOrEqual(5);
      expect(inWindow.filter((s) => s.what === "p").length).toBeLessThanOrEqual(2);
    }
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
