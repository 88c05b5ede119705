import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

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
 * dispatcher (the harness's `restProxy: true`, deploy-commands run by `deployCommands(` or npm, a
 * bare `new REST`: whichever undici a previous file loaded would own it; importing the command
 * definitions from scripts/deploy-commands.ts sends nothing, and such a file shares), or patches a prototype or a process-wide object, by assignment or by a spy
 * (`X.prototype.m =`, `vi.spyOn(X.prototype, …)`, `vi.spyOn(process, …)`, `vi.stubGlobal`: it would
 * count, or change, the calls of whatever a previous file left running). The clock alone is shared:
 * a file that moves it does so through vi's fake timers (`vi.useFakeTimers`, `vi.setSystemTime`)
 * and gives the real ones back after each test.
 */
const SPAWNS_OR_GLOBAL = new RegExp(
  [
    /helpers\/npm|node:child_process|shard-processes|new REST\(|deployCommands\(|"deploy-commands"|restProxy:/.source,
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

/**
 * The files that run longest, longest first, by their time in the full run of 2026-11-29 00:03
 * (test/bench/bench.test.ts 239 s down to some 40 s, at a load of 11 to 16: about twice CI's
 * times). Vitest starts the files it has timed before longest first, from its cache under
 * node_modules/.vite; CI installs afresh and has none, and then starts each project's largest
 * files first. By size the bench's test (116 s in CI) came 25th of the 55 isolated files, build
 * (51 s) 40th and process (51 s) 53rd: they started half-way through the run and ran on while
 * the other workers took the shared files.
 */
const LONGEST = [
  "test/bench/bench.test.ts",
  "test/e2e/first-run.test.ts",
  "test/db/startup.test.ts",
  "test/e2e/shards-takeover.test.ts",
  "test/e2e/build.test.ts",
  "test/e2e/process.test.ts",
  "test/e2e/engine.test.ts",
  "test/e2e/lifecycle.test.ts",
  "test/e2e/shards-kill-button.test.ts",
  "test/unit/image-check.test.ts",
  "test/e2e/shards-kill-generate.test.ts",
  "test/e2e/shards.test.ts",
  "test/db/line.test.ts",
  "test/playground/channel.test.ts",
  "test/bench/bench-engine.test.ts",
  "test/e2e/rest-proxy.test.ts",
  "test/db/liveness.test.ts",
  "test/db/settings-cache.test.ts",
  "test/e2e/generate.test.ts",
  "test/e2e/upscale.test.ts",
  "test/e2e/shards-kill-mid-burst.test.ts",
  "test/playground/entry.test.ts",
  "test/db/accepted.test.ts",
  "test/unit/architecture.test.ts",
  "test/api/engine-early-events.test.ts",
  "test/jobs/fit.test.ts",
  "test/playground/page.test.ts",
  "test/e2e/creative.test.ts",
  "test/db/jobs.test.ts",
  "test/e2e/two-processes.test.ts",
  "test/e2e/engine-slow-submit.test.ts",
  "test/db/embedded.test.ts",
];

/** Vitest's order (the isolated project first, then its cache's or the files' sizes), the files of LONGEST first within each project. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONGEST.indexOf(relative(import.meta.dirname, file.moduleId));
      return at < 0 ? LONGEST.length : at;
    };
    // Stable: files of one project and one rank keep vitest's order.
    return (await super.sort(files)).sort((a, b) =>
      a.project.name < b.project.name ? -1 : a.project.name > b.project.name ? 1 : rank(a) - rank(b),
    );
  }
}

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
    // shared ones fill the workers at the end instead of one long suite running on alone. Within
    // each, the longest files start first (LONGEST).
    sequence: { sequencer: LongestFirst },
    projects: [
      { extends: true, test: { name: "isolated", include: ["test/**/*.test.ts"], exclude: SHARED } },
      { extends: true, test: { name: "shared", include: SHARED, isolate: false } },
    ],
  },
});
