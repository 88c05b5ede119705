import type { Client } from "discord.js";
import type { CloudClient } from "./api/cloud.js";
import type { Config } from "./config.js";
import type { Store } from "./db/store.js";
import type { JobRunner } from "./jobs/runner.js";
import type { Logger } from "./logger.js";

/** What a command handler gets: passed in, never imported as a singleton, so tests can build one. */
export interface Context {
  config: Config;
  log: Logger;
  store: Store;
  jobs: JobRunner;
  client: Client;
  cloudFor(apiKey: string): CloudClient;
  /** The guild's own key, else the operator's `FLOW_API_KEY`, else undefined. */
  apiKeyFor(guildId: string): Promise<string | undefined>;
}
