import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CloudClient } from "../../src/api/cloud.js";
import { UserError } from "../../src/errors.js";
import { newOutputs, stopPrompt as stopRemote } from "../../src/jobs/remotes/cloud-prompt.js";
import { applyValues, textToImage } from "../../src/workflows/built-in.js";
import { startFakeCloud, type FakeCloud } from "../../fakes/cloud/server.js";

describe("newOutputs", () => {
  const ref = (filename: string) => ({ filename, subfolder: "", type: "output" });

  test("keeps every kind of file, once", () => {
    const known = [{ node: "9", kind: "images" as const, filename: "a.png", subfolder: "", type: "output" }];
    const fresh = newOutputs(known, "9", {
      images: [ref("a.png"), ref("b.png"), ref("b.png")],
      video: [ref("c.mp4")],
      audio: [ref("d.flac")],
    });
    expect(fresh.map((o) => `${o.kind}:${o.filename}`)).toEqual(["images:b.png", "video:c.mp4", "audio:d.flac"]);
  });

  test("fills a missing subfolder and type with their documented defaults", () => {
    expect(newOutputs([], "9", { images: [{ filename: "x.png" } as never] })).toEqual([
      { node: "9", kind: "images", filename: "x.png", subfolder: "", type: "output" },
    ]);
  });
});

describe("stopPrompt", () => {
  let cloud: FakeCloud;
  let client: CloudClient;
  const submit = () => {
    const { graph, mapping } = textToImage();
    return client.submit(applyValues(graph, mapping, { prompt: "stop me", seed: 1, width: 64, height: 64 }));
  };
  const state = (id: string) => cloud.jobs.get(id)?.status;

  beforeAll(async () => {
    cloud = await startFakeCloud({ stepMs: 50, steps: 40, concurrency: 1 });
    client = new CloudClient({ baseUrl: cloud.url, apiKey: cloud.apiKey });
  });
  afterAll(async () => {
    await cloud?.close();
  });

  test("deletes a waiting job from the queue and interrupts nothing", async () => {
    const running = await submit();
    const waiting = await submit();
    await expect.poll(() => state(running.promptId)).toBe("executing");
    expect(await stopRemote(client, waiting.promptId)).toBe("deleted");
    expect(cloud.requests.some((r) => r.path === "/api/interrupt")).toBe(false);
    expect(await stopRemote(client, running.promptId)).toBe("interrupted");
    await expect.poll(() => state(running.promptId)).toBe("cancelled");
  });

  test("refuses to interrupt while another job of the key waits: it could start the instant ours ends", async () => {
    const running = await submit();
    const waiting = await submit();
    await expect.poll(() => state(running.promptId)).toBe("executing");
    const before = cloud.requests.filter((r) => r.path === "/api/interrupt").length;
    await expect(stopRemote(client, running.promptId)).rejects.toThrow(/not cancelled/);
    expect(cloud.requests.filter((r) => r.path === "/api/interrupt").length).toBe(before);
    expect(await stopRemote(client, waiting.promptId)).toBe("deleted");
    expect(await stopRemote(client, running.promptId)).toBe("interrupted");
  });

  test("refuses to interrupt a job that runs beside another of the same key", async () => {
    cloud.knobs.concurrency = 2;
    const a = await submit();
    const b = await submit();
    await expect.poll(() => [state(a.promptId), state(b.promptId)]).toEqual(["executing", "executing"]);
    const before = cloud.requests.filter((r) => r.path === "/api/interrupt").length;
    await expect(stopRemote(client, a.promptId)).rejects.toThrow(UserError);
    expect(cloud.requests.filter((r) => r.path === "/api/interrupt").length).toBe(before);
    cloud.knobs.concurrency = 1;
  });
});
