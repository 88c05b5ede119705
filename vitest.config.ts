import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // End-to-end suites start real servers and a real discord.js client. They mostly wait (on the
    // fakes' steps, timers, sockets): a full run on two workers kept 0.84 of the two cores busy
    // (542 s user + 92 s system in 756 s), so a third worker shortens the run without starving them.
    maxWorkers: 3,
    reporters: ["default", "json"],
    outputFile: { json: ".ci/results.json" },
  },
});
