import type { TaskState } from "../../api/partner.js";
import { text } from "../../i18n/index.js";
import type { VideoCreation } from "../../api/schemas/tasks.js";
import type { StoredOutput } from "../../db/store.js";
import { noFence, type Remote, type RemoteUpdate } from "../remote.js";
import { openUrl, pollTask, safePathEnd, taskEnd, type PartnerTaskOptions } from "./partner-task.js";

/**
 * A video task of the partner proxy: sent once (a reply already `failed` ends it at once), then
 * read back from its creations until done, with its progress, an ETA and the credits reported.
 */
export function partnerVideoRemote(options: PartnerTaskOptions): Remote {
  const { partner } = options;
  // Only the POST's reply says what the task costs; shown from the first read-back on (not after a restart).
  let credits: number | undefined;
  return {
    ref: "partner-video",
    deadlineMs: options.deadlineMs,
    async start(jobId, sending = noFence) {
      if (!options.send) throw new Error("a partner video task needs a request to start");
      const task = await options.send(options.callbackUrlFor?.(jobId), sending);
      credits = task.credits;
      const end = taskEnd(task);
      return { remoteId: task.taskId, ...(end ? { end, outputs: videoOutputs(task) } : {}) };
    },
    follow(taskId, listener) {
      const eta = etaEstimator();
      if (credits !== undefined) listener.update({ credits });
      return pollTask(
        () => partner.creations(taskId),
        listener,
        { ...options.poll, kind: "video", toOutputs: videoOutputs },
        (task) => {
          const update: RemoteUpdate = {
            phase: task.state === "pending" ? "queued" : "running",
            state: text(task.state === "pending" ? "state.queued" : "state.rendering"),
          };
          if (task.progress !== undefined) {
            update.percent = task.progress;
            const at = eta(task.progress);
            if (at !== undefined) update.etaAt = at;
          }
          if (task.credits !== undefined) update.credits = task.credits;
          listener.update(update);
        },
      );
    },
    async outputs(taskId, known) {
      if (known.length > 0) return [...known];
      return videoOutputs(await partner.creations(taskId));
    },
    open: openUrl,
  };
}

/** Marks a creation's cover among a job's outputs. */
export const COVER = "cover";

/**
 * Each creation's video (with the creation id `extend` needs), then its cover image: the cover
 * stands in for a video too large to attach.
 */
export function videoOutputs(task: TaskState): StoredOutput[] {
  const creations: VideoCreation[] = task.creations ?? task.urls.map((url) => ({ id: "", url }));
  return creations.flatMap((creation, i): StoredOutput[] => {
    const node = String(i);
    const video: StoredOutput = {
      node,
      kind: "video",
      filename: safePathEnd(creation.url) || `video-${i + 1}.mp4`,
      subfolder: "",
      type: "output",
      url: creation.url,
      ...(creation.id ? { creationId: creation.id } : {}),
    };
    if (!creation.coverUrl) return [video];
    const cover = safePathEnd(creation.coverUrl) || `cover-${i + 1}.jpg`;
    return [video, { node, kind: "images", filename: cover, subfolder: "", type: COVER, url: creation.coverUrl }];
  });
}

/** When the task should end at the rate its progress has moved since it was first seen moving. */
function etaEstimator(now = () => Date.now()): (percent: number) => number | undefined {
  let first: { at: number; percent: number } | undefined;
  return (percent) => {
    if (percent <= 0 || percent >= 100) return undefined;
    if (!first) {
      first = { at: now(), percent };
      return undefined;
    }
    const moved = percent - first.percent;
    if (moved <= 0) return undefined;
    return Math.round(now() + ((now() - first.at) * (100 - percent)) / moved);
  };
}
