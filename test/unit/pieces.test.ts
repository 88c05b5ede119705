import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { expect, test } from "vitest";
import { saveCapped, spoolDir } from "../../src/jobs/spool.js";

const chunks = (...sizes: number[]) => sizes.map((n, i) => Buffer.alloc(n, i + 1));

test("saveCapped writes a body to its file byte for byte, and says its length", async () => {
  const spool = await spoolDir();
  const parts = chunks(3, 4, 5);
  const path = join(spool.dir, "0");
  expect(await saveCapped(Readable.from(parts), 100, path, 12)).toBe(12);
  expect(readFileSync(path).equals(Buffer.concat(parts))).toBe(true);
  await spool.remove();
  expect(existsSync(spool.dir)).toBe(false);
});

test("saveCapped over the cap, declared or found while writing: undefined, and the body is destroyed", async () => {
  const spool = await spoolDir();
  const declared = Readable.from(chunks(3));
  expect(await saveCapped(declared, 10, join(spool.dir, "0"), 11)).toBeUndefined();
  expect(declared.destroyed).toBe(true);
  const undeclared = Readable.from(chunks(6, 6));
  expect(await saveCapped(undeclared, 10, join(spool.dir, "1"))).toBeUndefined();
  expect(undeclared.destroyed).toBe(true);
  await spool.remove();
});

test("saveCapped passes on a body's own error (a download cut off is tried again)", async () => {
  const spool = await spoolDir();
  const failing = new Readable({ read: () => failing.destroy(new Error("cut off")) });
  await expect(saveCapped(failing, 100, join(spool.dir, "0"))).rejects.toThrow("cut off");
  await spool.remove();
});
