import type { QueueItem } from "../api/cloud-types.js";
import type { Logger } from "../logging/logger.js";

export interface Queue {
  running: QueueItem[];
  pending: QueueItem[];
}

/** Whether a job's remote id is a prompt in the cloud's queue; partner tasks have no queue position. */
export function inCloudQueue(job: { remote: string }): boolean {
  return job.remote === "cloud";
}

/** What reading a queue takes: the guild's key, a cloud client for it, a log for a failed read. */
interface QueueReader {
  apiKeyFor(guildId: string): Promise<string | undefined>;
  cloudFor(apiKey: string): { queue(): Promise<Queue> };
  log: Logger;
}

/** The guild key's queue at the service, read once for a whole list; undefined when it cannot be read. */
export async function readQueue(ctx: QueueReader, guildId: string): Promise<Queue | undefined> {
  const apiKey = await ctx.apiKeyFor(guildId);
  if (apiKey === undefined) return undefined;
  try {
    return await ctx.cloudFor(apiKey).queue();
  } catch (error) {
    ctx.log.info({ err: error }, "queue read failed");
    return undefined;
  }
}

/**
 * Where a prompt stands: running, or how many jobs are ahead of it (counted as the job's own
 * message counts them: everything running, then what waits before it); undefined when the queue
 * does not hold it (it has just ended, or not yet arrived).
 */
export function queuePlace(queue: Queue, promptId: string): { running: true } | { ahead: number } | undefined {
  if (queue.running.some((item) => item.promptId === promptId)) return { running: true };
  const index = queue.pending.findIndex((item) => item.promptId === promptId);
  return index < 0 ? undefined : { ahead: queue.running.length + index };
}
