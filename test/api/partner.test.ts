import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PartnerClient, READ_BACK, waitForTask, type ImageOperation } from "../../src/api/partner.js";
import type { TaskState } from "../../src/api/schemas/index.js";
import { makePng, pngSize } from "../../fakes/png.js";
import { startCallbackReceiver, type CallbackReceiver } from "../../fakes/platform/receiver.js";
import { startFakePlatform, type FakePlatform } from "../../fakes/platform/server.js";

let fake: FakePlatform;
let partner: PartnerClient;
let receiver: CallbackReceiver;

beforeAll(async () => {
  fake = await startFakePlatform({ knobs: { taskMs: 40 } });
  partner = new PartnerClient({
    baseUrl: fake.url,
    token: fake.token,
    retry: { retries: 3, baseDelayMs: 5, maxDelayMs: 20 },
  });
  receiver = await startCallbackReceiver();
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});

const png = (width: number, height: number) => makePng(width, height, `${width}x${height}`).toString("base64");

function finish(operation: ImageOperation, task: TaskState): Promise<TaskState> {
  return waitForTask(() => partner.imageTask(operation, task.taskId), { intervalMs: 5, deadlineMs: 2000 });
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe("image tasks", () => {
  test("style transfer answers an unwrapped record and ends with an image the input's size", async () => {
    const before = fake.requests.length;
    const task = await partner.styleTransfer({
      image: png(48, 32),
      reference_image: png(8, 8),
      engine: "softy",
      style_strength: 100,
    });
    expect(fake.requests[before]!.headers.authorization).toBe(`Bearer ${fake.token}`);
    expect(task).toEqual({ taskId: expect.stringMatching(/^[0-9a-f-]{36}$/), state: "pending", urls: [] });
    // The fake's style-transfer read answers lower-case `task_status`, unwrapped.
    const done = await finish(READ_BACK.styleTransfer, task);
    expect(done.state).toBe("completed");
    expect(pngSize(await download(done.urls[0]!))).toEqual({ width: 48, height: 32 });
  });

  test("the skin enhancer answers a wrapped record and completes", async () => {
    const task = await partner.skinEnhancer({
      image: png(20, 20),
      optimized_for: "no_make_up",
      sharpen: 0,
      smart_grain: 100,
    });
    expect(task.state).toBe("pending");
    expect((await finish(READ_BACK.skinEnhancer, task)).state).toBe("completed");
  });

  test.each([
    ["2x", 40, 30, 80, 60],
    ["4x", 40, 30, 160, 120],
    ["16x", 20, 10, 320, 160],
  ] as const)("an upscale by %s makes %ix%i into %ix%i", async (scale_factor, width, height, outWidth, outHeight) => {
    const task = await partner.upscale(
      { image: png(width, height), scale_factor, creativity: -10, hdr: 10 },
      { width, height },
    );
    const done = await finish(READ_BACK.upscale, task);
    expect(pngSize(await download(done.urls[0]!))).toEqual({ width: outWidth, height: outHeight });
  });

  test("an upscale past 25.3 MP is refused before sending when the input size is known", async () => {
    const before = fake.requests.length;
    await expect(
      partner.upscale({ image: "https://example.com/big.png", scale_factor: "8x" }, { width: 1024, height: 1024 }),
    ).rejects.toMatchObject({
      code: "invalid_body",
      retryable: false,
      message: expect.stringContaining("largest allowed for 1024x1024 is 4x"),
    });
    expect(fake.requests.length).toBe(before);
  });

  test.each([
    [{ image: "x", creativity: 11 }, "creativity must be between -10 and 10"],
    [{ image: "x", scale_factor: "32x" }, "scale_factor must be one of: 2x, 4x, 8x, 16x"],
    [{ creativity: 0 }, "image is required"],
  ])("an out-of-range upscale body is refused without a request (%#)", async (body, message) => {
    const before = fake.requests.length;
    await expect(partner.upscale(body as never)).rejects.toMatchObject({
      service: "partner",
      code: "invalid_body",
      message,
    });
    expect(fake.requests.length).toBe(before);
  });

  test("precision-v2 and relight read-backs follow a task to completion", async () => {
    const relight = fake.addTask("image-relight");
    const precision = fake.addTask("image-upscaler-precision-v2");
    expect((await partner.relightStatus(relight)).state).toMatch(/pending|in_progress/);
    const done = await waitForTask(() => partner.precisionV2Status(precision), { intervalMs: 5, deadlineMs: 2000 });
    expect(done).toMatchObject({ taskId: precision, state: "completed" });
    expect((await partner.relightStatus(relight)).urls).toHaveLength(1);
  });

  test("an undocumented read-back the proxy lacks is not_supported; a documented 404 stays a 404", async () => {
    fake.knobs.unsupportedReads = ["image-upscaler"];
    try {
      const task = await partner.upscale({ image: png(8, 8) });
      await expect(partner.imageTask("image-upscaler", task.taskId)).rejects.toMatchObject({
        status: 405,
        code: "not_supported",
      });
      await expect(partner.relightStatus("no-such-task")).rejects.toMatchObject({ status: 404, code: "not_found" });
    } finally {
      fake.knobs.unsupportedReads = [];
    }
  });

  test("a wrong token is a 401 that is not retried", async () => {
    const stranger = new PartnerClient({ baseUrl: fake.url, token: "wrong" });
    await expect(stranger.skinEnhancer({ image: png(4, 4) })).rejects.toMatchObject({
      status: 401,
      code: "unauthorized",
      retryable: false,
    });
  });

  test("the webhook receives each status change with the task record", async () => {
    const task = await partner.upscale({ image: png(10, 10), webhook_url: `${receiver.url}/hooks/upscale` });
    await finish("image-upscaler", task);
    await expect.poll(() => receiver.received.filter((r) => r.path === "/hooks/upscale").length).toBe(2);
    const bodies = receiver.received.filter((r) => r.path === "/hooks/upscale").map((r) => r.body);
    expect(bodies).toEqual([
      { task_id: task.taskId, status: "IN_PROGRESS", generated: [] },
      { task_id: task.taskId, status: "COMPLETED", generated: [expect.stringContaining(`/files/${task.taskId}/`)] },
    ]);
    // The fake records a delivery once it has read the answer, just after the receiver saw the body.
    await expect
      .poll(() => fake.callbacks.filter((c) => c.url.endsWith("/hooks/upscale")).map((c) => c.status))
      .toEqual([204, 204]);
  });
});
