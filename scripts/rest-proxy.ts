import { ConfigError, loadConfig, readEnvFile } from "../src/config/config.js";
import { createLogger } from "../src/logging/logger.js";
import { startRestProxy } from "../src/proxy/rest-proxy.js";

// The proxy needs neither the bot token (each bot sends its own) nor the services.
const NOT_NEEDED = {
  DISCORD_TOKEN: "not-needed-by-the-proxy",
  FLOW_CLOUD_URL: "http://not-needed",
  FLOW_API_URL: "http://not-needed",
};
try {
  readEnvFile();
  // An empty line in .env (as .env.example ships them) counts as unset here too.
  const env: Record<string, string | undefined> = { ...process.env };
  for (const [name, value] of Object.entries(NOT_NEEDED)) if (!env[name]) env[name] = value;
  const config = loadConfig(env);
  const log = createLogger(config.logLevel);
  const proxy = await startRestProxy({ upstream: config.discord.apiUrl, ...config.restProxy, log });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void proxy.close().then(() => process.exit(0)));
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error);
  process.exit(1);
}
