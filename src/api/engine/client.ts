import { FormData } from "undici";
import type { Download, FileRef, NodeOutput, ObjectInfo, QueueItem, UploadResult, Workflow } from "../cloud-types.js";
import { downloadSpec, toDownload, type DownloadOptions } from "../download.js";
import { ApiError } from "../errors.js";
import { engineAgent, HttpClient } from "../http.js";
import type { Backoff } from "../retry.js";
import { isRecord } from "../loose-json.js";
import { checkpointsOf } from "./object-info.js";
import { queueOf } from "../cloud-answers.js";
import { SharedRead } from "../shared-read.js";

export interface EngineClientOptions {
  baseUrl: string;
  /** One header an operator's reverse proxy in front of the engine wants (the engine itself has no auth). */
  header?: { name: string; value: string };
  timeoutMs?: number;
  retry?: Partial<Backoff>;
}

/** A prompt as the engine's history keeps it (engine-notes.md). */
export interface EngineHistory {
  outputs: Record<string, NodeOutput>;
  /** `success`, or `error` for a failed or interrupted prompt. */
  status: "success" | "error";
  completed: boolean;
  /** What ended it: `execution_error` with its exception, or `execution_interrupted`. */
  end?:
    { type: "execution_error"; exceptionType: string; exceptionMessage: string } | { type: "execution_interrupted" };
  /** The submitted graph (it carries our job tag). */
  workflow?: unknown;
}

/** How long an engine's checkpoint list is taken as read (its `object_info` itself is never kept). */
const CHECKPOINTS_TTL_MS = 60_000;
/** What a real engine answers as `prompt_id` (engine-notes.md): a UUID. */
const PROMPT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isEnginePromptId(promptId: string): boolean {
  return PROMPT_ID.test(promptId);
}

/**
 * The self-hosted engine's REST routes (engine-notes.md): no key, no status route. Prompts are
 * submitted with this process's client id (its socket gets their events), read back from history
 * and the queue, stopped by queue delete or interrupt, and their files served by `/view` itself.
 */
export class EngineClient {
  readonly baseUrl: string;
  private readonly http: HttpClient;
  /**
   * The checkpoint names of the last `object_info` read, not the document: a real engine's is some
   * megabytes parsed, and a fleet of hundreds kept each engine's for a minute.
   */
  private checkpointList: { at: number; names: string[] } | undefined;
  /** The read `checkpoints` callers share while the list is stale. */
  private checkpointRead: Promise<string[]> | undefined;
  private readonly queueRead = new SharedRead(async () =>
    queueOf(await this.http.json<unknown>({ method: "GET", path: "/queue" })),
  );

  constructor(options: EngineClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.http = new HttpClient({
      service: "engine",
      baseUrl: this.baseUrl,
      dispatcher: engineAgent,
      ...(options.header ? { headers: { [options.header.name]: options.header.value } } : {}),
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
      ...(options.retry ? { retry: options.retry } : {}),
    });
  }

  /**
   * The engine's node catalogue, read anew each time and kept by no one here: callers take what they
   * need of it (its checkpoint names are kept for `checkpoints`).
   */
  async objectInfo(): Promise<ObjectInfo> {
    const at = Date.now();
    const info = await this.http.json<ObjectInfo>({ method: "GET", path: "/object_info" });
    if (!this.checkpointList || this.checkpointList.at <= at) this.checkpointList = { at, names: checkpointsOf(info) };
    return info;
  }

  /** The checkpoints the engine has: `CheckpointLoaderSimple.ckpt_name`'s choices, in its order (as read within a minute). */
  async checkpoints(): Promise<string[]> {
    const list = this.checkpointList;
    if (list && Date.now() - list.at < CHECKPOINTS_TTL_MS) return list.names;
    return (this.checkpointRead ??= this.objectInfo()
      .then(checkpointsOf)
      .finally(() => (this.checkpointRead = undefined)));
  }

  /** The engine's model folder names (`GET /models`). */
  async modelFolders(): Promise<string[]> {
    return strings(await this.http.json<unknown>({ method: "GET", path: "/models" }));
  }

  /** The files of one model folder, relative to it; undefined when the engine has no such folder (404). */
  async models(folder: string): Promise<string[] | undefined> {
    const path = `/models/${encodeURIComponent(folder)}`;
    return this.http.json<unknown>({ method: "GET", path }).then(strings, (error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    });
  }

  /** The embeddings a prompt may name (`embedding:NAME`), without their extension. */
  async embeddings(): Promise<string[]> {
    return strings(await this.http.json<unknown>({ method: "GET", path: "/embeddings" }));
  }

  uploadImage(
    file: { data: Uint8Array; filename: string; contentType?: string },
    options: { overwrite?: boolean } = {},
  ): Promise<UploadResult> {
    const form = new FormData();
    form.set("image", new Blob([file.data], { type: file.contentType ?? "application/octet-stream" }), file.filename);
    form.set("type", "input");
    form.set("overwrite", String(options.overwrite ?? false));
    return this.http.json<UploadResult>({ method: "POST", path: "/upload/image", form, idempotent: true });
  }

