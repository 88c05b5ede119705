import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { WebSocketServer } from "ws";
import { EnginePool } from "../../src/engines/pool.js";
import { parseEngineRemoteId } from "../../src/jobs/remotes/engine-history.js";
import { enginePromptRemote } from "../../src/jobs/remotes/engine-prompt.js";
import type { RemoteEnd } from "../../src/jobs/remote.js";
import { createLogger } from "../../src/logging/logger.js";

/**
 * An engine's answers are data, not addresses: a `prompt_id` that is not a UUID is refused, a
 * stored remote id is read back only as `<UUID>@<listed engine>`, and no request (with the
 * operator's header) reaches a host no FLOW_ENGINE_URLS names.
 */
let engine: Server;
let internal: Server;
let wss: WebSocketServer;
let engineUrl: string;
let internalUrl: string;
let pool: EnginePool;
let answerId = "";
const reachedInternal: string[] = [];

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  internal = createServer((req: IncomingMessage, res) => {
    reachedInternal.push(`${req.method} ${req.url}`);
    res.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
  internalUrl = await listen(internal);
  engine = createServer((req, res) => {
    const json = (body: unknown) =>
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (req.method === "POST" && req.url === "/prompt") {
      req.resume();
      return void req.on("end", () => json({ prompt_id: answerId, number: 1, node_errors: {} }));
    }
    if (req.url?.startsWith("/queue")) return json({ queue_running: [], queue_pending: [] });
    json({});
  });
  wss = new WebSocketServer({ server: engine, path: "/ws" });
  engineUrl = await listen(engine);
  pool = new EnginePool({
    urls: [engineUrl],
    header: { name: "x-proxy-token", value: "secret" },
    log: createLogger("silent"),
  });
  pool.start();
});

afterAll(async () => {
  await pool?.close();
  wss?.close();
  await new Promise((resolve) => engine?.close(resolve));
  await new Promise((resolve) => internal?.close(resolve));
});

const remote = () =>
  enginePromptRemote({
    pool,
    timings: { pollMs: 50, goneMs: 2_000, historyRetries: 2, historyRetryMs: 20, successWaitMs: 500 },
    deadlineMs: 60_000,
    workflow: () => Promise.resolve({ "1": { class_type: "SaveImage", inputs: {} } }),
  });

describe("an engine's prompt id and the engine a job is on", () => {
  test.each([
    ["an '@' naming another host", () => `p1@${internalUrl}/admin?`],
    ["a path", () => "../../interrupt"],
    ["an empty id", () => ""],
  ])("refuses a prompt_id holding %s, and sends nothing there", async (_, id) => {
    answerId = id();
    await expect(remote().start("00000000-0000-4000-8000-000000000001")).rejects.toThrow(/not a UUID/);
    expect(reachedInternal).toEqual([]);
  });

  test("takes a UUID prompt id, and reads the remote id back as that prompt on the engine submitted to", async () => {
    answerId = "6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
    const { remoteId } = await remote().start("00000000-0000-4000-8000-000000000002");
    expect(parseEngineRemoteId(remoteId)).toEqual({ promptId: answerId, url: engineUrl });
  });

  test("refuses a stored remote id whose prompt part is not a UUID", () => {
    expect(() => parseEngineRemoteId(`p1@${internalUrl}?@${engineUrl}`)).toThrow();
  });

  test("ends a job stored on an engine not listed with a clear message, sending it nothing", async () => {
    const end = await new Promise<RemoteEnd>((resolve) =>
      remote().follow(
        `6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b@${internalUrl}`,
        { update: () => {}, outputs: () => {}, end: resolve },
        { resumed: true },
      ),
    );
    expect(end).toMatchObject({ status: "failed", error: { message: expect.stringMatching(/no longer runs on/) } });
    await expect(remote().stop!(`6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b@${internalUrl}`)).rejects.toThrow(
      /no longer runs on/,
    );
    expect(() => pool.engine(internalUrl)).toThrow(/no longer runs on/);
    expect(reachedInternal).toEqual([]);
  });
});
