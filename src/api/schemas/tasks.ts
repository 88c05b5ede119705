import { nonEmpty, record } from "../loose-json.js";

/** A partner task as the bot sees it, whatever shape the proxy answered in. */
export interface TaskState {
  taskId: string;
  state: "pending" | "in_progress" | "completed" | "failed";
  urls: string[];
  /** 0-100, when the service reports it. */
  progress?: number;
  error?: string;
  /** Credits charged, on video replies. */
  credits?: number;
  /** Video results: `extend` names one by its id with its URL; the cover stands in for a video too large to attach. */
  creations?: VideoCreation[];
}

export interface VideoCreation {
  id: string;
  url: string;
  coverUrl?: string;
}

const STATES: Record<string, TaskState["state"]> = {
  created: "pending",
  queueing: "pending",
  queued: "pending",
  pending: "pending",
  in_progress: "in_progress",
  processing: "in_progress",
  completed: "completed",
  success: "completed",
  failed: "failed",
  error: "failed",
};

/** Unknown values mean "still running": keep polling rather than give up. */
export function normaliseState(value: unknown): TaskState["state"] {
  const key = typeof value === "string" ? value.toLowerCase() : "";
  return Object.hasOwn(STATES, key) ? STATES[key]! : "in_progress";
}

export function isTerminal(task: TaskState): boolean {
  return task.state === "completed" || task.state === "failed";
}

/** An image task record, wrapped in `{data}` or not, with `status` or `task_status`. */
export function normaliseImageTask(reply: unknown, fallbackId = ""): TaskState {
  const outer = record(reply);
  const task = record(outer.data ?? outer);
  const generated = Array.isArray(task.generated)
    ? task.generated.filter((u): u is string => typeof u === "string")
    : [];
  const state = normaliseState(task.status ?? task.task_status);
  return {
    taskId: nonEmpty(task.task_id) ?? fallbackId,
    state,
    urls: generated,
    ...errorOf(task, state),
  };
}

/** A video POST reply or a `/tasks/{id}/creations` read-back. */
export function normaliseVideoTask(reply: unknown, fallbackId = ""): TaskState {
  const task = record(reply);
  const state = normaliseState(task.state);
  const creations = (Array.isArray(task.creations) ? task.creations.map(record) : []).flatMap((c): VideoCreation[] => {
    const url = nonEmpty(c.url);
    if (url === undefined) return [];
    const cover = nonEmpty(c.cover_url);
    return [{ id: nonEmpty(c.id) ?? "", url, ...(cover ? { coverUrl: cover } : {}) }];
  });
  return {
    taskId: nonEmpty(task.task_id) ?? nonEmpty(task.id) ?? fallbackId,
    state,
    urls: creations.map((c) => c.url),
    ...(creations.length > 0 ? { creations } : {}),
    ...(typeof task.progress === "number" ? { progress: task.progress } : {}),
    ...(typeof task.credits === "number" ? { credits: task.credits } : {}),
    ...errorOf(task, state),
  };
}

function errorOf(task: Record<string, unknown>, state: TaskState["state"]): { error?: string } {
  const error = nonEmpty(task.err_code) ?? nonEmpty(task.error) ?? nonEmpty(task.message);
  if (error !== undefined) return { error };
  return state === "failed" ? { error: "the task failed" } : {};
}
