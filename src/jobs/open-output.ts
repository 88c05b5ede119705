import type { JobRecord, Store } from "../db/store.js";
import { sameOutput } from "./outputs.js";
import type { Download } from "../api/cloud-types.js";
import type { Remote } from "./remote.js";
import type { DownloadOptions } from "../api/download.js";

export interface OpenOutputDeps {
  store: Store;
  /** The remote that reads a stored job's outputs again, chosen by its kind. */
  remoteFor(record: JobRecord, apiKey: string): Remote;
  /** The key the job started with (see `src/keys/keys.ts`). */
  keyForJob(job: JobRecord): Promise<string | undefined>;
}

/**
 * Output `n` of a job, downloaded fresh from the service (for the HTTP server's `/files` links).
 * A cloud output is asked for anew each time; a partner output whose signed URL has expired is
 * found again by reading the task back, which gives a fresh URL. None once the result is deleted or held back.
 */
export async function openJobOutput(
  deps: OpenOutputDeps,
  jobId: string,
  n: number,
  how: DownloadOptions = {},
): Promise<Download | undefined> {
  const record = await deps.store.jobs.get(jobId);
  const output = record?.outputs[n];
  // A result its member (or a moderator) deleted is not served again, as `/show` does not show it;
  // nor one the image check held back (`/settings images check:block`).
  if (!record || !output || record.remoteId === null || record.resultDeletedAt || record.heldBackAt) return undefined;
  // A partner URL needs no key; a cloud output does, and fails plainly without one.
  const remote = deps.remoteFor(record, (await deps.keyForJob(record)) ?? "");
  try {
    return await remote.open(output, how);
  } catch (error) {
    if (output.url === undefined) throw error;
    const fresh = await remote.outputs(record.remoteId, [], false);
    const again = fresh.find((o) => sameOutput(o, output)) ?? fresh[n];
    if (!again?.url || again.url === output.url) throw error;
    return remote.open(again, how);
  }
}
