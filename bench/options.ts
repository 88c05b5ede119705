import type { Workload } from "../fakes/cloud/knobs.js";
import { CHECK_MODES, DEFAULT_IMAGE_CHECK, type CheckMode } from "../src/image-check/policy.js";

/**
 * flowbot, and three ways other bots follow a job: `naive` edits on every progress event;
 * `per-second` edits at most once a second per message (a later event within the second is
 * dropped); `quarters` edits only when progress reaches 25, 50, 75 and 100 %.
 */
export const STRATEGIES = ["flowbot", "naive", "per-second", "quarters"] as const;
export type Strategy = (typeof STRATEGIES)[number];
export type PeerStrategy = Exclude<Strategy, "flowbot">;

export interface BenchOptions {
  jobs: number;
  channels: number;
  quick: boolean;
  /** Where the JSON goes. */
  out: string;
  /** Writes a CPU profile of each bot process (node --cpu-prof) under bench/results/. */
  profile: boolean;
  strategies: Strategy[];
  /** Each strategy runs this many times (interleaved), so that one noisy run cannot decide a figure. */
  runs: number;
  /**
   * `--processes N`: flowbot also runs as N processes, each on its range of the shards, on one
   * Postgres and through one REST proxy, beside its one-process run (1: today's single process only).
   */
  processes: number;
  /**
   * `--shards M`: the fake Discord requires M shards, and each of the `channels` is then a server of
   * its own (spread over the shards as Discord spreads servers). 1 (and no `--processes`): one
   * server holding every channel, as without these options.
   */
  shards: number;
  /**
   * `--burst [N]`: instead of the load, N (default `DEFAULT_BURST`) /generate within `burstMs` over `BURST_SERVERS` servers
   * (each limited to 10 jobs at once, the rest waiting in its line), and only the first answers
   * measured: p50, p99, max, and the interactions left unanswered past Discord's 3 s.
   */
  burst?: number;
  /** `--burst-ms N`: the time the burst's commands are spread over (default 100 ms, a burst as Discord delivers one). */
  burstMs?: number;
  /**
   * `--engine`: the jobs go to fake self-hosted engines (FLOW_ENGINE_URLS, one engine per job in
   * flight) instead of the fake cloud. flowbot only: the peers speak the cloud's API alone.
   */
  engine: boolean;
  /**
   * `--check off|spoiler|block`: each server's image check (`/settings images`), the default's
   * (spoiler) unless given. `off` measures the bot's own costs without the check's scoring.
   */
  check: CheckMode;
  /**
   * `--heap-snapshot S`: the bot writes one heap snapshot (bench/results/profiles/) S seconds into
   * the load (every job in flight from some 5 s on). Writing it stops the bot for seconds and adds
   * the snapshot's own memory: that run's other figures are not comparable.
   */
  heapSnapshotS?: number;
}

/** The commands of a `--burst` given no count. */
export const DEFAULT_BURST = 1_000;

/** `--burst`'s count: the next argument when it is one (not another option), else `DEFAULT_BURST`. */
function burstCount(next: string | undefined): number {
  if (next === undefined || next.startsWith("--")) return DEFAULT_BURST;
  const n = Number(next);
  if (!Number.isInteger(n) || n < 1) throw new Error("--burst must be followed by a positive integer, or by nothing");
  return n;
}

/** The servers a `--burst` is spread over. */
export const BURST_SERVERS = 20;

/** Whether the run is in a Discord that requires shards: every job's channel a server of its own. */
export const sharded = (options: BenchOptions) => options.processes > 1 || options.shards > 1;

/** The shard ids of each of `processes` processes over `shards` shards, as DISCORD_SHARDS reads them: "0-1", "2-3". */
export function shardRanges(processes: number, shards: number): string[] {
  return Array.from({ length: processes }, (_, k) => {
    const first = Math.floor((k * shards) / processes);
    const last = Math.floor(((k + 1) * shards) / processes) - 1;
    return first === last ? String(first) : `${first}-${last}`;
  });
}

