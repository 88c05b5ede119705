import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "../logger.js";
import { metricsText } from "../metrics.js";
import { sendOutput, type OutputStream } from "./files.js";
import type { Signer } from "./sign.js";

export type { OutputStream } from "./files.js";

/** What the server asks of the rest of the bot; each is answered by the bot (or a test). */
export interface HttpHooks {
  /** Undefined when ready to serve, else the reason it is not (shown by `/readyz`). */
  notReady(): Promise<string | undefined>;
  /** A partner said a job's task changed: the job reads its task back now. */
  wake?(jobId: string): Promise<void> | void;
  /** Output `n` (0-based) of a job, opened fresh from the service; undefined when there is none. */
  openOutput?(jobId: string, n: number): Promise<OutputStream | undefined>;
}

export interface HttpServerOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  log: Logger;
  signer: Signer;
  hooks: HttpHooks;
}

export interface HttpServer {
  port: number;
  /** `http://127.0.0.1:PORT`, for tests and the log line. */
  localUrl: string;
  close(): Promise<void>;
}

/** A callback's body is not read (the job reads its task back); a limit keeps a flood out. */
const MAX_CALLBACK_BYTES = 64 * 1024;
const JOB_ID = "([A-Za-z0-9_-]{1,64})";
const SIG = "([A-Za-z0-9_-]{43})";
const CALLBACK = new RegExp(`^/callbacks/partner/${JOB_ID}/${SIG}$`);
const FILE = new RegExp(`^/files/${JOB_ID}/(\\d{1,3})/${SIG}$`);

/**
 * The bot's HTTP server: health and readiness for orchestrators, metrics for Prometheus, and
 * the two signed routes the outside world calls. Five routes on node's own `http`: a router
 * library would add a dependency to save a dozen lines.
 */
export async function startHttpServer(options: HttpServerOptions): Promise<HttpServer> {
  const { log, signer, hooks } = options;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const method = req.method ?? "GET";
    const read = method === "GET" || method === "HEAD";

    if (read && path === "/healthz") return text(res, 200, "ok");
    if (read && path === "/readyz") {
      const reason = await hooks.notReady();
      return reason === undefined ? text(res, 200, "ready") : text(res, 503, `not ready: ${reason}`);
    }
    if (read && path === "/metrics") {
      const { contentType, body } = await metricsText();
      return void res.writeHead(200, { "content-type": contentType }).end(body);
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
      if (!signer.verify({ kind: "file", jobId, n: Number(n) }, signature)) return text(res, 403, "bad signature");
      const output = await hooks.openOutput?.(jobId, Number(n));
      if (!output) return text(res, 404, "no such file");
      return sendOutput(req, res, output);
    }
    return text(res, 404, "not found");
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // Never the path: a signed route's path carries its signature.
      log.warn({ err: error, method: req.method, route: routeOf(req.url) }, "http request failed");
      if (!res.headersSent) text(res, 502, "the request could not be completed");
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const localUrl = `http://127.0.0.1:${port}`;
  log.info({ port, url: localUrl }, "http server listening");

  return {
    port,
    localUrl,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
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
