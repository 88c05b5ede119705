/**
 * `npm run bench [-- --jobs N --channels M --runs R --quick --out FILE --profile --only flowbot,naive,...]`:
 * the real bot (createBot, discord.js, Postgres) and three peers (bench/naive.ts), each in its
 * own process, through the same load against the fake Discord (Discord's rate limits enforced)
 * and the fake cloud (realistic streams), each strategy R times, the runs interleaved so that a
 * change in the machine's load falls on every strategy alike. It reports the figures
 * against their budgets, each the median run's with the range over the runs; it asserts nothing.
 * `bench/parts.ts` measures the hot paths one at a time.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { compileBotProcess } from "./compile.js";
import { parseArgs, scenarioOf } from "./options.js";
import { combine, figuresOf, json, machine, table, type Figure } from "./report.js";
import { runStrategy, type StrategyResult } from "./run.js";

const options = parseArgs(process.argv.slice(2));
const scenario = scenarioOf(options);
const started = Date.now();
const m = machine();
console.log(`flowbot bench · ${options.jobs} jobs over ${options.channels} channels · ${options.runs} run(s) of ${options.strategies.join(", ")}${options.quick ? " (quick)" : ""} · node ${m.node} · ${m.cores} cores, ${m.memoryGiB} GiB`);

// The bot's process runs compiled, as the image runs it.
const bot = await compileBotProcess();
const results: StrategyResult[] = [];
const runs: Figure[][] = [];
for (let run = 1; run <= options.runs; run++) {
  const ofRun: StrategyResult[] = [];
  for (const strategy of options.strategies) {
    const result = await runStrategy(strategy, options, scenario, bot.entry).catch(async (error: unknown) => {
      await bot.remove();
      throw error;
    });
    const [before, after] = result.loadAverage.map((l) => l.toFixed(1));
    console.log(`  run ${run} ${strategy}: ${(result.wallMs / 1000).toFixed(0)} s · machine load ${before} → ${after} · fakes' lag p99 ${result.fakesLagP99Ms.toFixed(0)} ms · bot CPU ${(result.window.cpuMs / 1000).toFixed(1)} s`);
    ofRun.push(result);
  }
  results.push(...ofRun);
  runs.push(figuresOf(ofRun));
}
await bot.remove();
const figures = combine(runs);
console.log(`\n${table(figures)}\n\nwhole run ${((Date.now() - started) / 1000).toFixed(0)} s · ${new Date().toISOString()}`);
await mkdir(dirname(options.out), { recursive: true });
await writeFile(options.out, `${JSON.stringify(json(options, results, figures), null, 2)}\n`);
console.log(`JSON: ${options.out}`);