export interface Scenario {
  workload: Workload;
  /** The jobs' commands are spread over this long, so that all are in flight together. */
  rampMs: number;
  /** After the service ended the last job, how long a strategy may still take to show results. */
  graceMs: number;
  /** One job alone, before the load, whose 10 MiB output is delivered while memory is watched. */
  probe: Workload;
}

const MIB = 1024 * 1024;

/**
 * `--jobs N --channels M --runs R --quick --out FILE --profile --only flowbot,naive,per-second,quarters
 * --processes N --shards M --burst [N] --burst-ms N --engine --check MODE --heap-snapshot S`.
 */
export function parseArgs(argv: string[]): BenchOptions {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const count = (name: string, fallback: number) => {
    const n = Number(value(name) ?? fallback);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
    return n;
  };
  const quick = argv.includes("--quick");
  const only = value("--only")?.split(",");
  const unknown = only?.find((s) => !(STRATEGIES as readonly string[]).includes(s));
  if (only?.length === 0 || unknown !== undefined)
    throw new Error(`--only must list strategies among ${STRATEGIES.join(", ")}, separated by commas`);
  const engine = argv.includes("--engine");
  if (engine && only?.some((s) => s !== "flowbot"))
    throw new Error(
      "--engine runs flowbot only (the peers speak the cloud's API alone): --only flowbot, or leave --only out",
    );
  if (engine && argv.includes("--burst")) throw new Error("--burst runs against the cloud only: leave --engine out");
  const check = (value("--check") ?? DEFAULT_IMAGE_CHECK.mode) as CheckMode;
  if (!CHECK_MODES.includes(check)) throw new Error(`--check must be one of ${CHECK_MODES.join(", ")}`);
  const processes = count("--processes", 1);
  const shards = count("--shards", processes);
  const channels = count("--channels", quick ? 5 : 100);
  if (processes > shards) throw new Error("--processes must not exceed --shards: each process runs one shard at least");
  if (processes > 1 && only && !only.includes("flowbot"))
    throw new Error("--processes runs flowbot: list it in --only");
  if (shards > 1 && channels < shards)
    throw new Error("--channels must be at least --shards: each channel is a server, and each shard needs one");
  return {
    jobs: count("--jobs", quick ? 20 : 500),
    channels,
    quick,
    // Untracked: the published figures (bench/results/latest.json) change only when asked with --out.
    out: value("--out") ?? "bench/results/local.json",
    profile: argv.includes("--profile"),
    strategies: engine ? ["flowbot"] : only ? (only as Strategy[]) : [...STRATEGIES],
    runs: count("--runs", quick ? 1 : 3),
    processes,
    shards,
    ...(argv.includes("--burst") ? { burst: burstCount(value("--burst")), burstMs: count("--burst-ms", 100) } : {}),
    engine,
    check,
    ...(argv.includes("--heap-snapshot") ? { heapSnapshotS: count("--heap-snapshot", 1) } : {}),
  };
}

/**
 * The workload: jobs of 4–30 s with a progress event every 50–200 ms (each with a
 * preview), outputs of a few hundred KB and one in a hundred of 10 MiB. `--quick` keeps the
 * shape with 1–3 s jobs.
 */
export function scenarioOf(options: BenchOptions): Scenario {
  const workload: Workload = options.quick
    ? { runMs: [1_000, 3_000], stepMs: [50, 200], outputBytes: [100_000, 400_000] }
    : {
        runMs: [4_000, 30_000],
        stepMs: [50, 200],
        outputBytes: [150_000, 600_000],
        largeEvery: 100,
        largeBytes: 10 * MIB,
      };
  return {
    workload,
    rampMs: Math.min(3_000, options.jobs * 6),
    graceMs: options.quick ? 5_000 : 30_000,
    probe: { runMs: [1_500, 1_500], stepMs: [100, 100], outputBytes: [10 * MIB, 10 * MIB] },
  };
}
