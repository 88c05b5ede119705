import type { ImageOperation, TaskState } from "../../api/partner.js";
import { text } from "../../i18n/index.js";
import { noFence, type Remote, type RemoteUpdate } from "../remote.js";
import { openUrl, outputsOf, pollTask, taskEnd, type PartnerTaskOptions } from "./partner-task.js";

export interface PartnerImageOptions extends PartnerTaskOptions {
  /** Where the task is read back (`image-upscaler`, `image-style-transfer`, `skin-enhancer`, ...). */
  operation: ImageOperation;
}

const STATE_TEXT: Record<TaskState["state"], NonNullable<RemoteUpdate["state"]>> = {
  pending: text("state.waiting"),
  in_progress: text("state.working"),
  completed: text("state.done"),
  failed: text("state.failed"),
};

/** An image task of the partner proxy (upscale, style transfer, enhance): sent once, read back until done. */
export function partnerImageRemote(options: PartnerImageOptions): Remote {
  const { partner, operation } = options;
  return {
    ref: `partner-image:${operation}`,
    deadlineMs: options.deadlineMs,
    async start(jobId, sending = noFence) {
      if (!options.send) throw new Error("a partner image task needs a request to start");
      const task = await options.send(options.callbackUrlFor?.(jobId), sending);
      // A reply that is already terminal is the answer: nothing to follow.
      const end = taskEnd(task);
      return { remoteId: task.taskId, ...(end ? { end, outputs: outputsOf(task) } : {}) };
    },
    follow: (taskId, listener) =>
      pollTask(
        () => partner.imageTask(operation, taskId),
        listener,
        { ...options.poll, kind: "images" },
        (task) =>
          listener.update({ phase: task.state === "pending" ? "queued" : "running", state: STATE_TEXT[task.state] }),
      ),
    async outputs(taskId, known) {
      if (known.length > 0) return [...known];
      return outputsOf(await partner.imageTask(operation, taskId));
    },
    open: openUrl,
  };
}
