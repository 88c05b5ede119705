/**
 * One strategy through the scenario: fresh fakes (and, for flowbot, a fresh Postgres database),
 * the bot in a child process (flowbot in several with `processes`, each on its shard range,
 * sharing the database and one REST proxy), a member issuing /generate in every channel, and
 * every REST call the fake Discord answered attributed to its job.
 */
import { fork, type ChildProcess } from "node:child_process";
import { loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { openDatabase } from "../src/db/client.js";
import type { FakeCloud } from "../fakes/cloud/server.js";
import {
  startFakeDiscord,
  type FakeDiscord,
  type InteractionHandle,
  type RestLogEntry,
} from "../fakes/discord/server.js";
import { createPostgresDatabase, createTempDir, randomSecretKey } from "../test/helpers/db.js";
import { imageCommand } from "../scripts/image-command.js";
import { sharded, shardRanges, type BenchOptions, type Scenario, type Strategy } from "./options.js";
import type { Command, ProbeFigures, Report, WindowFigures } from "./probe.js";
import { mergeExtras, mergeProbes, mergeWindows, startProxyProcess, type ProxyProcess } from "./processes.js";
import { startService, type ServiceJob } from "./service.js";
import { DEFAULT_IMAGE_CHECK, type CheckMode } from "../src/image-check/policy.js";

export interface JobResult {
  /** Calls the fake Discord answered for this job (429s included). */
  calls: number;
  rateLimited: number;
  progressEdits: number;
  progressEvents: number;
  /** Seconds the service ran the job. */
  runSeconds: number;
  /** Service done → final message stored by the fake Discord, in ms; undefined if never shown. */
  overheadMs?: number;
  /** Interaction created → its first response reached the fake Discord (Discord allows 3 s). */
  firstResponseMs?: number;
  largeOutput: boolean;
}

export interface StrategyResult {
  strategy: Strategy;
  /** Bot processes (1, or flowbot's `--processes`), each on its range of `shards`. */
  processes: number;
  shards: number;
  /** Each process's DISCORD_SHARDS ("" when a process runs every shard). */
  shardRanges: string[];
  /** The sessions the fake Discord saw identify, `[shard id, shard count]` each. */
  sessions: Array<[number, number]>;
  /** Each process's own extra figures (its interactions among them), when there are several. */
  processExtras?: Array<Record<string, number>>;
  jobs: JobResult[];
  /** Every 429 of the run, job or not. */
  rateLimited: number;
  /** Of those, the ones the fake Discord's global limit (50/s across every connection) answered. */
  globalRateLimited: number;
  /** Times the REST proxy held requests back for a rate limit (a route's bucket or the global 50/s), as it logs them (several processes only). */
  proxyHeldBack?: number;
  /** Calls no job can be blamed for (login, channel reads). */
  sharedCalls: number;
  window: WindowFigures;
  probe: ProbeFigures & { outputBytes: number; overheadMs?: number };
  extra: Record<string, number>;
  wallMs: number;
  /** The machine's 1-minute load average when the load began and ended: others' work slows every figure. */
  loadAverage: [number, number];
  /** Event-loop lag p99 of the fakes' process: when high, the fakes and not the bot set the pace. */
  fakesLagP99Ms: number;
}

export interface Track {
  handle: InteractionHandle;
  messageId?: string;
  calls: number;
  rateLimited: number;
  progressEdits: number;
  finalAt?: number;
  firstResponseMs?: number;
}

/** `entry`: the bot process's compiled script (bench/compile.ts); `processes` > 1 for flowbot only. */
export async function runStrategy(
  strategy: Strategy,
  options: BenchOptions,
  scenario: Scenario,
  entry: string,
  processes = 1,
): Promise<StrategyResult> {
  const started = Date.now();
  // Sharded: every channel a server of its own, spread over the shards.
  const discord = await startFakeDiscord(
    sharded(options) ? { shards: options.shards, guilds: options.channels } : { channels: options.channels },
  );
  const channelIds = sharded(options) ? discord.guilds.map((g) => g.channelId) : discord.guild.channelIds;
  const service = await startService(options.engine, options.jobs + 1, scenario);
  const { cloud, engineUrls } = service;
  const database =
    strategy === "flowbot"
      ? await prepareDatabase(discord, cloud, options.jobs, options.jobs + 1, options.check)
      : undefined;
  let proxy: ProxyProcess | undefined;
  const ranges = processes > 1 ? shardRanges(processes, options.shards) : [""];
  const children: ChildProcess[] = [];
  const tracker = new Tracker(discord);
  try {
    proxy = processes > 1 ? await startProxyProcess(discord.apiUrl) : undefined;
    const apiUrl = proxy?.apiUrl ?? discord.apiUrl;
    ranges.forEach((range, k) =>
      children.push(
        startBot(entry, strategy, {
          discord,
          apiUrl,
          cloud,
          engineUrls,
          database,
          options,
          shards: range,
          name: processes > 1 ? `${strategy}-${k + 1}` : strategy,
        }),
      ),
    );
    const child = {
      send: (message: Command) => children.forEach((c) => command(c, message)),
      next: <T extends Report["type"]>(type: T, timeoutMs?: number) =>
        Promise.all(children.map((c) => next(c, type, timeoutMs))),
    };
    await child.next("ready");
    // Every server's shard identified, whichever process runs it.
    await discord.waitFor(() => discord.guilds.every((g) => discord.gateway.serves(g.id)), 60_000);
    const sessions = discord.gateway.shards;

    // The memory probe: one 10 MiB output delivered with nothing else going on.
    const probeHandle = await generate(discord, "bench probe", discord.guild.channelId);
    const probeTrack = tracker.add(probeHandle);
    const probeJob = await discord.waitFor(() => service.jobs().find((j) => j.startedAt !== undefined), 30_000);
    child.send({ type: "probe", on: true });
    await until(
      () => (
        tracker.drain(),
        probeTrack.finalAt !== undefined ||
          (probeJob.endedAt !== undefined && Date.now() - probeJob.endedAt > scenario.graceMs)
      ),
    );
    child.send({ type: "probe", on: false });
    const probeFigures = mergeProbes((await child.next("probe")).map((r) => r.figures));
    // The engines' outputs are their own (a small PNG): the cloud's probe is 10 MiB.
    const probe = {
      ...probeFigures,
      outputBytes: options.engine ? probeJob.outputBytes : scenario.probe.outputBytes[0],
      ...overhead(probeJob, probeTrack),
    };
    tracker.forget(probeTrack);
    const rateLimitedBefore = tracker.rateLimited;
    const globalBefore = tracker.globalRateLimited;
    const sharedBefore = tracker.shared;
    const heldBackBefore = proxy?.heldBack() ?? 0;

    // The load: every job in flight at once, spread over the channels.
    service.useWorkload(scenario.workload);
    child.send({ type: "window", on: true });
    const loadBefore = loadavg()[0]!;
    const fakesLag = monitorEventLoopDelay({ resolution: 10 });
    fakesLag.enable();
    const tracks: Track[] = [];
    const t0 = Date.now();
    await Promise.all(
      Array.from({ length: options.jobs }, async (_, i) => {
        await sleep(t0 + (i * scenario.rampMs) / options.jobs - Date.now());
        const channelId = channelIds[i % channelIds.length]!;
        tracks[i] = tracker.add(await generate(discord, `bench job ${i}`, channelId));
      }),
    );
    const cloudJobs = () => service.jobs().filter((j) => j.endedAt !== undefined && promptOf(j) !== "bench probe");
    // A strategy that cannot show every result soon after the service is done is cut off there.
    const cutOff = scenario.rampMs + scenario.workload.runMs[1] + 2 * scenario.graceMs;
    await until(() => {
      tracker.drain();
      if (tracks.every((t) => t.finalAt !== undefined)) return true;
      const ended = cloudJobs();
      return ended.length === options.jobs && Date.now() - Math.max(...ended.map((j) => j.endedAt!)) > scenario.graceMs;
    }, cutOff).catch(() => undefined);
    child.send({ type: "window", on: false });
    const window = mergeWindows((await child.next("window")).map((r) => r.figures));
    fakesLag.disable();
    const loadAverage: [number, number] = [loadBefore, loadavg()[0]!];

    const byPrompt = new Map(cloudJobs().map((j) => [promptOf(j), j]));
    const jobs = tracks.map((track, i): JobResult => {
      const job = byPrompt.get(`bench job ${i}`);
      return {
        calls: track.calls,
        rateLimited: track.rateLimited,
        // The final message is not a progress edit.
        progressEdits: track.progressEdits,
        progressEvents: job?.progressEvents ?? 0,
        runSeconds: job?.startedAt && job.endedAt ? (job.endedAt - job.startedAt) / 1000 : 0,
        largeOutput: (job?.outputBytes ?? 0) >= 10 * 1024 * 1024,
        ...overhead(job, track),
        ...(track.firstResponseMs === undefined ? {} : { firstResponseMs: track.firstResponseMs }),
      };
    });
    child.send({ type: "stop" });
    const extras = await Promise.all(
      children.map((c) =>
        next(c, "stopped", 60_000).then(
          (r) => r.extra,
          () => ({}),
        ),
      ),
    );
    return {
      strategy,
      processes,
      shards: options.shards,
      shardRanges: ranges,
      sessions,
      jobs,
      window,
      probe,
      extra: { ...mergeExtras(extras), ...window.extra },
      ...(processes > 1 ? { processExtras: extras } : {}),
      rateLimited: tracker.rateLimited - rateLimitedBefore,
      globalRateLimited: tracker.globalRateLimited - globalBefore,
      ...(proxy ? { proxyHeldBack: proxy.heldBack() - heldBackBefore } : {}),
      sharedCalls: tracker.shared - sharedBefore,
      wallMs: Date.now() - started,
      loadAverage,
      fakesLagP99Ms: fakesLag.percentile(99) / 1e6,
    };
  } finally {
    // A profile is written as the process exits: give it the time to. The wait's timer does not
    // hold the bench open once the child has exited (after the last run it kept it 15 s longer).
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode === null)
          await Promise.race([
            new Promise((resolve) => child.once("exit", resolve)),
            sleep(15_000, undefined, { ref: false }),
          ]);
        child.kill("SIGKILL");
      }),
    );
    await proxy?.close();
    await service.close();
    await discord.close();
    await database?.cleanup();
  }
}

