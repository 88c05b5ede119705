import type { KeySource } from "./db/schema.js";
import type { JobRecord, Store } from "./db/store.js";
import { registerSecret } from "./logger.js";

export type { KeySource } from "./db/schema.js";

/** A key and whose it is. */
export interface SourcedKey {
  key: string;
  source: KeySource;
}

/**
 * Which key pays for a job: a new job takes the server's own key, else the operator's
 * `FLOW_API_KEY`; a job already started keeps the one it started with (recorded in
 * `jobs.key_source`, and the server's key itself encrypted with the job), so removing the server's
 * key never moves its running jobs onto the operator's, and replacing it never moves them onto the new one.
 */
export function apiKeys(store: Pick<Store, "guilds" | "jobs">, configuredKey: string | undefined, engines = false) {
  // With self-hosted engines, a server without a key of its own runs there: they take no key.
  const operatorKey = configuredKey ?? (engines ? "" : undefined);
  const known = (key: string | undefined) => {
    if (key !== undefined) registerSecret(key);
    return key;
  };
  return {
    /** `held`: the server's key as held in memory with its settings (see `GuildStore.getApiKey`). */
    async current(guildId: string, held?: { keyCiphertext: string | null }): Promise<SourcedKey | undefined> {
      const own = known(await store.guilds.getApiKey(guildId, held));
      if (own !== undefined) return { key: own, source: "server" };
      return operatorKey === undefined ? undefined : { key: known(operatorKey)!, source: "operator" };
    },

    /**
     * The key a stored job started with; undefined when it is gone (the server removed its key).
     * Jobs recorded before sources were kept take the current one; before keys were kept, the server's current one.
     */
    async forJob(job: Pick<JobRecord, "guildId" | "keySource" | "apiKeyCiphertext">): Promise<string | undefined> {
      if (job.keySource === "operator") return known(operatorKey);
      if (job.keySource === "server") {
        const current = known(await store.guilds.getApiKey(job.guildId));
        return current === undefined ? undefined : (known(store.jobs.keyOf(job)) ?? current);
      }
      return (await this.current(job.guildId))?.key;
    },
  };
}

export type ApiKeys = ReturnType<typeof apiKeys>;
