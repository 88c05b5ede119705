import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { expect, test } from "vitest";
import { parseArgs } from "../../bench/options.js";
import { createTempDir } from "../helpers/db.js";

/**
 * `npm run bench -- --quick --engine` end to end, tiny: the real bot on fake self-hosted engines
 * (FLOW_ENGINE_URLS, no cloud) through the same load, reporting the same figures. No timing is
 * asserted (the figures are the bench's report, not a test).
 */
test("a quick bench on engines runs the real bot alone and reports every figure", async () => {
  const temp = await createTempDir();
  try {
    const out = `${temp.dir}/bench.json`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "bench/index.ts", "--quick", "--engine", "--jobs", "4", "--channels", "2", "--out", out],
      // It compiles the bot's process first: a minute or two on a loaded machine.
      { timeout: 200_000 },
    );
    expect(stdout).toContain("on 5 fake self-hosted engines");
    expect(stdout).toContain("engine mode: flowbot alone");
    expect(stdout).toContain("| Discord 429 responses");
    const report = JSON.parse(await readFile(out, "utf8"));
    expect(report.options.engine).toBe(true);
    expect(report.results.map((r: { strategy: string }) => r.strategy)).toEqual(["flowbot"]);
    const [flowbot] = report.results;
    // Every job ran on an engine and reached its final message with its output attached.
    expect(flowbot.perJob).toHaveLength(4);
    for (const job of flowbot.perJob) {
      expect(job.overheadMs).toEqual(expect.any(Number));
      expect(job.progressEvents).toBeGreaterThan(0);
    }
    expect(flowbot.window.dbStatements).toBeGreaterThan(0);
    // The probe's output is the engine's own PNG, and the memory figure says its size.
    expect(flowbot.probe.outputBytes).toBeGreaterThan(0);
    expect(flowbot.probe.outputBytes).toBeLessThan(1024 * 1024);
    const names = report.figures.map((f: { name: string }) => f.name).join("\n");
    for (const figure of ["429", "calls per job", "absorbed", "overhead", "event-loop lag", "peak RSS", "KiB output"])
      expect(names).toContain(figure);
  } finally {
    await temp.remove();
  }
}, 230_000);

test("--engine runs flowbot alone: a peer in --only, or --burst, is refused by name", () => {
  expect(parseArgs(["--engine"]).strategies).toEqual(["flowbot"]);
  expect(() => parseArgs(["--engine", "--only", "flowbot,naive"])).toThrow(/--engine runs flowbot only/);
  expect(() => parseArgs(["--engine", "--burst", "10"])).toThrow(/--burst runs against the cloud only/);
  expect(parseArgs([]).engine).toBe(false);
});

test("--check sets every server's image check (spoiler unless given); another value is refused by name", () => {
  expect(parseArgs([]).check).toBe("spoiler");
  expect(parseArgs(["--engine", "--check", "off"]).check).toBe("off");
  expect(() => parseArgs(["--check", "none"])).toThrow(/--check must be one of off, spoiler, block/);
});