function overhead(job: ServiceJob | undefined, track: Track): { overheadMs?: number } {
  return job?.endedAt !== undefined && track.finalAt !== undefined ? { overheadMs: track.finalAt - job.endedAt } : {};
}

/** When Discord made the interaction: its snowflake says. */
export function createdAt(snowflake: string): number {
  return Number((BigInt(snowflake) >> 22n) + 1_420_070_400_000n);
}

function promptOf(job: ServiceJob): string {
  return /"(bench (?:job \d+|probe))"/.exec(JSON.stringify(job.workflow))?.[1] ?? "";
}

export function generate(discord: FakeDiscord, prompt: string, channelId: string): Promise<InteractionHandle> {
  return discord.driver.slashCommand("generate", { prompt, width: 256, height: 256, seed: 1, count: 1 }, { channelId });
}

/**
 * Reads the fake Discord's request log as it grows (and empties it, so that uploads are not
 * kept): each answered call goes to the job whose interaction, token or message it names.
 */
export class Tracker {
  rateLimited = 0;
  globalRateLimited = 0;
  shared = 0;
  private readonly byKey = new Map<string, Track>();

  constructor(private readonly discord: FakeDiscord) {}

  add(handle: InteractionHandle): Track {
    const track: Track = { handle, calls: 0, rateLimited: 0, progressEdits: 0 };
    this.byKey.set(handle.id, track);
    this.byKey.set(handle.token, track);
    return track;
  }

