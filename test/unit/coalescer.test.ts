import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Coalescer } from "../../src/discord/job-message/coalescer.js";

describe("Coalescer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function recorder(sendMs: number) {
    const sent: number[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const send = async (state: number) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, sendMs));
      sent.push(state);
      inFlight--;
    };
    return { sent, send, maxInFlight: () => maxInFlight };
  }

  test("sends the newest state of a burst, not every state", async () => {
    const r = recorder(100);
    const c = new Coalescer(r.send, { minIntervalMs: 1500 });
    for (let i = 1; i <= 50; i++) {
      c.push(i);
      await vi.advanceTimersByTimeAsync(60);
    }
    await vi.advanceTimersByTimeAsync(5000);
    expect(r.sent.length).toBeLessThan(10);
    expect(r.sent.at(-1)).toBe(50);
    expect(r.sent).toEqual([...r.sent].sort((a, b) => a - b));
    expect(r.maxInFlight()).toBe(1);
  });

  test("keeps the minimum interval between sends", async () => {
    const starts: number[] = [];
    const c = new Coalescer(() => Promise.resolve(void starts.push(Date.now())), { minIntervalMs: 1500 });
    for (let i = 0; i < 20; i++) {
      c.push(i);
      await vi.advanceTimersByTimeAsync(250);
    }
    await vi.advanceTimersByTimeAsync(3000);
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(1500);
  });

  test("finish waits for the send in flight and always sends the final state", async () => {
    const r = recorder(500);
    const c = new Coalescer(r.send, { minIntervalMs: 1500 });
    c.push(1);
    await vi.advanceTimersByTimeAsync(10);
    c.push(2);
    const done = c.finish(99);
    c.push(3);
    await vi.advanceTimersByTimeAsync(5000);
    await done;
    expect(r.sent).toEqual([1, 99]);
    expect(r.maxInFlight()).toBe(1);
  });

  test("finish sends the final state once the send in flight is done, without waiting out the interval", async () => {
    const starts: Array<[number, number]> = [];
    const c = new Coalescer((s: number) => Promise.resolve(void starts.push([s, Date.now()])), { minIntervalMs: 1500 });
    const t0 = Date.now();
    c.push(1);
    await vi.advanceTimersByTimeAsync(10);
    await c.finish(99);
    expect(starts.map(([s]) => s)).toEqual([1, 99]);
    expect(starts[1]![1] - t0).toBeLessThan(100);
  });

  test("a failed send is reported and later states still go out", async () => {
    const errors: unknown[] = [];
    const sent: number[] = [];
    let first = true;
    const c = new Coalescer(
      (s: number) => {
        if (first) {
          first = false;
          return Promise.reject(new Error("429"));
        }
        sent.push(s);
        return Promise.resolve();
      },
      { minIntervalMs: 100, onError: (e) => errors.push(e) },
    );
    c.push(1);
    await vi.advanceTimersByTimeAsync(10);
    c.push(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(errors).toHaveLength(1);
    expect(sent).toEqual([2]);
  });

  test("counts every pushed state once: sent as an edit or absorbed by a newer one", async () => {
    const r = recorder(100);
    const counts = { sent: 0, absorbed: 0 };
    const c = new Coalescer(r.send, { minIntervalMs: 1500, count: (result) => counts[result]++ });
    for (let i = 1; i <= 50; i++) {
      c.push(i);
      await vi.advanceTimersByTimeAsync(60);
    }
    await vi.advanceTimersByTimeAsync(500);
    c.push(51);
    const done = c.finish(99);
    await vi.advanceTimersByTimeAsync(5000);
    await done;
    expect(counts.sent).toBe(r.sent.length - 1);
    expect(counts.sent + counts.absorbed).toBe(51);
  });
});
