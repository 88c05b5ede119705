import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

const dir = join(import.meta.dirname, "..", "..", "migrations");
const journal = JSON.parse(readFileSync(join(dir, "meta", "_journal.json"), "utf8")) as {
  entries: Array<{ idx: number; when: number; tag: string }>;
};

test("every migration file is in the journal, in order", () => {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .map((f) => f.replace(/\.sql$/, ""))
    .sort();
  expect(journal.entries.map((e) => e.tag)).toEqual(files);
  expect(journal.entries.map((e) => e.idx)).toEqual(files.map((_, i) => i));
});

// drizzle's migrator applies only migrations stamped after the last one a database has applied:
// one stamped earlier would be skipped on every database upgraded from the version before it.
test("each migration is stamped after the one before it", () => {
  const stamps = journal.entries.map((e) => e.when);
  for (let i = 1; i < stamps.length; i++) expect(stamps[i]).toBeGreaterThan(stamps[i - 1]!);
});
