import { describe, expect, test } from "vitest";
import { Limit } from "../../src/limit.js";

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
