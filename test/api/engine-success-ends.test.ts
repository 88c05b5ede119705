import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, expect, test } from "vitest";
import { DEFAULT_ENGINE_KNOBS } from "../../fakes/cloud/engine-executor.js";
import { startFakeEngine, type FakeEngine } from "../../fakes/cloud/engine.js";
import { textWorkflow } from "../../fakes/cloud/fixtures.js";
import type { StoredOutput } from "../../src/db/store.js";
import { EnginePool } from "../../src/engines/pool.js";
import type { RemoteEnd } from "../../src/jobs/remote.js";
import { parseEngineRemoteId } from "../../src/jobs/remotes/engine-history.js";
import { enginePromptRemote } from "../../src/jobs/remotes/engine-prompt.js";
import { createLogger } from "../../src/logging/logger.js";

/**
 * A prompt whose every event was heard ends at `execution_success` with the outputs its `executed`
 * events brought: it does not wait for the history entry (written seconds later here). One
 * followed again (its events may have gone to another process) reads the entry first.
 */
let engine: FakeEngine;
let pool: EnginePool;
let jobNumber = 0;

beforeAll(async () => {
  engine = await startFakeEngine({ stepMs: 10, steps: 3 });
  pool = new EnginePool({ urls: [engine.url], log: createLogger("silent") });
  pool.start();
});
afterAll(async () => {
  await pool?.close();
  await engine?.close();
});

const until = async (check: () => boolean, what: string, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
};

async function follow(resumed: boolean) {
  const remote = enginePromptRemote({
    pool,
    timings: { pollMs: 100, goneMs: 5_000, historyRetries: 200, historyRetryMs: 50, successWaitMs: 100 },
    deadlineMs: 60_000,
    workflow: () => {
      const graph = textWorkflow({ seed: ++jobNumber });
      graph["4"]!.inputs.ckpt_name = DEFAULT_ENGINE_KNOBS.models.checkpoints[0];
      return Promise.resolve(graph);
    },
  });
  await until(() => pool.answering(pool.engine(engine.url)), "the engine");
  const { remoteId } = await remote.start(`00000000-0000-4000-8000-${String(jobNumber + 1).padStart(12, "0")}`);
  const seen = { outputs: [] as StoredOutput[], end: undefined as RemoteEnd | undefined };
  const { promptId } = parseEngineRemoteId(remoteId);
  const following = remote.follow(
    remoteId,
    {
      update: () => {},
      outputs: (fresh) => seen.outputs.push(...fresh),
      end: (end) => (seen.end = end),
    },
    { resumed },
  );
  return { seen, following, promptId };
}

test("a prompt whose events were all heard ends at execution_success, before its history entry is written", async () => {
  engine.knobs.historyDelayMs = 3_000;
  const { seen, following, promptId } = await follow(false);
  await until(() => seen.end !== undefined, "the job's end");
  following.stop();
  expect(seen.end).toEqual({ status: "completed" });
  expect(seen.outputs.map((o) => o.filename)).toEqual([expect.stringMatching(/\.png$/)]);
  expect(await pool.engine(engine.url).client.history(promptId)).toBeUndefined();
}, 60_000);

test("a new prompt whose socket stays up reads no history entry at all: its place comes from the queue", async () => {
  // The engine idle first (the test before holds it 3 s): a prompt waiting there seconds is read back while quiet.
  await until(() => engine.executor.queueRemaining() === 0, "the engine idle");
  engine.knobs.historyDelayMs = 80;
  const { seen, following, promptId } = await follow(false);
  await until(() => seen.end !== undefined, "the job's end");
  following.stop();
  expect(seen.end).toEqual({ status: "completed" });
  expect(engine.requests.filter((r) => r.path.endsWith(`/history/${promptId}`))).toEqual([]);
}, 60_000);

test("a prompt followed again reads its history entry before it ends", async () => {
  engine.knobs.historyDelayMs = 300;
  const { seen, following, promptId } = await follow(true);
  await until(() => seen.end !== undefined, "the job's end");
  following.stop();
  expect(seen.end).toEqual({ status: "completed" });
  expect(seen.outputs).toHaveLength(1);
  expect(await pool.engine(engine.url).client.history(promptId)).toBeDefined();
}, 60_000);
