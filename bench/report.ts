/** The issue's figures from a run, with their budgets, as a table and as JSON. */
import { cpus, totalmem } from "node:os";
import type { BenchOptions, PeerStrategy, Strategy } from "./options.js";
import type { StrategyResult } from "./run.js";

export interface Figure {
  name: string;
  budget: string;
  /** Per strategy: the value shown, and the number ratios are taken of. */
  values: Partial<Record<Strategy, { shown: string; value: number | undefined }>>;
  /** flowbot's verdict; undefined when the figure is only reported. */
  met?: boolean;
  /** How a value alone is written, for the spread over runs. */
  format(value: number): string;
}

const MB = 1_000_000;
const MIB = 1024 * 1024;

function percentile(sorted: number[], p: number): number | undefined {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const fixed = (n: number | undefined, digits = 1) => (n === undefined ? "—" : n.toFixed(digits));
const plain = (n: number) => fixed(n);
const ms = (n: number) => (Number.isFinite(n) ? `${fixed(n, 0)} ms` : "∞");

const sizeOf = (bytes: number) => (bytes >= MIB ? `${fixed(bytes / MIB, 0)} MiB` : `${fixed(bytes / 1024, 1)} KiB`);

/** Every figure of the issue for each strategy run. */
export function figuresOf(results: StrategyResult[]): Figure[] {
  const of = (f: (r: StrategyResult) => { shown: string; value: number | undefined }) =>
    Object.fromEntries(results.map((r) => [r.strategy, f(r)])) as Figure["values"];
  const flowbot = results.find((r) => r.strategy === "flowbot");
  const overheads = (r: StrategyResult) =>
    r.jobs.flatMap((j) => (j.overheadMs === undefined ? [] : [j.overheadMs])).sort((a, b) => a - b);
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
      format: (n) => String(n),
      budget: "0",
      values: of((r) => ({ shown: String(r.rateLimited), value: r.rateLimited })),
      met: flowbot && flowbot.rateLimited === 0,
    },
    {
      name: "Discord calls per job",
      format: plain,
      budget: "≤ 3 + ⌈run s / 1.5⌉",
      values: of((r) => {
        const queued =
          r.extra.requested !== undefined ? Math.max(0, r.extra.requested - sum(r.jobs.map((j) => j.calls))) : 0;
        const budget = sum(r.jobs.map(budgetOf)) / r.jobs.length;
        const note = queued > 0 ? `, +${fixed(queued / r.jobs.length)} still queued` : "";
        return {
          shown: `${fixed(perJob(r))} (budget ${fixed(budget)}; ${overBudget(r)} jobs over${note})`,
          value: perJob(r) + queued / r.jobs.length,
        };
      }),
      met: flowbot && overBudget(flowbot) === 0,
    },
    {
      name: "progress events absorbed per Discord edit",
      format: plain,
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
      format: ms,
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
      format: ms,
      budget: "reported (Discord: 3 s)",
      values: of((r) => {
        const sorted = r.jobs
          .flatMap((j) => (j.firstResponseMs === undefined ? [] : [j.firstResponseMs]))
          .sort((a, b) => a - b);
        const late = sorted.filter((ms) => ms > 3_000).length;
        return {
          shown: `${fixed(percentile(sorted, 50), 0)} / ${fixed(percentile(sorted, 99), 0)} ms${late ? ` (${late} too late)` : ""}`,
          value: percentile(sorted, 99),
        };
      }),
    },
    {
      name: "event-loop lag p99 while the jobs run",
      format: ms,
      budget: "≤ 50 ms",
      values: of((r) => ({ shown: `${fixed(lag(r))} ms (max ${fixed(r.window.lagMaxMs, 0)})`, value: lag(r) })),
      met: flowbot && lag(flowbot) <= 50,
    },
    {
      name: "peak RSS with every job in flight",
      format: (n) => `${fixed(n / MB, 0)} MB`,
      budget: "≤ 250 MB",
      values: of((r) => ({ shown: `${fixed(r.window.peakRssBytes / MB, 0)} MB`, value: r.window.peakRssBytes })),
      met: flowbot && flowbot.window.peakRssBytes <= 250 * MB,
    },
    ...checkFigures(of),
    {
      // 10 MiB from the cloud; an engine's own small PNG with `--engine`.
      name: `extra memory delivering a ${sizeOf(results[0]?.probe.outputBytes ?? 10 * MIB)} output`,
      format: (n) => `${fixed(n / MIB)} MiB`,
      budget: "≤ 2× its size",
      values: of((r) => {
        const extra = extraMemory(r);
        const external = r.probe.peakExternalBytes - r.probe.baselineExternalBytes;
        return {
          shown: `${fixed(extra / MIB)} MiB = ${fixed(extra / r.probe.outputBytes, 2)}× (Buffers ${fixed(external / MIB)} MiB)`,
          value: extra,
        };
      }),
      met: flowbot && extraMemory(flowbot) <= 2 * flowbot.probe.outputBytes,
    },
    {
      name: "database statements per job",
      format: plain,
      budget: "≤ 8",
      values: of((r) =>
        r.strategy !== "flowbot"
          ? { shown: "— (keeps none)", value: undefined }
          : { shown: fixed(statements(r)), value: statements(r) },
      ),
      met: flowbot && statements(flowbot) <= 8,
    },
    {
      name: "database statement latency (pool wait included), p50 / p99",
      format: ms,
      budget: "reported",
      values: of((r) =>
        r.strategy !== "flowbot"
          ? { shown: "—", value: undefined }
          : {
              shown: `${fixed(r.window.dbLatencyMs.p50, 0)} / ${fixed(r.window.dbLatencyMs.p99, 0)} ms`,
              value: r.window.dbLatencyMs.p99,
            },
      ),
    },
  ];
  return figures;
}

