import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, expect, test } from "vitest";
import { WebSocketServer, type WebSocket } from "ws";
import { EARLY_LIMITS } from "../../src/api/early-events.js";
import type { EngineSignal } from "../../src/engines/pool.js";
import { EnginePool } from "../../src/engines/pool.js";
import { createLogger } from "../../src/logging/logger.js";

/**
 * An engine (broken or hostile) streams large frames for prompts nobody submitted: the pool keeps
 * at most its bound of them, and a prompt watched afterwards still hears what came before it.
 */
const PREVIEW_BYTES = 3 * 1024 * 1024;
const EXECUTED_BYTES = 1024 * 1024;
const LAST = "00000000-0000-4000-8000-0000000000ff";

let server: Server;
let wss: WebSocketServer;
let url: string;
let pool: EnginePool;
let sent = false;

function previewFrame(promptId: string): Buffer {
  const meta = Buffer.from(JSON.stringify({ prompt_id: promptId, node_id: "9", image_type: "image/png" }));
  const head = Buffer.alloc(8);
  head.writeUInt32BE(4, 0); // a preview with its metadata
  head.writeUInt32BE(meta.length, 4);
  return Buffer.concat([head, meta, Buffer.alloc(PREVIEW_BYTES, 1)]);
}

beforeAll(async () => {
  server = createServer((_req, res) => void res.writeHead(200, { "content-type": "application/json" }).end("{}"));
  wss = new WebSocketServer({ server, path: "/ws" });
  wss.on("connection", (socket: WebSocket) => {
    void (async () => {
      socket.send(JSON.stringify({ type: "status", data: { status: { exec_info: { queue_remaining: 0 } } } }));
      for (let i = 0; i < 12; i++) socket.send(previewFrame(`stranger-${i}`));
      const big = "x".repeat(EXECUTED_BYTES);
      for (let i = 0; i < 100; i++)
        socket.send(
          JSON.stringify({ type: "executed", data: { prompt_id: `other-${i}`, node: "1", output: { text: [big] } } }),
        );
      socket.send(JSON.stringify({ type: "execution_start", data: { prompt_id: LAST, timestamp: 1 } }));
      await sleep(1);
      sent = true;
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pool = new EnginePool({ urls: [url], log: createLogger("silent") });
  pool.start();
});

afterAll(async () => {
  await pool?.close();
  wss?.close();
  await new Promise((resolve) => server?.close(resolve));
});

test("an engine streaming events for prompts nobody watches holds at most the bound", async () => {
  const early = pool.engine(url).early;
  // The last frame is routed when its prompt is kept.
  while (!sent || early.get(LAST) === undefined) await sleep(20);
  expect(early.bytes).toBeLessThanOrEqual(EARLY_LIMITS.bytes);
  expect(early.size).toBeLessThanOrEqual(EARLY_LIMITS.prompts);
  expect(early.get("stranger-0"), "the oldest are dropped first").toBeUndefined();
  const heard: EngineSignal[] = [];
  pool.watch(pool.engine(url), LAST, (signal) => heard.push(signal));
  expect(heard.map((s) => s.type)).toEqual(["execution_start"]);
}, 60_000);
