import type { Dispatcher } from "undici";
import { downloadSpec, toDownload, type DownloadOptions } from "./download.js";
import type {
  Download,
  FileRef,
  JobState,
  NodeOutput,
  ObjectInfo,
  QueueItem,
  UploadResult,
  Workflow,
} from "./cloud-types.js";
import { ApiError } from "./errors.js";
import { HttpClient } from "./http.js";
import type { Backoff } from "./retry.js";
import {
  hasPartnerNodes,
  header,
  imageForm,
  invalid,
  queueOf,
  toJobState,
  type HistoryEntry,
  type UploadFile,
} from "./cloud-answers.js";
import { MAX_OBJECT_INFO_BYTES as maxBytes } from "./read-text.js";
import { SharedRead } from "./shared-read.js";

export type * from "./cloud-types.js";
export type { UploadFile } from "./cloud-answers.js";
export { hasPartnerNodes, toJobState } from "./cloud-answers.js";

export interface CloudClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  retry?: Partial<Backoff>;
  dispatcher?: Dispatcher;
}

export interface SubmitOptions {
  /** Whether the workflow holds Partner Nodes, when already known (a saved workflow); else read from object_info. */
  partnerNodes?: boolean;
}

const OBJECT_INFO_TTL_MS = 5 * 60_000;
/** The signed URL may itself redirect (storage regions); more hops than this is a loop. */
const MAX_REDIRECTS = 3;

/** The cloud workflow execution API (cloud-api.md) for one API key. */
export class CloudClient {
  private readonly http: HttpClient;
  /** A client for signed download URLs: it carries no key. */
  private readonly anonymous: (origin: string) => HttpClient;
  private readonly apiKey: string;
  private objectInfoCache: { at: number; value: Promise<ObjectInfo> } | undefined;
  private readonly queueRead = new SharedRead(async () =>
    queueOf(await this.http.json<unknown>({ method: "GET", path: "/api/queue" })),
  );

  constructor(options: CloudClientOptions) {
    const common = {
      service: "cloud",
      timeoutMs: options.timeoutMs,
      retry: options.retry,
      dispatcher: options.dispatcher,
    } as const;
    this.apiKey = options.apiKey;
    this.http = new HttpClient({ ...common, baseUrl: options.baseUrl, headers: { "X-API-Key": options.apiKey } });
    this.anonymous = (origin) => new HttpClient({ ...common, baseUrl: origin, signedUrls: true });
  }

  objectInfo(): Promise<ObjectInfo> {
    const cached = this.objectInfoCache;
    if (cached && Date.now() - cached.at < OBJECT_INFO_TTL_MS) return cached.value;
    const value = this.http.json<ObjectInfo>({ method: "GET", path: "/api/object_info", maxBytes });
    const entry = { at: Date.now(), value };
    this.objectInfoCache = entry;
    value.catch(() => {
      if (this.objectInfoCache === entry) this.objectInfoCache = undefined;
    });
    return value;
  }

  uploadImage(file: UploadFile, options: { type?: string; overwrite?: boolean } = {}): Promise<UploadResult> {
    const form = imageForm(file, options.type ?? "input");
    form.set("overwrite", String(options.overwrite ?? false));
    // Storage is content-addressed: sending the same bytes again yields the same name.
    return this.http.json<UploadResult>({ method: "POST", path: "/api/upload/image", form, idempotent: true });
  }

  uploadMask(file: UploadFile, originalRef: FileRef): Promise<UploadResult> {
    const form = imageForm(file, "input");
    form.set("subfolder", "");
    form.set("original_ref", JSON.stringify(originalRef));
    return this.http.json<UploadResult>({ method: "POST", path: "/api/upload/mask", form, idempotent: true });
  }

  /** Whether the workflow holds Partner Nodes (which need the key in `extra_data`), as the service's object_info says. */
  async hasPartnerNodes(workflow: Workflow): Promise<boolean> {
    return hasPartnerNodes(workflow, await this.objectInfo());
  }

