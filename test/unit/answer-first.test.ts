import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, test } from "vitest";
import { answerFirst, Turns } from "../../src/admission/answer-first.js";
import type { Origin } from "../../src/jobs/port.js";

/** An origin that records when it was opened (answered). */
function origin(interaction = true): Origin & { openedAt?: number } {
  const o: Origin & { openedAt?: number } = {
    guildId: "g",
    channelId: "c",
    userId: "u",
    ...(interaction ? { interactionId: "i" } : {}),
    limits: { maxFileBytes: 1, maxTotalBytes: 1, maxFiles: 1 },
    open() {
      o.openedAt ??= Date.now();
      return Promise.resolve({ messageId: "m" });
    },
  };
  return o;
}

const settle = () => sleep(5);

describe("answerFirst", () => {
  test("a start that ends within the wait is not answered by it: its own answer (a refusal) is the first", async () => {
    const run = answerFirst({ limit: 2, answerWithinMs: 200 });
    const o = origin();
    await expect(run([o], () => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
    await sleep(250);
    expect(o.openedAt).toBeUndefined();
  });

  test("a start whose checks take longer than the wait is answered when it ends", async () => {
    const run = answerFirst({ limit: 2, answerWithinMs: 30 });
    const o = origin();
    const began = Date.now();
    await run([o], () => sleep(200));
    expect(o.openedAt! - began).toBeGreaterThanOrEqual(25);
    expect(o.openedAt! - began).toBeLessThan(150);
  });

  test("past the limit, a start is answered at once and waits for its turn", async () => {
    const run = answerFirst({ limit: 1, answerWithinMs: 10_000 });
    let release!: () => void;
    const first = run([origin()], () => new Promise<void>((resolve) => (release = resolve)));
    const o = origin();
    let started = false;
    const second = run([o], () => {
      started = true;
      return Promise.resolve();
    });
    await settle();
    expect(o.openedAt).toBeDefined();
    expect(started).toBe(false);
    release();
    await Promise.all([first, second]);
    expect(started).toBe(true);
  });

  test("a reaction has no interaction to answer: it only takes its turn", async () => {
    const run = answerFirst({ limit: 1, answerWithinMs: 0 });
    const o = origin(false);
    await run([o], () => sleep(20));
    expect(o.openedAt).toBeUndefined();
  });

  test("remote work waits for the starts under way (quiet), and begins at once when none is", async () => {
    const run = answerFirst({ limit: 1, answerWithinMs: 0 });
    let quietAt: number | undefined;
    await run.quiet().then(() => (quietAt = Date.now()));
    expect(quietAt).toBeDefined();
    quietAt = undefined;
    let release!: () => void;
    const began = Date.now();
    const start = run([origin(false)], () => new Promise<void>((resolve) => (release = resolve)));
    const quiet = run.quiet().then(() => (quietAt = Date.now()));
    await sleep(50);
    expect(quietAt, "held while the only turn is taken").toBeUndefined();
    release();
    await Promise.all([start, quiet]);
    // Released by the start's end, long before the wait's ceiling.
    expect(quietAt! - began).toBeLessThan(1_000);
  });

  test("0 answers every command at once", async () => {
    const run = answerFirst({ limit: 4, answerWithinMs: 0 });
    const o = origin();
    const done = run([o], () => sleep(50));
    await settle();
    expect(o.openedAt).toBeDefined();
    await done;
  });
});

describe("Turns", () => {
  test("at most `limit` at once, the others in order, a turn given back once however often", async () => {
    const turns = new Turns(2);
    const a = await turns.take();
    await turns.take();
    expect(turns.full).toBe(true);
    const order: number[] = [];
    const third = turns.take().then((give) => (order.push(3), give));
    const fourth = turns.take().then((give) => (order.push(4), give));
    await settle();
    expect(order).toEqual([]);
    a();
    a();
    await settle();
    expect(order).toEqual([3]);
    (await third)();
    await fourth;
    expect(order).toEqual([3, 4]);
  });
});