  /** Queues a prompt; its events go to the socket opened with the same `clientId`. Never re-sent. */
  async submit(workflow: Workflow, clientId: string): Promise<{ promptId: string; number?: number }> {
    const body = await this.http
      .json<{ prompt_id?: unknown; number?: unknown }>({
        method: "POST",
        path: "/prompt",
        json: { prompt: workflow, client_id: clientId },
        idempotent: false,
      })
      .catch((error: unknown) => {
        throw error instanceof ApiError && error.nodeErrors ? withNodeErrors(error) : error;
      });
    if (typeof body?.prompt_id !== "string") throw invalid("POST /prompt answered no prompt_id");
    // A real engine's prompt ids are UUIDs; anything else is refused, never used in a URL or a remote id.
    if (!isEnginePromptId(body.prompt_id)) throw invalid("POST /prompt answered a prompt_id that is not a UUID");
    return { promptId: body.prompt_id, ...(typeof body.number === "number" ? { number: body.number } : {}) };
  }

  /** The prompt's history entry; undefined while it is unknown or not finished (the engine answers `{}`). */
  async history(promptId: string): Promise<EngineHistory | undefined> {
    const body = await this.http.json<Record<string, unknown>>({
      method: "GET",
      path: `/history/${encodeURIComponent(promptId)}`,
    });
    const entry = isRecord(body) ? body[promptId] : undefined;
    return isRecord(entry) ? readHistory(entry) : undefined;
  }

  /** The newest `maxItems` history entries, by prompt id (a restarted engine has none). */
  async histories(maxItems: number): Promise<Array<{ promptId: string; history: EngineHistory }>> {
    const body = await this.http.json<Record<string, unknown>>({
      method: "GET",
      path: "/history",
      query: { max_items: String(maxItems) },
    });
    if (!isRecord(body)) return [];
    return Object.entries(body).flatMap(([promptId, entry]) =>
      isRecord(entry) ? [{ promptId, history: readHistory(entry) }] : [],
    );
  }

  /** The engine's queue (every client's prompts); readers that only show a place take a recent read (see `SharedRead`). */
  queue(options: { shared?: boolean; since?: number } = {}): Promise<{ running: QueueItem[]; pending: QueueItem[] }> {
    return this.queueRead.get(options);
  }

  /** Removes pending prompts; the engine answers an empty body, so the queue says whether it worked. */
  async deletePending(promptIds: string[]): Promise<void> {
    await this.http.json({ method: "POST", path: "/queue", json: { delete: promptIds }, idempotent: true });
  }

  /** Stops the named prompt if it is the one running (the engine notices within seconds). Not re-sent. */
  async interrupt(promptId: string): Promise<void> {
    await this.http.json({ method: "POST", path: "/interrupt", json: { prompt_id: promptId }, idempotent: false });
  }

  /** The file itself (no redirect, unlike the cloud's). */
  async view(ref: FileRef, options: DownloadOptions = {}): Promise<Download> {
    const query = { filename: ref.filename, subfolder: ref.subfolder ?? "", type: ref.type ?? "output" };
    const response = await this.http.send({ method: "GET", path: "/view", query, ...downloadSpec(options) });
    return toDownload(response, ref.filename, "engine");
  }
}

function strings(body: unknown): string[] {
  return Array.isArray(body) ? body.filter((name): name is string => typeof name === "string") : [];
}

function readHistory(entry: Record<string, unknown>): EngineHistory {
  const status = isRecord(entry.status) ? entry.status : {};
  const messages = Array.isArray(status.messages) ? status.messages : [];
  let end: EngineHistory["end"];
  for (const message of messages) {
    if (!Array.isArray(message) || !isRecord(message[1])) continue;
    const data = message[1];
    if (message[0] === "execution_interrupted") end = { type: "execution_interrupted" };
    if (message[0] === "execution_error")
      end = {
        type: "execution_error",
        exceptionType: typeof data.exception_type === "string" ? data.exception_type : "Exception",
        exceptionMessage: typeof data.exception_message === "string" ? data.exception_message : "",
      };
  }
  const prompt = Array.isArray(entry.prompt) ? entry.prompt : [];
  return {
    outputs: (isRecord(entry.outputs) ? entry.outputs : {}) as Record<string, NodeOutput>,
    status: status.status_str === "success" ? "success" : "error",
    completed: status.completed === true,
    ...(end ? { end } : {}),
    ...(prompt[2] !== undefined ? { workflow: prompt[2] } : {}),
  };
}

/** A refused prompt names what each node got wrong (`ckpt_name: 'x' not in [...]`), not only "failed validation". */
function withNodeErrors(error: ApiError): ApiError {
  const lines: string[] = [];
  for (const [id, entry] of Object.entries(error.nodeErrors ?? {})) {
    const node = isRecord(entry) ? entry : {};
    for (const problem of Array.isArray(node.errors) ? node.errors : []) {
      if (!isRecord(problem)) continue;
      const detail = typeof problem.details === "string" && problem.details ? problem.details : problem.message;
      lines.push(`node ${id} (${String(node.class_type)}): ${String(detail)}`);
    }
  }
  if (lines.length === 0) return error;
  return new ApiError({
    service: "engine",
    ...(error.status === undefined ? {} : { status: error.status }),
    code: error.code,
    message: `${error.message}: ${lines.slice(0, 5).join("; ")}`.slice(0, 500),
    retryable: false,
    ...(error.nodeErrors ? { nodeErrors: error.nodeErrors } : {}),
  });
}

function invalid(message: string): ApiError {
  return new ApiError({ service: "engine", code: "invalid_response", message, retryable: false });
}
