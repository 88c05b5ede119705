/**
 * Measurement inside the bot's process (a child of the bench): event-loop delay, memory, CPU and
 * database statements, switched on and off by the bench over IPC. Nothing here changes the bot.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { getHeapSpaceStatistics, writeHeapSnapshot } from "node:v8";
import pg from "pg";

export interface WindowFigures {
  lagP50Ms: number;
  lagP99Ms: number;
  lagMaxMs: number;
  peakRssBytes: number;
  /** At the RSS peak: the JS heap in use, and memory outside it (Buffers). */
  peakHeapUsedBytes: number;
  peakExternalBytes: number;
  /** At the RSS peak: the size of each V8 heap space (new, old, code, large objects…). */
  peakHeapSpaces: Record<string, number>;
  cpuMs: number;
  dbStatements: number;
  /** Statements by their opening words, most frequent first. */
  dbStatementKinds: Record<string, number>;
  /** Statement latency p50/p99 (ms) through the pool, waiting for a free connection included. */
  dbLatencyMs: { p50: number; p99: number };
  /** The bot's own figures of the window (flowbot's image check: bench/bot.ts), sent with it rather than at the stop, which may time out. */
  extra: Record<string, number>;
}

export interface ProbeFigures {
  baselineRssBytes: number;
  peakRssBytes: number;
  baselineExternalBytes: number;
  peakExternalBytes: number;
}

/** Bench → bot process. */
export type Command = { type: "window" | "probe"; on: boolean } | { type: "stop" };
/** Bot process → bench. */
export type Report =
  | { type: "ready" }
  | { type: "window"; figures: WindowFigures }
  | { type: "probe"; figures: ProbeFigures }
  | { type: "stopped"; extra: Record<string, number> };

/** The start of a statement's text, one line: its kind. */
const kindOf = (first: unknown) => {
  const text = typeof first === "string" ? first : ((first as { text?: string } | undefined)?.text ?? "?");
  return text.replace(/\s+/g, " ").replace(/"/g, "").slice(0, 48);
};

let statements = 0;
let kinds = new Map<string, number>();
// eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the client as `this`
const query = pg.Client.prototype.query;
// Every statement of the pool passes through a client's query (pool.query included).
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  const kind = kindOf(args[0]);
  kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

/** Latencies (ms) of statements through the pool, waiting for a free connection included; and by kind. */
const latencies: number[] = [];
let latenciesByKind = new Map<string, number[]>();
const timed = <F extends (...args: any[]) => any>(fn: F, into: number[]): F =>
  function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const result = fn.apply(this, args);
    if (result && typeof result.then === "function")
      result.then(
        () => {
          const ms = performance.now() - started;
          into.push(ms);
          const kind = kindOf(args[0]);
          const ofKind = latenciesByKind.get(kind);
          if (ofKind) ofKind.push(ms);
          else latenciesByKind.set(kind, [ms]);
        },
        () => undefined,
      );
    return result;
  } as F;
// eslint-disable-next-line @typescript-eslint/unbound-method -- `timed` applies it with the pool as `this`
pg.Pool.prototype.query = timed(pg.Pool.prototype.query, latencies);

/** The kinds of statement slowest at their p99, on one line (a slow end's story: what it waited for). */
function slowestKinds(most = 6): string {
  return [...latenciesByKind]
    .map(([kind, values]) => ({ kind, count: values.length, p50: pct(values, 50), p99: pct(values, 99) }))
    .sort((a, b) => b.p99 - a.p99)
    .slice(0, most)
    .map((k) => `${k.kind} ×${k.count} ${k.p50.toFixed(0)}/${k.p99.toFixed(0)} ms`)
    .join("; ");
}

/** How long after its collection the memory probe takes its baseline (see the probe below). */
const PROBE_SETTLE_MS = 500;

/** `--heap-snapshot S` (bench/options.ts): one snapshot S seconds into the first window. */
const snapshotAfterS = Number(process.env.BENCH_HEAP_SNAPSHOT_S ?? 0);

function snapshotSoon(): void {
  if (!snapshotAfterS) return;
  setTimeout(() => {
    const rss = Math.round(process.memoryUsage().rss / 1e6);
    const file = writeHeapSnapshot(
      `bench/results/profiles/heap-${snapshotAfterS}s-${rss}MB-${Date.now()}.heapsnapshot`,
    );
    console.error(`bench: heap snapshot ${snapshotAfterS} s into the load, at ${rss} MB RSS: ${file}`);
  }, snapshotAfterS * 1000);
}

const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

