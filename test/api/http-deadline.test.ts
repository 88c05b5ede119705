import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { ApiError } from "../../src/api/errors.js";
import { HttpClient } from "../../src/api/http.js";

// A server that answers its headers at once and then drips its body, a space every 50 ms, never ending:
// undici's own timeouts (between chunks) never fire; the client's overall deadline does.
let server: Server;
let http: HttpClient;
const hits = new Map<string, number>();
const open = new Set<ServerResponse>();
const DEADLINE_MS = 400;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    hits.set(req.url!, (hits.get(req.url!) ?? 0) + 1);
    res.writeHead(200, { "content-type": "application/json" });
    res.write(" ");
    const drip = setInterval(() => res.write(" "), 50);
    open.add(res);
    res.on("close", () => {
      clearInterval(drip);
      open.delete(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  http = new HttpClient({
    service: "engine",
    baseUrl: `http://127.0.0.1:${port}`,
    timeoutMs: DEADLINE_MS,
    retry: { retries: 1, baseDelayMs: 5 },
  });
});
afterAll(async () => {
  for (const res of open) res.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => hits.clear());

test("a POST whose answer drips past the deadline is a timeout, sent once", async () => {
  const began = Date.now();
  const error = await http
    .json({ method: "POST", path: "/prompt", json: {}, idempotent: false })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).code).toBe("timeout");
  expect((error as ApiError).message).toContain("did not answer POST /prompt in time");
  expect(Date.now() - began).toBeGreaterThanOrEqual(DEADLINE_MS - 20);
  expect(Date.now() - began).toBeLessThan(DEADLINE_MS * 5);
  expect(hits.get("/prompt")).toBe(1);
});

test("a read past the deadline is tried again, each try under the deadline", async () => {
  const error = await http.json({ method: "GET", path: "/queue" }).catch((e: unknown) => e);
  expect((error as ApiError).code).toBe("timeout");
  expect(hits.get("/queue")).toBe(2);
});

test("a caller's own abort stays an abort, not a timeout", async () => {
  const abort = new AbortController();
  setTimeout(() => abort.abort(), 50);
  const error = await http.json({ method: "GET", path: "/aborted", signal: abort.signal }).catch((e: unknown) => e);
  expect((error as ApiError).code).toBe("aborted");
});
