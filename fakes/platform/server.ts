import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { FAKE_API_KEY } from "../keys.js";
import { KeptFiles } from "../kept-files.js";
import { readBody } from "../request-body.js";
import { createCatalogue, type Catalogue } from "./catalogue.js";
import { proxyRoutes } from "./proxy-routes.js";
import { registryRoutes } from "./registry-routes.js";
import { TaskStore, type Delivery, type ResultFile } from "./tasks.js";

export interface FakePlatformKnobs {
  latencyMs: number;
  /** Time a task takes from CREATED through IN_PROGRESS to COMPLETED. */
  taskMs: number;
  /** Probability (0-1) that an API request answers 503. */
  failRate5xx: number;
  /** The next N API requests answer 503. */
  fail5xxNext: number;
  /** The next N API requests answer 429 with `Retry-After: retryAfterSeconds`. */
  rateLimitNext: number;
  retryAfterSeconds: number;
  /** Tasks end FAILED instead of COMPLETED. */
  taskFails: boolean;
  /** Video POSTs answer `state: "failed"` at once, with `failReason` as `err_code` and `message`. */
  failOnCreate: boolean;
  failReason: string;
  /** Time a video task takes (default: `taskMs`); `Infinity` never finishes. Progress rises with it. */
  videoTaskMs?: number;
  /** Size of each video result in bytes (padded mdat); small by default. */
  videoBytes: number;
  /** Image read-back operations that answer 405, as a proxy without them would. */
  unsupportedReads: string[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** A repeated parameter (`statuses`) becomes an array. */
  query: Record<string, string | string[]>;
  headers: IncomingHttpHeaders;
  body?: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
  bytes?: Buffer;
  headers?: Record<string, string>;
}

export interface RouteContext {
  params: string[];
  query: URLSearchParams;
  body: unknown;
  headers: IncomingHttpHeaders;
  platform: FakePlatform;
  tasks: TaskStore;
}

export interface Route {
  method: string;
  pattern: RegExp;
  /** Bearer token required (where the document says so). */
  auth?: boolean;
  /** Served bytes, not the API: no faults injected, not recorded as API traffic. */
  file?: boolean;
  handle(ctx: RouteContext): Reply | Promise<Reply>;
}

export interface FakePlatform {
  url: string;
  /** A valid bearer token (also accepted as `X-API-KEY`). */
  token: string;
  knobs: FakePlatformKnobs;
  requests: RecordedRequest[];
  /** Bytes of result files served (a range counts its own length): what downloads cost the store. */
  bytesServed: number;
  callbacks: Delivery[];
  catalogue: Catalogue;
  /** Starts a task as if a POST had made it, for read-backs without a documented POST (relight). */
  addTask(operation: string): string;
  /** Completes now every image task made never to end (`taskMs: Infinity`, set before they started); returns how many. */
  completeHeld(): number;
  /** When a task ends at the service (epoch ms), to measure how soon it is delivered; undefined for no such task. */
  endsAt(taskId: string): number | undefined;
  close(): Promise<void>;
}

export const DEFAULT_KNOBS: FakePlatformKnobs = {
  latencyMs: 0,
  taskMs: 50,
  failRate5xx: 0,
  fail5xxNext: 0,
  rateLimitNext: 0,
  retryAfterSeconds: 1,
  taskFails: false,
  failOnCreate: false,
  failReason: "content_rejected",
  videoBytes: 0,
  unsupportedReads: [],
};

export function error(status: number, code: string, message: string): Reply {
  return { status, body: { error: code, message } };
}

export function notFound(message: string, ...details: string[]): Reply {
  return { status: 404, body: { message, details } };
}

/** The registry and partner proxy of registry-and-partner-api.md, in wire-notes' shapes. */
export async function startFakePlatform(
  options: {
    port?: number;
    token?: string;
    knobs?: Partial<FakePlatformKnobs>;
    /** Routes of a test's own (an operation the platform does not serve yet), matched before the others. */
    routes?: Route[];
    /**
     * A folder its result files are kept in across restarts (the playground's), with its port: the
     * URLs it gave out (which the bot stores with its jobs) serve them again after a restart, as the
     * real service's do. In memory only, on any free port, without.
     */
    keepFilesIn?: string;
  } = {},
): Promise<FakePlatform> {
  const routes = [...(options.routes ?? []), ...registryRoutes, ...proxyRoutes];
  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => send(res, error(500, "internal", String(err))));
  });
  const { keepFilesIn } = options;
  const port = await listen(server, options.port ?? (keepFilesIn ? keptPort(keepFilesIn) : 0));
  if (keepFilesIn) {
    mkdirSync(keepFilesIn, { recursive: true });
    writeFileSync(join(keepFilesIn, PORT_FILE), String(port));
  }

  const platform: FakePlatform = {
    url: `http://127.0.0.1:${port}`,
    token: options.token ?? FAKE_API_KEY,
    knobs: { ...DEFAULT_KNOBS, ...options.knobs },
    requests: [],
    bytesServed: 0,
    callbacks: [],
    catalogue: createCatalogue(),
    addTask: (operation) => tasks.create(operation, {}).id,
    endsAt: (taskId) => tasks.get(taskId)?.endsAt,
    completeHeld: () => tasks.completeHeld(),
    close: async () => {
      tasks.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const tasks = new TaskStore(platform, keepFilesIn ? new KeptFiles<ResultFile>(keepFilesIn) : new Map());

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", platform.url);
    const text = (await readBody(req)).toString("utf8");
    const body = parseJson(text);
    const matches = routes.filter((r) => r.pattern.test(url.pathname));
    const route = matches.find((r) => r.method === req.method);
    const { knobs } = platform;
    if (!route?.file) {
      platform.requests.push({
        method: req.method ?? "",
        path: url.pathname,
        query: queryRecord(url.searchParams),
        headers: req.headers,
        body,
      });
      if (knobs.latencyMs > 0) await sleep(knobs.latencyMs);
      if (knobs.rateLimitNext > 0) {
        knobs.rateLimitNext--;
        return send(res, {
          ...error(429, "rate_limited", "too many requests"),
          headers: { "retry-after": String(knobs.retryAfterSeconds) },
        });
      }
      if (knobs.fail5xxNext > 0 || Math.random() < knobs.failRate5xx) {
        knobs.fail5xxNext = Math.max(0, knobs.fail5xxNext - 1);
        return send(res, error(503, "unavailable", "the service is temporarily unavailable"));
      }
    }
    if (!route) {
      return send(
        res,
        matches.length > 0
          ? error(405, "method_not_allowed", `${req.method} is not allowed here`)
          : notFound(`no route for ${url.pathname}`),
      );
    }
    if (route.auth && !authorized(req.headers, platform.token)) {
      return send(res, error(401, "unauthorized", "missing or invalid bearer token"));
    }
    if (text !== "" && body === undefined) return send(res, error(400, "invalid_json", "the body is not valid JSON"));
    const params = (route.pattern.exec(url.pathname) ?? []).slice(1).map((p) => decodeURIComponent(p));
    send(res, await route.handle({ params, query: url.searchParams, body, headers: req.headers, platform, tasks }));
  }

  return platform;
}

/** Where a kept platform notes its port. */
const PORT_FILE = "port";

/** The port a kept platform listened on before (0 for a first start). */
function keptPort(dir: string): number {
  try {
    return Number(readFileSync(join(dir, PORT_FILE), "utf8")) || 0;
  } catch {
    return 0;
  }
}

/** Listens on `port`; on any free one when another process took it meanwhile (its old URLs then serve nothing). */
async function listen(server: Server, port: number): Promise<number> {
  const on = (at: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(at, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  await on(port).catch((error: unknown) => {
    if (port === 0 || (error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    return on(0);
  });
  return (server.address() as AddressInfo).port;
}

function queryRecord(params: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    record[key] = values.length === 1 ? values[0]! : values;
  }
  return record;
}

function authorized(headers: IncomingHttpHeaders, token: string): boolean {
  return headers.authorization === `Bearer ${token}` || headers["x-api-key"] === token;
}

function send(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { ...reply.headers };
  let payload: Buffer | string = "";
  if (reply.bytes) payload = reply.bytes;
  else if (reply.body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(reply.body);
  }
  res.writeHead(reply.status, headers).end(payload);
}

function parseJson(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
