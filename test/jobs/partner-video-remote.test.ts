import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PartnerClient } from "../../src/api/partner.js";
import type { StoredOutput } from "../../src/db/store.js";
import type { RemoteEnd, RemoteUpdate } from "../../src/jobs/remote.js";
import { COVER, partnerVideoRemote, videoOutputs } from "../../src/jobs/remotes/partner-video.js";
import { startFakePlatform, type FakePlatform } from "../../fakes/platform/server.js";

let fake: FakePlatform;
let partner: PartnerClient;
beforeAll(async () => {
  fake = await startFakePlatform({ knobs: { taskMs: 50, videoTaskMs: 600 } });
  partner = new PartnerClient({
    baseUrl: fake.url,
    token: fake.token,
    retry: { retries: 1, baseDelayMs: 5, maxDelayMs: 10 },
  });
});
afterAll(() => fake.close());

const image = "https://example.com/frame.png";

describe("the partner video remote", () => {
  test("follows a task to its end: the POST's credits first, progress with an ETA, then each video with its creation id and cover", async () => {
    const remote = partnerVideoRemote({
      partner,
      send: () => partner.startEnd2Video({ model: "vidq2-turbo", images: [image] }),
      poll: { minMs: 30, maxMs: 60 },
      deadlineMs: 10_000,
    });
    const { remoteId, end } = await remote.start("job-1");
    expect(end).toBeUndefined();
    const updates: RemoteUpdate[] = [];
    const outputs: StoredOutput[] = [];
    const ended = await new Promise<RemoteEnd>((resolve) => {
      remote.follow(
        remoteId,
        { update: (u) => updates.push(u), outputs: (o) => outputs.push(...o), end: resolve },
        { resumed: false },
      );
    });
    expect(ended).toEqual({ status: "completed" });
    expect(updates[0]).toEqual({ credits: 20 });
    expect(updates.some((u) => u.etaAt !== undefined && u.etaAt > Date.now() - 1_000)).toBe(true);
    const percents = updates.flatMap((u) => (u.percent === undefined ? [] : [u.percent]));
    expect(new Set(percents).size).toBeGreaterThan(1);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(outputs).toEqual([
      {
        node: "0",
        kind: "video",
        filename: "0.mp4",
        subfolder: "",
        type: "output",
        url: expect.stringMatching(/0\.mp4$/),
        creationId: `${remoteId}-0`,
      },
      {
        node: "0",
        kind: "images",
        filename: "0-cover.png",
        subfolder: "",
        type: COVER,
        url: expect.stringMatching(/0-cover\.png$/),
      },
    ]);
    expect(await remote.outputs(remoteId, [], false)).toEqual(outputs);
  });

  test("a read-back without creations still gives the videos by URL", () => {
    expect(videoOutputs({ taskId: "t", state: "completed", urls: ["https://cdn.example/a/clip.mp4"] })).toEqual([
      {
        node: "0",
        kind: "video",
        filename: "clip.mp4",
        subfolder: "",
        type: "output",
        url: "https://cdn.example/a/clip.mp4",
      },
    ]);
  });
});
