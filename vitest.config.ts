import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // End-to-end suites start real servers and a real discord.js client; two cores.
    maxWorkers: 2,
    reporters: ["default", "json"],
    outputFile: { json: ".ci/results.json" },
  },
});
