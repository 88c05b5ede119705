import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ApiError } from "../../src/api/errors.js";
import { PartnerClient, waitForTask } from "../../src/api/partner.js";
import type { TaskState } from "../../src/api/schemas/index.js";
import { startFakePlatform, type FakePlatform } from "../../fakes/platform/server.js";

let fake: FakePlatform;
let partner: PartnerClient;

beforeAll(async () => {
  fake = await startFakePlatform({ knobs: { taskMs: 150 } });
  partner = new PartnerClient({
    baseUrl: fake.url,
    token: fake.token,
    retry: { retries: 1, baseDelayMs: 5, maxDelayMs: 10 },
  });
});
afterAll(() => fake.close());

const upscale = () => partner.upscale({ image: "https://example.com/a.png" });
const pollOf = (task: TaskState) => () => partner.imageTask("image-upscaler", task.taskId);

describe("waitForTask", () => {
  test("reports every poll and ends at COMPLETED", async () => {
    const task = await upscale();
    const seen: string[] = [];
    const done = await waitForTask(pollOf(task), {
      intervalMs: 5,
      deadlineMs: 3000,
      onUpdate: (t) => seen.push(t.state),
    });
    expect(done.state).toBe("completed");
    expect(done.urls).toHaveLength(1);
    // Each state in order, ending at completed; on a busy machine a short phase may pass between two polls.
    const states = [...new Set(seen)];
    expect(states).toEqual(["pending", "in_progress", "completed"].filter((s) => states.includes(s)));
    expect(states.at(-1)).toBe("completed");
  });

  test("ends at FAILED with the service's error", async () => {
    fake.knobs.taskFails = true;
    try {
      const image = await upscale();
      expect(await waitForTask(pollOf(image), { intervalMs: 5, deadlineMs: 3000 })).toMatchObject({
        state: "failed",
        urls: [],
      });
      const video = await partner.startEnd2Video({ model: "vidq2-pro", images: ["https://example.com/a.png"] });
      const failed = await waitForTask(() => partner.creations(video.taskId), {
        intervalMs: 5,
        deadlineMs: 3000,
        initial: video,
      });
      expect(failed).toMatchObject({ state: "failed", error: "generation_failed" });
    } finally {
      fake.knobs.taskFails = false;
    }
  });

  test("gives up at the deadline with a typed timeout", async () => {
    fake.knobs.taskMs = 10_000;
    try {
      const task = await upscale();
      let polls = 0;
      const started = Date.now();
      const error = await waitForTask(() => (polls++, pollOf(task)()), { intervalMs: 10, deadlineMs: 80 }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ service: "partner", code: "timeout", retryable: false });
      expect((error as ApiError).message).toContain("last state: pending");
      // At the deadline, not at the task's end (10 s): how much after it is the machine's load.
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(polls).toBeGreaterThan(2);
    } finally {
      fake.knobs.taskMs = 150;
    }
  });

  test("polls through a transient failure of the read-back", async () => {
    const task = await upscale();
    fake.knobs.fail5xxNext = 2; // more than the client's own single retry
    const done = await waitForTask(pollOf(task), { intervalMs: 5, deadlineMs: 3000 });
    expect(done.state).toBe("completed");
  });

  test("stops at once when a final error comes back", async () => {
    const error = await waitForTask(() => partner.relightStatus("unknown"), { intervalMs: 5, deadlineMs: 3000 }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 404, retryable: false });
  });

  test("stops when its signal is aborted", async () => {
    const task = await upscale();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const error = await waitForTask(pollOf(task), { intervalMs: 5, deadlineMs: 3000, signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: "aborted" });
  });
});
