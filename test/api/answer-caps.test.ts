import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { WebSocketServer, type WebSocket } from "ws";
import { CloudClient } from "../../src/api/cloud.js";
import { ApiError } from "../../src/api/errors.js";
import { CloudEvents, MAX_FRAME_BYTES, type CloudEvent } from "../../src/api/events.js";
import { HttpClient } from "../../src/api/http.js";
import { MAX_JSON_BYTES, MAX_OBJECT_INFO_BYTES } from "../../src/api/read-text.js";

const MiB = 1024 * 1024;

/** A JSON document of about `bytes` bytes: one long string. */
const jsonOf = (bytes: number) => JSON.stringify({ filler: "x".repeat(bytes) });

describe("JSON answers from the services are read up to a cap", () => {
  let server: Server;
  let base: string;
  const hits: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? "");
      const [, what, size] = /^\/(?:api\/)?(\w+)(?:\/(\d+))?/.exec(req.url ?? "") ?? [];
      if (what === "object_info") return void res.writeHead(200).end(jsonOf(12 * MiB));
      if (what === "error") return void res.writeHead(500).end(`{"error":{"message":"${"e".repeat(4 * MiB)}"}}`);
      // Streamed in 64 KiB pieces, as a long answer comes; the client stops reading past its cap.
      const body = Buffer.from(jsonOf(Number(size)));
      res.writeHead(200, { "content-type": "application/json" });
      let at = 0;
      const write = () => {
        while (at < body.length) {
          const more = res.write(body.subarray(at, (at += 64 * 1024)));
          if (!more) return void res.once("drain", write);
        }
        res.end();
      };
      res.on("error", () => undefined);
      write();
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const client = () => new HttpClient({ service: "cloud", baseUrl: base, retry: { baseDelayMs: 1 } });

  test("an answer within the cap is parsed; one past it is refused, not retried, not held", async () => {
    expect(MAX_JSON_BYTES).toBe(8 * MiB);
    const fine = await client().json<{ filler: string }>({ method: "GET", path: `/doc/${MiB}` });
    expect(fine.filler).toHaveLength(MiB);
    hits.length = 0;
    const refused = await client()
      .json({ method: "GET", path: `/doc/${20 * MiB}` })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: "too_large", retryable: false });
    expect((refused as Error).message).toBe("GET /doc/20971520 answered more than 8192 KiB of JSON");
    expect(hits).toHaveLength(1);
  });

  test("object_info, the largest document, has a cap of its own", async () => {
    expect(MAX_OBJECT_INFO_BYTES).toBe(64 * MiB);
    const cloud = new CloudClient({ baseUrl: base, apiKey: "k" });
    const info = (await cloud.objectInfo()) as unknown as { filler: string };
    expect(info.filler).toHaveLength(12 * MiB);
  });

  test("an error's body is read for its message only", async () => {
    const error = await new HttpClient({ service: "cloud", baseUrl: base, retry: { retries: 0 } })
      .json({ method: "GET", path: "/error" })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500 });
    expect((error as Error).message.length).toBeLessThanOrEqual(500);
  });
});

describe("the event stream's frames are capped", () => {
  let wss: WebSocketServer;
  const sockets: WebSocket[] = [];
  beforeAll(async () => {
    wss = new WebSocketServer({ port: 0, host: "127.0.0.1" });
    await once(wss, "listening");
    wss.on("connection", (socket) => {
      sockets.push(socket);
      // The first connection gets a frame past the cap, the next a small event.
      if (sockets.length === 1) socket.send("x".repeat(4096));
      else socket.send(JSON.stringify({ type: "execution_start", data: { prompt_id: "p1" } }));
    });
  });
  afterAll(() => new Promise((resolve) => wss.close(resolve)));

  test("a frame past the cap closes the socket before it is held; the stream reopens and goes on", async () => {
    expect(MAX_FRAME_BYTES).toBe(8 * MiB);
    const events = new CloudEvents({
      baseUrl: `http://127.0.0.1:${(wss.address() as AddressInfo).port}`,
      apiKey: "k",
      maxFrameBytes: 1024,
      reconnect: { baseDelayMs: 5, maxDelayMs: 20 },
    });
    const seen = new Promise<CloudEvent>((resolve) => events.subscribe("p1", resolve));
    const closed = new Promise<number>((resolve) => wss.once("connection", (s) => s.once("close", resolve)));
    events.start();
    try {
      expect(await closed).toBe(1009);
      expect(await seen).toMatchObject({ type: "execution_start", promptId: "p1" });
      expect(sockets).toHaveLength(2);
    } finally {
      await events.close();
    }
  });
});
