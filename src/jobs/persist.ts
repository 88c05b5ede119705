import { setTimeout as sleep } from "node:timers/promises";
import type { Hold, Store } from "../db/store.js";
import type { Logger } from "../logger.js";
import type { JobTimings } from "./timings.js";

/**
 * Stores a started job's remote id, tried again on failure: a restart must find the running
 * work, not lose it. When every try failed the job runs on in memory, and a restart finds it by
 * reconciling. False when `hold` no longer holds the job (the id is stored all the same): another
 * process follows it, this one must not.
 */
export async function storeRemoteId(deps: PersistDeps, jobId: string, remoteId: string, hold?: Hold): Promise<boolean> {
  const held = await retried(deps, "storing the remote id", () => deps.store.jobs.attachRemote(jobId, remoteId, hold));
  if (held === undefined) deps.log.error("could not store the remote id; following it in memory");
  return held !== false;
}

export interface PersistDeps {
  store: Store;
  log: Logger;
  timings: Pick<JobTimings, "storeRetryMs">;
}

/** `write` tried again on failure, `storeRetryMs` apart; undefined when every try failed. */
export async function retried<T>(deps: PersistDeps, what: string, write: () => Promise<T>): Promise<T | undefined> {
  const waits = deps.timings.storeRetryMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const wait = waits[attempt];
      if (wait === undefined) {
        deps.log.error({ err: error }, `${what} failed`);
        return undefined;
      }
      deps.log.warn({ err: error, attempt }, `${what} failed; trying again`);
      await sleep(wait);
    }
  }
}
