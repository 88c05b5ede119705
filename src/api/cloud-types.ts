import type { Readable } from "node:stream";

export interface FileRef {
  filename: string;
  subfolder: string;
  type: string;
}

export interface NodeOutput {
  images?: FileRef[];
  video?: FileRef[];
  audio?: FileRef[];
  [key: string]: unknown;
}

export type Workflow = Record<
  string,
  { class_type: string; inputs: Record<string, unknown>; _meta?: { title?: string; [key: string]: unknown } }
>;

export type JobState = "pending" | "in_progress" | "completed" | "failed" | "cancelled";

export interface UploadResult {
  name: string;
  subfolder: string;
  type: string;
}

/** A file being downloaded: the body is a stream, never buffered whole. */
export interface Download {
  filename: string;
  contentType: string;
  /** Bytes in the whole file, when the service said. */
  size?: number;
  /** The bytes the body holds (inclusive), when a range was asked for and the service honoured it. */
  range?: { start: number; end: number };
  body: Readable;
}

export interface QueueItem {
  number: number;
  promptId: string;
  /** The submitted graph, when the service lists it. */
  workflow?: unknown;
}

/** An input spec: `[type, options]`, where a list of choices stands in for the type. */
export type InputSpec = [string | unknown[], Record<string, unknown>?];

export interface NodeInfo {
  input: {
    required?: Record<string, InputSpec>;
    optional?: Record<string, InputSpec>;
    hidden?: Record<string, unknown>;
  };
  output?: string[];
  output_name?: string[];
  name?: string;
  display_name?: string;
  category?: string;
  output_node?: boolean;
  /** A Partner Node: calls an external service and needs `extra_data.api_key_platform`. */
  api_node?: boolean;
  [key: string]: unknown;
}

/** `GET /api/object_info`: node definitions keyed by class name. */
export type ObjectInfo = Record<string, NodeInfo>;

export type CloudEvent =
  | { type: "status"; queueRemaining: number }
  | { type: "execution_start"; promptId: string }
  | { type: "execution_cached"; promptId: string; nodes: string[] }
  | { type: "executing"; promptId: string; node: string | null }
  | { type: "progress"; promptId: string; node?: string; value: number; max: number }
  | { type: "progress_state"; promptId: string; nodes: Record<string, { value: number; max: number; state: string }> }
  | { type: "executed"; promptId: string; node: string; output: NodeOutput }
  | { type: "execution_success"; promptId: string }
  | {
      type: "execution_error";
      promptId: string;
      exceptionType: string;
      exceptionMessage: string;
      nodeId?: string;
      nodeType?: string;
    }
  | { type: "execution_interrupted"; promptId: string }
  | { type: "notification"; value: string; promptId?: string }
  | { type: "preview"; promptId?: string; nodeId?: string; mime: "image/png" | "image/jpeg"; data: Buffer }
  | { type: "text"; promptId?: string; nodeId: string; text: string };

/** What a socket's watcher hears: its events, and the socket coming back or going down. */
export type SocketSignal = CloudEvent | { type: "reconnected" } | { type: "disconnected" };
