import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { expect, test } from "vitest";
import { createTempDir } from "../helpers/db.js";

/**
 * `npm run bench -- --quick` end to end, tiny: proves the bench runs both strategies and writes
 * every figure. No timing is asserted here (the figures are the bench's report, not a test).
 */
test("a quick bench runs the real bot and the three peers and reports every figure", async () => {
  const temp = await createTempDir();
  try {
    const out = `${temp.dir}/bench.json`;
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "bench/index.ts", "--quick", "--jobs", "4", "--channels", "2", "--out", out], {
      // It compiles the bot's process first and runs four strategies: a few minutes on a loaded machine.
      timeout: 300_000,
    });
    expect(stdout).toContain("| Discord 429 responses");
    const report = JSON.parse(await readFile(out, "utf8"));
    expect(report.machine.cores).toBeGreaterThan(0);
    expect(report.results.map((r: { strategy: string }) => r.strategy)).toEqual(["flowbot", "naive", "per-second", "quarters"]);
    const [flowbot, naive, perSecond, quarters] = report.results;
    // Every job of the real bot reached its final message with its output attached.
    expect(flowbot.perJob).toHaveLength(4);
    for (const job of flowbot.perJob) expect(job.overheadMs).toEqual(expect.any(Number));
    expect(flowbot.window.dbStatements).toBeGreaterThan(0);
    expect(flowbot.probe.peakExternalBytes).toBeGreaterThan(flowbot.probe.baselineExternalBytes);
    // The baseline asked for an edit per progress event.
    expect(naive.extra.progressRequested).toBeGreaterThan(flowbot.perJob.reduce((n: number, j: { progressEdits: number }) => n + j.progressEdits, 0));
    // The peers pace their edits: fewer than the baseline's, and at most four per node for the quarters.
    expect(perSecond.extra.progressRequested).toBeLessThan(naive.extra.progressRequested);
    expect(quarters.extra.progressRequested).toBeLessThan(naive.extra.progressRequested);
    expect(stdout).toMatch(/\| figure \| budget \| flowbot \|  \| naive \(every event\) \| ÷ flowbot \| ≤ 1 edit\/s per message \| ÷ flowbot \| at 25\/50\/75\/100 % \| ÷ flowbot \|/);
    const names = report.figures.map((f: { name: string }) => f.name).join("\n");
    for (const figure of ["429", "calls per job", "absorbed", "overhead", "event-loop lag", "peak RSS", "10 MiB", "database statements"]) {
      expect(names).toContain(figure);
    }
  } finally {
    await temp.remove();
  }
}, 330_000);
