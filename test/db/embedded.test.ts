import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "vitest";
import { openEmbedded } from "../../src/db/pglite.js";
import { createTempDir } from "../helpers/db.js";

test("a new embedded data dir is made, then opened with small shared buffers; it opens again as it is", async () => {
  const temp = await createTempDir();
  try {
    const dir = join(temp.dir, "pglite");
    const first = await openEmbedded(dir);
    expect(existsSync(join(dir, "PG_VERSION"))).toBe(true);
    expect((await first.query<{ shared_buffers: string }>("show shared_buffers")).rows).toEqual([
      { shared_buffers: "8MB" },
    ]);
    await first.exec("create table kept (n int); insert into kept values (7)");
    await first.close();

    const second = await openEmbedded(dir);
    expect((await second.query("select n from kept")).rows).toEqual([{ n: 7 }]);
    await second.close();
  } finally {
    await temp.remove();
  }
}, 120_000);

test("a data dir that cannot be made fails with a message naming it", async () => {
  const temp = await createTempDir();
  try {
    // Under a file, not a directory: nothing can be made there, whoever runs the test.
    const file = join(temp.dir, "a-file");
    await writeFile(file, "");
    const dir = join(file, "pglite");
    await expect(openEmbedded(dir)).rejects.toThrow(`creating the embedded database in ${dir} failed (exit 1)`);
  } finally {
    await temp.remove();
  }
}, 120_000);
