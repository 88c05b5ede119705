import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { expect, test } from "vitest";
import { createTempDir } from "../helpers/db.js";

/**
 * `npm run bench -- --quick --processes 2 --shards 4` end to end, tiny: proves the bench runs every
 * strategy in a Discord requiring 4 shards, flowbot also as two processes on shards 0-1 and 2-3
 * through the REST proxy, and writes every figure, per process count too. No timing is asserted
 * here (the figures are the bench's report, not a test).
 */
test("a quick bench runs the real bot (as one process and as two) and the three peers and reports every figure", async () => {
  const temp = await createTempDir();
  try {
    const out = `${temp.dir}/bench.json`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        "--import",
        "tsx",
        "bench/index.ts",
        "--quick",
        "--jobs",
        "4",
        "--channels",
        "4",
        "--processes",
        "2",
        "--shards",
        "4",
        "--out",
        out,
      ],
      {
        // It compiles the bot's process first and runs five runs: a few minutes on a loaded machine.
        timeout: 400_000,
      },
    );
    expect(stdout).toContain("| Discord 429 responses");
    const report = JSON.parse(await readFile(out, "utf8"));
    expect(report.machine.cores).toBeGreaterThan(0);
    expect(report.results.map((r: { strategy: string; processes: number }) => `${r.strategy} ×${r.processes}`)).toEqual(
      ["flowbot ×1", "flowbot ×2", "naive ×1", "per-second ×1", "quarters ×1"],
    );
    const [flowbot, twoProcesses, naive, perSecond, quarters] = report.results;
    // One process identified all four shards; the two processes each their own two.
    expect(flowbot.sessions.map(([id]: number[]) => id).sort()).toEqual([0, 1, 2, 3]);
    expect(twoProcesses.shardRanges).toEqual(["0-1", "2-3"]);
    expect(twoProcesses.sessions.sort()).toEqual([
      [0, 4],
      [1, 4],
      [2, 4],
      [3, 4],
    ]);
    // Both processes served commands (one job per server, a server per shard), and every job was delivered.
    expect(twoProcesses.processExtras).toHaveLength(2);
    for (const e of twoProcesses.processExtras) expect(e.interactions).toBeGreaterThan(0);
    for (const job of twoProcesses.perJob) expect(job.overheadMs).toEqual(expect.any(Number));
    // The figures per process count: 429s (global ones counted by the fake Discord), calls per job, delivery.
    expect(report.processes.map((p: { processes: number; viaProxy: boolean }) => [p.processes, p.viaProxy])).toEqual([
      [1, false],
      [2, true],
    ]);
    for (const p of report.processes) {
      expect(p).toMatchObject({
        rateLimited: expect.any(Number),
        globalRateLimited: expect.any(Number),
        callsPerJob: expect.any(Number),
        deliveryP50Ms: expect.any(Number),
        deliveryP95Ms: expect.any(Number),
        neverShown: 0,
        firstResponseP50Ms: expect.any(Number),
      });
      expect(p.callsPerJob).toBeGreaterThan(0);
    }
    expect(stdout).toMatch(
      /\| processes \| DISCORD_SHARDS \| Discord REST \| 429s \| Discord calls per job \| delivery/,
    );
    expect(stdout).toMatch(/\| 1 \| all \| direct \| \d+ \(\d+ global\) \|/);
    expect(stdout).toMatch(/\| 2 \| 0-1 · 2-3 \| REST proxy \(waited for a limit \d+×\) \| \d+ \(\d+ global\) \|/);
    // Every job of the real bot reached its final message with its output attached.
    expect(flowbot.perJob).toHaveLength(4);
    for (const job of flowbot.perJob) expect(job.overheadMs).toEqual(expect.any(Number));
    expect(flowbot.window.dbStatements).toBeGreaterThan(0);
    expect(flowbot.probe.peakExternalBytes).toBeGreaterThan(flowbot.probe.baselineExternalBytes);
    // The baseline asked for an edit per progress event.
    expect(naive.extra.progressRequested).toBeGreaterThan(
      flowbot.perJob.reduce((n: number, j: { progressEdits: number }) => n + j.progressEdits, 0),
    );
    // The peers pace their edits: fewer than the baseline's, and at most four per node for the quarters.
    expect(perSecond.extra.progressRequested).toBeLessThan(naive.extra.progressRequested);
    expect(quarters.extra.progressRequested).toBeLessThan(naive.extra.progressRequested);
    expect(stdout).toMatch(
      /\| figure \| budget \| flowbot \| {2}\| naive \(every event\) \| ÷ flowbot \| ≤ 1 edit\/s per message \| ÷ flowbot \| at 25\/50\/75\/100 % \| ÷ flowbot \|/,
    );
    const names = report.figures.map((f: { name: string }) => f.name).join("\n");
    for (const figure of [
      "429",
      "calls per job",
      "absorbed",
      "overhead",
      "event-loop lag",
      "peak RSS",
      "10 MiB",
      "database statements",
    ]) {
      expect(names).toContain(figure);
    }
  } finally {
    await temp.remove();
  }
}, 430_000);
