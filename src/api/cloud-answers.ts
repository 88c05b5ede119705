import { FormData } from "undici";
import type { JobState, NodeOutput, ObjectInfo, QueueItem, Workflow } from "./cloud-types.js";
import { ApiError } from "./errors.js";
import type { RawResponse } from "./http.js";
import { isRecord } from "./loose-json.js";

/** How the cloud service's answers are read: job states, queue entries, history, and what an upload sends. */

export interface UploadFile {
  data: Uint8Array;
  filename: string;
  contentType?: string;
}

/** Job status values, documented and seen live (wire-notes.md); anything else is still running. */
const STATES: Record<string, JobState> = {
  pending: "pending",
  waiting_to_dispatch: "pending",
  submitted: "pending",
  queued_waiting: "pending",
  in_progress: "in_progress",
  completed: "completed",
  success: "completed",
  failed: "failed",
  error: "failed",
  non_retryable_error: "failed",
  lost: "failed",
  cancelled: "cancelled",
};

export function toJobState(raw: string): JobState {
  const key = raw.toLowerCase();
  return Object.hasOwn(STATES, key) ? STATES[key]! : "in_progress";
}

/** Whether the workflow holds a Partner Node, which needs the platform key in `extra_data`. */
export function hasPartnerNodes(workflow: Workflow, info: ObjectInfo): boolean {
  return Object.values(workflow).some((node) => info[node.class_type]?.api_node === true);
}

export interface HistoryEntry {
  outputs?: Record<string, NodeOutput>;
  status?: { status_str?: unknown };
}

export function imageForm(file: UploadFile, type: string): FormData {
  const form = new FormData();
  form.set("image", new Blob([file.data], { type: file.contentType ?? "application/octet-stream" }), file.filename);
  form.set("type", type);
  return form;
}

/** Queue entries (the cloud's and an engine's alike) are arrays: `[number, prompt_id, workflow, extra_data, outputs]`. */
function queueItems(entries: unknown): QueueItem[] {
  if (!Array.isArray(entries)) return [];
  return entries
    .filter((entry): entry is unknown[] => Array.isArray(entry) && typeof entry[1] === "string")
    .map((entry) => ({
      number: Number(entry[0]),
      promptId: entry[1] as string,
      ...(typeof entry[2] === "object" && entry[2] !== null ? { workflow: entry[2] } : {}),
    }));
}

/** A queue answer (the cloud's `/api/queue`, an engine's `/queue`): what runs, and what waits in order. */
export function queueOf(body: unknown): { running: QueueItem[]; pending: QueueItem[] } {
  const answer = isRecord(body) ? body : {};
  return { running: queueItems(answer.queue_running), pending: queueItems(answer.queue_pending) };
}

export function header(response: RawResponse, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function invalid(message: string): ApiError {
  return new ApiError({ service: "cloud", code: "invalid_response", message, retryable: false });
}