  forget(track: Track): void {
    for (const [key, t] of this.byKey) if (t === track) this.byKey.delete(key);
  }

  drain(): void {
    const log = this.discord.restLog;
    const entries = log.splice(0);
    for (const entry of entries) {
      if (entry.status === 0)
        log.push(entry); // still in flight
      else this.count(entry);
    }
  }

  private count(entry: RestLogEntry): void {
    if (entry.status === 429) this.rateLimited++;
    if (entry.status === 429 && entry.global) this.globalRateLimited++;
    const track = this.trackOf(entry.path);
    if (!track) {
      this.shared++;
      return;
    }
    track.calls++;
    if (entry.status === 429) track.rateLimited++;
    if (entry.route.endsWith("/callback") && track.firstResponseMs === undefined)
      track.firstResponseMs = entry.at - createdAt(track.handle.id);
    if (entry.status >= 300) return;
    if (!track.messageId) track.messageId = track.handle.originalMessage()?.id;
    // Progress previews (spoilered while the image check hides unscored ones) are not outputs.
    const outputs = (entry.files ?? []).some((f) => !/^(SPOILER_)?preview\./.test(f.filename));
    if (outputs && track.finalAt === undefined) track.finalAt = entry.doneAt;
    else if (entry.method === "PATCH" && track.finalAt === undefined) track.progressEdits++;
  }

  private trackOf(path: string): Track | undefined {
    const key = /^\/interactions\/(\d+)\//.exec(path)?.[1] ?? /^\/webhooks\/\d+\/([^/]+)/.exec(path)?.[1];
    if (key) return this.byKey.get(key);
    const message = /^\/channels\/\d+\/messages\/(\d+)/.exec(path)?.[1];
    if (!message) return undefined;
    for (const track of new Set(this.byKey.values())) if (track.messageId === message) return track;
    return undefined;
  }
}

