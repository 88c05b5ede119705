import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Suites that run in the test's own process (units, API clients against the fakes, the database,
 * the fake Discord's own tests, end to end against in-process bots): they share their worker and
 * the modules it has loaded, file after file. Loading the bot's modules afresh in a new process
 * for each file was most of their time (test/api: 24 s of CPU isolated, 9.5 s shared; 69
 * end-to-end files: 284 s and 137 s). Each of them closes what it opens, restores the clocks and
 * spies it replaces and sets no process-wide state, so that the next file in the worker starts as
 * in a process of its own. The playground's browser, the bench, the repros and the soak keep a
 * process per file.
 */
const IN_PROCESS = ["unit", "api", "db", "fakes-discord", "http", "jobs", "e2e"];

/**
 * Of those, a file keeps a process of its own when it starts processes (`npm start`, a shard's
 * process: test/helpers/npm.ts stops them after each test from a hook of its module, which a
 * shared worker would run for its first file only), sends discord.js REST through the process-wide
 * dispatcher (the REST proxy, deploy-commands, a bare `new REST`: whichever undici a previous file
 * loaded would own it), or patches a prototype or a process-wide object, by assignment or by a spy
 * (`X.prototype.m =`, `vi.spyOn(X.prototype, …)`, `vi.spyOn(process, …)`, `vi.stubGlobal`: it would
 * count, or change, the calls of whatever a previous file left running). The clock alone is shared:
 * a file that moves it does so through vi's fake timers (`vi.useFakeTimers`, `vi.setSystemTime`)
 * and gives the real ones back after each test.
 */
const SPAWNS_OR_GLOBAL = new RegExp(
  [
    /helpers\/npm|node:child_process|shard-processes|new REST\(|deploy-commands|restProxy/.source,
    /\.prototype\.[\w$]+\s*=|spyOn\(\s*[\w$.]+\.prototype\b/.source,
    /spyOn\(\s*(?:globalThis|global|process|console|Date|Math|performance|crypto)\b|stubGlobal|stubEnv/.source,
  ].join("|"),
);
const SHARED = IN_PROCESS.flatMap((dir) =>
  readdirSync(join(import.meta.dirname, "test", dir))
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => `test/${dir}/${file}`)
    .filter((path) => !SPAWNS_OR_GLOBAL.test(readFileSync(join(import.meta.dirname, path), "utf8"))),
);

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
