import { Readable } from "node:stream";
import { expect, test } from "vitest";
import { readPiecesCapped } from "../../src/pieces.js";

const chunks = (...sizes: number[]) => sizes.map((n, i) => Buffer.alloc(n, i + 1));

test("readPiecesCapped keeps a body's pieces as they came, uncopied, and reads them as often as asked", async () => {
  const parts = chunks(3, 4, 5);
  const read = (await readPiecesCapped(Readable.from(parts), 100, 12))!;
  expect(read.length).toBe(12);
  // The very Buffers the stream gave: no copy of the bytes was made.
  expect(read.pieces.every((piece, i) => piece === parts[i])).toBe(true);
  for (let i = 0; i < 2; i++) {
    const again: Buffer[] = [];
    for await (const piece of read) again.push(piece);
    expect(Buffer.concat(again).equals(Buffer.concat(parts))).toBe(true);
  }
  expect(read.whole().equals(Buffer.concat(parts))).toBe(true);
});

test("readPiecesCapped over the cap, declared or found while reading: undefined, and the body is destroyed", async () => {
  const declared = Readable.from(chunks(3));
  expect(await readPiecesCapped(declared, 10, 11)).toBeUndefined();
  expect(declared.destroyed).toBe(true);
  const undeclared = Readable.from(chunks(6, 6));
  expect(await readPiecesCapped(undeclared, 10)).toBeUndefined();
  expect(undeclared.destroyed).toBe(true);
});

test("readPiecesCapped passes on a body's own error (a download cut off is tried again)", async () => {
  const failing = new Readable({ read: () => failing.destroy(new Error("cut off")) });
  await expect(readPiecesCapped(failing, 100)).rejects.toThrow("cut off");
});
