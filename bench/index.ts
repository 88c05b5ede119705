/**
 * `npm run bench [-- --jobs N --channels M --runs R --quick --out FILE --profile --only flowbot,naive,...
 * --processes N --shards M --burst [N] --burst-ms N --engine --check off|spoiler|block]`:
 * the real bot (createBot, discord.js, Postgres) and three peers (bench/naive.ts), each in its
 * own process, through the same load against the fake Discord (Discord's rate limits enforced)
 * and the fake cloud (realistic streams), each strategy R times, the runs interleaved so that a
 * change in the machine's load falls on every strategy alike. It reports the figures
 * against their budgets, each the median run's with the range over the runs; it asserts nothing.
 * With `--processes N --shards M` the fake Discord requires M shards (each channel a server of its
 * own), and each run adds flowbot as N processes on M/N shards each, one Postgres and one REST
 * proxy: a second table gives its 429s, calls per job and delivery beside the one-process run's.
 * With `--engine` the jobs go to fake self-hosted engines (one per job in flight) instead of the
 * fake cloud, and flowbot runs alone: the peers speak the cloud's API only. `--check` sets every
 * server's image check (spoiler, the default's, unless given): `off` leaves the check's scoring out.
 * `bench/parts.ts` measures the hot paths one at a time.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { compileBotProcess } from "./compile.js";
import { parseArgs, scenarioOf, sharded, shardRanges, type Strategy } from "./options.js";
import { combine, figuresOf, json, machine, processTable, table, type Figure } from "./report.js";
import { runStrategy, type StrategyResult } from "./run.js";
import { burstLine, runBurst, type BurstResult } from "./burst.js";

const options = parseArgs(process.argv.slice(2));
const scenario = scenarioOf(options);
const started = Date.now();
const m = machine();
const where = sharded(options)
  ? `${options.channels} servers on ${options.shards} shards`
  : `${options.channels} channels`;
const several =
  options.processes > 1
    ? `, and flowbot as ${options.processes} processes (${shardRanges(options.processes, options.shards).join(" · ")})`
    : "";
const what =
  options.burst === undefined
    ? `${options.jobs} jobs over ${where}`
    : `burst of ${options.burst} /generate in ${options.burstMs ?? 100} ms`;
const target = options.engine ? ` on ${options.jobs + 1} fake self-hosted engines` : "";
console.log(
  `flowbot bench · ${what}${target} · ${options.runs} run(s) of ${options.strategies.join(", ")}${several}${options.quick ? " (quick)" : ""} · image check ${options.check} · node ${m.node} · ${m.cores} cores, ${m.memoryGiB} GiB`,
);

if (options.engine)
  console.log(
    "engine mode: flowbot alone (the peers of bench/naive.ts speak the cloud's API only); each engine runs one prompt at a time and returns its own small PNG, so the memory probe's output is not 10 MiB",
  );
// The bot's process runs compiled, as the image runs it.
const bot = await compileBotProcess();
if (options.burst !== undefined) {
  const burst = { ...options, burst: options.burst, burstMs: options.burstMs ?? 100 };
  const bursts: BurstResult[] = [];
  for (let run = 1; run <= options.runs; run++)
    for (const strategy of options.strategies) {
      const result = await runBurst(strategy, burst, scenario, bot.entry).catch(async (error: unknown) => {
        await bot.remove();
        throw error;
      });
      console.log(`run ${run}${burstLine(result)}`);
      bursts.push(result);
    }
  await bot.remove();
  await mkdir(dirname(options.out), { recursive: true });
  await writeFile(options.out, `${JSON.stringify({ machine: m, options, bursts }, null, 2)}\n`);
  console.log(`JSON: ${options.out}`);
  process.exit(0);
}
const results: StrategyResult[] = [];
const runs: Figure[][] = [];
for (let run = 1; run <= options.runs; run++) {
  const ofRun: StrategyResult[] = [];
  // flowbot's several-process run follows its one-process run, so that the machine's load falls on both alike.
  const plan: Array<[Strategy, number]> = options.strategies.flatMap((s): Array<[Strategy, number]> =>
    s === "flowbot" && options.processes > 1
      ? [
          [s, 1],
          [s, options.processes],
        ]
      : [[s, 1]],
  );
  for (const [strategy, processes] of plan) {
    const result = await runStrategy(strategy, options, scenario, bot.entry, processes).catch(
      async (error: unknown) => {
        await bot.remove();
        throw error;
      },
    );
    const [before, after] = result.loadAverage.map((l) => l.toFixed(1));
    const label = processes > 1 ? `${strategy} ×${processes} processes` : strategy;
    console.log(
      `  run ${run} ${label}: ${(result.wallMs / 1000).toFixed(0)} s · machine load ${before} → ${after} · fakes' lag p99 ${result.fakesLagP99Ms.toFixed(0)} ms · bot CPU ${(result.window.cpuMs / 1000).toFixed(1)} s`,
    );
    results.push(result);
    if (processes === 1) ofRun.push(result);
  }
  runs.push(figuresOf(ofRun));
}
await bot.remove();
const figures = combine(runs);
console.log(`\n${table(figures)}`);
if (options.processes > 1)
  console.log(
    `\nflowbot per process count (${options.shards} shards, one Postgres; several processes through one REST proxy):\n\n${processTable(results)}`,
  );
console.log(`\nwhole run ${((Date.now() - started) / 1000).toFixed(0)} s · ${new Date().toISOString()}`);
await mkdir(dirname(options.out), { recursive: true });
await writeFile(options.out, `${JSON.stringify(json(options, results, figures), null, 2)}\n`);
console.log(`JSON: ${options.out}`);
