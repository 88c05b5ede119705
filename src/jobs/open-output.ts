import type { Store, StoredOutput } from "../db/store.js";
import type { OutputDownload } from "./remote.js";
import type { Remotes } from "./remotes/index.js";

export interface OpenOutputDeps {
  store: Store;
  remotes: Remotes;
  apiKeyFor(guildId: string): Promise<string | undefined>;
}

/**
 * Output `n` of a job, downloaded fresh from the service (for the HTTP server's `/files` links).
 * A cloud output is asked for anew each time; a partner output whose signed URL has expired is
 * found again by reading the task back, which gives a fresh URL.
 */
export async function openJobOutput(deps: OpenOutputDeps, jobId: string, n: number): Promise<OutputDownload | undefined> {
  const record = await deps.store.jobs.get(jobId);
  const output = record?.outputs[n];
  if (!record || !output || record.remoteId === null) return undefined;
  // A partner URL needs no key; a cloud output does, and fails plainly without one.
  const remote = deps.remotes.resume(record.remote, (await deps.apiKeyFor(record.guildId)) ?? "");
  try {
    return await remote.open(output);
  } catch (error) {
    if (output.url === undefined) throw error;
    const fresh = await remote.outputs(record.remoteId, [], false);
    const again = fresh.find((o) => sameOutput(o, output)) ?? fresh[n];
    if (!again?.url || again.url === output.url) throw error;
    return remote.open(again);
  }
}

function sameOutput(a: StoredOutput, b: StoredOutput): boolean {
  return a.node === b.node && a.filename === b.filename;
}
