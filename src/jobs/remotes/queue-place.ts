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
  const ids = jobs.flatMap((job) => (job.remote === "engine" && job.remoteId ? [job.remoteId] : []));
  const urls = [...new Set(ids.map((id) => parseEngineRemoteId(id).url))];
  const queues = new Map<string, Queue>();
  await Promise.all(
    urls.map(async (url) => {
      const queue = await pool
        .engine(url)
        .client.queue()
        .catch(() => undefined);
      if (queue) queues.set(url, queue);
    }),
  );
  const places = new Map<string, { queue: Queue; promptId: string }>();
  for (const id of ids) {
    const { url, promptId } = parseEngineRemoteId(id);
    const queue = queues.get(url);
    if (queue) places.set(id, { queue, promptId });
  }
  return places;
}
