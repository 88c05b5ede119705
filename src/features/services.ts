import type { Client } from "discord.js";
import type { CloudClient } from "../api/cloud.js";
import type { Config } from "../config/config.js";
import type { Store } from "../db/store.js";
import type { ApiKeys } from "../keys/keys.js";
import type { Logger } from "../logging/logger.js";
import type { RegistryLookup } from "../registry/lookup.js";
import type { SettingsCache } from "../settings-cache/cache.js";
import type { ImageCheck } from "../image-check/service.js";

/**
 * What every part of the bot may be handed: passed in, never imported as a singleton, so tests can
 * build one. The job runner is added by the bot (`Context` in `context.ts`), so nothing here depends on
 * the job lifecycle.
 */
export interface Services {
  config: Config;
  log: Logger;
  store: Store;
  client: Client;
  cloudFor(apiKey: string): CloudClient;
  /** The guild's own key, else the operator's `FLOW_API_KEY`, else undefined. */
  apiKeyFor(guildId: string): Promise<string | undefined>;
  /** The key of a new job and whose it is, and the key a stored job started with. */
  keys: ApiKeys;
  /** Registry reads (no key needed), cached briefly. */
  registry: RegistryLookup;
  /** Every server's settings, key presence and workflow names, held in memory: what a command checks before answering. */
  settings: SettingsCache;
  /** The image check: a member's images before they are sent, every output before it is shown. */
  images: ImageCheck;
  /** The bot's clock (`Date.now`; tests hand in the fake Discord's): what ages a link it hands out. */
  now(): number;
}