/**
 * The image check's figures (flowbot: the check is on, `spoiler` by default, every output scored
 * before it is attached): its own cost, measured in the bot's process before the load
 * (bench/image-check-cost.ts), and each image's check under the load.
 */
function checkFigures(
  of: (f: (r: StrategyResult) => { shown: string; value: number | undefined }) => Figure["values"],
): Figure[] {
  const none = { shown: "—", value: undefined };
  const measured = (r: StrategyResult) => r.strategy === "flowbot" && r.extra.checkAloneP50Ms !== undefined;
  return [
    {
      name: "image check alone: ms per image (decode + model, one after another), p50 / p99",
      format: ms,
      budget: "reported",
      values: of((r) =>
        measured(r)
          ? {
              shown: `${fixed(r.extra.checkAloneP50Ms, 0)} / ${fixed(r.extra.checkAloneP99Ms, 0)} ms (${r.extra.checkAloneImages} images; model load ${fixed(r.extra.checkLoadMs, 0)} ms)`,
              value: r.extra.checkAloneP99Ms,
            }
          : none,
      ),
    },
    {
      name: "image check under the load: ms per image, p50 / p99",
      format: ms,
      budget: "reported",
      values: of((r) =>
        measured(r)
          ? {
              shown: `${fixed(r.extra.checkLoadedP50Ms, 0)} / ${fixed(r.extra.checkLoadedP99Ms, 0)} ms (${r.extra.checkedImages} images)`,
              value: r.extra.checkLoadedP99Ms,
            }
          : none,
      ),
    },
    {
      name: "RSS the image check adds (its model's thread; sharp, its decoder)",
      format: (n) => `${fixed(n / MB, 0)} MB`,
      budget: "reported (within the peak RSS)",
      values: of((r) =>
        measured(r)
          ? {
              shown: `${fixed((r.extra.checkModelRssBytes ?? 0) / MB, 0)} MB; ${fixed((r.extra.checkSharpRssBytes ?? 0) / MB, 0)} MB`,
              value: (r.extra.checkModelRssBytes ?? 0) + (r.extra.checkSharpRssBytes ?? 0),
            }
          : none,
      ),
    },
  ];
}

export function machine() {
  return {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? "unknown",
    memoryGiB: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
  };
}

