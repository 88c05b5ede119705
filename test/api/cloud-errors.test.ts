import { setTimeout as sleep } from "node:timers/promises";
import { Agent } from "undici";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { CloudClient } from "../../src/api/cloud.js";
import { ApiError } from "../../src/api/errors.js";
import { textWorkflow } from "../../fakes/cloud/fixtures.js";
import { startFakeCloud, type FakeCloud } from "../../fakes/cloud/server.js";
import { makePng } from "../../fakes/png.js";
import { freePort } from "../helpers/free-port.js";

let fake: FakeCloud;
let cloud: CloudClient;

beforeAll(async () => {
  fake = await startFakeCloud({ stepMs: 1, steps: 1 });
  cloud = new CloudClient({ baseUrl: fake.url, apiKey: fake.apiKey, retry: { retries: 3, baseDelayMs: 5 } });
  await cloud.objectInfo();
});
afterAll(() => fake.close());
beforeEach(() => {
  Object.assign(fake.knobs, {
    fail5xxNext: 0,
    failRate5xx: 0,
    retryAfterSeconds: undefined,
    dropResponseNext: 0,
    insufficientCredits: false,
    subscriptionInactive: false,
  });
});

function count(method: string, path: string): number {
  return fake.requests.filter((r) => r.method === method && r.path === path).length;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("cloud errors", () => {
  test("a workflow missing a required input is a 400 with the node's errors", async () => {
    const workflow = textWorkflow();
    delete workflow["4"]!.inputs.ckpt_name;
    const error = await failure(cloud.submit(workflow));
    expect(error).toMatchObject({ status: 400, code: "prompt_outputs_failed_validation", retryable: false });
    expect(error.nodeErrors?.["4"]).toMatchObject({
      class_type: "CheckpointLoaderSimple",
      errors: [{ type: "required_input_missing", details: "ckpt_name" }],
    });
  });

  test("a workflow with no output node is a 400 prompt_no_outputs", async () => {
    const workflow = textWorkflow();
    delete workflow["9"];
    expect(await failure(cloud.submit(workflow))).toMatchObject({ status: 400, code: "prompt_no_outputs" });
  });

  test("a refused key is a 401, not retried", async () => {
    const before = count("GET", "/api/queue");
    const wrong = new CloudClient({ baseUrl: fake.url, apiKey: "fc_wrong", retry: { baseDelayMs: 5 } });
    expect(await failure(wrong.queue())).toMatchObject({ status: 401, code: "unauthorized", retryable: false });
    expect(count("GET", "/api/queue")).toBe(before + 1);
  });

  test.each([
    ["insufficientCredits", 402, "insufficient_credits"],
    ["subscriptionInactive", 429, "subscription_inactive"],
  ] as const)("%s answers %i, which is final and not retried", async (knob, status, code) => {
    fake.knobs[knob] = true;
    const before = count("POST", "/api/prompt");
    expect(await failure(cloud.submit(textWorkflow()))).toMatchObject({ status, code, retryable: false });
    expect(count("POST", "/api/prompt")).toBe(before + 1);
  });

  test.each([1, 3])("a read retries %i 503s and then succeeds", async (failures) => {
    fake.knobs.fail5xxNext = failures;
    const before = count("GET", "/api/queue");
    await expect(cloud.queue()).resolves.toEqual({ running: [], pending: [] });
    expect(count("GET", "/api/queue")).toBe(before + failures + 1);
  });

  test("a read that keeps failing gives up after the retries with a retryable 503", async () => {
    fake.knobs.failRate5xx = 1;
    const before = count("GET", "/api/queue");
    expect(await failure(cloud.queue())).toMatchObject({ status: 503, code: "service_unavailable", retryable: true });
    expect(count("GET", "/api/queue")).toBe(before + 4);
  });

  test("Retry-After is waited out before the next try", async () => {
    Object.assign(fake.knobs, { fail5xxNext: 1, retryAfterSeconds: 0.2 });
    const started = Date.now();
    await cloud.queue();
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  test("POST /api/prompt is not re-sent after a 503", async () => {
    fake.knobs.fail5xxNext = 1;
    const before = count("POST", "/api/prompt");
    expect(await failure(cloud.submit(textWorkflow()))).toMatchObject({ status: 503 });
    expect(count("POST", "/api/prompt")).toBe(before + 1);
  });

  test("POST /api/interrupt is not re-sent after a 503 (a second one could stop the next job)", async () => {
    fake.knobs.fail5xxNext = 1;
    const before = count("POST", "/api/interrupt");
    expect(await failure(cloud.interrupt())).toMatchObject({ status: 503 });
    expect(count("POST", "/api/interrupt")).toBe(before + 1);
  });

  test("POST /api/prompt is not re-sent after the connection dropped without an answer", async () => {
    fake.knobs.dropResponseNext = 1;
    const before = count("POST", "/api/prompt");
    const jobs = fake.jobs.size;
    expect(await failure(cloud.submit(textWorkflow()))).toMatchObject({ code: "network", status: undefined });
    expect(count("POST", "/api/prompt")).toBe(before + 1);
    expect(fake.jobs.size).toBe(jobs + 1);
  });

  test("POST /api/prompt is retried when the connection was refused (it never left)", async () => {
    const port = await freePort();
    const first = await startFakeCloud({ port });
    const dispatcher = new Agent();
    const client = new CloudClient({
      baseUrl: first.url,
      apiKey: first.apiKey,
      retry: { retries: 8, baseDelayMs: 20, maxDelayMs: 40 },
      dispatcher,
    });
    await client.objectInfo();
    await first.close();
    const submitted = client.submit(textWorkflow());
    await sleep(60);
    const second = await startFakeCloud({ port, steps: 1, stepMs: 1 });
    try {
      await expect(submitted).resolves.toMatchObject({ promptId: expect.any(String) });
      expect(second.requests.filter((r) => r.path === "/api/prompt")).toHaveLength(1);
    } finally {
      await second.close();
      await dispatcher.close();
    }
  });

  test.each([
    [16384, 200],
    [16385, 400],
  ])("an upload %i px wide answers %i", async (width, status) => {
    const upload = cloud.uploadImage({ data: makePng(width, 1, "wide"), filename: "wide.png" });
    if (status === 200) await expect(upload).resolves.toMatchObject({ name: "wide.png" });
    else expect(await failure(upload)).toMatchObject({ status, code: "image_too_large", retryable: false });
  });

  test("status of an unknown job is a 404", async () => {
    expect(await failure(cloud.status("nope"))).toMatchObject({ status: 404, code: "not_found" });
  });

  test("status of another key's job is a 403", async () => {
    const shared = await startFakeCloud({ apiKeys: ["fc_key_a_00000000", "fc_key_b_00000000"], steps: 1, stepMs: 1 });
    try {
      const a = new CloudClient({ baseUrl: shared.url, apiKey: "fc_key_a_00000000" });
      const b = new CloudClient({ baseUrl: shared.url, apiKey: "fc_key_b_00000000" });
      const { promptId } = await a.submit(textWorkflow());
      expect(await failure(b.status(promptId))).toMatchObject({ status: 403 });
    } finally {
      await shared.close();
    }
  });
});
