import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { serveBytes } from "../ranges.js";
import { Executor, type FakeJob, type StoredFile } from "./executor.js";
import { FAKE_API_KEY } from "../keys.js";
import { KeptFiles } from "../kept-files.js";
import { formFields, jsonOrText, readBody } from "../request-body.js";
import { DEFAULT_KNOBS, type FakeCloudKnobs } from "./knobs.js";
import { routes, type Reply, type RouteContext } from "./routes.js";
import { SocketHub } from "./sockets.js";

export type { FakeJob } from "./executor.js";
export type { FakeCloudKnobs } from "./knobs.js";

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  /** When it arrived and when its answer was finished (or its connection closed). */
  at: number;
  doneAt?: number;
}

/** A request as the fakes record it, arriving now. */
export const recordOf = (req: IncomingMessage, target: URL, body: unknown): RecordedRequest => ({
  method: req.method ?? "GET",
  path: target.pathname,
  query: Object.fromEntries(target.searchParams),
  headers: req.headers,
  at: Date.now(),
  ...(body === undefined ? {} : { body }),
});

export interface FakeCloud {
  url: string;
  /** The first valid key. */
  apiKey: string;
  knobs: FakeCloudKnobs;
  /** Every HTTP request, signed downloads and WebSocket upgrades included. */
  requests: RecordedRequest[];
  /** Bytes of stored files served by signed downloads (a range counts its own length). */
  readonly bytesServed: number;
  jobs: Map<string, FakeJob>;
  sockets(): number;
  /** Pings the sockets answered with a pong. */
  pongs(): number;
  /** Pings the sockets left unanswered while stalled (`stallSocket`). */
  unansweredPings(): number;
  dropSockets(): void;
  close(): Promise<void>;
}

export type FakeCloudOptions = Partial<FakeCloudKnobs> & {
  apiKeys?: string[];
  port?: number;
  /** A folder its files are kept in across restarts (the playground's); in memory only without. */
  keepFilesIn?: string;
};

