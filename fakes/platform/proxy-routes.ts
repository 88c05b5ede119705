import { randomUUID } from "node:crypto";
import { pngSize } from "../png.js";
import { serveBytes } from "../ranges.js";
import type { Json } from "./catalogue.js";
import {
  checkExtend,
  checkMultiframe,
  checkSkinEnhancer,
  checkStartEnd2Video,
  checkStyleTransfer,
  checkUpscale,
} from "./checks.js";
import { error, notFound, type Reply, type Route, type RouteContext } from "./server.js";
import { mp4Result, pngResult } from "./tasks.js";
import { asText } from "../text.js";

const IMG = "/proxy/imgpartner/v1/ai";
const MAX_RESULT_PIXELS = 25_300_000;
/** Results are really scaled, but the fake never encodes more than this many pixels. */
const FAKE_PIXEL_CAP = 4_000_000;
const DEFAULT_SIZE = { width: 256, height: 256 };

/** The size of an input image: a PNG given as base64, a result file of this fake, or a default. */
function inputSize(ctx: RouteContext, image: unknown): { width: number; height: number } {
  if (typeof image !== "string") return DEFAULT_SIZE;
  if (image.startsWith(ctx.platform.url)) {
    const file = ctx.tasks.files.get(image.slice(ctx.platform.url.length));
    return (file && pngSize(file.data)) ?? DEFAULT_SIZE;
  }
  if (/^[a-z]+:\/\//i.test(image)) return DEFAULT_SIZE;
  return pngSize(Buffer.from(image.replace(/^data:[^,]*,/, ""), "base64")) ?? DEFAULT_SIZE;
}

function startImage(
  ctx: RouteContext,
  operation: string,
  problems: string[],
  size = inputSize(ctx, (ctx.body as Json).image),
) {
  if (problems.length > 0) return { reply: error(400, "invalid_request", problems.join("; ")) };
  const body = ctx.body as Json;
  const task = ctx.tasks.create(operation, {
    makeResult: pngResult(size.width, size.height, `${operation}:${String(body.image).slice(0, 64)}`),
    ...(typeof body.webhook_url === "string" ? { callbackUrl: body.webhook_url } : {}),
  });
  return { record: ctx.tasks.imageRecord(task) };
}

function wrapped(
  ctx: RouteContext,
  operation: string,
  problems: string[],
  size?: { width: number; height: number },
): Reply {
  const started = startImage(ctx, operation, problems, size);
  return started.reply ?? { status: 200, body: { data: started.record } };
}

function upscale(ctx: RouteContext): Reply {
  const body = ctx.body as Json;
  const problems = checkUpscale(body);
  const source = inputSize(ctx, body.image);
  const factor = Number.parseInt(asText(body.scale_factor ?? "2x"), 10) || 2;
  const pixels = source.width * source.height * factor * factor;
  if (problems.length === 0 && pixels > MAX_RESULT_PIXELS) {
    problems.push(
      `the resulting image (${source.width * factor}x${source.height * factor}) would exceed 25.3 million pixels`,
    );
  }
  const shrink = Math.min(1, Math.sqrt(FAKE_PIXEL_CAP / pixels));
  const size = {
    width: Math.max(1, Math.round(source.width * factor * shrink)),
    height: Math.max(1, Math.round(source.height * factor * shrink)),
  };
  return wrapped(ctx, "image-upscaler", problems, size);
}

function readImage(ctx: RouteContext): Reply {
  const [operation = "", id = ""] = ctx.params;
  if (ctx.platform.knobs.unsupportedReads.includes(operation))
    return error(405, "method_not_allowed", `GET ${operation} is not supported`);
  const task = ctx.tasks.get(id);
  if (!task || task.video) return error(404, "not_found", `task ${id} not found`);
  const record = ctx.tasks.imageRecord(task);
  // Style transfer's read-back is seen unwrapped, with `task_status` in lower case (wire-notes).
  if (operation === "image-style-transfer")
    return {
      status: 200,
      body: { task_id: task.id, task_status: String(record.status).toLowerCase(), generated: record.generated },
    };
  return { status: 200, body: { data: record } };
}

const CREDITS: Record<string, number> = { "start-end2video": 20, extend: 15, multiframe: 30 };
const CHECKS: Record<string, (body: unknown) => string[]> = {
  "start-end2video": checkStartEnd2Video,
  extend: checkExtend,
  multiframe: checkMultiframe,
};

function startVideo(ctx: RouteContext): Reply {
  const [operation = ""] = ctx.params;
  const body = ctx.body as Json;
  const problems = CHECKS[operation]!(body);
  if (problems.length > 0) return { status: 400, body: { message: "invalid parameters", details: problems } };
  const { callback_url, ...echo } = body;
  const created_at = new Date().toISOString();
  const { failOnCreate, failReason, videoBytes } = ctx.platform.knobs;
  if (failOnCreate) {
    return {
      status: 200,
      body: {
        ...echo,
        credits: 0,
        state: "failed",
        err_code: failReason,
        message: failReason,
        task_id: randomUUID(),
        created_at,
      },
    };
  }
  const task = ctx.tasks.create(operation, {
    video: true,
    makeResult: mp4Result(videoBytes),
    ...(typeof callback_url === "string" ? { callbackUrl: callback_url } : {}),
  });
  return {
    status: 200,
    body: { ...echo, credits: CREDITS[operation], state: "created", task_id: task.id, created_at },
  };
}

export const proxyRoutes: Route[] = [
  {
    method: "POST",
    pattern: new RegExp(`^${IMG}/image-style-transfer$`),
    auth: true,
    handle: (ctx) => {
      const started = startImage(ctx, "image-style-transfer", checkStyleTransfer(ctx.body));
      return started.reply ?? { status: 200, body: started.record };
    },
  },
  {
    method: "POST",
    pattern: new RegExp(`^${IMG}/skin-enhancer/flexible$`),
    auth: true,
    handle: (ctx) => wrapped(ctx, "skin-enhancer", checkSkinEnhancer(ctx.body)),
  },
  { method: "POST", pattern: new RegExp(`^${IMG}/image-upscaler$`), auth: true, handle: upscale },
  {
    method: "GET",
    pattern: new RegExp(
      `^${IMG}/(image-upscaler|image-upscaler-precision-v2|image-style-transfer|skin-enhancer|image-relight)/([^/]+)$`,
    ),
    auth: true,
    handle: readImage,
  },
  { method: "POST", pattern: /^\/proxy\/vidpartner\/(start-end2video|extend|multiframe)$/, handle: startVideo },
  {
    method: "GET",
    pattern: /^\/proxy\/vidpartner\/tasks\/([^/]+)\/creations$/,
    handle: (ctx) => {
      const task = ctx.tasks.get(ctx.params[0]!);
      return task?.video
        ? { status: 200, body: ctx.tasks.videoRecord(task) }
        : notFound("task not found", ctx.params[0]!);
    },
  },
  {
    method: "GET",
    pattern: /^\/files\/([^/]+)\/([^/]+)$/,
    file: true,
    handle: (ctx) => {
      // Result URLs stand for signed storage URLs: a request carrying a credential is refused.
      if (ctx.headers.authorization || ctx.headers["x-api-key"])
        return error(403, "forbidden", "credentials are not accepted here");
      const file = ctx.tasks.files.get(`/files/${ctx.params.join("/")}`);
      if (!file) return notFound("file not found");
      const served = serveBytes(ctx.headers, file.data, file.contentType);
      ctx.platform.bytesServed += served.bytes.length;
      return served;
    },
  },
];