/**
 * Starts answering the bench's commands; `stop` ends the bot and returns extra figures, `windowExtra`
 * gives the bot's own figures as the window ends.
 */
export function serveProbe(
  stop: () => Promise<Record<string, number>>,
  windowExtra: () => Record<string, number> = () => ({}),
): void {
  const send = (report: Report) => process.send?.(report);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  let window:
    | {
        cpu: NodeJS.CpuUsage;
        statements: number;
        peak: NodeJS.MemoryUsage;
        spaces: Record<string, number>;
        timer: NodeJS.Timeout;
      }
    | undefined;
  const spaces = () =>
    Object.fromEntries(getHeapSpaceStatistics().map((space) => [space.space_name, space.space_size]));
  let probe:
    { rss: number; external: number; peakRss: number; peakExternal: number; timer: NodeJS.Timeout } | undefined;

  process.on("message", (command: Command) => {
    if (command.type === "window" && command.on) {
      delay.reset();
      delay.enable();
      kinds = new Map();
      latencies.length = 0;
      latenciesByKind = new Map();
      const sample = () => {
        const now = process.memoryUsage();
        if (now.rss > window!.peak.rss) Object.assign(window!, { peak: now, spaces: spaces() });
      };
      snapshotSoon();
      window = {
        cpu: process.cpuUsage(),
        statements,
        peak: process.memoryUsage(),
        spaces: spaces(),
        timer: setInterval(sample, 200),
      };
    } else if (command.type === "window" && window) {
      delay.disable();
      clearInterval(window.timer);
      console.error(`bench: statements slowest at p99 (p50/p99, pool wait included): ${slowestKinds()}`);
      const cpu = process.cpuUsage(window.cpu);
      const ms = (ns: number) => ns / 1e6;
      send({
        type: "window",
        figures: {
          lagP50Ms: ms(delay.percentile(50)),
          lagP99Ms: ms(delay.percentile(99)),
          lagMaxMs: ms(delay.max),
          peakRssBytes: window.peak.rss,
          peakHeapUsedBytes: window.peak.heapUsed,
          peakExternalBytes: window.peak.external,
          peakHeapSpaces: window.spaces,
          cpuMs: (cpu.user + cpu.system) / 1000,
          dbStatements: statements - window.statements,
          dbStatementKinds: Object.fromEntries([...kinds].sort((a, b) => b[1] - a[1])),
          dbLatencyMs: { p50: pct(latencies, 50), p99: pct(latencies, 99) },
          extra: windowExtra(),
        },
      });
      window = undefined;
    } else if (command.type === "probe" && command.on) {
      // A collected heap, so that the peak above it is what delivering the file costs.
      gc();
      // `external` (Buffers included) is where file bytes live; the heap holds only their handles.
      // The budget is on RSS, what the process costs. `external` also counts chunks nothing refers
      // to any more until a GC frees them (we take them to be the download's and the upload's
      // 64 KiB pieces, already written to disk or to the socket), so it can read above RSS's
      // growth: a 10 MiB output streamed through a file measured ~30 MiB of it for ~19 MiB of RSS.
      // The baseline is taken once that collection has settled: it moves objects to fresh pages
      // and gives the old ones back only afterwards, and RSS was seen 17–25 MiB above the
      // baseline 100–200 ms after it (the heap and Buffers unchanged), or falling 30 MiB below
      // it: either was counted as the delivery's before. The probe's job runs 1.5 s before its output.
      const settling = setTimeout(() => {
        const { rss, external } = process.memoryUsage();
        Object.assign(probe!, { rss, external, peakRss: rss, peakExternal: external });
        probe!.timer = setInterval(() => {
          const m = process.memoryUsage();
          probe!.peakRss = Math.max(probe!.peakRss, m.rss);
          probe!.peakExternal = Math.max(probe!.peakExternal, m.external);
        }, 2);
      }, PROBE_SETTLE_MS);
      const { rss, external } = process.memoryUsage();
      probe = { rss, external, peakRss: rss, peakExternal: external, timer: settling };
    } else if (command.type === "probe" && probe) {
      clearTimeout(probe.timer);
      clearInterval(probe.timer);
      send({
        type: "probe",
        figures: {
          baselineRssBytes: probe.rss,
          peakRssBytes: probe.peakRss,
          baselineExternalBytes: probe.external,
          peakExternalBytes: probe.peakExternal,
        },
      });
      probe = undefined;
    } else if (command.type === "stop") {
      void stop().then((extra) => {
        send({ type: "stopped", extra });
        process.disconnect?.();
        setTimeout(() => process.exit(0), 100).unref();
      });
    }
  });
  send({ type: "ready" });
}

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
