import { setTimeout as sleep } from "node:timers/promises";
import type { Store } from "../db/store.js";
import type { Logger } from "../logger.js";
import type { JobTimings } from "./timings.js";

/**
 * Stores a started job's remote id, tried again on failure: a restart must find the running
 * work, not lose it. When every try failed the job runs on in memory, and a restart finds it by
 * reconciling.
 */
export async function storeRemoteId(
  deps: { store: Store; log: Logger; timings: Pick<JobTimings, "storeRetryMs"> },
  jobId: string,
  remoteId: string,
): Promise<void> {
  const waits = deps.timings.storeRetryMs;
  for (let attempt = 0; ; attempt++) {
    try {
      await deps.store.jobs.attachRemote(jobId, remoteId);
      return;
    } catch (error) {
      const wait = waits[attempt];
      if (wait === undefined) {
        deps.log.error({ err: error }, "could not store the remote id; following it in memory");
        return;
      }
      deps.log.warn({ err: error, attempt }, "storing the remote id failed; trying again");
      await sleep(wait);
    }
  }
}
