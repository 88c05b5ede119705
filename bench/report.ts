/** The issue's figures from a run, with their budgets, as a table and as JSON. */
import { cpus, totalmem } from "node:os";
import type { BenchOptions, Strategy } from "./options.js";
import type { StrategyResult } from "./run.js";

export interface Figure {
  name: string;
  budget: string;
  /** Per strategy: the value shown, and the number ratios are taken of. */
  values: Partial<Record<Strategy, { shown: string; value: number | undefined }>>;
  /** flowbot's verdict; undefined when the figure is only reported. */
  met?: boolean;
}

const MB = 1_000_000;
const MIB = 1024 * 1024;

function percentile(sorted: number[], p: number): number | undefined {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const fixed = (n: number | undefined, digits = 1) => (n === undefined ? "—" : n.toFixed(digits));

/** Every figure of the issue for each strategy run. */
export function figuresOf(results: StrategyResult[]): Figure[] {
  const of = (f: (r: StrategyResult) => { shown: string; value: number | undefined }) =>
    Object.fromEntries(results.map((r) => [r.strategy, f(r)])) as Figure["values"];
  const flowbot = results.find((r) => r.strategy === "flowbot");
  const overheads = (r: StrategyResult) => r.jobs.flatMap((j) => (j.overheadMs === undefined ? [] : [j.overheadMs])).sort((a, b) => a - b);
  const undelivered = (r: StrategyResult) => r.jobs.filter((j) => j.overheadMs === undefined).length;
  const budgetOf = (j: StrategyResult["jobs"][number]) => 3 + Math.ceil(j.runSeconds / 1.5);
  const overBudget = (r: StrategyResult) => r.jobs.filter((j) => j.calls > budgetOf(j)).length;
  const perJob = (r: StrategyResult) => sum(r.jobs.map((j) => j.calls)) / r.jobs.length;
  const extraMemory = (r: StrategyResult) => r.probe.peakRssBytes - r.probe.baselineRssBytes;
  const lag = (r: StrategyResult) => r.window.lagP99Ms;
  const statements = (r: StrategyResult) => r.window.dbStatements / r.jobs.length;
  const n = results[0]?.jobs.length ?? 0;

  const figures: Figure[] = [
    {
      name: `Discord 429 responses (${n} jobs in flight)`,
      budget: "0",
      values: of((r) => ({ shown: String(r.rateLimited), value: r.rateLimited })),
      met: flowbot && flowbot.rateLimited === 0,
    },
    {
      name: "Discord calls per job",
      budget: "≤ 3 + ⌈run s / 1.5⌉",
      values: of((r) => {
        const queued = r.extra.requested !== undefined ? Math.max(0, r.extra.requested - sum(r.jobs.map((j) => j.calls))) : 0;
        const budget = sum(r.jobs.map(budgetOf)) / r.jobs.length;
        const note = queued > 0 ? `, +${fixed(queued / r.jobs.length)} still queued` : "";
        return { shown: `${fixed(perJob(r))} (budget ${fixed(budget)}; ${overBudget(r)} jobs over${note})`, value: perJob(r) + queued / r.jobs.length };
      }),
      met: flowbot && overBudget(flowbot) === 0,
    },
    {
      name: "progress events absorbed per Discord edit",
      budget: "reported",
      values: of((r) => {
        // The baseline asks for an edit per event; those still queued in discord.js count too.
        const edits = Math.max(sum(r.jobs.map((j) => j.progressEdits)), r.extra.progressRequested ?? 0);
        const value = edits === 0 ? undefined : sum(r.jobs.map((j) => j.progressEvents)) / edits;
        return { shown: fixed(value), value };
      }),
    },
    {
      name: "bot overhead (service done → final message), p50 / p99",
      budget: "p99 ≤ 250 ms",
      values: of((r) => {
        const sorted = overheads(r);
        const missing = undelivered(r);
        const shown = `${fixed(percentile(sorted, 50), 0)} / ${fixed(percentile(sorted, 99), 0)} ms${missing ? ` (${missing} never shown)` : ""}`;
        return { shown, value: missing ? Number.POSITIVE_INFINITY : percentile(sorted, 99) };
      }),
      met: flowbot && undelivered(flowbot) === 0 && (percentile(overheads(flowbot), 99) ?? Infinity) <= 250,
    },
    {
      name: "first response to /generate (deferral), p50 / p99",
      budget: "reported (Discord: 3 s)",
      values: of((r) => {
        const sorted = r.jobs.flatMap((j) => (j.firstResponseMs === undefined ? [] : [j.firstResponseMs])).sort((a, b) => a - b);
        const late = sorted.filter((ms) => ms > 3_000).length;
        return { shown: `${fixed(percentile(sorted, 50), 0)} / ${fixed(percentile(sorted, 99), 0)} ms${late ? ` (${late} too late)` : ""}`, value: percentile(sorted, 99) };
      }),
    },
    {
      name: "event-loop lag p99 while the jobs run",
      budget: "≤ 50 ms",
      values: of((r) => ({ shown: `${fixed(lag(r))} ms (max ${fixed(r.window.lagMaxMs, 0)})`, value: lag(r) })),
      met: flowbot && lag(flowbot) <= 50,
    },
    {
      name: "peak RSS with every job in flight",
      budget: "≤ 250 MB",
      values: of((r) => ({ shown: `${fixed(r.window.peakRssBytes / MB, 0)} MB`, value: r.window.peakRssBytes })),
      met: flowbot && flowbot.window.peakRssBytes <= 250 * MB,
    },
    {
      name: "extra memory delivering a 10 MiB output",
      budget: "≤ 2× its size",
      values: of((r) => {
        const extra = extraMemory(r);
        const external = r.probe.peakExternalBytes - r.probe.baselineExternalBytes;
        return { shown: `${fixed(extra / MIB)} MiB = ${fixed(extra / r.probe.outputBytes, 2)}× (Buffers ${fixed(external / MIB)} MiB)`, value: extra };
      }),
      met: flowbot && extraMemory(flowbot) <= 2 * flowbot.probe.outputBytes,
    },
    {
      name: "database statements per job",
      budget: "≤ 8",
      values: of((r) => (r.strategy === "naive" ? { shown: "— (keeps none)", value: undefined } : { shown: fixed(statements(r)), value: statements(r) })),
      met: flowbot && statements(flowbot) <= 8,
    },
  ];
  return figures;
}

export function machine() {
  return { cores: cpus().length, cpu: cpus()[0]?.model ?? "unknown", memoryGiB: Math.round(totalmem() / 1024 ** 3), node: process.version };
}

/** The table, in Markdown, as printed and as pasted in the README. */
export function table(figures: Figure[]): string {
  const ratio = (f: Figure) => {
    const a = f.values.flowbot?.value;
    const b = f.values.naive?.value;
    if (a === undefined || b === undefined) return "—";
    if (!Number.isFinite(b)) return "∞ (never shown)";
    if (a === 0) return b === 0 ? "1×" : "∞";
    return `${(b / a).toFixed(1)}×`;
  };
  const rows = figures.map((f) => {
    const verdict = f.met === undefined ? "" : f.met ? "met" : "**not met**";
    return `| ${f.name} | ${f.budget} | ${f.values.flowbot?.shown ?? "—"} | ${verdict} | ${f.values.naive?.shown ?? "—"} | ${ratio(f)} |`;
  });
  return ["| figure | budget | flowbot | | naive | naive ÷ flowbot |", "|---|---|---|---|---|---|", ...rows].join("\n");
}

export function json(options: BenchOptions, results: StrategyResult[], figures: Figure[]) {
  return {
    date: new Date().toISOString(),
    machine: machine(),
    options,
    figures,
    results: results.map(({ jobs, ...rest }) => ({ ...rest, jobs: jobs.length, perJob: jobs })),
  };
}
