import { describe, expect, test } from "vitest";
import { choose, type Candidate } from "../../src/engines/choose.js";

const engine = (url: string, queue: number, weight = 1, lastCheckpoint?: string): Candidate => ({
  url,
  queue,
  weight,
  lastCheckpoint,
});

describe("choosing an engine among those that fit a job", () => {
  test("the least busy for its weight; ties go to the one listed first", () => {
    expect(choose([engine("a", 2), engine("b", 1)], undefined)?.url).toBe("b");
    expect(choose([engine("a", 1), engine("b", 1)], undefined)?.url).toBe("a");
    // Weight 2 carries twice the queue for the same load.
    expect(choose([engine("a", 1), engine("b", 2, 2)], undefined)?.url).toBe("a");
    expect(choose([engine("a", 2), engine("b", 3, 2)], undefined)?.url).toBe("b");
    expect(choose([], undefined)).toBeUndefined();
  });

  test("the one that ran the same checkpoint last, when it is at most one prompt busier", () => {
    const warm = engine("warm", 2, 1, "xl.safetensors");
    expect(choose([engine("cold", 1, 1, "sd15.safetensors"), warm], "xl.safetensors")?.url).toBe("warm");
    expect(choose([engine("cold", 0), warm], "xl.safetensors")?.url).toBe("cold");
    expect(choose([engine("cold", 1), warm], "other.safetensors")?.url).toBe("cold");
  });
});
