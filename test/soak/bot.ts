/**
 * The soak's bot process: flowbot as `main.ts` starts it (configured from the environment, on
 * Postgres, signing with the database's key, holding its liveness lock), with the test's short
 * clocks, answering the soak over IPC:
 * - `sample`: the process's memory after a full collection, and its active handles by type;
 * - `stop`: stops the bot and closes the database, lists the handles still active, then lets go
 *   of the IPC channel and does NOT exit: a timer or socket left behind keeps it alive, which the
 *   soak sees.
 */
import { getActiveResourcesInfo } from "node:process";
import { setTimeout as sleep } from "node:timers/promises";
import { app } from "../../commands/index.js";
import { createBot } from "../../src/app/bot.js";
import { loadConfig } from "../../src/config/config.js";
import { openDatabase } from "../../src/db/client.js";
import { sharedAgent } from "../../src/api/http.js";
import { createLogger } from "../../src/logging/logger.js";
import { SOAK_TIMINGS, type SoakCommand, type SoakReport, type SoakSample } from "./protocol.js";

const config = loadConfig();
// To the soak, which counts warnings and errors (LOG_LEVEL, warn by default, says what is written).
const log = createLogger(config.logLevel);
const database = await openDatabase({ ...config.db, logger: log });
const bot = createBot({
  app,
  config,
  log,
  store: database.store,
  signingKey: database.signingKey,
  timings: SOAK_TIMINGS,
  liveness: { url: config.db.url, db: database.db },
});
const send = (report: SoakReport) => process.send?.(report);

let peakRss = process.memoryUsage().rss;
const peakTimer = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("the soak's bot process needs --expose-gc");

/** Handles by type (`Timeout`, `TCPSocketWrap`…), as Node counts those keeping the loop busy. */
function handles(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const type of getActiveResourcesInfo()) counts[type] = (counts[type] ?? 0) + 1;
  return counts;
}

/** The API clients' pool by origin: requests running and waiting for a connection. */
function poolStats(): Record<string, { connected: number; running: number; pending: number }> {
  const stats = sharedAgent.stats as Record<string, { connected: number; running: number; pending: number }>;
  return Object.fromEntries(
    Object.entries(stats).map(([origin, s]) => [
      origin,
      { connected: s.connected, running: s.running, pending: s.pending },
    ]),
  );
}

/** The jobs the bot follows: their phase, and whether they are ending. */
function followed(): Array<{ id: string; kind: string; phase: string; done: boolean; remoteId?: string }> {
  return bot.context.jobs.list().map((job) => ({
    id: job.record.id,
    kind: job.record.kind,
    phase: job.view.phase,
    done: job.done,
    ...(job.remoteId ? { remoteId: job.remoteId } : {}),
  }));
}

async function sample(): Promise<SoakSample> {
  // Two collections, a turn of the loop between them: finalizers free the Buffers they hold.
  gc!();
  await sleep(50);
  gc!();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  const figures = {
    rss,
    heapUsed,
    external,
    arrayBuffers,
    peakRss,
    handles: handles(),
    jobs: bot.context.jobs.list().length,
    pool: poolStats(),
    followed: followed(),
  };
  peakRss = rss;
  return figures;
}

process.on("message", (command: SoakCommand) => {
  if (command.type === "sample") void sample().then((figures) => send({ type: "sample", figures }));
  else if (command.type === "stop") {
    void (async () => {
      clearInterval(peakTimer);
      await bot.stop();
      await database.close();
      // What closing leaves running: a turn of the loop lets sockets finish closing.
      await sleep(200);
      send({ type: "stopped", handles: handles() });
      process.disconnect();
    })();
  }
});
process.on("unhandledRejection", (error) => log.error({ err: error }, "unhandled rejection"));

await bot.start();
send({ type: "ready", httpPort: bot.http!.port });
