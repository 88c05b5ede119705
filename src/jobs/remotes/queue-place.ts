import type { Queue } from "../service-queue.js";
import { parseEngineRemoteId } from "./engine-history.js";
import type { EnginePool } from "../../engines/pool.js";

/**
 * The queues of the engines running these jobs, read once per engine, keyed by each job's remote
 * id, with its prompt id in place of the remote id so that `queuePlace` finds it. An engine that
 * does not answer is left out (its jobs show their recorded state).
 */
export async function engineQueues(
  pool: EnginePool,
  jobs: Array<{ remote: string; remoteId: string | null }>,
): Promise<Map<string, { queue: Queue; promptId: string }>> {
  // Only well-formed remote ids on listed engines: no request goes to a host a stored id names otherwise.
  const parsed = jobs.flatMap((job) => {
    if (job.remote !== "engine" || !job.remoteId) return [];
    const { promptId, url } = safeParse(job.remoteId);
    return url !== undefined && pool.find(url) ? [{ id: job.remoteId, promptId, url }] : [];
  });
  const queues = new Map<string, Queue>();
  await Promise.all(
    [...new Set(parsed.map((entry) => entry.url))].map(async (url) => {
      const queue = await pool
        .engine(url)
        .client.queue()
        .catch(() => undefined);
      if (queue) queues.set(url, queue);
    }),
  );
  const places = new Map<string, { queue: Queue; promptId: string }>();
  for (const { id, url, promptId } of parsed) {
    const queue = queues.get(url);
    if (queue) places.set(id, { queue, promptId });
  }
  return places;
}

function safeParse(remoteId: string): { promptId: string; url?: string } {
  try {
    return parseEngineRemoteId(remoteId);
  } catch {
    return { promptId: "" };
  }
}
