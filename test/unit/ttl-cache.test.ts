import { describe, expect, test } from "vitest";
import { pageIds } from "../../src/features/node/views.js";
import { NODE_LIMITS } from "../../src/registry/limits.js";
import { TtlCache } from "../../src/ttl-cache.js";

describe("TtlCache", () => {
  test("serves a value until its time is up, then loads it again", async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(60_000, 10, () => now);
    const load = () => Promise.resolve(++loads);
    expect(await cache.get("k", load)).toBe(1);
    now = 59_999;
    expect(await cache.get("k", load)).toBe(1);
    now = 60_000;
    expect(await cache.get("k", load)).toBe(2);
  });

  test("a failed load is not kept", async () => {
    const cache = new TtlCache<string>(60_000);
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", () => Promise.resolve("up"))).toBe("up");
  });

  test("keeps at most `max` entries, dropping the oldest", async () => {
    let loads = 0;
    const cache = new TtlCache<number>(60_000, 2);
    const load = () => Promise.resolve(++loads);
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("c", load);
    expect(await cache.get("b", load)).toBe(2);
    expect(await cache.get("a", load)).toBe(4);
  });
});

describe("registry paging ids", () => {
  test("the longest query and id fit Discord's 100-character custom_id", () => {
    const search = pageIds.search({
      query: "😀".repeat(NODE_LIMITS.query.max / 2),
      os: "windows",
      accelerator: "cuda",
      page: 9999,
    });
    expect(search.length).toBeLessThanOrEqual(100);
    expect(pageIds.classes("i".repeat(NODE_LIMITS.id.max), 9999).length).toBeLessThanOrEqual(100);
  });
});
