import { Readable } from "node:stream";
import { describe, expect, test } from "vitest";
import { readCapped } from "../../src/images/read.js";

const chunks = (...sizes: number[]) => sizes.map((n, i) => Buffer.alloc(n, i + 1));
const body = (parts: Buffer[]) => Readable.from(parts);

describe("readCapped", () => {
  test("reads a body of its declared size whole, byte for byte", async () => {
    const parts = chunks(3, 4, 5);
    expect(await readCapped(body(parts), 100, 12)).toEqual(Buffer.concat(parts));
  });

  test("a body longer or shorter than declared is still read whole", async () => {
    const parts = chunks(3, 4, 5);
    expect(await readCapped(body(parts), 100, 5)).toEqual(Buffer.concat(parts));
    expect(await readCapped(body(parts), 100, 40)).toEqual(Buffer.concat(parts));
    expect(await readCapped(body(parts), 100)).toEqual(Buffer.concat(parts));
  });

  test("over the cap, declared or found while reading: undefined, and the body is destroyed", async () => {
    const declared = body(chunks(3));
    expect(await readCapped(declared, 10, 11)).toBeUndefined();
    expect(declared.destroyed).toBe(true);
    const undeclared = body(chunks(6, 6));
    expect(await readCapped(undeclared, 10)).toBeUndefined();
    expect(undeclared.destroyed).toBe(true);
    expect(await readCapped(body(chunks(6, 6)), 10, 8)).toBeUndefined();
  });
});
