import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ApiError } from "../../src/api/errors.js";
import { HttpClient } from "../../src/api/http.js";
import { PartnerClient, waitForTask } from "../../src/api/partner.js";
import type { TaskState } from "../../src/api/schemas/index.js";
import { makePng } from "../../fakes/png.js";
import { startCallbackReceiver, type CallbackReceiver } from "../../fakes/platform/receiver.js";
import { startFakePlatform, type FakePlatform } from "../../fakes/platform/server.js";

let fake: FakePlatform;
let partner: PartnerClient;
let receiver: CallbackReceiver;
const retry = { retries: 3, baseDelayMs: 5, maxDelayMs: 20 };

beforeAll(async () => {
  fake = await startFakePlatform({ knobs: { taskMs: 40 } });
  partner = new PartnerClient({ baseUrl: fake.url, token: fake.token, retry });
  receiver = await startCallbackReceiver();
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});

const image = "https://example.com/frame.png";

function finish(task: TaskState): Promise<TaskState> {
  return waitForTask(() => partner.creations(task.taskId), { intervalMs: 5, deadlineMs: 2000, initial: task });
}

describe("video tasks", () => {
  test.each([
    [
      "start-end2video",
      () =>
        partner.startEnd2Video({
          model: "vidq3-pro",
          images: [image, image],
          duration: 16,
          resolution: "2K",
          audio: true,
          meta_data: "{}",
        }),
      20,
    ],
    [
      "extend",
      () =>
        partner.extend({
          model: "vidq2-turbo",
          duration: 7,
          video_creation_id: "c1",
          video_url: "https://example.com/v.mp4",
        }),
      15,
    ],
    [
      "multiframe",
      () =>
        partner.multiframe({
          model: "vidq2-pro",
          start_image: image,
          image_settings: [
            { key_image: image, duration: 2 },
            { key_image: image, prompt: "pan" },
          ],
        }),
      30,
    ],
  ])("%s starts a task that ends with an mp4 creation", async (_name, start, credits) => {
    const task = await start();
    expect(task).toMatchObject({ state: "pending", credits, urls: [] });
    const done = await finish(task);
    expect(done).toMatchObject({ taskId: task.taskId, state: "completed", progress: 100 });
    const response = await fetch(done.urls[0]!);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(4, 8).toString("ascii")).toBe("ftyp");
  });

  test("a result URL refuses a request that carries the API credential", async () => {
    const done = await finish(await partner.startEnd2Video({ model: "vidq1", images: [image] }));
    const response = await fetch(done.urls[0]!, { headers: { authorization: `Bearer ${fake.token}` } });
    expect(response.status).toBe(403);
  });

  test("a reply that already says failed is failed without polling", async () => {
    fake.knobs.failOnCreate = true;
    try {
      const task = await partner.startEnd2Video({ model: "vidq2-pro", images: [image] });
      expect(task).toMatchObject({ state: "failed", error: "content_rejected" });
      let polls = 0;
      const result = await waitForTask(async () => (polls++, partner.creations(task.taskId)), {
        intervalMs: 5,
        deadlineMs: 500,
        initial: task,
      });
      expect(result).toBe(task);
      expect(polls).toBe(0);
    } finally {
      fake.knobs.failOnCreate = false;
    }
  });

  test("callback_url receives the processing and success records", async () => {
    const task = await partner.extend({
      model: "vidq2-pro",
      video_creation_id: "c2",
      video_url: "https://example.com/v.mp4",
      callback_url: `${receiver.url}/video`,
    });
    await finish(task);
    await expect.poll(() => receiver.received.filter((r) => r.path === "/video").length).toBe(2);
    const states = receiver.received
      .filter((r) => r.path === "/video")
      .map((r) => r.body as { id: string; state: string });
    expect(states).toEqual([
      expect.objectContaining({ id: task.taskId, state: "processing" }),
      expect.objectContaining({
        id: task.taskId,
        state: "success",
        creations: [expect.objectContaining({ url: expect.stringContaining(".mp4") })],
      }),
    ]);
  });

  test("an out-of-range duration for the model is refused before sending", async () => {
    const before = fake.requests.length;
    const error = await partner
      .startEnd2Video({ model: "vidq2-pro-fast", images: [image], duration: 11 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "invalid_body",
      message: "duration must be between 1 and 10 for vidq2-pro-fast",
    });
    expect(fake.requests.length).toBe(before);
  });

  test("a start is not sent again after a 503, and a read-back is", async () => {
    fake.knobs.fail5xxNext = 1;
    let before = fake.requests.length;
    const error = await partner
      .multiframe({
        model: "vidq2-pro",
        start_image: image,
        image_settings: [{ key_image: image }, { key_image: image }],
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, retryable: true });
    expect(fake.requests.length - before).toBe(1);

    const task = await partner.startEnd2Video({ model: "vidq2-pro", images: [image] });
    fake.knobs.fail5xxNext = 2;
    before = fake.requests.length;
    expect((await partner.creations(task.taskId)).taskId).toBe(task.taskId);
    expect(fake.requests.length - before).toBe(3);
  });
});

