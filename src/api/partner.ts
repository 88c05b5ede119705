import { setTimeout as sleep } from "node:timers/promises";
import type { Dispatcher } from "undici";
import { ApiError } from "./errors.js";
import { HttpClient } from "./http.js";
import type { Backoff } from "./retry.js";
import {
  ExtendBody,
  MultiframeBody,
  SkinEnhancerBody,
  StartEnd2VideoBody,
  StyleTransferBody,
  UpscaleBody,
  invalidBody,
  isTerminal,
  normaliseImageTask,
  normaliseVideoTask,
  parseBody,
  upscaleSizeProblem,
  type TaskState,
} from "./schemas/index.js";

export type { TaskState } from "./schemas/index.js";

const IMAGE = "/proxy/imgpartner/v1/ai";
const VIDEO = "/proxy/vidpartner";

export const IMAGE_OPERATIONS = [
  "image-upscaler",
  "image-upscaler-precision-v2",
  "image-style-transfer",
  "skin-enhancer",
  "image-relight",
] as const;
export type ImageOperation = (typeof IMAGE_OPERATIONS)[number];
/** Where each POST's task is read back (the reference client's paths). */
export const READ_BACK = {
  styleTransfer: "image-style-transfer",
  skinEnhancer: "skin-enhancer",
  upscale: "image-upscaler",
} as const satisfies Record<string, ImageOperation>;
/** The only read-backs in the document; the others are the reference client's and may be missing. */
const DOCUMENTED_READS: ReadonlySet<ImageOperation> = new Set(["image-upscaler-precision-v2", "image-relight"]);

export interface PartnerClientOptions {
  baseUrl: string;
  /** Sent as `Authorization: Bearer`. */
  token: string;
  timeoutMs?: number;
  retry?: Partial<Backoff>;
  dispatcher?: Dispatcher;
}

/** The partner proxy: image (style, skin, upscale) and video generation, all asynchronous tasks. */
export class PartnerClient {
  private readonly http: HttpClient;
  private beforePost: (() => Promise<void>) | undefined;

  constructor(options: PartnerClientOptions) {
    const headers = { authorization: `Bearer ${options.token}` };
    this.http = new HttpClient({ ...options, service: "partner", headers });
  }

  /**
   * This client, with `beforePost` awaited right before each task it starts is sent (a job's fence:
   * the job is marked sent exactly then, after the body's images were read).
   */
  fenced(beforePost: () => Promise<void>): PartnerClient {
    const fenced = Object.create(this) as PartnerClient;
    fenced.beforePost = beforePost;
    return fenced;
  }

  async styleTransfer(body: StyleTransferBody): Promise<TaskState> {
    return this.startImage("image-style-transfer", parseBody("partner", StyleTransferBody, body));
  }

  async skinEnhancer(body: SkinEnhancerBody): Promise<TaskState> {
    return this.startImage("skin-enhancer/flexible", parseBody("partner", SkinEnhancerBody, body));
  }

  /** `source`, the input's size when known, enforces the 25.3 MP result limit before sending. */
  async upscale(body: UpscaleBody, source?: { width: number; height: number }): Promise<TaskState> {
    const json = parseBody("partner", UpscaleBody, body);
    const problem = source && upscaleSizeProblem(source.width, source.height, json.scale_factor ?? "2x");
    if (problem) invalidBody("partner", [problem]);
    return this.startImage("image-upscaler", json);
  }

  precisionV2Status(taskId: string): Promise<TaskState> {
    return this.imageTask("image-upscaler-precision-v2", taskId);
  }

  relightStatus(taskId: string): Promise<TaskState> {
    return this.imageTask("image-relight", taskId);
  }

  /** Reads an image task back; an undocumented read the proxy lacks fails with code `not_supported`. */
  async imageTask(operation: ImageOperation, taskId: string): Promise<TaskState> {
    try {
      const reply = await this.http.json({
        method: "GET",
        path: `${IMAGE}/${operation}/${encodeURIComponent(taskId)}`,
      });
      return normaliseImageTask(reply, taskId);
    } catch (error) {
      if (
        !(error instanceof ApiError) ||
        DOCUMENTED_READS.has(operation) ||
        (error.status !== 404 && error.status !== 405)
      ) {
        throw error;
      }
      throw new ApiError({
        service: "partner",
        status: error.status,
        code: "not_supported",
        message: `the proxy has no read-back for ${operation}; wait for the webhook instead`,
        retryable: false,
        cause: error,
      });
    }
  }

  async startEnd2Video(body: StartEnd2VideoBody): Promise<TaskState> {
    return this.startVideo("start-end2video", parseBody("partner", StartEnd2VideoBody, body));
  }

  async extend(body: ExtendBody): Promise<TaskState> {
    return this.startVideo("extend", parseBody("partner", ExtendBody, body));
  }

  async multiframe(body: MultiframeBody): Promise<TaskState> {
    return this.startVideo("multiframe", parseBody("partner", MultiframeBody, body));
  }

  async creations(taskId: string): Promise<TaskState> {
    const reply = await this.http.json({
      method: "GET",
      path: `${VIDEO}/tasks/${encodeURIComponent(taskId)}/creations`,
    });
    return normaliseVideoTask(reply, taskId);
  }

  /**
   * Starts an image task at `path` under the image proxy, its body sent as it is: the typed methods
   * above use it, and so may an operation of its own (a feature this client has no method for).
   */
  async startImage(path: string, json: unknown): Promise<TaskState> {
    await this.beforePost?.();
    return normaliseImageTask(await this.http.json({ method: "POST", path: `${IMAGE}/${path}`, json }));
  }

  private async startVideo(path: string, json: unknown): Promise<TaskState> {
    await this.beforePost?.();
    return normaliseVideoTask(await this.http.json({ method: "POST", path: `${VIDEO}/${path}`, json }));
  }
}

export interface WaitOptions {
  intervalMs: number;
  /** How long to wait in all, from the call. */
  deadlineMs: number;
  signal?: AbortSignal;
  onUpdate?: (task: TaskState) => void;
  /** The POST's reply: when it is already terminal (a video refused at once), nothing is polled. */
  initial?: TaskState;
}

/**
 * Polls until the task completes or fails. Transient (retryable) read errors are polled through;
 * the deadline ends the wait with ApiError `timeout`.
 */
export async function waitForTask(poll: () => Promise<TaskState>, options: WaitOptions): Promise<TaskState> {
  const { intervalMs, deadlineMs, signal, onUpdate, initial } = options;
  if (initial && isTerminal(initial)) return initial;
  const deadline = Date.now() + deadlineMs;
  let last = initial;
  for (;;) {
    if (signal?.aborted) throw aborted();
    try {
      last = await poll();
      onUpdate?.(last);
      if (isTerminal(last)) return last;
    } catch (error) {
      if (!(error instanceof ApiError) || !error.retryable || signal?.aborted) throw error;
    }
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      throw new ApiError({
        service: "partner",
        code: "timeout",
        message: `the task did not finish within ${Math.round(deadlineMs / 1000)} s (last state: ${last?.state ?? "unknown"})`,
        retryable: false,
      });
    }
    await sleep(Math.min(intervalMs, remaining), undefined, { signal }).catch(() => {
      throw aborted();
    });
  }
}

function aborted(): ApiError {
  return new ApiError({
    service: "partner",
    code: "aborted",
    message: "stopped waiting for the task",
    retryable: false,
  });
}
