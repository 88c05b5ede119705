import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { expect, test } from "vitest";
import { parseArgs } from "../../bench/options.js";

const root = join(import.meta.dirname, "..", "..");

test("`npm run bench` writes its figures to an untracked file: the committed ones change only with --out", () => {
  const { out } = parseArgs([]);
  const tracked = execFileSync("git", ["ls-files", "--", out], { cwd: root, encoding: "utf8" });
  expect(tracked).toBe("");
  const ignored = execFileSync("git", ["check-ignore", out], { cwd: root, encoding: "utf8" });
  expect(ignored.trim()).toBe(out);
  expect(parseArgs(["--out", "bench/results/latest.json"]).out).toBe("bench/results/latest.json");
});

test.each([
  [["--burst"], 1_000, 100],
  [["--burst", "--only", "flowbot"], 1_000, 100],
  [["--burst", "50", "--burst-ms", "1000"], 50, 1_000],
])("`npm run bench -- %s` runs a burst of %i /generate over %i ms", (argv, burst, burstMs) => {
  expect(parseArgs(argv)).toMatchObject({ burst, burstMs });
});

test("a burst's count is a positive integer, named as such", () => {
  expect(() => parseArgs(["--burst", "0"])).toThrow(/--burst must be followed by a positive integer, or by nothing/);
});

test("--heap-snapshot S asks for one heap snapshot S seconds into the load, and none without it", () => {
  expect(parseArgs(["--heap-snapshot", "20"]).heapSnapshotS).toBe(20);
  expect(parseArgs([]).heapSnapshotS).toBeUndefined();
  expect(() => parseArgs(["--heap-snapshot", "0"])).toThrow(/--heap-snapshot must be a positive integer/);
});
