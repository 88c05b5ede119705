import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "../logging/logger.js";
import { metricsText } from "../metrics.js";
import { FILE_LIMITS, FileLinks, type FileLimits, type OpenOutput } from "./files.js";
import { DEFAULT_HOST, urlHost } from "./host.js";
import type { FileToken, Signer } from "./sign.js";

export type { OutputStream } from "./files.js";

/** What the server asks of the rest of the bot; each is answered by the bot (or a test). */
export interface HttpHooks {
  /** Undefined when ready to serve, else the reason it is not (shown by `/readyz`). */
  notReady(): Promise<string | undefined>;
  /** Lines `/readyz` adds below its first, ready or not (the self-hosted engines, one each). */
  readinessDetails?(): string[];
  /** A partner said a job's task changed: the job reads its task back now. */
  wake?(jobId: string): Promise<void> | void;
  /** Output `n` (0-based) of a job, opened fresh from the service with `how`; undefined when there is none. */
  openOutput?: OpenOutput;
  /** A feature's page (src/features/feature.ts `pages`): true when one answered the request. */
  page?(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean>;
}

/** What one client may hold of the server; Node's defaults wait minutes and admit any number. */
export interface HttpLimits {
  /** A request's headers must have arrived within this. */
  headersTimeoutMs: number;
  /** A whole request (a callback's body included) must have arrived within this; answers are not limited by it. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Connections open at once; more are closed as they come. */
  maxConnections: number;
  files: FileLimits;
}

export const HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 256,
  files: FILE_LIMITS,
};

export interface HttpServerOptions {
  /** 0 picks a free port. */
  port: number;
  /** FLOWBOT_HTTP_HOST: the address listened on (default 127.0.0.1: this host only). */
  host?: string;
  log: Logger;
  signer: Signer;
  hooks: HttpHooks;
  /** Where `/metrics` is served: a listener of its own, never the public port; unset, nowhere. */
  metrics?: { port: number; host: string };
  /** Shorter in tests; `files` replaces the file links' limits whole. */
  limits?: Partial<HttpLimits>;
}

export interface HttpServer {
  port: number;
  /** `http://HOST:PORT` as this host reaches it (127.0.0.1 for every interface), for tests and the log line. */
  localUrl: string;
  /** `http://HOST:PORT/metrics` when metrics are served. */
  metricsUrl?: string;
  close(): Promise<void>;
}

/** A callback's body is not read (the job reads its task back); a limit keeps a flood out. */
const MAX_CALLBACK_BYTES = 64 * 1024;
const JOB_ID = "([A-Za-z0-9_-]{1,64})";
const SIG = "([A-Za-z0-9_-]{43})";
const CALLBACK = new RegExp(`^/callbacks/partner/${JOB_ID}/${SIG}$`);
const FILE = new RegExp(`^/files/${JOB_ID}/(\\d{1,3})/${SIG}$`);
/** A file link not served, and why. */
const REFUSED: Record<Exclude<FileToken, "valid">, [number, string]> = {
  forged: [403, "bad signature"],
  expired: [410, "this link has expired: /show with the job posts a fresh one"],
  unexpiring: [410, "this link is from before file links expired: /show with the job posts a fresh one"],
};

/**
 * The bot's HTTP server: health and readiness for orchestrators, metrics for Prometheus, and
 * the two signed routes the outside world calls. Five routes on node's own `http`: a router
 * library would add a dependency to save a dozen lines.
 */
export async function startHttpServer(options: HttpServerOptions): Promise<HttpServer> {
  const { log, signer, hooks } = options;
  const limits = { ...HTTP_LIMITS, ...options.limits };
  const files = new FileLinks(hooks.openOutput ?? (() => Promise.resolve(undefined)), limits.files);

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const method = req.method ?? "GET";
    const read = method === "GET" || method === "HEAD";

    if (read && path === "/healthz") return text(res, 200, "ok");
    if (read && path === "/readyz") {
      const reason = await hooks.notReady();
      const details = hooks.readinessDetails?.() ?? [];
      const first = reason === undefined ? "ready" : `not ready: ${reason}`;
      return text(res, reason === undefined ? 200 : 503, [first, ...details].join("\n"));
    }

    const callback = CALLBACK.exec(path);
    if (callback) {
      if (method !== "POST") return text(res, 405, "use POST");
      const [, jobId, signature] = callback as unknown as [string, string, string];
      if (!signer.verify({ kind: "callback", jobId }, signature)) return text(res, 403, "bad signature");
      if (!(await drain(req))) return text(res, 413, "body too large");
      log.info({ jobId }, "partner callback");
      await hooks.wake?.(jobId);
      return text(res, 202, "accepted");
    }

    const file = FILE.exec(path);
    if (file) {
      if (!read) return text(res, 405, "use GET");
      const [, jobId, n, signature] = file as unknown as [string, string, string, string];
      const token = signer.checkFile(jobId, Number(n), signature);
      if (token !== "valid") return text(res, ...REFUSED[token]);
      return files.serve(req, res, jobId, Number(n));
    }
    if (await hooks.page?.(req, res, path)) return;
    return text(res, 404, "not found");
  };

  const server = serve(handle, limits, log);
  const host = options.host ?? DEFAULT_HOST;
  const port = await listen(server, options.port, host);
  const localUrl = `http://${urlHost(host)}:${port}`;
  log.info({ port, host, url: localUrl }, "http server listening");

  let metricsServer: Server | undefined;
  let metricsUrl: string | undefined;
  if (options.metrics) {
    metricsServer = serve(
      async (req, res) => {
        const path = new URL(req.url ?? "/", "http://localhost").pathname;
        if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD"))
          return text(res, 404, "not found: metrics are at /metrics");
        const { contentType, body } = await metricsText();
        res.writeHead(200, { "content-type": contentType }).end(body);
      },
      limits,
      log,
    );
    const { host } = options.metrics;
    const metricsPort = await listen(metricsServer, options.metrics.port, host);
    metricsUrl = `http://${host.includes(":") ? `[${host}]` : host}:${metricsPort}/metrics`;
    log.info({ port: metricsPort, host }, "metrics listening");
  }

  return {
    port,
    localUrl,
    ...(metricsUrl ? { metricsUrl } : {}),
    async close() {
      await Promise.all([server, ...(metricsServer ? [metricsServer] : [])].map(shut));
      await files.close();
    },
  };
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

function serve(handle: Handler, limits: HttpLimits, log: Logger): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // How often the two timeouts above are looked at (Node's default, 30 s, would let them run late).
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, limits.headersTimeoutMs / 4)),
    },
    (req, res) => {
      handle(req, res).catch((error: unknown) => {
        // Never the path: a signed route's path carries its signature.
        log.warn({ err: error, method: req.method, route: routeOf(req.url) }, "http request failed");
        if (!res.headersSent) text(res, 502, "the request could not be completed");
        else res.destroy();
      });
    },
  );
  server.maxConnections = limits.maxConnections;
  return server;
}

async function listen(server: Server, port: number, host: string | undefined): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

function shut(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function text(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8" }).end(`${body}\n`);
}

/** Reads and drops a request body; false when it is over the limit. */
async function drain(req: IncomingMessage): Promise<boolean> {
  let bytes = 0;
  for await (const chunk of req) {
    bytes += (chunk as Buffer).length;
    if (bytes > MAX_CALLBACK_BYTES) return false;
  }
  return true;
}

function routeOf(url: string | undefined): string {
  return (url ?? "/").split("/").slice(0, 2).join("/");
}
