import { ConfigError, loadConfig, readEnvFile } from "../src/config/config.js";
import { migrateDatabase } from "../src/db/client.js";
import { createLogger } from "../src/logging/logger.js";

// Migrating needs neither the bot token nor the services; the database settings are validated as usual.
const NOT_NEEDED = {
  DISCORD_TOKEN: "not-needed-to-migrate",
  FLOW_CLOUD_URL: "http://not-needed",
  FLOW_API_URL: "http://not-needed",
};
try {
  readEnvFile();
  const config = loadConfig({ ...NOT_NEEDED, ...process.env });
  await migrateDatabase({ ...config.db, logger: createLogger(config.logLevel) });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
