import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Playground } from "../../playground/start.js";
import { TEST_TIMINGS } from "../e2e/harness.js";
import { startOwnPlayground } from "./setup.js";

/**
 * The page's server acts as the server's owner (on real keys when real services are set), so it
 * serves its own page only: every request must name it in Host, and every API call must come
 * from its page (same origin, the page's token, a JSON body).
 */
describe("the playground's server serves its own page only", () => {
  let playground: Playground;
  let close: (() => Promise<void>) | undefined;
  let port: number;

  beforeAll(async () => {
    ({ playground, close } = await startOwnPlayground({ cloud: { stepMs: 20, steps: 3 }, timings: TEST_TIMINGS }));
    port = Number(new URL(playground.url).port);
  }, 60_000);

  afterAll(async () => {
    await close?.();
  });

  /** A raw request, so that Host and the other headers are exactly as given. */
  function send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
    return new Promise((resolve, reject) => {
      const req = request({
        host: "127.0.0.1",
        port,
        method,
        path,
        headers: { host: `127.0.0.1:${port}`, ...headers },
      });
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        // The event stream never ends: its first bytes are enough.
        res.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          if (res.headers["content-type"] === "text/event-stream") res.destroy();
        });
        const done = () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() });
        res.on("end", done);
        res.on("close", done);
      });
      req.on("error", reject);
      req.end(body);
    });
  }
  const token = () => playground.token;
  /** The token with its last character changed (one in 64 of them ends in "x": it must not stay the same). */
  const wrongToken = (right: string) => `${right.slice(0, -1)}${right.endsWith("x") ? "y" : "x"}`;
  const json = (extra: Record<string, string> = {}) => ({
    "content-type": "application/json",
    "x-playground-token": token(),
    ...extra,
  });
  const prompted = (prompt: string) =>
    playground.discord.messages.all().filter((m) => JSON.stringify(m).includes(prompt)).length;

  test("the page carries a token of this start, and refuses to be framed", async () => {
    const page = await send("GET", "/", {});
    expect(page.status).toBe(200);
    expect(token()).toMatch(/^[\w-]{32}$/);
    expect(page.body).toContain(`<meta name="playground-token" content="${token()}" />`);
    expect(page.headers["content-security-policy"]).toBe("frame-ancestors 'none'");
    expect((await send("GET", "/", { host: `localhost:${port}` })).status).toBe(200);
  });

  test("a foreign Host (a DNS-rebinding page) reads nothing: not the page, its token, the state nor the stream", async () => {
    for (const host of [
      `evil.example:${port}`,
      "evil.example",
      `127.0.0.1:${port + 1}`,
      `localhost.evil.example:${port}`,
    ]) {
      for (const path of ["/", "/api/state?as=owner", `/api/events?as=owner&token=${token()}`, "/page/app.js"]) {
        const answer = await send("GET", path, { host, "x-playground-token": token() });
        expect(answer.status, `${host} ${path}`).toBe(403);
        expect(answer.body).not.toContain(token());
        expect(answer.body).not.toContain("Simulated services");
      }
    }
  });

  test("the state and the event stream want the page's token", async () => {
    expect((await send("GET", "/api/state?as=owner", {})).status).toBe(403);
    expect((await send("GET", "/api/state?as=owner", { "x-playground-token": "x".repeat(32) })).status).toBe(403);
    const state = await send("GET", "/api/state?as=owner", { "x-playground-token": token() });
    expect(state.status).toBe(200);
    expect(JSON.parse(state.body)).toMatchObject({ services: expect.stringMatching(/^Simulated services/) });
    expect((await send("GET", "/api/events?as=owner", {})).status).toBe(403);
    const stream = await send("GET", `/api/events?as=owner&token=${token()}`, {});
    expect(stream.status).toBe(200);
    expect(stream.body).toContain(": connected");
  });

  test("an action from another page, without the token or with a body not JSON is refused, and nothing runs", async () => {
    const body = (prompt: string) => JSON.stringify({ as: "owner", text: `/generate prompt:${prompt}` });
    const refused: Array<[string, Record<string, string>, number]> = [
      ["another site", json({ origin: "https://evil.example", "sec-fetch-site": "cross-site" }), 403],
      [
        "another port of this machine",
        json({ origin: `http://127.0.0.1:${port + 1}`, "sec-fetch-site": "same-site" }),
        403,
      ],
      ["a sandboxed frame", json({ origin: "null" }), 403],
      ["a fetch metadata of another site only", json({ "sec-fetch-site": "cross-site" }), 403],
      ["no token", { "content-type": "application/json" }, 403],
      ["a wrong token", json({ "x-playground-token": wrongToken(token()) }), 403],
      ["a text/plain body", json({ "content-type": "text/plain;charset=UTF-8" }), 415],
      ["a form body", json({ "content-type": "application/x-www-form-urlencoded" }), 415],
      ["no content type", { "x-playground-token": token() }, 415],
    ];
    for (const [why, headers, status] of refused) {
      const answer = await send("POST", "/api/command", headers, body(`refused: ${why}`));
      expect(answer.status, why).toBe(status);
      expect(JSON.parse(answer.body).error, why).toEqual(expect.any(String));
    }
    const allowed = await send(
      "POST",
      "/api/command",
      json({ origin: `http://127.0.0.1:${port}`, "sec-fetch-site": "same-origin" }),
      body("from the page itself"),
    );
    expect(allowed.status).toBe(200);
    await playground.discord.waitFor(() => prompted("from the page itself") > 0 || undefined);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const [why] of refused) expect(prompted(`refused: ${why}`), why).toBe(0);
  });

  test("a JSON body that does not parse is a clear 400", async () => {
    const answer = await send("POST", "/api/command", json(), "{not json");
    expect(answer.status).toBe(400);
  });
});
