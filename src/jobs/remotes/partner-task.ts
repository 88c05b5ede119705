import { text } from "../../i18n/index.js";
import { failure } from "../failure.js";
import { setTimeout as sleep } from "node:timers/promises";
import type { DownloadOptions } from "../../api/download.js";
import { ApiError } from "../../api/errors.js";
import type { Download } from "../../api/cloud-types.js";
import type { PartnerClient, TaskState } from "../../api/partner.js";
import { downloadSigned } from "../../api/signed.js";
import type { StoredOutput } from "../../db/store.js";
import type { Following, RemoteEnd, RemoteListener, Sending } from "../remote.js";

/** What a partner task's remote is made with (image and video alike). */
export interface PartnerTaskOptions {
  partner: PartnerClient;
  /** Sends the task; absent for a job followed again after a restart. `callbackUrl` goes in the body's callback field. */
  send?: (callbackUrl: string | undefined, sending: Sending) => Promise<TaskState>;
  callbackUrlFor?: (jobId: string) => string | undefined;
  poll: PollTimings;
  deadlineMs: number;
}

export interface PollTimings {
  /** The first read-back comes this soon; each quiet one waits longer, up to `maxMs`. */
  minMs: number;
  maxMs: number;
}

export const PARTNER_POLL: PollTimings = { minMs: 2_000, maxMs: 10_000 };

/**
 * Follows a partner task by reading it back: one read at a time, the wait growing from `minMs`
 * to `maxMs` while nothing changes, and at once on `wake` (a callback arrived). `onTask` turns
 * each answer into updates; a terminal answer ends the job.
 */
export function pollTask(
  read: () => Promise<TaskState>,
  listener: RemoteListener,
  options: PollTimings & { kind: StoredOutput["kind"]; toOutputs?: (task: TaskState) => StoredOutput[] },
  onTask: (task: TaskState) => void,
): Following {
  const timings = options;
  let stopped = false;
  let wakeUp = new AbortController();
  let delay = timings.minMs;
  let lastState: string | undefined;

  const loop = async () => {
    while (!stopped) {
      await sleep(delay, undefined, { signal: wakeUp.signal, ref: false }).catch(() => undefined);
      if (stopped) return;
      if (wakeUp.signal.aborted) wakeUp = new AbortController();
      try {
        const task = await read();
        if (stopped) return;
        const changed = `${task.state}:${task.progress ?? ""}` !== lastState;
        lastState = `${task.state}:${task.progress ?? ""}`;
        delay = changed ? timings.minMs : Math.min(timings.maxMs, Math.round(delay * 1.6));
        if (endIfTerminal(task, listener, options.toOutputs ?? ((t) => outputsOf(t, options.kind))))
          return void (stopped = true);
        onTask(task);
      } catch (error) {
        // A read-back the proxy lacks: only a callback can tell us; poll rarely meanwhile.
        delay =
          error instanceof ApiError && error.code === "not_supported"
            ? timings.maxMs * 3
            : Math.min(timings.maxMs, delay * 2);
      }
    }
  };
  void loop();
  return {
    stop() {
      stopped = true;
      wakeUp.abort();
    },
    wake() {
      delay = timings.minMs;
      wakeUp.abort();
    },
  };
}

/** How a terminal task ends the job; undefined while it runs. */
export function taskEnd(task: TaskState): RemoteEnd | undefined {
  if (task.state === "completed")
    return { status: "completed", ...(task.credits !== undefined ? { credits: task.credits } : {}) };
  if (task.state === "failed") {
    return {
      status: "failed",
      error: failure(
        "task_failed",
        task.error ? text("fail.partner", { detail: task.error }) : text("fail.partnerGeneric"),
      ),
    };
  }
  return undefined;
}

/** Ends the job when the task is done; true when it did. */
function endIfTerminal(
  task: TaskState,
  listener: RemoteListener,
  toOutputs: (task: TaskState) => StoredOutput[],
): boolean {
  const end = taskEnd(task);
  if (!end) return false;
  if (end.status === "completed") listener.outputs(toOutputs(task));
  listener.end(end);
  return true;
}

/** A task's result URLs as outputs; the file name is the URL's last path segment. */
export function outputsOf(task: TaskState, kind: StoredOutput["kind"] = "images"): StoredOutput[] {
  return task.urls.map((url, i) => {
    const last = safePathEnd(url);
    return { node: String(i), kind, filename: last || `result-${i + 1}`, subfolder: "", type: "output", url };
  });
}

export function openUrl(output: StoredOutput, options: DownloadOptions = {}): Promise<Download> {
  if (!output.url)
    throw new ApiError({
      service: "partner",
      code: "invalid_response",
      message: "the output has no URL",
      retryable: false,
    });
  return downloadSigned(output.url, "partner", options);
}

export function safePathEnd(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "");
  } catch {
    return "";
  }
}
