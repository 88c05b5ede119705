import { describe, expect, test } from "vitest";
import { backoff, schedule, steady, withRetries, type Attempt } from "../../src/api/retry.js";

/** A task failing its first `failures` tries, recording each try. */
function flaky(failures: number, error: (n: number) => Error = (n) => new Error(`try ${n}`)) {
  const tries: Attempt[] = [];
  const run = (attempt: Attempt) => {
    tries.push(attempt);
    return attempt.number < failures
      ? Promise.reject(error(attempt.number))
      : Promise.resolve(`done on ${attempt.number}`);
  };
  return { tries, run };
}

describe("the retry policy", () => {
  test("backs off exponentially with full jitter, capped at the ceiling", () => {
    const top = backoff({ retries: 5, baseDelayMs: 100, maxDelayMs: 1_000 }, () => 0.999_999);
    expect([0, 1, 2, 3, 4, 5].map((n) => Math.round(top.delayMs(n)))).toEqual([100, 200, 400, 800, 1_000, 1_000]);
    const bottom = backoff({ retries: 5, baseDelayMs: 100, maxDelayMs: 1_000 }, () => 0);
    expect(bottom.delayMs(3)).toBe(0);
  });

  test("half jitter never waits less than half the ceiling (a reconnect never comes at once)", () => {
    const policy = backoff({ retries: Infinity, baseDelayMs: 500, maxDelayMs: 30_000, jitter: "half" }, () => 0);
    expect([0, 1, 10].map((n) => policy.delayMs(n))).toEqual([250, 500, 15_000]);
  });

  test("a schedule gives one further try per wait, in order", () => {
    const policy = schedule([2_000, 10_000, 60_000]);
    expect(policy.retries).toBe(3);
    expect([0, 1, 2].map((n) => policy.delayMs(n))).toEqual([2_000, 10_000, 60_000]);
    expect(steady(4, 200)).toMatchObject({ retries: 4 });
    expect(steady(4, 200).delayMs(3)).toBe(200);
  });

  test("tries again until it succeeds, telling each try whether it is the last", async () => {
    const { tries, run } = flaky(2);
    const retried: number[] = [];
    await expect(
      withRetries(schedule([0, 0, 0]), run, { onRetry: (_error, attempt) => retried.push(attempt) }),
    ).resolves.toBe("done on 2");
    expect(tries).toEqual([
      { number: 0, final: false },
      { number: 1, final: false },
      { number: 2, final: false },
    ]);
    expect(retried).toEqual([0, 1]);
  });

  test("throws the last failure, as it was, when no try is left; the last try knows it is final", async () => {
    const { tries, run } = flaky(10);
    await expect(withRetries(schedule([0, 0]), run)).rejects.toThrow("try 2");
    expect(tries.map((t) => t.final)).toEqual([false, false, true]);
  });

  test("a failure that is not safe to repeat is thrown at once", async () => {
    const { tries, run } = flaky(10, (n) => Object.assign(new Error(`try ${n}`), { final: true }));
    const repeatable = (error: unknown) => !(error as { final?: boolean }).final;
    await expect(withRetries(schedule([0, 0]), run, { repeatable })).rejects.toThrow("try 0");
    expect(tries).toHaveLength(1);
  });

  test("waits what the failure asks for (a Retry-After) in place of the policy's wait", async () => {
    const { run } = flaky(1, () => Object.assign(new Error("slow down"), { afterMs: 7 }));
    const waits: number[] = [];
    await withRetries(steady(1, 60_000), run, {
      requestedDelayMs: (error) => (error as { afterMs?: number }).afterMs,
      onRetry: (_error, _attempt, delayMs) => waits.push(delayMs),
    });
    expect(waits).toEqual([7]);
  });

  test("an aborted signal ends the wait under way and throws the last failure; a try after an abort is final", async () => {
    const controller = new AbortController();
    const { tries, run } = flaky(10);
    const ended = withRetries(steady(5, 3_600_000), run, {
      signal: controller.signal,
      onRetry: () => queueMicrotask(() => controller.abort()),
    });
    await expect(ended).rejects.toThrow("try 0");
    expect(tries).toHaveLength(1);

    const again = flaky(10);
    await expect(withRetries(steady(5, 0), again.run, { signal: controller.signal })).rejects.toThrow("try 0");
    expect(again.tries).toEqual([{ number: 0, final: true }]);
  });
});