describe("the fake's long video tasks", () => {
  test("progress rises while a task runs, and the creation carries its id and a cover image", async () => {
    fake.knobs.videoTaskMs = 600;
    try {
      const task = await partner.startEnd2Video({ model: "vidq2-pro", images: [image] });
      const seen: number[] = [];
      const done = await waitForTask(() => partner.creations(task.taskId), {
        intervalMs: 40,
        deadlineMs: 3000,
        initial: task,
        onUpdate: (t) => seen.push(t.progress ?? -1),
      });
      const running = seen.filter((p) => p > 0 && p < 100);
      expect(new Set(running).size).toBeGreaterThan(2);
      expect(running).toEqual([...running].sort((a, b) => a - b));
      expect(done.creations).toEqual([
        { id: `${task.taskId}-0`, url: done.urls[0], coverUrl: expect.stringMatching(/cover\.png$/) },
      ]);
      const cover = Buffer.from(await (await fetch(done.creations![0]!.coverUrl!)).arrayBuffer());
      expect(cover.subarray(1, 4).toString("ascii")).toBe("PNG");
    } finally {
      delete fake.knobs.videoTaskMs;
    }
  });

  test("a video can be made larger than an upload limit", async () => {
    fake.knobs.videoBytes = 12 * 1024 * 1024;
    try {
      const done = await finish(await partner.startEnd2Video({ model: "vidq2-pro", images: [image] }));
      const bytes = Buffer.from(await (await fetch(done.urls[0]!)).arrayBuffer());
      expect(bytes.length).toBe(12 * 1024 * 1024);
      expect(bytes.subarray(4, 8).toString("ascii")).toBe("ftyp");
    } finally {
      fake.knobs.videoBytes = 0;
    }
  });

  test("a task that never ends stays processing", async () => {
    fake.knobs.videoTaskMs = Infinity;
    try {
      const task = await partner.startEnd2Video({ model: "vidq2-pro", images: [image] });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await partner.creations(task.taskId)).toMatchObject({ state: "in_progress" });
    } finally {
      delete fake.knobs.videoTaskMs;
    }
  });

  test("a POST refused at once carries the reason", async () => {
    Object.assign(fake.knobs, { failOnCreate: true, failReason: "audit_failed" });
    try {
      expect(await partner.startEnd2Video({ model: "vidq2-pro", images: [image] })).toMatchObject({
        state: "failed",
        error: "audit_failed",
      });
    } finally {
      Object.assign(fake.knobs, { failOnCreate: false, failReason: "content_rejected" });
    }
  });
});

describe("the proxy's own validation", () => {
  // Sent around our schemas, to show the fake refuses bad bodies by itself and how the errors map.
  const huge = makePng(1, 1, 0);
  huge.writeUInt32BE(2600, 16); // only the header is read: a 2600x2600 image
  huge.writeUInt32BE(2600, 20);
  test.each([
    [
      "/proxy/imgpartner/v1/ai/image-upscaler",
      { image: "x", hdr: -11 },
      "invalid_request",
      "'hdr' must be an integer in [-10, 10]",
    ],
    [
      "/proxy/imgpartner/v1/ai/image-style-transfer",
      { image: "x", reference_image: "y", style_strength: 101 },
      "invalid_request",
      "'style_strength'",
    ],
    [
      "/proxy/imgpartner/v1/ai/skin-enhancer/flexible",
      { image: "x", smart_grain: -1 },
      "invalid_request",
      "'smart_grain'",
    ],
    [
      "/proxy/imgpartner/v1/ai/image-upscaler",
      { image: "https://example.com/a.png", scale_factor: "32x" },
      "invalid_request",
      "'scale_factor'",
    ],
    [
      "/proxy/imgpartner/v1/ai/image-upscaler",
      { image: huge.toString("base64"), scale_factor: "2x" },
      "invalid_request",
      "(5200x5200) would exceed 25.3 million pixels",
    ],
    [
      "/proxy/vidpartner/start-end2video",
      { model: "vidq2-pro", images: ["x"], duration: 9 },
      "http_400",
      "invalid parameters: 'duration' must be an integer in [1, 8]",
    ],
    [
      "/proxy/vidpartner/extend",
      { model: "vidq2-pro", video_url: "https://example.com/v.mp4" },
      "http_400",
      "'video_creation_id' and 'video_url' must be given together",
    ],
    [
      "/proxy/vidpartner/multiframe",
      { model: "vidq2-pro", start_image: "x", image_settings: [{ key_image: "k" }] },
      "http_400",
      "'image_settings' must be an array of 2 to 9 items",
    ],
  ])("POST %s with a bad body answers 400 (%#)", async (path, json, code, message) => {
    const client = new HttpClient({
      service: "partner",
      baseUrl: fake.url,
      headers: { authorization: `Bearer ${fake.token}` },
      retry: { retries: 0 },
    });
    const error = (await client.json({ method: "POST", path, json }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code, retryable: false });
    expect(error.message).toContain(message);
  });
});
