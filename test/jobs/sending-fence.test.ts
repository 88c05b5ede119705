import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CloudClient } from "../../src/api/cloud.js";
import { PartnerClient } from "../../src/api/partner.js";
import { cloudPromptRemote } from "../../src/jobs/remotes/cloud-prompt.js";
import { partnerImageRemote } from "../../src/jobs/remotes/partner-image.js";
import { StreamHub } from "../../src/jobs/remotes/streams.js";
import { createLogger } from "../../src/logging/logger.js";
import { applyValues, textToImage } from "../../src/workflows/built-in.js";
import { startFakeCloud, type FakeCloud } from "../../fakes/cloud/server.js";
import { startFakePlatform, type FakePlatform } from "../../fakes/platform/server.js";

/**
 * A job is marked sent right before its submit's POST, after what comes first (its image read):
 * a process gone while the image is read leaves a job never sent; a fence that says no sends nothing.
 */
let fake: FakePlatform;
let partner: PartnerClient;

beforeAll(async () => {
  fake = await startFakePlatform({ knobs: { taskMs: 40 } });
  partner = new PartnerClient({ baseUrl: fake.url, token: fake.token, retry: { retries: 0 } });
});
afterAll(async () => {
  await fake.close();
});

const upscales = () => fake.requests.filter((r) => r.method === "POST" && r.path.endsWith("/image-upscaler")).length;

/** A remote whose image is read when `read` is called; `events` records the order of the read, the fence and the POST. */
function remoteWithSlowImage(events: string[]) {
  let read!: () => void;
  const image = new Promise<string>((resolve) => (read = () => resolve("https://example.com/a.png")));
  const remote = partnerImageRemote({
    partner,
    operation: "image-upscaler",
    send: async (_callbackUrl, sending) => {
      const fenced = partner.fenced(sending);
      const url = await image;
      events.push("image read");
      return fenced.upscale({ image: url });
    },
    poll: { minMs: 10, maxMs: 20 },
    deadlineMs: 10_000,
  });
  return { remote, read };
}

test("the fence is awaited after the image is read and before the POST", async () => {
  const events: string[] = [];
  const { remote, read } = remoteWithSlowImage(events);
  const before = upscales();
  const started = remote.start("job-1", async () => {
    events.push(`fence (posted: ${upscales() - before})`);
    await Promise.resolve();
  });
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(events).toEqual([]);
  read();
  const { remoteId } = await started;
  expect(remoteId).toBeTruthy();
  expect(events).toEqual(["image read", "fence (posted: 0)"]);
  expect(upscales() - before).toBe(1);
});

test("a fence that says no sends nothing", async () => {
  const { remote, read } = remoteWithSlowImage([]);
  const before = upscales();
  read();
  await expect(remote.start("job-2", () => Promise.reject(new Error("held by another process")))).rejects.toThrow(
    "held by another process",
  );
  expect(upscales() - before).toBe(0);
});

describe("a cloud prompt", () => {
  let cloud: FakeCloud;
  let hub: StreamHub;
  beforeAll(async () => {
    cloud = await startFakeCloud({ stepMs: 5, steps: 2 });
    hub = new StreamHub({ cloudUrl: cloud.url, log: createLogger("silent") });
  });
  afterAll(async () => {
    await hub.close();
    await cloud.close();
  });

  test("reads object_info before the fence: between the job's sent mark and the service, only the POST", async () => {
    const { graph, mapping } = textToImage();
    const remote = cloudPromptRemote({
      // A client of its own: nothing cached, its first submit needs object_info (are there Partner Nodes?).
      cloud: new CloudClient({ baseUrl: cloud.url, apiKey: cloud.apiKey }),
      streams: hub,
      apiKey: cloud.apiKey,
      pollIntervalMs: 1_000,
      deadlineMs: 10_000,
      workflow: applyValues(graph, mapping, { prompt: "fenced", seed: 1, width: 64, height: 64 }),
    });
    let fencedAt = -1;
    const { remoteId } = await remote.start("job-3", async () => {
      fencedAt = cloud.requests.length;
      await Promise.resolve();
    });
    expect(remoteId).toBeTruthy();
    expect(cloud.requests.slice(0, fencedAt).some((r) => r.path === "/api/object_info")).toBe(true);
    expect(cloud.requests.slice(fencedAt).map((r) => `${r.method} ${r.path}`)).toEqual(["POST /api/prompt"]);
  });
});
