import { once } from "node:events";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { CloudClient } from "../../src/api/cloud.js";
import { CloudEvents, type CloudEvent, type CloudEventsOptions } from "../../src/api/events.js";
import { partnerWorkflow, textWorkflow } from "../../fakes/cloud/fixtures.js";
import { DEFAULT_KNOBS } from "../../fakes/cloud/knobs.js";
import { startFakeCloud, type FakeCloud } from "../../fakes/cloud/server.js";

let fake: FakeCloud;
let cloud: CloudClient;
const streams: CloudEvents[] = [];
const logged: unknown[] = [];
const logger = {
  debug: (...a: unknown[]) => logged.push(a),
  info: (...a: unknown[]) => logged.push(a),
  warn: (...a: unknown[]) => logged.push(a),
};

beforeAll(async () => {
  fake = await startFakeCloud({ stepMs: 3, steps: 3 });
  cloud = new CloudClient({ baseUrl: fake.url, apiKey: fake.apiKey, retry: { baseDelayMs: 5 } });
});
afterEach(async () => {
  await Promise.all(streams.splice(0).map((s) => s.close()));
  Object.assign(fake.knobs, { ...DEFAULT_KNOBS, stepMs: 3, steps: 3 });
});
afterAll(async () => {
  await fake.close();
  expect(JSON.stringify(logged)).not.toContain(fake.apiKey);
});

async function open(options: Partial<CloudEventsOptions> = {}): Promise<CloudEvents> {
  const events = new CloudEvents({
    baseUrl: fake.url,
    apiKey: fake.apiKey,
    logger,
    reconnect: { baseDelayMs: 5, maxDelayMs: 20 },
    ...options,
  });
  streams.push(events);
  const opened = once(events, "open");
  events.start();
  await opened;
  return events;
}

/** Collects one prompt's events until it ends. */
function collect(events: CloudEvents, promptId: string): Promise<CloudEvent[]> {
  return new Promise((resolve) => {
    const seen: CloudEvent[] = [];
    const unsubscribe = events.subscribe(promptId, (event) => {
      seen.push(event);
      if (
        event.type === "execution_success" ||
        event.type === "execution_error" ||
        event.type === "execution_interrupted"
      ) {
        unsubscribe();
        resolve(seen);
      }
    });
  });
}

