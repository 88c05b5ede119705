import { app } from "./commands/index.js";
import { createBot } from "./src/bot.js";
import { ConfigError, loadConfig } from "./src/config.js";
import { openDatabase } from "./src/db/client.js";
import { createLogger } from "./src/logger.js";

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  const database = await openDatabase({ ...config.db, logger: log });
  const bot = createBot({ app, config, log, store: database.store });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    await bot.stop().catch((error: unknown) => log.error({ err: error }, "stopping the bot failed"));
    await database.close().catch((error: unknown) => log.error({ err: error }, "closing the database failed"));
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  process.on("unhandledRejection", (error) => log.error({ err: error }, "unhandled rejection"));
  await bot.start();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
