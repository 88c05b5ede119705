import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { CloudClient } from "../../src/api/cloud.js";
import { ApiError } from "../../src/api/errors.js";
import { textWorkflow } from "../../fakes/cloud/fixtures.js";
import { startFakeCloud, type FakeCloud } from "../../fakes/cloud/server.js";
import { makePng } from "../../fakes/png.js";

let fake: FakeCloud;

beforeAll(async () => {
  fake = await startFakeCloud({ steps: 1, stepMs: 1 });
});
afterAll(() => fake.close());
beforeEach(() => {
  Object.assign(fake.knobs, { latencyMs: 0, fail5xxNext: 0, retryAfterSeconds: undefined });
});

function count(method: string, path: string): number {
  return fake.requests.filter((r) => r.method === method && r.path === path).length;
}

// undici checks header timeouts on a timer of about one second: the latency must exceed that.
describe("HttpClient timeouts and retries", () => {
  test("a read that does not answer in time is a retryable timeout, tried again", async () => {
    const cloud = new CloudClient({
      baseUrl: fake.url,
      apiKey: fake.apiKey,
      timeoutMs: 100,
      retry: { retries: 1, baseDelayMs: 5 },
    });
    fake.knobs.latencyMs = 1_500;
    const before = count("GET", "/api/queue");
    const error = await cloud.queue().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "timeout", retryable: true, status: undefined });
    expect(count("GET", "/api/queue")).toBe(before + 2);
  });

  test("a submit that times out is not sent again", async () => {
    const cloud = new CloudClient({
      baseUrl: fake.url,
      apiKey: fake.apiKey,
      timeoutMs: 100,
      retry: { retries: 3, baseDelayMs: 5 },
    });
    await cloud.objectInfo();
    fake.knobs.latencyMs = 1_500;
    const before = count("POST", "/api/prompt");
    await expect(cloud.submit(textWorkflow())).rejects.toMatchObject({ code: "timeout" });
    expect(count("POST", "/api/prompt")).toBe(before + 1);
  });

  test("a Retry-After longer than a minute is not waited out: the error carries it to the caller", async () => {
    const cloud = new CloudClient({ baseUrl: fake.url, apiKey: fake.apiKey, retry: { baseDelayMs: 5 } });
    Object.assign(fake.knobs, { fail5xxNext: 1, retryAfterSeconds: 120 });
    const before = count("GET", "/api/queue");
    await expect(cloud.queue()).rejects.toMatchObject({ status: 503, retryAfter: 120, retryable: true });
    expect(count("GET", "/api/queue")).toBe(before + 1);
  });

  test("an upload retried after a 503 sends its multipart body again, whole", async () => {
    const cloud = new CloudClient({ baseUrl: fake.url, apiKey: fake.apiKey, retry: { baseDelayMs: 5 } });
    const data = makePng(8, 8, "retry");
    fake.knobs.fail5xxNext = 1;
    await expect(cloud.uploadImage({ data, filename: "retry.png" })).resolves.toMatchObject({ name: "retry.png" });
    const [failed, retried] = fake.requests.filter((r) => r.path === "/api/upload/image").slice(-2);
    for (const request of [failed, retried])
      expect((request!.body as { image: { data: Buffer } }).image.data.equals(data)).toBe(true);
  });
});
