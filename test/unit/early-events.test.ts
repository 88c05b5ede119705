import { describe, expect, test } from "vitest";
import type { CloudEvent } from "../../src/api/cloud-types.js";
import { EarlyEvents } from "../../src/api/early-events.js";

const limits = { prompts: 3, events: 4, bytes: 1_000, ttlMs: 60_000 };
const progress = (promptId: string, value: number): CloudEvent => ({ type: "progress", promptId, value, max: 10 });
const preview = (promptId: string, bytes: number): CloudEvent => ({
  type: "preview",
  promptId,
  mime: "image/png",
  data: Buffer.alloc(bytes),
});

describe("events of prompts nobody watches", () => {
  test("are handed, in order, to the watcher that comes, once", () => {
    const early = new EarlyEvents(limits);
    early.keep("a", progress("a", 1));
    early.keep("a", progress("a", 2));
    expect(early.take("a").map((e) => (e.type === "progress" ? e.value : -1))).toEqual([1, 2]);
    expect(early.take("a")).toEqual([]);
    expect(early.bytes).toBe(0);
  });

  test("keep the newest prompts only, the oldest dropped first", () => {
    const early = new EarlyEvents(limits);
    for (const id of ["a", "b", "c", "d", "e"]) early.keep(id, progress(id, 1));
    expect(early.size).toBe(3);
    expect([early.get("a"), early.get("b")]).toEqual([undefined, undefined]);
    expect(early.get("e")?.events).toHaveLength(1);
  });

  test("hold at most their bytes, dropping the oldest events, whatever the sizes sent", () => {
    const early = new EarlyEvents(limits);
    early.keep("a", preview("a", 400));
    early.keep("b", preview("b", 400));
    early.keep("c", preview("c", 400));
    expect(early.bytes).toBeLessThanOrEqual(1_000);
    expect(early.get("a")).toBeUndefined();
    expect(early.get("c")?.events).toHaveLength(1);
    early.keep("c", preview("c", 5_000)); // larger than the whole bound: not kept at all
    expect(early.bytes).toBe(800);
  });

  test.each([
    ["events per prompt", () => Array.from({ length: 10 }, (_, i) => progress("a", i)), 4],
    ["previews per prompt (the newest only)", () => Array.from({ length: 10 }, () => preview("a", 10)), 1],
  ])("keep at most their %s", (_, events, most) => {
    const early = new EarlyEvents(limits);
    for (const event of events()) early.keep("a", event);
    expect(early.get("a")?.events).toHaveLength(most);
  });

  test("drop prompts older than their time to live", () => {
    const early = new EarlyEvents({ ...limits, ttlMs: -1 });
    early.keep("a", progress("a", 1));
    early.keep("b", progress("b", 1));
    expect(early.get("a")).toBeUndefined();
  });
});
