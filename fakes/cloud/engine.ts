import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { WebSocket, WebSocketServer } from "ws";
import type { Workflow } from "../../src/api/cloud-types.js";
import { DEFAULT_ENGINE_KNOBS, EngineExecutor, type EnginePrompt, type FakeEngineKnobs } from "./engine-executor.js";
import { engineObjectInfo } from "./engine-info.js";
import { validateEnginePrompt } from "./engine-validate.js";
import type { StoredFile } from "./executor.js";
import { DEFAULT_ENGINE_MODELS, embeddingNames, MODEL_FOLDERS, modelFolders } from "./models.js";
import type { RecordedRequest } from "./server.js";

export type { FakeEngineKnobs } from "./engine-executor.js";

/** aiohttp's default `keepalive_timeout`, the web server of the engine. */
const ENGINE_KEEP_ALIVE_MS = 75_000;

export interface FakeEngine {
  url: string;
  knobs: FakeEngineKnobs;
  requests: RecordedRequest[];
  executor: EngineExecutor;
  /** Prompts in the order they were submitted. */
  prompts(): EnginePrompt[];
  /** Open sockets, by their clientId. */
  sockets(): string[];
  dropSockets(): void;
  /** Stops answering at once (sockets cut, connections refused), as an engine that went away. */
  close(): Promise<void>;
}

export type FakeEngineOptions = Partial<Omit<FakeEngineKnobs, "models">> & {
  /** The folders given replace the default ones; the others keep theirs. */
  models?: Partial<FakeEngineKnobs["models"]>;
  port?: number;
};

/**
 * The self-hosted engine's fake (engine-notes.md): no key, routes with and without `/api`, events
 * only to the socket of the prompt's `client_id`, no status route, history written just after
 * `execution_success`, `/view` serving the file, empty-body queue and interrupt answers, an
 * interrupt noticed a little later, the engine's 400 shape, and the models it holds (`/models`,
 * `/models/<folder>`, `/embeddings`, the loaders' choices), refused by name when it lacks one.
 */
