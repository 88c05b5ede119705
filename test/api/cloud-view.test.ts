import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { CloudClient } from "../../src/api/cloud.js";

// Storage on another origin than the API, as in production; it hands out its file in two halves.
const KEY = "fc_view_key_000000";
const FIRST = Buffer.alloc(64 * 1024, 1);
const SECOND = Buffer.alloc(16 * 1024, 2);
const storageHeaders: IncomingHttpHeaders[] = [];
let api: Server;
let storage: Server;
let releaseSecondHalf: () => void = () => {};
let cloud: CloudClient;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  storage = createServer((req, res) => {
    storageHeaders.push(req.headers);
    if (req.url === "/loop") return void res.writeHead(302, { location: "/loop" }).end();
    if (req.url!.startsWith("/hop")) return void res.writeHead(307, { location: "/blob?sig=2" }).end();
    res.writeHead(200, { "content-type": "image/png", "content-length": FIRST.length + SECOND.length });
    res.write(FIRST);
    releaseSecondHalf = () => res.end(SECOND);
  });
  const storageUrl = await listen(storage);
  api = createServer((req, res) => {
    if (req.headers["x-api-key"] !== KEY) return void res.writeHead(401).end();
    const loop = req.url!.includes("filename=loop.png");
    res.writeHead(302, { location: loop ? `${storageUrl}/loop` : `${storageUrl}/hop?sig=1` }).end();
  });
  cloud = new CloudClient({ baseUrl: await listen(api), apiKey: KEY, retry: { retries: 0 } });
});
afterAll(async () => {
  releaseSecondHalf();
  await Promise.all([api, storage].map((s) => new Promise((resolve) => s.close(resolve))));
});

test("view follows the storage's own redirect, sends no X-API-Key there and streams before the file ends", async () => {
  const download = await cloud.view({ filename: "out.png", subfolder: "", type: "output" });
  expect(download).toMatchObject({ contentType: "image/png", size: FIRST.length + SECOND.length });
  const [chunk] = (await once(download.body, "data")) as [Buffer];
  expect(chunk.length).toBeGreaterThan(0);

  const rest: Buffer[] = [chunk];
  download.body.on("data", (more: Buffer) => rest.push(more));
  releaseSecondHalf();
  await once(download.body, "end");
  expect(Buffer.concat(rest).equals(Buffer.concat([FIRST, SECOND]))).toBe(true);
  expect(storageHeaders).toHaveLength(2);
  for (const headers of storageHeaders) expect(headers["x-api-key"]).toBeUndefined();
});

test("a redirect loop ends in an invalid_response error instead of a redirect body", async () => {
  await expect(cloud.view({ filename: "loop.png", subfolder: "", type: "output" })).rejects.toMatchObject({
    code: "invalid_response",
    retryable: false,
  });
});
