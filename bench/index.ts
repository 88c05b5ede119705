/**
 * `npm run bench [-- --jobs N --channels M --quick --out FILE --profile --only flowbot|naive]`:
 * the real bot (createBot, discord.js, Postgres) and a naive baseline, each in its own process,
 * through the same load against the fake Discord (Discord's rate limits enforced) and the fake
 * cloud (realistic streams). It reports the figures against their budgets; it asserts
 * nothing. `bench/parts.ts` measures the hot paths one at a time.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { parseArgs, scenarioOf } from "./options.js";
import { figuresOf, json, machine, table } from "./report.js";
import { runStrategy, type StrategyResult } from "./run.js";

const options = parseArgs(process.argv.slice(2));
const scenario = scenarioOf(options);
const started = Date.now();
const m = machine();
console.log(`flowbot bench · ${options.jobs} jobs over ${options.channels} channels${options.quick ? " (quick)" : ""} · node ${m.node} · ${m.cores} cores, ${m.memoryGiB} GiB`);

const results: StrategyResult[] = [];
for (const strategy of options.strategies) {
  const result = await runStrategy(strategy, options, scenario);
  const [before, after] = result.loadAverage.map((l) => l.toFixed(1));
  console.log(`  ${strategy}: ${(result.wallMs / 1000).toFixed(0)} s · machine load ${before} → ${after} · fakes' lag p99 ${result.fakesLagP99Ms.toFixed(0)} ms · bot CPU ${(result.window.cpuMs / 1000).toFixed(1)} s`);
  results.push(result);
}
const figures = figuresOf(results);
console.log(`\n${table(figures)}\n\nwhole run ${((Date.now() - started) / 1000).toFixed(0)} s · ${new Date().toISOString()}`);
await mkdir(dirname(options.out), { recursive: true });
await writeFile(options.out, `${JSON.stringify(json(options, results, figures), null, 2)}\n`);
console.log(`JSON: ${options.out}`);
