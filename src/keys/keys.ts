import type { KeySource } from "../db/schema.js";
import type { JobRecord, Store } from "../db/store.js";
import { registerSecret } from "../logging/logger.js";
import { isMemberScope } from "../scope.js";

export type { KeySource } from "../db/schema.js";

/** A key and whose it is. */
export interface SourcedKey {
  key: string;
  source: KeySource;
}

/**
 * Which key pays for a job: a new job takes the server's own key, else the operator's
 * `FLOW_API_KEY`. Outside servers that installed the bot (a member's scope, src/scope.ts) it takes
 * the member's own key, never a server's nor the operator's: without one, only self-hosted engines
 * run it (they take no key). A job already started keeps the one it started with (recorded in
 * `jobs.key_source`, and the server's key itself encrypted with the job), so removing the server's
 * key never moves its running jobs onto the operator's, and replacing it never moves them onto the new one.
 */
export function apiKeys(store: Pick<Store, "guilds" | "jobs">, configuredKey: string | undefined, engines = false) {
  // With self-hosted engines, a server without a key of its own runs there: they take no key.
  const operatorKey = configuredKey ?? (engines ? "" : undefined);
  // A member's job without their own key: the engines, where there are any; the operator's key never pays for it.
  const operatorFor = (scope: string) => (isMemberScope(scope) ? (engines ? "" : undefined) : operatorKey);
  const known = (key: string | undefined) => {
    if (key !== undefined) registerSecret(key);
    return key;
  };
  return {
    /** Whether a new job of this scope without a key of its own still has one (the operator's, or none on the engines). */
    hasFallback: (scope: string) => operatorFor(scope) !== undefined,

    /** `held`: the server's key as held in memory with its settings (see `GuildStore.getApiKey`). */
    async current(guildId: string, held?: { keyCiphertext: string | null }): Promise<SourcedKey | undefined> {
      const own = known(await store.guilds.getApiKey(guildId, held));
      if (own !== undefined) return { key: own, source: "server" };
      const operator = operatorFor(guildId);
      return operator === undefined ? undefined : { key: known(operator)!, source: "operator" };
    },

    /**
     * The key a stored job started with; undefined when it is gone (the server removed its key).
     * Jobs recorded before sources were kept take the current one; before keys were kept, the server's current one.
     */
    async forJob(job: Pick<JobRecord, "guildId" | "keySource" | "apiKeyCiphertext">): Promise<string | undefined> {
      if (job.keySource === "operator") return known(operatorFor(job.guildId));
      if (job.keySource === "server") {
        const current = known(await store.guilds.getApiKey(job.guildId));
        return current === undefined ? undefined : (known(store.jobs.keyOf(job)) ?? current);
      }
      return (await this.current(job.guildId))?.key;
    },
  };
}

export type ApiKeys = ReturnType<typeof apiKeys>;
