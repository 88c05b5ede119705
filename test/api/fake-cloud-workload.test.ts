import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { CloudClient } from "../../src/api/cloud.js";
import { drawPlan } from "../../fakes/cloud/workload.js";
import { startFakeCloud, type FakeCloud } from "../../fakes/cloud/server.js";
import { textWorkflow } from "../../fakes/cloud/fixtures.js";
import { pngSize } from "../../fakes/png.js";

let fake: FakeCloud;
let cloud: CloudClient;
const workload = {
  runMs: [300, 400] as [number, number],
  stepMs: [50, 100] as [number, number],
  outputBytes: [200_000, 300_000] as [number, number],
  largeEvery: 2,
  largeBytes: 1024 * 1024,
};

beforeAll(async () => {
  fake = await startFakeCloud({ concurrency: 4, workload });
  cloud = new CloudClient({ baseUrl: fake.url, apiKey: fake.apiKey });
});
afterAll(() => fake.close());

describe("the fake cloud's workload knob", () => {
  test("plans are drawn within the ranges and the same job number always gets the same plan", () => {
    for (let n = 0; n < 50; n++) {
      const plan = drawPlan(workload, n);
      expect(plan).toEqual(drawPlan(workload, n));
      expect(plan.stepMs).toBeGreaterThanOrEqual(50);
      expect(plan.stepMs).toBeLessThanOrEqual(100);
      expect(plan.steps * plan.stepMs).toBeGreaterThanOrEqual(300 - plan.stepMs);
      expect(plan.steps * plan.stepMs).toBeLessThanOrEqual(400 + plan.stepMs);
      if ((n + 1) % 2 === 0) expect(plan.outputBytes).toBe(1024 * 1024);
      else expect(plan.outputBytes).toBeGreaterThanOrEqual(200_000);
    }
  });

  test("each job runs its plan: its steps as progress events, timed start and end, outputs padded to size and still PNGs", async () => {
    const ids = await Promise.all(
      [1, 2].map(async (seed) => (await cloud.submit(textWorkflow({ seed, width: 64, height: 48 }))).promptId),
    );
    await vi.waitFor(() => expect(ids.every((id) => fake.jobs.get(id)?.status === "success")).toBe(true), {
      timeout: 5_000,
      interval: 20,
    });
    for (const id of ids) {
      const job = fake.jobs.get(id)!;
      const plan = job.plan!;
      expect(job.progressEvents).toBe(plan.steps);
      expect(job.endedAt! - job.startedAt!).toBeGreaterThanOrEqual(plan.steps * plan.stepMs - 20);
      const [output] = job.outputs;
      expect(output!.data.length).toBe(plan.outputBytes);
      expect(pngSize(output!.data)).toEqual({ width: 64, height: 48 });
      const download = await cloud.view({ filename: output!.filename, subfolder: "", type: "output" });
      const chunks: Buffer[] = [];
      for await (const chunk of download.body) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(output!.data)).toBe(true);
    }
    expect(ids.map((id) => fake.jobs.get(id)!.plan!.outputBytes)).toContain(1024 * 1024);
  });
});