export async function startFakeEngine(options: FakeEngineOptions = {}): Promise<FakeEngine> {
  const { port = 0, ...knobOptions } = options;
  // Each engine holds its own copy: the folders given replace the default ones, the rest stay.
  const models = modelFolders(DEFAULT_ENGINE_MODELS, knobOptions.models);
  const knobs: FakeEngineKnobs = { ...DEFAULT_ENGINE_KNOBS, ...knobOptions, models };
  const requests: RecordedRequest[] = [];
  const files = new Map<string, StoredFile>();
  const wss = new WebSocketServer({ noServer: true });
  const clients = new Map<WebSocket, string>();
  const send = (ws: WebSocket, frame: string | Buffer) => ws.readyState === WebSocket.OPEN && ws.send(frame);
  const executor = new EngineExecutor(
    knobs,
    {
      toClient(clientId, type, data) {
        if (clientId === undefined) return;
        for (const [ws, id] of clients) if (id === clientId) send(ws, JSON.stringify({ type, data }));
      },
      previewToClient(clientId, png) {
        const head = Buffer.alloc(8);
        head.writeUInt32BE(1, 0);
        head.writeUInt32BE(2, 4);
        for (const [ws, id] of clients) if (id === clientId) send(ws, Buffer.concat([head, png]));
      },
      toAll(type, data) {
        for (const ws of clients.keys()) send(ws, JSON.stringify({ type, data }));
      },
    },
    files,
  );
  const uploads = () => [...files].filter(([, f]) => f.type === "input").map(([name]) => name);

  const drips = new Set<NodeJS.Timeout>();
  /** An answer begun and never ended: a space every `everyMs` (never a header timeout, never a body timeout). */
  const drip = (res: ServerResponse, everyMs: number) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.write(" ");
    const timer = setInterval(() => res.write(" "), everyMs);
    drips.add(timer);
    res.on("close", () => {
      clearInterval(timer);
      drips.delete(timer);
    });
  };

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) reply(res, 500, String(error));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (knobs.unreachable) return void req.socket.destroy();
    const target = new URL(req.url ?? "/", "http://engine");
    const raw = await readBody(req);
    const body = await parseBody(req.headers["content-type"], raw);
    requests.push({
      method: req.method ?? "GET",
      path: target.pathname,
      query: Object.fromEntries(target.searchParams),
      headers: req.headers,
      at: Date.now(),
      ...(body === undefined ? {} : { body }),
    });
    if (knobs.latencyMs > 0) await sleep(knobs.latencyMs);
    const path = target.pathname.startsWith("/api/") ? target.pathname.slice(4) : target.pathname;
    const route = `${req.method} ${path}`;
    const field = (name: string) => (body as Record<string, unknown> | undefined)?.[name];

    if (route === "GET /object_info") return reply(res, 200, engineObjectInfo(knobs, uploads()));
    if (route === "GET /models") return reply(res, 200, [...new Set([...MODEL_FOLDERS, ...Object.keys(knobs.models)])]);
    if (route === "GET /embeddings") return reply(res, 200, embeddingNames(knobs.models));
    if (req.method === "GET" && path.startsWith("/models/")) {
      const folder = decodeURIComponent(path.slice("/models/".length));
      const known = (MODEL_FOLDERS as readonly string[]).includes(folder) || Object.hasOwn(knobs.models, folder);
      return known ? reply(res, 200, knobs.models[folder] ?? []) : reply(res, 404, "");
    }
    if (req.method === "GET" && path.startsWith("/object_info/")) {
      const name = decodeURIComponent(path.slice("/object_info/".length));
      const info = engineObjectInfo(knobs, uploads())[name];
      return reply(res, 200, info ? { [name]: info } : {});
    }
    if (route === "POST /prompt") {
      const refusal = validateEnginePrompt(field("prompt"), engineObjectInfo(knobs, uploads()));
      if (refusal) return reply(res, refusal.status, refusal.body);
      const clientId = typeof field("client_id") === "string" ? (field("client_id") as string) : undefined;
      const extra = (field("extra_data") as Record<string, unknown> | undefined) ?? {};
      const slow = knobs.slowPrompt;
      if (slow) {
        if (slow.queued) executor.submit(field("prompt") as Workflow, clientId, field("front") === true, extra);
        return drip(res, slow.dripMs);
      }
      const prompt = executor.submit(field("prompt") as Workflow, clientId, field("front") === true, extra);
      return reply(res, 200, { prompt_id: prompt.id, number: prompt.number, node_errors: {} });
    }
    if (route === "GET /queue") {
      const { running, pending } = executor.queue();
      const entry = (p: EnginePrompt) => [p.number, p.id, p.workflow, p.extraData, outputNodes(p.workflow)];
      return reply(res, 200, { queue_running: running.map(entry), queue_pending: pending.map(entry) });
    }
    if (route === "POST /queue") {
      const ids = field("delete");
      if (Array.isArray(ids)) executor.delete(ids.map(String));
      if (field("clear") === true) executor.clear();
      return reply(res, 200, "");
    }
    if (route === "POST /interrupt") {
      const id = field("prompt_id");
      executor.interrupt(typeof id === "string" ? id : undefined);
      return reply(res, 200, "");
    }
    if (route === "GET /history") {
      const max = Number(target.searchParams.get("max_items") ?? Infinity);
      const entries = [...executor.history].slice(-max);
      return reply(res, 200, Object.fromEntries(entries));
    }
    if (req.method === "GET" && path.startsWith("/history/")) {
      const id = decodeURIComponent(path.slice("/history/".length));
      const entry = executor.history.get(id);
      return reply(res, 200, entry ? { [id]: entry } : {});
    }
    if (route === "GET /view") {
      const file = files.get(target.searchParams.get("filename") ?? "");
      if (!file || file.type !== (target.searchParams.get("type") ?? "output")) return reply(res, 404, "");
      res.writeHead(200, { "content-type": file.contentType, "content-length": file.data.length });
      return void res.end(file.data);
    }
    if (route === "POST /upload/image") {
      const image = field("image") as { filename?: string; contentType?: string; data?: Buffer } | undefined;
      if (!image?.data || !image.filename) return reply(res, 400, "");
      let name = image.filename.replace(/[\\/]/g, "_");
      const overwrite = field("overwrite") === "true" || field("overwrite") === "1";
      for (let n = 1; !overwrite && files.get(name) && !files.get(name)!.data.equals(image.data); n++) {
        name = image.filename.replace(/(\.[^.]*)?$/, (ext) => ` (${n})${ext}`);
      }
      files.set(name, { data: image.data, type: "input", contentType: image.contentType || "image/png" });
      return reply(res, 200, {
        name,
        subfolder: typeof field("subfolder") === "string" ? field("subfolder") : "",
        type: "input",
      });
    }
    reply(res, 404, "404: Not Found");
  }

  server.on("upgrade", (req, socket, head) => {
    socket.on("error", () => socket.destroy());
    if (knobs.unreachable) return void socket.destroy();
    const target = new URL(req.url ?? "/", "http://engine");
    if (target.pathname !== "/ws" && target.pathname !== "/api/ws")
      return void socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n");
    requests.push({
      method: "GET",
      path: target.pathname,
      query: Object.fromEntries(target.searchParams),
      headers: req.headers,
      at: Date.now(),
    });
    // An engine gives a socket without clientId one of its own.
    const clientId = target.searchParams.get("clientId") || Math.random().toString(16).slice(2);
    wss.handleUpgrade(req, socket, head, (ws) => {
      clients.set(ws, clientId);
      ws.on("close", () => clients.delete(ws));
      ws.on("error", () => ws.terminate());
      const status = { status: { exec_info: { queue_remaining: executor.queueRemaining() } }, sid: clientId };
      send(ws, JSON.stringify({ type: "status", data: status }));
    });
  });

  // A real engine's web server (aiohttp) keeps an idle connection 75 s; node's would close it after 5 s,
  // and a client would open a new one for nearly every request of a job.
  server.keepAliveTimeout = ENGINE_KEEP_ALIVE_MS;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    knobs,
    requests,
    executor,
    prompts: () => [...executor.prompts.values()],
    sockets: () => [...clients.values()],
    dropSockets: () => {
      for (const ws of clients.keys()) ws.terminate();
    },
    async close() {
      for (const timer of drips) clearInterval(timer);
      executor.close();
      for (const ws of clients.keys()) ws.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function outputNodes(workflow: Workflow): string[] {
  return Object.keys(workflow).filter((id) => workflow[id]!.class_type === "SaveImage");
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, { "content-type": typeof body === "string" ? "text/plain" : "application/json" });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function parseBody(contentType: string | undefined, raw: Buffer): Promise<unknown> {
  if (raw.length === 0) return undefined;
  if (contentType?.includes("multipart/form-data")) {
    const form = await new Response(raw, { headers: { "content-type": contentType } }).formData();
    const fields: Record<string, unknown> = {};
    for (const [name, value] of form) {
      fields[name] =
        typeof value === "string"
          ? value
          : { filename: value.name, contentType: value.type, data: Buffer.from(await value.arrayBuffer()) };
    }
    return fields;
  }
  // The engine reads any body as JSON, whatever its content type.
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    return raw.toString("utf8");
  }
}
