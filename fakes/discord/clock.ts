export interface Clock {
  now: () => number;
  advance(ms: number): void;
}

/** The fake's notion of time for interaction deadlines; `advance` jumps it forward for tests. */
export function createClock(base: () => number = Date.now): Clock {
  let offset = 0;
  return {
    now: () => base() + offset,
    advance(ms: number) {
      offset += ms;
    },
  };
}

/** Polls `fn` until it returns something truthy; rejects after `timeoutMs`. */
export async function waitFor<T>(
  fn: () => T | undefined | false | null,
  timeoutMs = 10_000,
  what = "condition",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`fake Discord: timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
