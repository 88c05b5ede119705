import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CloudClient } from "../../src/api/cloud.js";
import { StreamHub, type StreamSignal } from "../../src/jobs/remotes/streams.js";
import { applyValues, textToImage } from "../../src/workflows/built-in.js";
import { createLogger } from "../../src/logging/logger.js";
import { startFakeCloud, type FakeCloud } from "../../fakes/cloud/server.js";

let cloud: FakeCloud;
const log = createLogger("silent");
const events = { reconnect: { baseDelayMs: 10, maxDelayMs: 50 } };

beforeAll(async () => {
  cloud = await startFakeCloud({ stepMs: 5, steps: 4, concurrency: 2 });
});
afterAll(async () => {
  await cloud?.close();
});

function workflow(prompt: string) {
  const { graph, mapping } = textToImage();
  return applyValues(graph, mapping, { prompt, seed: 1, width: 64, height: 64 });
}

function until(signals: StreamSignal[], type: string): Promise<void> {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (signals.some((s) => s.type === type)) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
}

describe("StreamHub", () => {
  test("shares one socket per key and routes each job's events to its own watcher only", async () => {
    const hub = new StreamHub({ cloudUrl: cloud.url, log, events });
    const client = new CloudClient({ baseUrl: cloud.url, apiKey: cloud.apiKey });
    await hub.ready(cloud.apiKey);
    const [a, b] = await Promise.all([client.submit(workflow("a")), client.submit(workflow("b"))]);
    const seenA: StreamSignal[] = [];
    const seenB: StreamSignal[] = [];
    hub.watch(cloud.apiKey, a.promptId, (s) => seenA.push(s));
    hub.watch(cloud.apiKey, b.promptId, (s) => seenB.push(s));
    await Promise.all([until(seenA, "execution_success"), until(seenB, "execution_success")]);
    expect(cloud.sockets()).toBe(1);
    for (const s of seenA) if ("promptId" in s) expect(s.promptId).toBe(a.promptId);
    for (const s of seenB) if ("promptId" in s) expect(s.promptId).toBe(b.promptId);
    await hub.close();
  });

  test("replays the events that arrived before the job was watched", async () => {
    const hub = new StreamHub({ cloudUrl: cloud.url, log, events });
    const client = new CloudClient({ baseUrl: cloud.url, apiKey: cloud.apiKey });
    await hub.ready(cloud.apiKey);
    const { promptId } = await client.submit(workflow("late watcher"));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const seen: StreamSignal[] = [];
    hub.watch(cloud.apiKey, promptId, (s) => seen.push(s));
    expect(seen.map((s) => s.type)).toEqual(
      expect.arrayContaining(["execution_start", "executing", "progress", "executed", "execution_success"]),
    );
    expect(seen[0]!.type).toBe("execution_start");
    await hub.close();
  });

  test("closes a stream nobody watches, such as one opened for a key the service refused", async () => {
    const hub = new StreamHub({ cloudUrl: cloud.url, log, events, idleMs: 100 });
    const attempts = () =>
      cloud.requests.filter((r) => r.path === "/ws" && r.query.token === "fc_refused_key_000").length;
    await hub.ready("fc_refused_key_000", 200);
    expect(attempts()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const settled = attempts();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(attempts()).toBe(settled);
    await hub.close();
  });
});
