import { defineConfig } from "vitest/config";

/**
 * Suites that run in the test's own process (units, API clients against the fakes, the database,
 * the fake Discord's own tests): they share their worker and the modules it has loaded, file after
 * file. Loading the bot's modules afresh in a new process for each file was most of their time
 * (test/api: 24 s of CPU isolated, 9.5 s shared). Each of them closes what it opens, restores the
 * clocks and spies it replaces and sets no process-wide state, so that the next file in the worker
 * starts as in a process of its own. Everything else (end to end, the playground's browser, the
 * bench, the repros and the soak, which start processes, servers and bots) keeps a process per file.
 */
const SHARED = ["test/unit/**/*.test.ts", "test/api/**/*.test.ts", "test/db/**/*.test.ts"].concat([
  "test/fakes-discord/**/*.test.ts",
  "test/http/**/*.test.ts",
  "test/jobs/**/*.test.ts",
]);

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // End-to-end suites start real servers and a real discord.js client. They mostly wait (on the
    // fakes' steps, timers, sockets): a full run on two workers kept 0.84 of the two cores busy
    // (542 s user + 92 s system in 756 s), so a third worker shortens the run without starving them.
    maxWorkers: 3,
    reporters: ["default", "json"],
    outputFile: { json: ".ci/results.json" },
    // Projects run in the order of their names: the long isolated suites first, so that the short
    // shared ones fill the workers at the end instead of one long suite running on alone.
    projects: [
      { extends: true, test: { name: "isolated", include: ["test/**/*.test.ts"], exclude: SHARED } },
      { extends: true, test: { name: "shared", include: SHARED, isolate: false } },
    ],
  },
});