describe("CloudEvents", () => {
  test("follows a job from start to success, with PNG previews from frame 4 and node text from frame 3", async () => {
    const events = await open();
    const { promptId } = await cloud.submit(textWorkflow());
    const seen = await collect(events, promptId);
    const types = [...new Set(seen.map((e) => e.type))];
    expect(types).toEqual([
      "execution_start",
      "execution_cached",
      "executing",
      "text",
      "progress",
      "progress_state",
      "preview",
      "executed",
      "execution_success",
    ]);
    const preview = seen.find((e) => e.type === "preview")!;
    expect(preview).toMatchObject({ promptId, nodeId: "3", mime: "image/png" });
    expect(seen.find((e) => e.type === "text")).toMatchObject({ promptId, nodeId: "3", text: "sampling 3 steps" });
    expect(seen.filter((e) => e.type === "progress").map((e) => (e as { value: number }).value)).toEqual([1, 2, 3]);
    const executed = seen.find((e) => e.type === "executed") as Extract<CloudEvent, { type: "executed" }>;
    expect(executed.output.images?.[0]?.filename).toBe(fake.jobs.get(promptId)!.outputs[0]!.filename);
  });

  test("frame 1 previews carry no prompt and are given to the prompt last seen executing", async () => {
    fake.knobs.honourFeatureFlags = false;
    const events = await open();
    const { promptId } = await cloud.submit(textWorkflow());
    const previews = (await collect(events, promptId)).filter((e) => e.type === "preview");
    expect(previews).toHaveLength(3);
    for (const preview of previews) expect(preview).toMatchObject({ promptId, mime: "image/png" });
    expect(previews[0]).not.toHaveProperty("nodeId");
  });

  test("two concurrent jobs on one socket: each subscriber hears only its own prompt", async () => {
    Object.assign(fake.knobs, { concurrency: 2, stepMs: 5, steps: 4 });
    const events = await open();
    const all: CloudEvent[] = [];
    events.on("event", (e: CloudEvent) => all.push(e));
    const [a, b] = await Promise.all([
      cloud.submit(textWorkflow({ seed: 1 })),
      cloud.submit(textWorkflow({ seed: 2 })),
    ]);
    const [seenA, seenB] = await Promise.all([collect(events, a.promptId), collect(events, b.promptId)]);
    for (const [seen, id] of [
      [seenA, a.promptId],
      [seenB, b.promptId],
    ] as const) {
      expect(seen.every((e) => "promptId" in e && e.promptId === id)).toBe(true);
      expect(seen.filter((e) => e.type === "progress")).toHaveLength(4);
      expect(seen.at(-1)!.type).toBe("execution_success");
    }
    const startA = all.findIndex((e) => e.type === "execution_start" && e.promptId === a.promptId);
    const endB = all.findIndex((e) => e.type === "execution_success" && e.promptId === b.promptId);
    expect(startA).toBeLessThan(endB);
    expect(fake.sockets()).toBe(1);
  });

  test("a job that fails ends with execution_error naming the exception and node, and status failed", async () => {
    fake.knobs.executionError = { exceptionType: "OOMError", exceptionMessage: "CUDA out of memory" };
    const events = await open();
    const { promptId } = await cloud.submit(textWorkflow());
    const seen = await collect(events, promptId);
    expect(seen.at(-1)).toEqual({
      type: "execution_error",
      promptId,
      exceptionType: "OOMError",
      exceptionMessage: "CUDA out of memory",
      nodeId: "3",
      nodeType: "KSampler",
    });
    expect(await cloud.status(promptId)).toEqual({ state: "failed", raw: "error" });
  });

  test("a Partner Node submitted without the platform key fails in execution", async () => {
    const events = await open();
    const response = await fetch(`${fake.url}/api/prompt`, {
      method: "POST",
      headers: { "x-api-key": fake.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ prompt: partnerWorkflow() }),
    });
    const { prompt_id: promptId } = (await response.json()) as { prompt_id: string };
    const seen = await collect(events, promptId);
    expect(seen.at(-1)).toMatchObject({
      type: "execution_error",
      exceptionMessage: expect.stringContaining("Unauthorized"),
    });
  });

  test("a queued job that is deleted and a running job that is interrupted both end with execution_interrupted", async () => {
    fake.knobs.stepMs = 30;
    const events = await open();
    const notes: string[] = [];
    events.on("event", (e: CloudEvent) => e.type === "notification" && notes.push(e.value));
    const running = await cloud.submit(textWorkflow());
    const queued = await cloud.submit(textWorkflow());
    const [runningEvents, queuedEvents] = [collect(events, running.promptId), collect(events, queued.promptId)];
    await vi.waitFor(() => expect(fake.jobs.get(running.promptId)?.status).toBe("executing"), { interval: 2 });
    await cloud.cancelQueued([queued.promptId]);
    await cloud.interrupt();
    expect(await queuedEvents).toEqual([{ type: "execution_interrupted", promptId: queued.promptId }]);
    expect((await runningEvents).at(-1)).toEqual({ type: "execution_interrupted", promptId: running.promptId });
    expect(notes).toContain("Waiting for a free machine");
  });

  test("a listener that throws does not stop the others or the stream", async () => {
    const events = await open();
    const { promptId } = await cloud.submit(textWorkflow());
    events.subscribe(promptId, () => {
      throw new Error("listener bug");
    });
    expect((await collect(events, promptId)).at(-1)!.type).toBe("execution_success");
    expect(events.connected).toBe(true);
  });

  test("the queue status arrives on connect and when jobs are queued", async () => {
    const events = await open();
    const statuses: number[] = [];
    events.on("event", (e: CloudEvent) => e.type === "status" && statuses.push(e.queueRemaining));
    const { promptId } = await cloud.submit(textWorkflow());
    await collect(events, promptId);
    await vi.waitFor(() => expect(statuses.at(-1)).toBe(0), { interval: 2 });
    expect(Math.max(...statuses)).toBe(1);
  });

  test("reconnects after the socket is dropped and says so", async () => {
    const events = await open();
    const disconnected = once(events, "disconnect");
    const reconnected = once(events, "reconnect");
    fake.dropSockets();
    await disconnected;
    expect(events.connected).toBe(false);
    await reconnected;
    expect(events.connected).toBe(true);
    await vi.waitFor(() => expect(fake.sockets()).toBe(1), { interval: 2 });
  });

  test("a socket dropped mid-job is reopened and later events still arrive", async () => {
    fake.knobs.steps = 6;
    fake.knobs.stepMs = 10;
    const events = await open();
    let reconnects = 0;
    events.on("reconnect", () => reconnects++);
    const { promptId } = await cloud.submit(textWorkflow());
    fake.knobs.dropSocketAfterFrames = 6;
    await vi.waitFor(() => expect(reconnects).toBeGreaterThan(0), { interval: 2 });
    fake.knobs.dropSocketAfterFrames = undefined;
    const seen = await collect(events, promptId);
    expect(seen.at(-1)!.type).toBe("execution_success");
  });

  test("a stalled socket is noticed once stallTimeoutMs has gone by without a pong, not before, and replaced", async () => {
    const events = await open({ pingIntervalMs: 20, stallTimeoutMs: 150 });
    const from = fake.unansweredPings();
    fake.knobs.stallSocket = true;
    await once(events, "disconnect");
    // 150 ms is eight ticks of 20 ms: eight pings went unanswered, each a tick after the one before,
    // and the tick after the last dropped it, eight ticks (160 ms at least) after the first.
    expect(fake.unansweredPings() - from).toBeGreaterThanOrEqual(8);
    fake.knobs.stallSocket = false;
    await once(events, "reconnect");
  });

  test("a live socket answering pings is not taken for stalled", async () => {
    // Counted in pongs, not in the wall clock's ms: 100 pongs at one per 20 ms span two stall
    // timeouts at least, which would have dropped the socket had the pongs not kept it alive.
    const events = await open({ pingIntervalMs: 20, stallTimeoutMs: 1_000 });
    let disconnects = 0;
    events.on("disconnect", () => disconnects++);
    const from = fake.pongs();
    await vi.waitFor(() => expect(fake.pongs() - from).toBeGreaterThanOrEqual(100), { timeout: 30_000, interval: 20 });
    expect(disconnects).toBe(0);
    expect(events.connected).toBe(true);
  });

  test("a stall timeout no longer than a ping's interval still waits a ping for its pong", async () => {
    const events = await open({ pingIntervalMs: 100, stallTimeoutMs: 50 });
    let disconnects = 0;
    events.on("disconnect", () => disconnects++);
    const from = fake.pongs();
    await vi.waitFor(() => expect(fake.pongs() - from).toBeGreaterThanOrEqual(5), { timeout: 30_000, interval: 20 });
    expect(disconnects).toBe(0);
    expect(events.connected).toBe(true);
  });

  test("a stall of this process longer than stallTimeoutMs is not the socket's: it stays open", async () => {
    const events = await open({ pingIntervalMs: 20, stallTimeoutMs: 150 });
    let disconnects = 0;
    events.on("disconnect", () => disconnects++);
    // The whole process held (as a loaded machine may hold it) for more than three stall timeouts:
    // no ping went out meanwhile, and the first timer afterwards found the last pong long ago.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    const from = fake.pongs();
    await vi.waitFor(() => expect(fake.pongs() - from).toBeGreaterThanOrEqual(10), { timeout: 30_000, interval: 20 });
    expect(disconnects).toBe(0);
    expect(events.connected).toBe(true);
  });

  test("connects with clientId and token on /ws, and on /api/ws for a base URL ending in /api", async () => {
    await open();
    await open({ baseUrl: `${fake.url}/api` });
    const upgrades = fake.requests.filter((r) => r.path.endsWith("/ws")).slice(-2);
    expect(upgrades.map((r) => r.path)).toEqual(["/ws", "/api/ws"]);
    for (const upgrade of upgrades) {
      expect(upgrade.query.token).toBe(fake.apiKey);
      expect(upgrade.query.clientId).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  test("a refused token never opens, keeps retrying, and stops on close", async () => {
    const events = new CloudEvents({
      baseUrl: fake.url,
      apiKey: "fc_refused_key",
      logger,
      reconnect: { baseDelayMs: 5, maxDelayMs: 10 },
    });
    let opened = false;
    events.on("open", () => (opened = true));
    events.start();
    const attempts = () => fake.requests.filter((r) => r.query.token === "fc_refused_key").length;
    await vi.waitFor(() => expect(attempts()).toBeGreaterThanOrEqual(3), { interval: 5 });
    await events.close();
    const after = attempts();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(attempts()).toBe(after);
    expect(opened).toBe(false);
    expect(JSON.stringify(logged)).not.toContain("fc_refused_key");
  });
});

describe("connectedWithin", () => {
  test("a thousand callers at once share one wait: two listeners, all let through when the socket opens", async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    try {
      const events = new CloudEvents({ baseUrl: fake.url, apiKey: fake.apiKey, logger });
      streams.push(events);
      // Each would wait longer than the test may run: they can only have been let through by the open.
      const waits = Array.from({ length: 1000 }, () => events.connectedWithin(600_000));
      expect(events.listenerCount("open") + events.listenerCount("reconnect")).toBe(2);
      events.start();
      await Promise.all(waits);
      expect(events.connected).toBe(true);
      expect(events.listenerCount("open") + events.listenerCount("reconnect")).toBe(0);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings.filter((w) => w.name === "MaxListenersExceededWarning")).toEqual([]);
  });

  test("a socket that never opens lets each caller go after the time it gave", async () => {
    const events = new CloudEvents({ baseUrl: "http://127.0.0.1:9", apiKey: fake.apiKey, logger });
    streams.push(events);
    const started = Date.now();
    const first = events.connectedWithin(100).then(() => Date.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 60));
    // One joining later still waits the time it asked for, not what is left of the first one's.
    const late = events.connectedWithin(100).then(() => Date.now() - started);
    expect(await first).toBeGreaterThanOrEqual(95);
    expect(await late).toBeGreaterThanOrEqual(155);
    expect(events.connected).toBe(false);
    // The two listeners stay for whoever comes next, and no more are added.
    await events.connectedWithin(10);
    expect(events.listenerCount("open") + events.listenerCount("reconnect")).toBe(2);
  });
});
