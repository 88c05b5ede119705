import { describe, expect, test } from "vitest";
import { countsGlobally, SlidingWindow } from "../../src/proxy/budget.js";

/**
 * A window of a second: what the checks below tell apart (a grant at the first moment allowed, or
 * one window later) is then a second apart, and a loaded machine's late timers (a few hundred ms
 * at a load of 15 on two cores) fall between the two.
 */
const WINDOW_MS = 1_000;

describe("the REST proxy's sliding window", () => {
  test("grants at most `limit` in any span of `windowMs`, in the order asked", async () => {
    const window = new SlidingWindow(5, WINDOW_MS);
    const granted: Array<[number, number]> = [];
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => window.take().then(() => granted.push([i, Date.now() - started]))),
    );
    expect(granted.map(([i]) => i)).toEqual([...Array(12).keys()]);
    const times = granted.map(([, at]) => at);
    // Observed a little after each grant: the process may be descheduled between the window's clock
    // read and this one (seen at a load of 13 on two cores), which makes a gap look up to a few ms short.
    for (let i = 5; i < times.length; i++) expect(times[i]! - times[i - 5]!).toBeGreaterThanOrEqual(WINDOW_MS - 15);
    // Not slower than it must be: 12 grants of 5 a window take two windows and a little, not three.
    expect(times.at(-1)).toBeLessThan(WINDOW_MS * 2.7);
  });

  test("a caller whose signal aborts while waiting takes no grant and holds up no one", async () => {
    const window = new SlidingWindow(1, WINDOW_MS);
    await window.take();
    const gone = new AbortController();
    const waiting = window.take(gone.signal);
    const next = window.take();
    gone.abort();
    await expect(waiting).rejects.toThrow();
    const started = Date.now();
    await next;
    // Granted after one window, not two (as it would be behind a grant the aborted caller took).
    expect(Date.now() - started).toBeLessThan(WINDOW_MS * 1.7);
  });

  test("bad limits are refused, naming what they take", () => {
    expect(() => new SlidingWindow(0, 1_000)).toThrow(/limit must be a whole number ≥ 1 \(got 0\)/);
    expect(() => new SlidingWindow(50, 0)).toThrow(/windowMs must be above 0 \(got 0\)/);
  });

  test("counts what Discord counts: bot-authorised requests, not interaction callbacks or token webhooks", () => {
    const api = "https://discord.com/api/v10";
    const bot = { authorization: "Bot x", "Content-Type": "application/json" };
    expect(countsGlobally(`${api}/channels/1/messages`, bot)).toBe(true);
    expect(countsGlobally(`${api}/channels/1/messages`, new Headers({ Authorization: "Bot x" }))).toBe(true);
    expect(countsGlobally(`${api}/interactions/1/tok/callback`, bot)).toBe(false);
    expect(countsGlobally(`${api}/interactions/1/tok/callback?with_response=true`, bot)).toBe(false);
    expect(countsGlobally(`${api}/webhooks/1/tok/messages/@original`, { "Content-Type": "application/json" })).toBe(
      false,
    );
  });
});