/** The table, in Markdown, as printed and as pasted in docs/performance.md. */
/** Figures of several runs as one: per strategy, the run with the median value, and the range over the runs. */
export function combine(runs: Figure[][]): Figure[] {
  return runs[0]!.map((first, i) => {
    const values: Figure["values"] = {};
    let met = first.met;
    for (const strategy of Object.keys(first.values) as Strategy[]) {
      const entries = runs.flatMap((run, k) => (run[i]!.values[strategy] ? [{ k, v: run[i]!.values[strategy] }] : []));
      const sorted = entries.filter((e) => e.v.value !== undefined).sort((a, b) => a.v.value! - b.v.value!);
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      if (median === undefined) {
        values[strategy] = entries[0]!.v;
        continue;
      }
      const range =
        sorted.length > 1
          ? ` [${sorted.length} runs: ${first.format(sorted[0]!.v.value!)} – ${first.format(sorted.at(-1)!.v.value!)}]`
          : "";
      values[strategy] = { shown: `${median.v.shown}${range}`, value: median.v.value };
      if (strategy === "flowbot") met = runs[median.k]![i]!.met;
    }
    return { ...first, values, ...(met === undefined ? {} : { met }) };
  });
}

const PEERS: Record<PeerStrategy, string> = {
  naive: "naive (every event)",
  "per-second": "≤ 1 edit/s per message",
  quarters: "at 25/50/75/100 %",
};

/** The table, in Markdown, as printed and as pasted in docs/performance.md: flowbot, then each peer with its ratio. */
export function table(figures: Figure[]): string {
  const peers = (Object.keys(PEERS) as PeerStrategy[]).filter((p) => figures.some((f) => f.values[p]));
  const ratio = (f: Figure, peer: PeerStrategy) => {
    const a = f.values.flowbot?.value;
    const b = f.values[peer]?.value;
    if (a === undefined || b === undefined) return "—";
    if (!Number.isFinite(a)) return Number.isFinite(b) ? "— (flowbot: some never shown)" : "—";
    if (!Number.isFinite(b)) return "∞ (never shown)";
    if (a === 0) return b === 0 ? "1×" : "∞";
    return `${(b / a).toFixed(b / a < 1 ? 2 : 1)}×`;
  };
  const rows = figures.map((f) => {
    const verdict = f.met === undefined ? "" : f.met ? "met" : "**not met**";
    const cells = peers.map((p) => `${f.values[p]?.shown ?? "—"} | ${ratio(f, p)}`);
    return `| ${[f.name, f.budget, f.values.flowbot?.shown ?? "—", verdict, ...cells].join(" | ")} |`;
  });
  const header = ["figure", "budget", "flowbot", "", ...peers.flatMap((p) => [PEERS[p], "÷ flowbot"])];
  return [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...rows].join("\n");
}

/** flowbot's figures for one run of some process count. */
export interface ProcessFigures {
  processes: number;
  shardRanges: string[];
  viaProxy: boolean;
  rateLimited: number;
  globalRateLimited: number;
  proxyHeldBack?: number;
  callsPerJob: number;
  /** Service done → the result in Discord (ms), over the jobs shown. */
  deliveryP50Ms?: number;
  deliveryP95Ms?: number;
  neverShown: number;
  /** Interaction created → its first response reached Discord (ms); past 3 s Discord has dropped it, and its job is lost. */
  firstResponseP50Ms?: number;
  firstResponseP95Ms?: number;
  lateFirstResponses: number;
  cpuMs: number;
  peakRssBytes: number;
}

export function processFiguresOf(r: StrategyResult): ProcessFigures {
  const delivered = r.jobs.flatMap((j) => (j.overheadMs === undefined ? [] : [j.overheadMs])).sort((a, b) => a - b);
  const p50 = percentile(delivered, 50);
  const p95 = percentile(delivered, 95);
  const first = r.jobs
    .flatMap((j) => (j.firstResponseMs === undefined ? [] : [j.firstResponseMs]))
    .sort((a, b) => a - b);
  const firstP50 = percentile(first, 50);
  const firstP95 = percentile(first, 95);
  return {
    processes: r.processes,
    shardRanges: r.shardRanges,
    viaProxy: r.proxyHeldBack !== undefined,
    rateLimited: r.rateLimited,
    globalRateLimited: r.globalRateLimited,
    ...(r.proxyHeldBack === undefined ? {} : { proxyHeldBack: r.proxyHeldBack }),
    callsPerJob: sum(r.jobs.map((j) => j.calls)) / r.jobs.length,
    ...(p50 === undefined ? {} : { deliveryP50Ms: p50 }),
    ...(p95 === undefined ? {} : { deliveryP95Ms: p95 }),
    neverShown: r.jobs.length - delivered.length,
    ...(firstP50 === undefined ? {} : { firstResponseP50Ms: firstP50 }),
    ...(firstP95 === undefined ? {} : { firstResponseP95Ms: firstP95 }),
    lateFirstResponses: first.filter((ms) => ms > 3_000).length,
    cpuMs: r.window.cpuMs,
    peakRssBytes: r.window.peakRssBytes,
  };
}

