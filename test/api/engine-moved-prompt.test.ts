import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { DEFAULT_ENGINE_KNOBS, defaultEngineKnobs } from "../../fakes/cloud/engine-executor.js";
import { startFakeEngine, type FakeEngine } from "../../fakes/cloud/engine.js";
import { textWorkflow } from "../../fakes/cloud/fixtures.js";
import { EnginePool } from "../../src/engines/pool.js";
import type { RemoteEnd } from "../../src/jobs/remote.js";
import { parseEngineRemoteId } from "../../src/jobs/remotes/engine-history.js";
import { ENGINE_TAG, enginePromptRemote } from "../../src/jobs/remotes/engine-prompt.js";
import { createLogger } from "../../src/logging/logger.js";

/**
 * Engine A sits behind a front (HTTP and socket passed through) that can fail: its HTTP only
 * (503s, the socket up), or all of it (sockets cut, connections refused), while A keeps its queue.
 * A prompt moves off A only once A's socket is down and it has not answered for `goneMs`; what it
 * left on A is taken off A when A answers again, so the graph never runs on both.
 */
let a: FakeEngine;
let b: FakeEngine;
let front: Server;
let frontUrl: string;
let pool: EnginePool;
let state: "up" | "http-down" | "down" = "up";
const sockets = new WebSocketServer({ noServer: true });
let jobNumber = 0;

beforeAll(async () => {
  a = await startFakeEngine({ stepMs: 20, steps: 5 });
  b = await startFakeEngine({ stepMs: 20, steps: 5 });
  front = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (state !== "up") return void res.writeHead(503, { "content-type": "text/plain" }).end("bad gateway");
      void fetch(`${a.url}${req.url}`, {
        method: req.method,
        headers: { "content-type": req.headers["content-type"] ?? "application/json" },
        ...(req.method === "GET" ? {} : { body: Buffer.concat(chunks) }),
      }).then(async (answer) => {
        res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  front.on("upgrade", (req, socket, head) => {
    if (state === "down") return void socket.destroy();
    sockets.handleUpgrade(req, socket, head, (client) => {
      const upstream = new WebSocket(`${a.url.replace("http", "ws")}${req.url}`);
      upstream.on("message", (data, binary) => client.readyState === WebSocket.OPEN && client.send(data, { binary }));
      upstream.on("close", () => client.terminate());
      client.on("close", () => upstream.close());
    });
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  frontUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  pool = new EnginePool({
    urls: [frontUrl, b.url],
    log: createLogger("silent"),
    events: { reconnect: { baseDelayMs: 100, maxDelayMs: 300 } },
  });
  pool.start();
});

afterEach(() => {
  state = "up";
  Object.assign(a.knobs, defaultEngineKnobs(), { stepMs: 20, steps: 5 });
});

afterAll(async () => {
  await pool?.close();
  sockets.close();
  await new Promise((resolve) => front?.close(resolve));
  await a?.close();
  await b?.close();
});

const graph = () => {
  const workflow = textWorkflow();
  workflow["4"]!.inputs.ckpt_name = DEFAULT_ENGINE_KNOBS.models.checkpoints[0];
  return workflow;
};
const ours = (engine: FakeEngine, jobId: string) =>
  engine.prompts().filter((p) => JSON.stringify(p.workflow).includes(`"${ENGINE_TAG}":"${jobId}"`));
const until = async (check: () => boolean, what: string, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
};
const setDown = (to: typeof state) => {
  state = to;
  if (to === "down") for (const client of sockets.clients) client.terminate();
};

/** A job submitted to A (kept waiting in A's queue behind another client's prompt), followed. */
async function jobOnA() {
  const jobId = `00000000-0000-4000-8000-${String(++jobNumber).padStart(12, "0")}`;
  const remote = enginePromptRemote({
    pool,
    timings: { pollMs: 100, goneMs: 1_000, historyRetries: 10, historyRetryMs: 50, successWaitMs: 500 },
    deadlineMs: 120_000,
    workflow: () => Promise.resolve(graph()),
  });
  await until(() => pool.answering(pool.engine(frontUrl)) && pool.answering(pool.engine(b.url)), "both engines");
  // B looks busier, so A is picked.
  pool.engine(b.url).queueRemaining = 5;
  const { remoteId } = await remote.start(jobId);
  expect(parseEngineRemoteId(remoteId).url).toBe(frontUrl);
  const seen = { movedTo: undefined as string | undefined, end: undefined as RemoteEnd | undefined };
  const following = remote.follow(
    remoteId,
    { update: () => {}, outputs: () => {}, moved: (id) => (seen.movedTo = id), end: (end) => (seen.end = end) },
    { resumed: false },
  );
  return { jobId, seen, following };
}

describe("a prompt on an engine that stops answering", () => {
  test("is not moved while the engine's socket is up, and runs once there when its HTTP answers again", async () => {
    a.knobs.holdProgress = true;
    await fetch(`${a.url}/prompt`, { method: "POST", body: JSON.stringify({ prompt: graph(), client_id: "someone" }) });
    const { jobId, seen, following } = await jobOnA();
    setDown("http-down");
    await sleep(2_500);
    expect(seen.movedTo).toBeUndefined();
    setDown("up");
    a.knobs.holdProgress = false;
    await until(() => seen.end !== undefined, "the job's end");
    following.stop();
    expect(seen.end).toEqual({ status: "completed" });
    expect(ours(a, jobId).map((p) => p.state)).toEqual(["success"]);
    expect(ours(b, jobId)).toEqual([]);
  }, 60_000);

  test("moves once its socket is down past the grace, and what it left is deleted when the engine answers again", async () => {
    a.knobs.holdProgress = true;
    await fetch(`${a.url}/prompt`, { method: "POST", body: JSON.stringify({ prompt: graph(), client_id: "someone" }) });
    const { jobId, seen, following } = await jobOnA();
    setDown("down");
    await until(() => seen.movedTo !== undefined, "the move");
    expect(parseEngineRemoteId(seen.movedTo!).url).toBe(b.url);
    await until(() => seen.end !== undefined, "the job's end on B");
    expect(seen.end).toEqual({ status: "completed" });
    setDown("up");
    await until(() => ours(a, jobId)[0]?.state === "deleted", "the prompt left on A deleted");
    a.knobs.holdProgress = false;
    following.stop();
    await until(() => a.executor.queue().running.length === 0 && a.executor.queue().pending.length === 0, "A idle");
    const ran = [...ours(a, jobId), ...ours(b, jobId)].filter((p) => p.state === "success" || p.state === "running");
    expect(ran).toHaveLength(1);
    expect(pool.engine(frontUrl).leftBehind.size).toBe(0);
  }, 60_000);

  test("running there when it went away: the job ends clearly, and the run is interrupted when the engine answers again", async () => {
    a.knobs.holdProgress = true;
    const { jobId, seen, following } = await jobOnA();
    await until(() => ours(a, jobId)[0]?.state === "running", "the prompt running on A");
    await sleep(300); // the follower sees it running
    setDown("down");
    await until(() => seen.end !== undefined, "the job's end");
    expect(seen.end).toMatchObject({ status: "failed", error: { code: "engine_gone" } });
    setDown("up");
    await until(() => ours(a, jobId)[0]?.state === "interrupted", "the run on A interrupted");
    following.stop();
    expect(ours(b, jobId)).toEqual([]);
  }, 60_000);
});
