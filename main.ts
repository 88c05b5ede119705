import { app } from "./commands/index.js";
import { createBot, type Bot } from "./src/app/bot.js";
import { ConfigError, loadConfig, readEnvFile, type Config } from "./src/config/config.js";
import { openDatabase, type Database } from "./src/db/client.js";
import { explainStartupFault } from "./src/config/faults.js";
import { createLogger } from "./src/logging/logger.js";

const NO_TOKEN =
  'DISCORD_TOKEN is not set: to try flowbot first without Discord or any account, run `npm run playground` (a local Discord in your browser); to run it in Discord, see "Setting up the Discord side" (docs/discord-setup.md).';

async function main(): Promise<void> {
  let config: Config;
  try {
    readEnvFile();
    // Without a token the playground is the way to start; any other problem is still named.
    if (!process.env.DISCORD_TOKEN) {
      loadConfig({ ...process.env, DISCORD_TOKEN: "unset" });
      return fail(NO_TOKEN);
    }
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return fail(process.env.DISCORD_TOKEN ? error.message : `${NO_TOKEN}\n${error.message}`);
  }
  const log = createLogger(config.logLevel);
  let database: Database;
  try {
    database = await openDatabase({ ...config.db, logger: log });
  } catch (error) {
    return fail(explainStartupFault(error, config, "database") ?? describe(error));
  }
  const liveness = { url: config.db.url, db: database.db };
  const bot = createBot({ app, config, log, store: database.store, signingKey: database.signingKey, liveness });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    await close(bot, database, log);
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  process.on("unhandledRejection", (error) => log.error({ err: error }, "unhandled rejection"));
  try {
    await bot.start();
  } catch (error) {
    stopping = true;
    await close(bot, database, log);
    return fail(explainStartupFault(error, config, "discord") ?? describe(error));
  }
}

async function close(bot: Bot, database: Database, log: ReturnType<typeof createLogger>): Promise<void> {
  await bot.stop().catch((error: unknown) => log.error({ err: error }, "stopping the bot failed"));
  await database.close().catch((error: unknown) => log.error({ err: error }, "closing the database failed"));
}

/** A fault that stops the start is one plain line for the operator, not a stack trace. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

main().catch((error: unknown) => fail(describe(error)));
