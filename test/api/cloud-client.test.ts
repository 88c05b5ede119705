import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { CloudClient, hasPartnerNodes, toJobState } from "../../src/api/cloud.js";
import { imageWorkflow, partnerWorkflow, textWorkflow } from "../../fakes/cloud/fixtures.js";
import { startFakeCloud, type FakeCloud } from "../../fakes/cloud/server.js";
import { makePng, pngSize } from "../../fakes/png.js";

let fake: FakeCloud;
let cloud: CloudClient;

beforeAll(async () => {
  fake = await startFakeCloud({ stepMs: 2, steps: 3 });
  cloud = new CloudClient({ baseUrl: fake.url, apiKey: fake.apiKey, retry: { baseDelayMs: 5 } });
});
afterAll(() => fake.close());
beforeEach(() => {
  Object.assign(fake.knobs, { concurrency: 1, stepMs: 2, executionError: undefined });
});

async function finished(promptId: string) {
  await vi.waitFor(() => expect(["success", "error", "cancelled"]).toContain(fake.jobs.get(promptId)?.status), {
    timeout: 5_000,
    interval: 5,
  });
  return fake.jobs.get(promptId)!;
}

async function bytes(body: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("CloudClient", () => {
  test("objectInfo answers the catalogue and is fetched once per five minutes", async () => {
    const fresh = new CloudClient({ baseUrl: fake.url, apiKey: fake.apiKey });
    const before = fake.requests.filter((r) => r.path === "/api/object_info").length;
    const info = await fresh.objectInfo();
    await fresh.objectInfo();
    expect(info.KSampler?.input.required?.seed?.[0]).toBe("INT");
    expect(info.FlowPartnerImageNode?.api_node).toBe(true);
    expect(fake.requests.filter((r) => r.path === "/api/object_info").length).toBe(before + 1);
  });

  test("objectInfo is fetched again once five minutes have passed", async () => {
    const fresh = new CloudClient({ baseUrl: fake.url, apiKey: fake.apiKey });
    const fetches = () => fake.requests.filter((r) => r.path === "/api/object_info").length;
    await fresh.objectInfo();
    const before = fetches();
    const now = Date.now();
    // The clock moved as in the shared worker's rule (vitest.config.ts): vi's fake Date, given back after.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(now + 5 * 60_000 - 1_000);
      await fresh.objectInfo();
      expect(fetches()).toBe(before);
      vi.setSystemTime(now + 5 * 60_000 + 1_000);
      await fresh.objectInfo();
    } finally {
      vi.useRealTimers();
    }
    expect(fetches()).toBe(before + 1);
  });

  test("a failed objectInfo is not cached", async () => {
    const fresh = new CloudClient({ baseUrl: fake.url, apiKey: fake.apiKey, retry: { retries: 0 } });
    fake.knobs.fail5xxNext = 1;
    await expect(fresh.objectInfo()).rejects.toMatchObject({ status: 503 });
    await expect(fresh.objectInfo()).resolves.toHaveProperty("KSampler");
  });

  test("sends X-API-Key on every REST request", async () => {
    await cloud.queue();
    const rest = fake.requests.filter((r) => r.path.startsWith("/api/"));
    expect(rest.length).toBeGreaterThan(0);
    for (const request of rest) expect(request.headers["x-api-key"]).toBe(fake.apiKey);
  });

  test("uploadImage sends image, type and overwrite as multipart and answers the stored name", async () => {
    const data = makePng(8, 8, "upload");
    const result = await cloud.uploadImage(
      { data, filename: "cat.png", contentType: "image/png" },
      { type: "input", overwrite: true },
    );
    expect(result).toEqual({ name: "cat.png", subfolder: "", type: "input" });
    const body = fake.requests.at(-1)!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      type: "input",
      overwrite: "true",
      image: { filename: "cat.png", contentType: "image/png" },
    });
    expect((body.image as { data: Buffer }).data.equals(data)).toBe(true);
  });

  test("uploadImage without overwrite keeps the existing file and renames the new one", async () => {
    await cloud.uploadImage({ data: makePng(8, 8, "a"), filename: "same.png" });
    const second = await cloud.uploadImage({ data: makePng(8, 8, "b"), filename: "same.png" }, { overwrite: false });
    expect(second.name).toBe("same (1).png");
  });

  test("uploadMask sends original_ref as a JSON string", async () => {
    const original = await cloud.uploadImage({ data: makePng(8, 8, "orig"), filename: "orig.png" });
    const ref = { filename: original.name, subfolder: "", type: "input" };
    const result = await cloud.uploadMask({ data: makePng(8, 8, "mask"), filename: "mask.png" }, ref);
    expect(result.name).toBe("mask.png");
    const body = fake.requests.at(-1)!.body as Record<string, unknown>;
    expect(JSON.parse(String(body.original_ref))).toEqual(ref);
  });

  test("submit sends no extra_data for a workflow without Partner Nodes", async () => {
    const { promptId, number } = await cloud.submit(textWorkflow());
    expect(typeof number).toBe("number");
    const body = fake.requests.findLast((r) => r.path === "/api/prompt")!.body as Record<string, unknown>;
    expect(body.extra_data).toBeUndefined();
    expect((await finished(promptId)).status).toBe("success");
  });

  test("submit adds extra_data.api_key_platform when the workflow holds a Partner Node, and the node runs", async () => {
    const { promptId } = await cloud.submit(partnerWorkflow());
    const body = fake.requests.findLast((r) => r.path === "/api/prompt")!.body as {
      extra_data?: { api_key_platform?: string };
    };
    expect(body.extra_data?.api_key_platform).toBe(fake.apiKey);
    expect((await finished(promptId)).status).toBe("success");
  });

  test("submit trusts a known partnerNodes answer and reads no object info for it", async () => {
    const fresh = new CloudClient({ baseUrl: fake.url, apiKey: fake.apiKey, retry: { baseDelayMs: 5 } });
    const before = fake.requests.length;
    await fresh.submit(partnerWorkflow(), { partnerNodes: true });
    await fresh.submit(textWorkflow(), { partnerNodes: false });
    const sent = fake.requests.slice(before);
    expect(sent.some((r) => r.path.endsWith("/object_info"))).toBe(false);
    const bodies = sent
      .filter((r) => r.path === "/api/prompt")
      .map((r) => (r.body as { extra_data?: unknown }).extra_data);
    expect(bodies).toEqual([{ api_key_platform: fake.apiKey }, undefined]);
  });

  test("hasPartnerNodes reads api_node from object info", async () => {
    const info = await cloud.objectInfo();
    expect(hasPartnerNodes(partnerWorkflow(), info)).toBe(true);
    expect(hasPartnerNodes(textWorkflow(), info)).toBe(false);
  });

  test("status answers the live value and its state, in flight and done", async () => {
    fake.knobs.stepMs = 30;
    const { promptId } = await cloud.submit(textWorkflow());
    await vi.waitFor(() => expect(fake.jobs.get(promptId)?.status).toBe("executing"), { interval: 2 });
    expect(await cloud.status(promptId)).toEqual({ state: "in_progress", raw: "executing" });
    await finished(promptId);
    expect(await cloud.status(promptId)).toEqual({ state: "completed", raw: "success" });
  });

  test.each([
    ["pending", "pending"],
    ["waiting_to_dispatch", "pending"],
    ["submitted", "pending"],
    ["queued_waiting", "pending"],
    ["in_progress", "in_progress"],
    ["preparing", "in_progress"],
    ["executing", "in_progress"],
    ["cancel_requested", "in_progress"],
    ["something_new", "in_progress"],
    ["completed", "completed"],
    ["success", "completed"],
    ["failed", "failed"],
    ["error", "failed"],
    ["non_retryable_error", "failed"],
    ["lost", "failed"],
    ["cancelled", "cancelled"],
    ["SUCCESS", "completed"],
    ["In_Progress", "in_progress"],
    ["constructor", "in_progress"],
    ["toString", "in_progress"],
  ])("status value %s maps to %s", (raw, state) => {
    expect(toJobState(raw)).toBe(state);
  });

  test("view follows the redirect to the signed URL without X-API-Key and streams the PNG", async () => {
    const { promptId } = await cloud.submit(textWorkflow({ seed: 77, width: 40, height: 16, batch: 2 }));
    const job = await finished(promptId);
    expect(job.outputs).toHaveLength(2);
    const [first] = job.outputs;
    const download = await cloud.view({ filename: first!.filename, subfolder: "", type: "output" });
    expect(download).toMatchObject({ filename: first!.filename, contentType: "image/png", size: first!.data.length });
    expect((await bytes(download.body)).equals(first!.data)).toBe(true);
    expect(pngSize(first!.data)).toEqual({ width: 40, height: 16 });
    const signed = fake.requests.findLast((r) => r.path.startsWith("/signed/"))!;
    expect(signed.headers["x-api-key"]).toBeUndefined();
  });

  test("the signed URL refuses a request that carries X-API-Key, and an expired one", async () => {
    const { promptId } = await cloud.submit(textWorkflow());
    const [output] = (await finished(promptId)).outputs;
    const redirect = await fetch(`${fake.url}/api/view?filename=${output!.filename}&subfolder=&type=output`, {
      headers: { "x-api-key": fake.apiKey },
      redirect: "manual",
    });
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get("location")!;
    expect((await fetch(location, { headers: { "x-api-key": fake.apiKey } })).status).toBe(403);
    expect((await fetch(location)).status).toBe(200);
    const expired = new URL(location);
    expired.searchParams.set("expires", "1");
    expect((await fetch(expired)).status).toBe(403);
  });

  test("outputs depend on the seed: same seed same bytes, another seed other bytes", async () => {
    const run = async (seed: number) =>
      (await finished((await cloud.submit(textWorkflow({ seed }))).promptId)).outputs[0]!.data;
    const [a, b, c] = [await run(1), await run(1), await run(2)];
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  test("an image-to-image workflow yields an image the size of the uploaded one", async () => {
    const upload = await cloud.uploadImage({ data: makePng(24, 40, "input"), filename: "in.png" }, { overwrite: true });
    const job = await finished((await cloud.submit(imageWorkflow(upload.name))).promptId);
    expect(pngSize(job.outputs[0]!.data)).toEqual({ width: 24, height: 40 });
  });

  test("shared queue reads ride on one request started less than a second ago; a plain read always asks", async () => {
    const reads = () => fake.requests.filter((r) => r.method === "GET" && r.path === "/api/queue").length;
    const before = reads();
    const [plain, ...shared] = await Promise.all([
      cloud.queue(),
      ...Array.from({ length: 5 }, () => cloud.queue({ shared: true })),
    ]);
    expect(reads() - before).toBe(1);
    expect(new Set([plain, ...shared]).size).toBe(1);
    await cloud.queue();
    expect(reads() - before).toBe(2);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 1_500);
      await cloud.queue({ shared: true });
      expect(reads() - before).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  test("queue lists running and pending jobs by prompt id; cancelQueued removes a pending one", async () => {
    fake.knobs.stepMs = 40;
    const running = await cloud.submit(textWorkflow());
    const pending = await cloud.submit(textWorkflow());
    await vi.waitFor(() => expect(fake.jobs.get(running.promptId)?.status).toBe("executing"), { interval: 2 });
    const queue = await cloud.queue();
    expect(queue.running.map((i) => i.promptId)).toEqual([running.promptId]);
    expect(queue.pending).toEqual([
      { number: pending.number, promptId: pending.promptId, workflow: expect.objectContaining({}) },
    ]);
    expect(JSON.stringify(queue.pending[0]!.workflow)).toContain("KSampler");
    expect(await cloud.cancelQueued([pending.promptId, running.promptId])).toEqual({ deleted: [pending.promptId] });
    expect(fake.jobs.get(pending.promptId)?.status).toBe("cancelled");
    await cloud.interrupt();
    expect((await finished(running.promptId)).status).toBe("cancelled");
    expect(await cloud.status(running.promptId)).toEqual({ state: "cancelled", raw: "cancelled" });
  });

  test("history answers a finished job's outputs, and undefined for an unknown job", async () => {
    const { promptId } = await cloud.submit(textWorkflow());
    const job = await finished(promptId);
    const history = await cloud.history(promptId);
    expect(history).toEqual({
      state: "completed",
      outputs: { "9": { images: [{ filename: job.outputs[0]!.filename, subfolder: "", type: "output" }] } },
    });
    expect(await cloud.history("00000000-0000-0000-0000-000000000000")).toBeUndefined();
  });
});
