import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { ApiError } from "../../src/api/errors.js";
import { HttpClient } from "../../src/api/http.js";

// A server that cuts the first answer off half-way through its body, after the status and headers.
let server: Server;
let http: HttpClient;
const hits = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    const hit = (hits.get(req.url!) ?? 0) + 1;
    hits.set(req.url!, hit);
    const body = JSON.stringify({ ok: true, hit });
    res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
    if (hit > 1) return void res.end(body);
    res.write(body.slice(0, 5));
    setTimeout(() => req.socket.destroy(), 10);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  http = new HttpClient({
    service: "cloud",
    baseUrl: `http://127.0.0.1:${port}`,
    retry: { retries: 2, baseDelayMs: 5 },
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => hits.clear());

test("a read whose body is cut off is tried again and answers the whole body", async () => {
  await expect(http.json({ method: "GET", path: "/read" })).resolves.toEqual({ ok: true, hit: 2 });
  expect(hits.get("/read")).toBe(2);
});

test("a POST whose body is cut off is a network ApiError and is not sent again", async () => {
  const error = await http.json({ method: "POST", path: "/submit", json: {} }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ service: "cloud", code: "network", retryable: true, status: undefined });
  expect(hits.get("/submit")).toBe(1);
});
