import type { Workflow } from "../../src/api/cloud-types.js";
import { pngSize } from "../png.js";
import type { Executor, FakeJob, StoredFile } from "./executor.js";
import type { FakeCloudKnobs } from "./knobs.js";
import { objectInfo, validateWorkflow } from "./object-info.js";
import { asText } from "../text.js";

export type Reply = (status: number, body?: unknown, headers?: Record<string, string>) => void;

export interface RouteContext {
  knobs: FakeCloudKnobs;
  files: Map<string, StoredFile>;
  executor: Executor;
  sign(filename: string): string;
}

interface Call extends RouteContext {
  apiKey: string;
  query: URLSearchParams;
  body: unknown;
  params: string[];
}

interface Route {
  method: string;
  /** Matched against the path without its `/api` prefix (every route exists under both). */
  path: RegExp;
  handle(call: Call, reply: Reply): void;
}

const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
const MAX_EDGE = 16384;
const MAX_PIXELS = 64 * 1024 * 1024;

export const routes: Route[] = [
  { method: "GET", path: /^\/object_info$/, handle: (call, reply) => reply(200, objectInfo(inputNames(call.files))) },
  { method: "POST", path: /^\/upload\/image$/, handle: (call, reply) => upload(call, reply) },
  {
    method: "POST",
    path: /^\/upload\/mask$/,
    handle(call, reply) {
      const ref = parseRef(field(call.body, "original_ref"));
      if (!ref || !call.files.has(ref.filename))
        return reply(400, { code: "invalid_original_ref", message: "original_ref must name an uploaded image" });
      upload(call, reply);
    },
  },
  { method: "POST", path: /^\/prompt$/, handle: (call, reply) => submit(call, reply) },
  {
    method: "GET",
    path: /^\/job\/([^/]+)\/status$/,
    handle: (call, reply) => withJob(call, reply, (job) => reply(200, { status: job.status })),
  },
  {
    method: "GET",
    path: /^\/view$/,
    handle(call, reply) {
      const filename = call.query.get("filename") ?? "";
      if (!call.files.has(filename)) return reply(404, { code: "not_found", message: `No file named ${filename}` });
      reply(302, undefined, { location: call.sign(filename) });
    },
  },
  {
    method: "GET",
    path: /^\/queue$/,
    handle(call, reply) {
      const { running, pending } = call.executor.queue(call.apiKey);
      const entry = (job: FakeJob) => [
        job.number,
        job.id,
        job.workflow,
        outputNodes(job.workflow),
        { create_time: job.createTime },
      ];
      reply(200, { queue_running: running.map(entry), queue_pending: pending.map(entry) });
    },
  },
  {
    method: "POST",
    path: /^\/queue$/,
    handle(call, reply) {
      const ids = (call.body as { delete?: unknown } | undefined)?.delete;
      if (!Array.isArray(ids))
        return reply(400, { code: "invalid_request", message: "delete must be an array of prompt ids" });
      reply(200, { deleted: call.executor.delete(call.apiKey, ids.map(String)), cleared: false });
    },
  },
  {
    method: "POST",
    path: /^\/interrupt$/,
    handle(call, reply) {
      call.executor.interrupt(call.apiKey);
      reply(200);
    },
  },
  {
    method: "GET",
    path: /^\/history_v2\/([^/]+)$/,
    handle: (call, reply) =>
      withJob(call, reply, (job) => {
        const done = job.status === "success" || job.status === "error" || job.status === "cancelled";
        const status = { status_str: job.status, completed: job.status === "success", messages: [] };
        reply(200, {
          [job.id]: {
            prompt: [job.number, job.id, job.workflow, {}, outputNodes(job.workflow)],
            outputs: done ? job.nodeOutputs : {},
            status,
          },
        });
      }),
  },
  {
    method: "GET",
    path: /^\/jobs\/([^/]+)$/,
    handle: (call, reply) =>
      withJob(call, reply, (job) =>
        reply(200, { id: job.id, status: job.status, create_time: job.createTime, outputs: job.nodeOutputs }),
      ),
  },
];

function submit(call: Call, reply: Reply): void {
  const body = call.body as { prompt?: unknown; extra_data?: Record<string, unknown> } | undefined;
  const failure = validateWorkflow(body?.prompt, objectInfo(inputNames(call.files)));
  if (failure) return reply(400, failure);
  if (call.knobs.insufficientCredits)
    return reply(402, { code: "insufficient_credits", message: "Insufficient credits to run this workflow" });
  if (call.knobs.subscriptionInactive)
    return reply(429, { code: "subscription_inactive", message: "Your subscription is not active" });
  const job = call.executor.submit(call.apiKey, body!.prompt as Workflow, body!.extra_data);
  reply(200, { prompt_id: job.id, number: job.number, node_errors: {} });
}

function upload(call: Call, reply: Reply): void {
  const image = field(call.body, "image") as { filename?: string; contentType?: string; data?: Buffer } | undefined;
  if (!image?.data || !image.filename) return reply(400, { code: "invalid_request", message: "image is required" });
  if (image.data.length > MAX_UPLOAD_BYTES)
    return reply(400, { code: "file_too_large", message: "Files are limited to 50 MB" });
  const size = pngSize(image.data);
  if (size && (size.width > MAX_EDGE || size.height > MAX_EDGE || size.width * size.height > MAX_PIXELS)) {
    return reply(400, {
      code: "image_too_large",
      message: `Images are limited to ${MAX_EDGE} px per edge and 64 megapixels`,
    });
  }
  const type = asText(field(call.body, "type") ?? "input");
  let name = image.filename.replace(/[\\/]/g, "_");
  const overwrite = field(call.body, "overwrite") === "true";
  for (let n = 1; !overwrite && call.files.get(name) && !call.files.get(name)!.data.equals(image.data); n++) {
    name = image.filename.replace(/(\.[^.]*)?$/, (ext) => ` (${n})${ext}`);
  }
  call.files.set(name, { data: image.data, type, contentType: image.contentType || "application/octet-stream" });
  reply(200, { name, subfolder: "", type });
}

function withJob(call: Call, reply: Reply, then: (job: FakeJob) => void): void {
  const job = call.executor.jobs.get(decodeURIComponent(call.params[0] ?? ""));
  if (!job) return reply(404, { code: "not_found", message: "Job not found" });
  if (job.apiKey !== call.apiKey) return reply(403, { code: "forbidden", message: "This job belongs to another user" });
  then(job);
}

function outputNodes(workflow: Workflow): string[] {
  return Object.keys(workflow).filter((id) => ["SaveImage", "PreviewImage"].includes(workflow[id]!.class_type));
}

function inputNames(files: Map<string, StoredFile>): string[] {
  return [...files].filter(([, file]) => file.type === "input").map(([name]) => name);
}

function field(body: unknown, name: string): unknown {
  return typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

function parseRef(value: unknown): { filename: string } | undefined {
  try {
    const ref = JSON.parse(String(value)) as { filename?: unknown };
    return typeof ref.filename === "string" ? { filename: ref.filename } : undefined;
  } catch {
    return undefined;
  }
}
