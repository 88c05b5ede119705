import { connect } from "node:net";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startFakeDiscord, type FakeDiscord } from "../../fakes/discord/server.js";
import { createLogger } from "../../src/logging/logger.js";
import { startRestProxy, type RestProxy } from "../../src/proxy/rest-proxy.js";

/** Small limits, the same mechanism: a 4 KiB body cap, half a second for a whole request. */
describe("what one client may make the REST proxy hold", () => {
  let discord: FakeDiscord;
  let proxy: RestProxy;
  const path = () => `/api/v10/channels/${discord.guild.channelId}/messages`;

  beforeAll(async () => {
    discord = await startFakeDiscord();
    proxy = await startRestProxy({
      upstream: discord.apiUrl,
      port: 0,
      log: createLogger("silent"),
      limits: { maxBodyBytes: 4096, maxHeldBytes: 6000, headersTimeoutMs: 400, requestTimeoutMs: 500 },
    });
  });
  afterAll(async () => {
    await proxy?.close();
    await discord?.close();
  });

  /** Sends `chunks` (a chunked body unless `length` is given); resolves with the status and body. */
  function send(chunks: Buffer[], length?: number): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const headers = {
        authorization: `Bot ${discord.token}`,
        "content-type": "application/json",
        ...(length === undefined ? {} : { "content-length": length }),
      };
      const req = request({ host: "127.0.0.1", port: proxy.port, method: "POST", path: path(), headers }, (res) => {
        let body = "";
        res.setEncoding("utf8").on("data", (c: string) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
      for (const chunk of chunks) req.write(chunk);
      req.end();
    });
  }

  test("listens on 127.0.0.1 unless told otherwise", () => {
    expect(proxy.apiUrl).toBe(`http://127.0.0.1:${proxy.port}/api`);
  });

  test("a body up to the cap is forwarded", async () => {
    const description = "x".repeat(4096 - JSON.stringify({ embeds: [{ description: "" }] }).length);
    const body = Buffer.from(JSON.stringify({ embeds: [{ description }] }));
    expect(body.length).toBe(4096);
    const sent = await send([body]);
    expect(sent.status).toBe(200);
    expect(discord.messages.all().at(-1)?.embeds[0]).toMatchObject({ description });
  });

  test("a body declared past the cap is refused with Discord's own 413, never forwarded", async () => {
    const before = discord.restLog.length;
    const refused = await send([Buffer.alloc(5000, 0x61)], 5000);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({ message: "Request entity too large", code: 40005 });
    expect(discord.restLog.length).toBe(before);
  });

  test("a chunked body is refused as soon as it passes the cap", async () => {
    const before = discord.restLog.length;
    const refused = await send(Array.from({ length: 8 }, () => Buffer.alloc(1024, 0x61)));
    expect(refused.status).toBe(413);
    expect(discord.restLog.length).toBe(before);
  });

  test("bodies held at once are capped in all: past it a request is answered 503, and the budget comes back", async () => {
    const description = "y".repeat(4000 - JSON.stringify({ embeds: [{ description: "" }] }).length);
    const body = Buffer.from(JSON.stringify({ embeds: [{ description }] }));
    // A first request holds 4000 bytes while its last byte is awaited.
    const socket = connect(proxy.port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8").on("data", (c: string) => (answer += c));
    socket.on("error", () => undefined);
    const head = `POST ${path()} HTTP/1.1\r\nHost: proxy\r\nAuthorization: Bot ${discord.token}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    socket.write(head + body.subarray(0, -1).toString());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const busy = await send([body]);
    expect(busy.status).toBe(503);
    socket.write(body.subarray(-1));
    await new Promise<void>((resolve) => socket.once("data", () => resolve()));
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    // Both bodies given back: two more fit in turn.
    expect((await send([body])).status).toBe(200);
    expect((await send([body])).status).toBe(200);
  });

  test("a body that never ends is cut after the request timeout", async () => {
    const socket = connect(proxy.port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8").on("data", (c: string) => (answer += c));
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    socket.on("error", () => undefined);
    socket.write(`POST ${path()} HTTP/1.1\r\nHost: proxy\r\nContent-Length: 100\r\n\r\n{"content":`);
    const started = Date.now();
    const outcome = await Promise.race([
      closed.then(() => "closed"),
      new Promise((resolve) => setTimeout(() => resolve("still open"), 5_000)),
    ]);
    socket.destroy();
    expect(outcome).toBe("closed");
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
