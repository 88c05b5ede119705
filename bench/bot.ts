/**
 * The bot's process in a bench run: flowbot exactly as `main.ts` starts it (createBot on
 * Postgres, configured from the environment), or a peer (bench/naive.ts), with the probe watching.
 */
import { subscribe } from "node:diagnostics_channel";
import { Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import { app } from "../commands/index.js";
import { createBot } from "../src/app/bot.js";
import { loadConfig } from "../src/config/config.js";
import { openDatabase } from "../src/db/client.js";
import { CHECKS_CHANNEL, imageChecker, sharedClassifier, type CheckEvent } from "../src/image-check/index.js";
import { createLogger } from "../src/logging/logger.js";
import { benchImages, measureCheckCost, percentile } from "./image-check-cost.js";
import type { Strategy } from "./options.js";
import { serveProbe } from "./probe.js";

const config = loadConfig();
// Log lines are counted, not kept: warnings and errors are a figure of the run.
const levels = { warn: 0, error: 0 };
/** The first few distinct warnings and errors, printed at the end of the run. */
const seen = new Set<string>();
/** Each delivery's steps, as "job ended" logs them (ms from the attempt's start): what a slow end waited for. */
type EndSteps = Partial<Record<"turn" | "fetch" | "check" | "record" | "show", number>>;
const ends: EndSteps[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    const line = String(chunk);
    const level = /"level":(\d+)/.exec(line)?.[1];
    if (level === "40") levels.warn++;
    else if (Number(level) >= 50) levels.error++;
    if (line.includes('"msg":"job ended"')) {
      const taken = /"ms":(\{[^}]*\})/.exec(line)?.[1];
      if (taken) ends.push(JSON.parse(taken) as EndSteps);
    }
    if (Number(level) >= 40 && seen.size < 5)
      seen.add(line.replace(/"(time|pid|hostname|jobId|stack)":("[^"]*"|\d+),?/g, "").slice(0, 400));
    done();
  },
});
const log = createLogger(config.logLevel, sink);

const strategy = (process.env.BENCH_STRATEGY ?? "flowbot") as Strategy;
if (strategy !== "flowbot") {
  // Imported only here, so that flowbot's process holds nothing of the peers.
  const { createNaiveBot } = await import("./naive.js");
  const bot = createNaiveBot({
    token: config.discord.token,
    apiUrl: config.discord.apiUrl!,
    cloudUrl: config.flow.cloudUrl!,
    apiKey: config.flow.defaultApiKey!,
    pacing: strategy,
  });
  await bot.start();
  serveProbe(async () => {
    const counts = bot.counts();
    await bot.stop();
    return counts;
  });
} else {
  const database = await openDatabase({ ...config.db, logger: log });
  // How long the settings read that precedes every command's first answer takes, in the bot's eyes.
  const settingsReads: number[] = [];
  const get = database.store.guilds.get.bind(database.store.guilds);
  database.store.guilds.get = async (guildId) => {
    const started = Date.now();
    try {
      return await get(guildId);
    } finally {
      settingsReads.push(Date.now() - started);
    }
  };
  // As main.ts starts it: the liveness lock lets the other processes of a several-process run take its jobs over.
  const bot = createBot({
    app,
    config,
    log,
    store: database.store,
    signingKey: database.signingKey,
    liveness: { url: config.db.url, db: database.db },
  });
  // How long an interaction took to reach the bot's handlers (the gateway, then discord.js).
  const arrivals: number[] = [];
  bot.client.on("interactionCreate", (interaction) => void arrivals.push(Date.now() - interaction.createdTimestamp));
  await bot.start();
  // The image check's own cost, in this process as the bot runs it, before the load: its model is
  // then loaded for the run, as the run's first job would load it; under `--check off`, where no
  // job would, its thread is ended before the load.
  const cost = await measureCheckCost(
    sharedClassifier(),
    imageChecker(sharedClassifier()),
    benchImages(pathToFileURL(`${process.cwd()}/`)),
    Number(process.env.BENCH_CHECK_IMAGES ?? 50),
  );
  if (process.env.BENCH_CHECK_MODE === "off") await sharedClassifier().close();
  // Each check the bot makes in the run (the probe's and the load's), as the check times it.
  const checks: number[] = [];
  subscribe(CHECKS_CHANNEL, (event) => {
    if ((event as CheckEvent).media === "image") checks.push((event as CheckEvent).ms);
  });
  const checkFigures = () => {
    const sorted = [...checks].sort((a, b) => a - b);
    return {
      checkSharpRssBytes: cost.sharpRssBytes,
      checkModelRssBytes: cost.modelRssBytes,
      checkLoadMs: cost.loadMs,
      checkAloneImages: cost.images,
      checkAloneP50Ms: cost.msPerImage.p50,
      checkAloneP99Ms: cost.msPerImage.p99,
      checkedImages: sorted.length,
      checkLoadedP50Ms: percentile(sorted, 0.5),
      checkLoadedP99Ms: percentile(sorted, 0.99),
    };
  };
  serveProbe(async () => {
    await bot.stop();
    await database.close();
    for (const line of seen) process.stderr.write(`bot: ${line}\n`);
    process.stderr.write(`bot: ${endSteps(ends)}\n`);
    const at = (values: number[], p: number) =>
      [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
    return {
      ...levels,
      interactions: arrivals.length,
      arrivalP50Ms: at(arrivals, 50),
      arrivalP99Ms: at(arrivals, 99),
      settingsReadP50Ms: at(settingsReads, 50),
      settingsReadP99Ms: at(settingsReads, 99),
    };
  }, checkFigures);
}

/**
 * The deliveries' steps in one line: p50 / p99 of each (ms from the attempt's start), and the mean of
 * each for the slowest 2% by the time to shown.
 */
function endSteps(all: readonly EndSteps[]): string {
  const names = ["turn", "fetch", "check", "record", "show"] as const;
  const at = (values: number[], p: number) =>
    values[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
  const sorted = (name: (typeof names)[number], of: readonly EndSteps[]) =>
    of.flatMap((e) => (e[name] === undefined ? [] : [e[name]])).sort((a, b) => a - b);
  const slowest = [...all]
    .sort((a, b) => (b.show ?? 0) - (a.show ?? 0))
    .slice(0, Math.max(1, Math.ceil(all.length / 50)));
  const mean = (values: number[]) => Math.round(values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length));
  const parts = names.map((name) => {
    const values = sorted(name, all);
    return `${name} ${at(values, 50) ?? "-"}/${at(values, 99) ?? "-"} (slowest ${mean(sorted(name, slowest))})`;
  });
  return `job ends, ${all.length} (ms from the delivery's start, p50/p99, the slowest 2%'s mean): ${parts.join(", ")}`;
}