/** A fake of the cloud execution service (cloud-api.md, wire-notes.md) on 127.0.0.1. */
export async function startFakeCloud(options: FakeCloudOptions = {}): Promise<FakeCloud> {
  const { apiKeys = [FAKE_API_KEY], port = 0, keepFilesIn, ...knobOptions } = options;
  const knobs: FakeCloudKnobs = { ...DEFAULT_KNOBS, ...knobOptions };
  const requests: RecordedRequest[] = [];
  const files: Map<string, StoredFile> = keepFilesIn === undefined ? new Map() : new KeptFiles<StoredFile>(keepFilesIn);
  const signed = new Map<string, string>();
  const hub = new SocketHub(knobs);
  const executor = new Executor(knobs, hub, files);
  const keys = new Set(apiKeys);
  let url = "";
  let bytesServed = 0;

  const context: RouteContext = {
    knobs,
    files,
    executor,
    sign(filename) {
      const token = randomBytes(12).toString("hex");
      signed.set(token, filename);
      return `${url}/signed/${token}?filename=${encodeURIComponent(filename)}&expires=${Date.now() + knobs.signedUrlTtlMs}`;
    },
  };

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { code: "internal", message: String(error) });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = new URL(req.url ?? "/", url);
    const raw = await readBody(req);
    const body = await parseBody(req.headers["content-type"], raw);
    const record = recordOf(req, target, body);
    requests.push(record);
    res.on("close", () => (record.doneAt = Date.now()));
    if (knobs.latencyMs > 0) await sleep(knobs.latencyMs);

    if (target.pathname.startsWith("/signed/")) {
      if (knobs.storageLatencyMs > 0) await sleep(knobs.storageLatencyMs);
      if (knobs.storageFailNext > 0) {
        knobs.storageFailNext--;
        // A storage error page that quotes the request, as some stores do.
        return text(res, knobs.storageFailStatus, `StorageError: could not serve ${req.url}`);
      }
      const filename = signed.get(target.pathname.slice("/signed/".length));
      const file = filename === undefined ? undefined : files.get(filename);
      // Storage refuses credentials it did not issue, as a signed-URL store does.
      if (req.headers["x-api-key"] !== undefined)
        return text(res, 403, "AccessDenied: requests with an X-API-Key header are not accepted");
      if (!file) return text(res, 403, "AccessDenied: bad signature");
      if (Number(target.searchParams.get("expires")) < Date.now())
        return text(res, 403, "AccessDenied: the URL has expired");
      if (knobs.storageFail5xxNext > 0) {
        knobs.storageFail5xxNext--;
        return text(res, 503, "SlowDown: please try again");
      }
      const served = serveBytes(req.headers, file.data, file.contentType);
      bytesServed += served.bytes.length;
      res.writeHead(served.status, { ...served.headers, "content-length": served.bytes.length });
      if (knobs.storageStallNext > 0) {
        knobs.storageStallNext--;
        res.write(served.bytes.subarray(0, served.bytes.length >> 1));
        return; // the rest never comes; the client must give up on its own
      }
      res.end(served.bytes);
      return;
    }

    const apiKey = String(req.headers["x-api-key"] ?? "");
    if (!keys.has(apiKey)) return json(res, 401, { code: "unauthorized", message: "Invalid or missing API key" });
    if (knobs.fail5xxNext > 0 || (knobs.failRate5xx > 0 && Math.random() < knobs.failRate5xx)) {
      knobs.fail5xxNext = Math.max(0, knobs.fail5xxNext - 1);
      const headers: Record<string, string> =
        knobs.retryAfterSeconds === undefined ? {} : { "retry-after": String(knobs.retryAfterSeconds) };
      return json(
        res,
        503,
        { code: "service_unavailable", message: "The service is temporarily unavailable" },
        headers,
      );
    }
    const drop = knobs.dropResponseNext > 0;
    if (drop) knobs.dropResponseNext--;
    const reply: Reply = drop
      ? () => void req.socket.destroy()
      : (status, payload, headers) =>
          typeof payload === "string" || payload === undefined
            ? text(res, status, payload ?? "", headers)
            : json(res, status, payload, headers);

    const path = target.pathname.startsWith("/api/") ? target.pathname.slice(4) : target.pathname;
    for (const route of routes) {
      const match = route.method === req.method ? route.path.exec(path) : null;
      if (match)
        return route.handle({ ...context, apiKey, query: target.searchParams, body, params: match.slice(1) }, reply);
    }
    reply(404, { code: "not_found", message: `No route for ${req.method} ${target.pathname}` });
  }

  server.on("upgrade", (req, socket, head) => {
    // A client that gives up mid-handshake resets the connection: that is no fault of the fake.
    socket.on("error", () => socket.destroy());
    const target = new URL(req.url ?? "/", url);
    requests.push({
      method: "GET",
      path: target.pathname,
      query: Object.fromEntries(target.searchParams),
      headers: req.headers,
      at: Date.now(),
    });
    const token = target.searchParams.get("token") ?? "";
    if (target.pathname !== "/ws" && target.pathname !== "/api/ws")
      return void socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n");
    if (!keys.has(token)) return void socket.end("HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n");
    hub.upgrade(req, socket, head, token, executor.queueRemaining(token));
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    apiKey: apiKeys[0]!,
    knobs,
    requests,
    get bytesServed() {
      return bytesServed;
    },
    jobs: executor.jobs,
    sockets: () => hub.count(),
    pongs: () => hub.pongs,
    unansweredPings: () => hub.unanswered,
    dropSockets: () => hub.dropAll(),
    async close() {
      executor.close();
      hub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** JSON as a value; multipart as its fields, files as `{filename, contentType, data}`. */
async function parseBody(contentType: string | undefined, raw: Buffer): Promise<unknown> {
  if (raw.length === 0) return undefined;
  if (contentType?.includes("application/json")) return jsonOrText(raw);
  if (contentType?.includes("multipart/form-data")) return formFields(contentType, raw);
  return raw.toString("utf8");
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

function text(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "text/plain", ...headers });
  res.end(body);
}
