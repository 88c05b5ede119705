/**
 * `npm run playground`: flowbot in a browser, with no account at all. Starts the bot, a local
 * Discord and (unless FLOW_CLOUD_URL and FLOW_API_URL are set) simulators of the services, and
 * serves the page on FLOWBOT_HTTP_PORT (default 8080).
 */
import { ConfigError, readEnvFile } from "../src/config/config.js";
import { startPlayground } from "./start.js";

readEnvFile();
try {
  const playground = await startPlayground();
  console.log(
    `flowbot playground: open ${playground.url} (${playground.simulated ? "simulated services" : "real services"}; Ctrl-C stops it)`,
  );
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void playground.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE")
    console.error(`The playground's port is taken: set FLOWBOT_HTTP_PORT to another port (0 picks a free one).`);
  else console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
