/**
 * `--burst [N]`: N /generate within `--burst-ms` (100 ms by default) over `BURST_SERVERS` servers, as a popular bot sees
 * after an announcement. Only the first answers are measured (Discord drops an interaction not
 * answered within 3 s, and the member sees "The application did not respond"): when each reached
 * the fake Discord after the interaction was created, and how many never did.
 */
import { loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { startFakeCloud } from "../fakes/cloud/server.js";
import { startFakeDiscord, type InteractionHandle } from "../fakes/discord/server.js";
import { BURST_SERVERS, type BenchOptions, type Scenario, type Strategy } from "./options.js";
import { command, generate, next, prepareDatabase, startBot, Tracker, type Track } from "./run.js";

export interface BurstResult {
  strategy: Strategy;
  commands: number;
  servers: number;
  /** How long the dispatch of every command took (planned: `burstMs`). */
  dispatchMs: number;
  answered: number;
  /** Interactions no first answer reached within Discord's 3 s (it refuses a later one). */
  unanswered: number;
  firstAnswerP50Ms?: number;
  firstAnswerP99Ms?: number;
  firstAnswerMaxMs?: number;
  loadAverage: [number, number];
}

/** Discord's deadline for the first answer, and a margin for the last answers to be logged. */
const FIRST_ANSWER_MS = 3_000;
const MARGIN_MS = 1_000;

export async function runBurst(
  strategy: Strategy,
  options: BenchOptions & { burst: number; burstMs: number },
  scenario: Scenario,
  entry: string,
): Promise<BurstResult> {
  const discord = await startFakeDiscord({ guilds: BURST_SERVERS });
  const cloud = await startFakeCloud({ concurrency: options.burst + 1, previews: true, workload: scenario.workload });
  // The repro's servers: ten jobs at once each, the others in their line.
  const database =
    strategy === "flowbot" ? await prepareDatabase(discord, cloud, options.burst, 10, options.check) : undefined;
  const child = startBot(entry, strategy, {
    discord,
    apiUrl: discord.apiUrl,
    cloud,
    database,
    options,
    shards: "",
    name: `${strategy}-burst`,
  });
  const tracker = new Tracker(discord);
  try {
    await next(child, "ready");
    await discord.waitFor(() => discord.guilds.every((g) => discord.gateway.serves(g.id)), 60_000);
    const loadBefore = loadavg()[0]!;
    const t0 = Date.now();
    const handles: InteractionHandle[] = await Promise.all(
      Array.from({ length: options.burst }, async (_, i) => {
        await sleep(t0 + (i * options.burstMs) / options.burst - Date.now());
        return generate(discord, `bench job ${i}`, discord.guilds[i % discord.guilds.length]!.channelId);
      }),
    );
    const dispatchMs = Date.now() - t0;
    const tracks: Track[] = handles.map((handle) => tracker.add(handle));
    const deadline = Date.now() + FIRST_ANSWER_MS + MARGIN_MS;
    while (Date.now() < deadline) {
      tracker.drain();
      await sleep(50);
    }
    tracker.drain();
    const late = tracks
      .flatMap((t) =>
        t.firstResponseMs === undefined || t.firstResponseMs > FIRST_ANSWER_MS ? [] : [t.firstResponseMs],
      )
      .sort((a, b) => a - b);
    const at = (p: number) => late[Math.min(late.length - 1, Math.floor((p / 100) * late.length))];
    const result: BurstResult = {
      strategy,
      commands: options.burst,
      servers: BURST_SERVERS,
      dispatchMs,
      answered: late.length,
      unanswered: options.burst - late.length,
      loadAverage: [loadBefore, loadavg()[0]!],
      ...(late.length > 0 ? { firstAnswerP50Ms: at(50), firstAnswerP99Ms: at(99), firstAnswerMaxMs: late.at(-1) } : {}),
    };
    command(child, { type: "stop" });
    await next(child, "stopped", 60_000).catch(() => undefined);
    return result;
  } finally {
    if (child.exitCode === null)
      await Promise.race([
        new Promise((resolve) => child.once("exit", resolve)),
        sleep(15_000, undefined, { ref: false }),
      ]);
    child.kill("SIGKILL");
    await cloud.close();
    await discord.close();
    await database?.cleanup();
  }
}

/** One line per run: the first answers against Discord's 3 s and the 250 ms. */
export function burstLine(r: BurstResult): string {
  const ms = (v: number | undefined) => (v === undefined ? "–" : `${v.toFixed(0)} ms`);
  const [before, after] = r.loadAverage.map((l) => l.toFixed(1));
  return (
    `  ${r.strategy}: ${r.commands} /generate in ${r.dispatchMs} ms over ${r.servers} servers · first answer ` +
    `p50 ${ms(r.firstAnswerP50Ms)} · p99 ${ms(r.firstAnswerP99Ms)} · max ${ms(r.firstAnswerMaxMs)} · ` +
    `unanswered ${r.unanswered} (budget: p99 ≤ 250 ms, none unanswered) · machine load ${before} → ${after}`
  );
}
