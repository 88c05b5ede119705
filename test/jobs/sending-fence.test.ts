import { afterAll, beforeAll, expect, test } from "vitest";
import { PartnerClient } from "../../src/api/partner.js";
import { partnerImageRemote } from "../../src/jobs/remotes/partner-image.js";
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
