import { spawn } from "node:child_process";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { app } from "../../commands/index.js";
import { createBot, type Bot, type BotTimings } from "../../src/app/bot.js";
import type { FakeCloudOptions } from "../../fakes/cloud/server.js";
import { setGuildKey, startHarness, type Harness, type HarnessOptions } from "./harness.js";

/**
 * The harness's bot (process A) with the cloud's key, in a server that runs one job at a time with
 * no daily quota: a second job waits in the server's line.
 */
export async function startOneSlotHarness(knobs: FakeCloudOptions, options: HarnessOptions = {}): Promise<Harness> {
  const h = await startHarness(knobs, {}, options);
  await setGuildKey(h);
  await h.database.store.guilds.updateSettings(h.discord.guild.id, { maxConcurrentJobs: 1, dailyQuota: null });
  return h;
}

/** Process B, started: another bot on the same database, Discord and services (a rolling deploy, a shard). */
export async function startProcessB(h: Harness, timings: BotTimings): Promise<Bot> {
  const { config, log, store } = h.bot.context;
  const b = createBot({
    app,
    config,
    log: log.child({ process: "B" }),
    store,
    timings,
    owner: "process-B",
    liveness: { url: h.databaseEnv.DATABASE_URL, db: h.database.db },
  });
  await b.start();
  return b;
}

/** Kills process A's liveness connection once: A itself runs on and reconnects, as after a Postgres restart. */
export async function cutLiveness(h: Harness): Promise<void> {
  const name = `flowbot liveness ${h.bot.context.jobs.owner}`.slice(0, 63);
  await h.database.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${name}`,
  );
}

/**
 * The real entry point (main.ts, as the Dockerfile runs it) in a child process of its own, on the
 * harness's database and fakes; `env` adds to or overrides the harness's environment.
 */
export function spawnBotProcess(h: Harness, env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "main.ts"], {
    cwd: join(import.meta.dirname, "..", ".."),
    env: {
      PATH: process.env.PATH ?? "",
      ...h.env,
      ...h.databaseEnv,
      LOG_LEVEL: "info",
      FLOWBOT_HTTP_PORT: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  return { child, exited, output: () => output };
}