  async submit(workflow: Workflow, options: SubmitOptions = {}): Promise<{ promptId: string; number?: number }> {
    const partner = options.partnerNodes ?? (await this.hasPartnerNodes(workflow));
    const json = partner ? { prompt: workflow, extra_data: { api_key_platform: this.apiKey } } : { prompt: workflow };
    // A second POST would start a second job: never re-sent once it may have arrived.
    const body = await this.http.json<{ prompt_id?: unknown; number?: unknown }>({
      method: "POST",
      path: "/api/prompt",
      json,
      idempotent: false,
    });
    if (typeof body?.prompt_id !== "string") throw invalid("POST /api/prompt answered no prompt_id");
    return { promptId: body.prompt_id, ...(typeof body.number === "number" ? { number: body.number } : {}) };
  }

  async status(promptId: string): Promise<{ state: JobState; raw: string }> {
    const body = await this.http.json<{ status?: unknown }>({
      method: "GET",
      path: `/api/job/${encodeURIComponent(promptId)}/status`,
    });
    if (typeof body?.status !== "string") throw invalid("the job status answer has no status");
    return { state: toJobState(body.status), raw: body.status };
  }

  /** Downloads an output: the view endpoint redirects to a signed URL, fetched without our key. */
  async view(ref: FileRef, options: DownloadOptions = {}): Promise<Download> {
    const query = { filename: ref.filename, subfolder: ref.subfolder ?? "", type: ref.type ?? "output" };
    const how = downloadSpec(options);
    let response = await this.http.send({
      method: "GET",
      path: "/api/view",
      query,
      ...how,
      headers: { ...how.headers, accept: "application/json" },
    });
    let from = this.http.baseUrl;
    for (let hops = 0; response.status >= 300; hops++) {
      response.body.resume();
      const location = header(response, "location");
      if (location === undefined || hops === MAX_REDIRECTS)
        throw invalid(`GET /api/view answered ${response.status} with no usable Location`);
      const target = new URL(location, from);
      from = target.href;
      // Storage authenticates by the signature in the URL: none of our headers go there.
      response = await this.anonymous(target.origin).send({
        method: "GET",
        path: target.pathname + target.search,
        ...how,
      });
    }
    return toDownload(response, ref.filename, "cloud");
  }

  /**
   * The key's queue. Every item carries its whole graph, so a read is large: readers that only
   * show a place take a recent one (`shared`, after `since`: see `SharedRead`).
   */
  queue(options: { shared?: boolean; since?: number } = {}): Promise<{ running: QueueItem[]; pending: QueueItem[] }> {
    return this.queueRead.get(options);
  }

  /** Removes pending jobs; running ones need `interrupt`. */
  async cancelQueued(promptIds: string[]): Promise<{ deleted: string[] }> {
    const body = await this.http.json<{ deleted?: unknown }>({
      method: "POST",
      path: "/api/queue",
      json: { delete: promptIds },
      idempotent: true,
    });
    const deleted = Array.isArray(body?.deleted)
      ? body.deleted.filter((id): id is string => typeof id === "string")
      : [];
    return { deleted };
  }

  /** Stops the key's running execution. Not re-sent: a second one could stop the next job. */
  async interrupt(): Promise<void> {
    await this.http.json({ method: "POST", path: "/api/interrupt" });
  }

  /** Best-effort outputs after the fact (not in the contract); undefined when the service does not know the job. */
  async history(promptId: string): Promise<{ outputs: Record<string, NodeOutput>; state?: JobState } | undefined> {
    const id = encodeURIComponent(promptId);
    const v2 = await this.orMissing(
      this.http.json<Record<string, HistoryEntry>>({ method: "GET", path: `/api/history_v2/${id}` }),
    );
    const entry = v2?.[promptId];
    if (entry?.outputs) {
      const raw = entry.status?.status_str;
      return { outputs: entry.outputs, ...(typeof raw === "string" ? { state: toJobState(raw) } : {}) };
    }
    const job = await this.orMissing(
      this.http.json<{ outputs?: Record<string, NodeOutput>; status?: unknown }>({
        method: "GET",
        path: `/api/jobs/${id}`,
      }),
    );
    if (!job?.outputs) return undefined;
    return { outputs: job.outputs, ...(typeof job.status === "string" ? { state: toJobState(job.status) } : {}) };
  }

  private async orMissing<T>(pending: Promise<T>): Promise<T | undefined> {
    try {
      return await pending;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 405)) return undefined;
      throw error;
    }
  }
}