/**
 * flowbot per process count, in Markdown: 429s (the global limit's among them), Discord calls per
 * job, and delivery (service done → the result in Discord). Over several runs, each row is the
 * median run (by jobs never shown, then delivery p95), with the range over the runs.
 */
export function processTable(results: StrategyResult[]): string {
  const counts = [...new Set(results.filter((r) => r.strategy === "flowbot").map((r) => r.processes))].sort(
    (a, b) => a - b,
  );
  const p95 = (f: ProcessFigures) => f.deliveryP95Ms ?? Number.POSITIVE_INFINITY;
  const rows = counts.map((count) => {
    const runs = results
      .filter((r) => r.strategy === "flowbot" && r.processes === count)
      .map(processFiguresOf)
      .sort((a, b) => a.neverShown - b.neverShown || p95(a) - p95(b));
    const f = runs[Math.floor((runs.length - 1) / 2)]!;
    const spread = (values: number[], format: (n: number) => string) =>
      runs.length > 1 ? ` [${runs.length} runs: ${format(Math.min(...values))} – ${format(Math.max(...values))}]` : "";
    const range = spread(runs.map(p95), ms);
    const shards = f.shardRanges.every((s) => s === "") ? "all" : f.shardRanges.join(" · ");
    const path = f.viaProxy ? `REST proxy (waited for a limit ${f.proxyHeldBack}×)` : "direct";
    return `| ${[
      String(f.processes),
      shards,
      path,
      `${f.rateLimited} (${f.globalRateLimited} global)${spread(
        runs.map((r) => r.rateLimited),
        String,
      )}`,
      `${fixed(f.callsPerJob)}${spread(
        runs.map((r) => r.callsPerJob),
        plain,
      )}`,
      `${fixed(f.deliveryP50Ms, 0)} / ${fixed(f.deliveryP95Ms, 0)} ms${range}`,
      `${f.neverShown}${spread(
        runs.map((r) => r.neverShown),
        String,
      )}`,
      `${fixed(f.firstResponseP50Ms, 0)} / ${fixed(f.firstResponseP95Ms, 0)} ms (${f.lateFirstResponses} after 3 s)`,
      `${fixed(f.cpuMs / 1000)} s`,
      `${fixed(f.peakRssBytes / MB, 0)} MB`,
    ].join(" | ")} |`;
  });
  const header = [
    "processes",
    "DISCORD_SHARDS",
    "Discord REST",
    "429s",
    "Discord calls per job",
    "delivery (service done → result in Discord), p50 / p95",
    "never shown",
    "first response, p50 / p95",
    "bot CPU (all processes)",
    "peak RSS (largest process)",
  ];
  return [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...rows].join("\n");
}

/** The JSON: every run's figures; each job's own only for each strategy's (and process count's) last run, to keep the file small. */
export function json(options: BenchOptions, results: StrategyResult[], figures: Figure[]) {
  const key = (r: Pick<StrategyResult, "strategy" | "processes">) => `${r.strategy}/${r.processes}`;
  const last = new Map(results.map((r) => [key(r), r]));
  const flowbot = results.filter((r) => r.strategy === "flowbot");
  return {
    date: new Date().toISOString(),
    machine: machine(),
    options,
    figures,
    ...(options.processes > 1 ? { processes: flowbot.map(processFiguresOf) } : {}),
    results: results.map(({ jobs, ...rest }, i) => ({
      ...rest,
      jobs: jobs.length,
      ...(last.get(key(rest)) === results[i] ? { perJob: jobs } : {}),
    })),
  };
}
