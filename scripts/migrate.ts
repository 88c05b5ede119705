import { ConfigError, loadConfig } from "../src/config.js";
import { migrateDatabase } from "../src/db/client.js";
import { createLogger } from "../src/logger.js";

// Migrating needs no bot token; everything else in the environment is validated as usual.
try {
  const config = loadConfig({ DISCORD_TOKEN: "not-needed-to-migrate", ...process.env });
  await migrateDatabase({ ...config.db, logger: createLogger(config.logLevel) });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
