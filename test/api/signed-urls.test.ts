import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { CloudClient } from "../../src/api/cloud.js";
import { ApiError } from "../../src/api/errors.js";
import { downloadSigned } from "../../src/api/signed.js";
import { startFakeCloud, type FakeCloud } from "../../fakes/cloud/server.js";
import { makePng } from "../../fakes/png.js";

let cloud: FakeCloud;
let client: CloudClient;
beforeAll(async () => {
  cloud = await startFakeCloud();
  client = new CloudClient({
    baseUrl: cloud.url,
    apiKey: cloud.apiKey,
    timeoutMs: 300,
    retry: { retries: 1, baseDelayMs: 1, maxDelayMs: 1 },
  });
  await client.uploadImage({ data: makePng(8, 8, "signed"), filename: "stored.png", contentType: "image/png" });
});
afterAll(async () => {
  await cloud?.close();
});
beforeEach(() => {
  Object.assign(cloud.knobs, { storageFailNext: 0, storageLatencyMs: 0 });
});

/** The signed URL the service handed out for the last download: it must appear nowhere. */
function lastSigned(): { path: string; token: string; query: string } {
  const request = cloud.requests.filter((r) => r.path.startsWith("/signed/")).at(-1)!;
  return {
    path: request.path,
    token: request.path.slice("/signed/".length),
    query: new URLSearchParams(request.query).toString(),
  };
}

async function failure(): Promise<ApiError> {
  const error = await client.view({ filename: "stored.png", subfolder: "", type: "input" }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

test.each([
  ["answers 500 with a page quoting the URL", { storageFailNext: 5 }, /StorageError: could not serve \[signed URL\]/],
  [
    "does not answer in time",
    { storageLatencyMs: 5_000 },
    /did not answer GET a signed URL on 127\.0\.0\.1:\d+ in time/,
  ],
])(
  "a signed storage URL that %s gives an error that names neither its path nor its query",
  async (_name, knobs, message) => {
    Object.assign(cloud.knobs, knobs);
    const error = await failure();
    const signed = lastSigned();
    expect(error.message).toMatch(message);
    const text = `${error.message} ${JSON.stringify(error)}`;
    expect(text).not.toContain(signed.token);
    expect(text).not.toContain("/signed/");
    expect(text).not.toMatch(/expires=|filename=stored/);
    expect(signed.query).toContain("expires=");
  },
);

describe("a partner's signed result URL", () => {
  const SECRET_PATH = "/bucket/tok_5ecret_path_segment/out.png";
  const SECRET_QUERY = "X-Amz-Signature=deadbeefcafe&X-Amz-Credential=AKIA123";
  let storage: Server;
  let origin = "";
  beforeAll(async () => {
    storage = createServer((req, res) => {
      if (req.url!.includes("slow")) return; // never answers
      res
        .writeHead(500, { "content-type": "text/plain" })
        .end(`InternalError for ${req.url} (https://${req.headers.host}${req.url})`);
    });
    await new Promise<void>((resolve) => storage.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(storage.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    storage?.closeAllConnections();
    storage?.close();
  });

  test.each([
    ["answers 500 quoting itself", SECRET_PATH],
    ["does not answer in time", `${SECRET_PATH}/slow`],
  ])("that %s gives an error that names neither its path nor its query", async (_name, path) => {
    const error = await downloadSigned(`${origin}${path}?${SECRET_QUERY}`, "partner", { timeoutMs: 200 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    const text = `${(error as ApiError).message} ${JSON.stringify(error)}`;
    expect(text).not.toMatch(/tok_5ecret|deadbeef|AKIA123/);
  });
});