export async function prepareDatabase(
  discord: FakeDiscord,
  /** Its key goes into each guild; none with engines (they take no key). */
  cloud: FakeCloud | undefined,
  jobs: number,
  maxConcurrentJobs = jobs + 1,
  /** Each server's image check (`--check`). */
  check: CheckMode = DEFAULT_IMAGE_CHECK.mode,
) {
  const created = await createPostgresDatabase();
  const temp = await createTempDir();
  const secretKey = randomSecretKey();
  const database = await openDatabase({ url: created.url, dataDir: temp.dir, migrate: true, secretKey, poolSize: 1 });
  // Each guild as its owner would set it up: its key, and room for every job of the run.
  for (const guild of discord.guilds) {
    if (cloud) await database.store.guilds.setApiKey(guild.id, cloud.apiKey);
    await database.store.guilds.updateSettings(guild.id, { maxConcurrentJobs, imageCheck: { mode: check } });
  }
  await database.close();
  return {
    url: created.url,
    dataDir: temp.dir,
    secretKey,
    async cleanup() {
      await created.drop();
      await temp.remove();
    },
  };
}

const image = imageCommand();

interface BotProcess {
  discord: FakeDiscord;
  /** The fake Discord's, or the REST proxy's in front of it. */
  apiUrl: string;
  /** The cloud the jobs go to, or the engines (FLOW_ENGINE_URLS: no cloud URL or key). */
  cloud?: FakeCloud | undefined;
  engineUrls?: string[] | undefined;
  database: Awaited<ReturnType<typeof prepareDatabase>> | undefined;
  options: BenchOptions;
  /** DISCORD_SHARDS; "" for every shard. */
  shards: string;
  /** Names its CPU profile. */
  name: string;
}

export function startBot(
  entry: string,
  strategy: Strategy,
  { discord, apiUrl, cloud, engineUrls, database, options, shards, name }: BotProcess,
): ChildProcess {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    ...image.env,
    BENCH_STRATEGY: strategy,
    // The image check's own cost is measured on this many images (bench/bot.ts): fewer in a quick run.
    BENCH_CHECK_IMAGES: options.quick ? "10" : "50",
    // Under `--check off` no job loads the model: the bot lets go of the one its cost was measured on.
    BENCH_CHECK_MODE: options.check,
    DISCORD_TOKEN: discord.token,
    DISCORD_API_URL: apiUrl,
    ...(sharded(options) ? { DISCORD_SHARD_COUNT: String(options.shards) } : {}),
    ...(shards ? { DISCORD_SHARDS: shards } : {}),
    ...(engineUrls
      ? { FLOW_ENGINE_URLS: engineUrls.join(",") }
      : // The bench runs no partner work: the registry/partner URL is required but never called.
        { FLOW_CLOUD_URL: cloud!.url, FLOW_API_URL: cloud!.url }),
    FLOWBOT_HTTP_PORT: "0",
    LOG_LEVEL: "info",
    ...(options.heapSnapshotS ? { BENCH_HEAP_SNAPSHOT_S: String(options.heapSnapshotS) } : {}),
    ...(database
      ? {
          DATABASE_URL: database.url,
          FLOWBOT_SECRET_KEY: database.secretKey,
          FLOWBOT_DATA_DIR: database.dataDir,
          FLOWBOT_MIGRATE: "false",
        }
      : cloud
        ? { FLOW_API_KEY: cloud.apiKey }
        : {}),
  };
  const profile = options.profile
    ? ["--cpu-prof", "--cpu-prof-dir", "bench/results/profiles", "--cpu-prof-name", `${name}.cpuprofile`]
    : [];
  // The image's node flags (its command less `node` and the script).
  const flags = image.argv.slice(1, -1);
  return fork(entry, [], {
    env,
    execArgv: ["--expose-gc", ...flags, ...profile],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
}

export function command(child: ChildProcess, message: Command): void {
  child.send(message);
}

export function next<T extends Report["type"]>(
  child: ChildProcess,
  type: T,
  timeoutMs = 120_000,
): Promise<Extract<Report, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`the bot process sent no "${type}" in ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (report: Report) =>
      report.type === type && done(undefined, report as Extract<Report, { type: T }>);
    const onExit = (code: number | null) => done(new Error(`the bot process exited (${code}) before "${type}"`));
    const done = (error?: Error, report?: Extract<Report, { type: T }>) => {
      clearTimeout(timer);
      child.off("message", onMessage);
      child.off("exit", onExit);
      if (error) reject(error);
      else resolve(report!);
    };
    child.on("message", onMessage);
    child.on("exit", onExit);
  });
}

async function until(done: () => boolean, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`the bench waited ${timeoutMs} ms in vain`);
    await sleep(100);
  }
}
