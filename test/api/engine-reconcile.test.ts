import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { DEFAULT_ENGINE_KNOBS } from "../../fakes/cloud/engine-executor.js";
import { startFakeEngine, type FakeEngine } from "../../fakes/cloud/engine.js";
import { textWorkflow } from "../../fakes/cloud/fixtures.js";
import { EnginePool } from "../../src/engines/pool.js";
import { ENGINE_TAG, enginePromptRemote } from "../../src/jobs/remotes/engine-prompt.js";
import { createLogger } from "../../src/logging/logger.js";

/**
 * A job recorded without its prompt id (a crash between submit and record) is looked for on every
 * engine, in its queue and its history: an engine that does not answer leaves the answer unknown
 * (the takeover looks again later), never "no trace".
 */
let engine: FakeEngine;
let silentUrl: string;
const pools: EnginePool[] = [];

beforeAll(async () => {
  engine = await startFakeEngine({ stepMs: 10, steps: 2 });
  // A port nothing listens on: an engine that does not answer.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  silentUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await new Promise((resolve) => server.close(resolve));
});
afterEach(async () => void (await Promise.all(pools.splice(0).map((p) => p.close()))));
afterAll(() => engine?.close());

const reconcile = (urls: string[], jobId: string) => {
  const pool = new EnginePool({ urls, log: createLogger("silent") });
  pools.push(pool);
  const timings = { pollMs: 100, goneMs: 1_000, historyRetries: 2, historyRetryMs: 20, successWaitMs: 500 };
  return enginePromptRemote({ pool, timings, deadlineMs: 60_000 }).reconcile!(jobId);
};

/** A graph carrying the job's tag, as the bot submits it, run to its end (into the engine's history). */
async function ranThere(jobId: string): Promise<string> {
  const graph = textWorkflow();
  graph["4"]!.inputs.ckpt_name = DEFAULT_ENGINE_KNOBS.models.checkpoints[0];
  graph["3"] = { ...graph["3"]!, _meta: { [ENGINE_TAG]: jobId } };
  const answer = await fetch(`${engine.url}/prompt`, { method: "POST", body: JSON.stringify({ prompt: graph }) });
  const { prompt_id: promptId } = (await answer.json()) as { prompt_id: string };
  // Out of the queue, in the history only.
  const done = () =>
    engine.executor.history.has(promptId) && !engine.executor.queue().running.some((p) => p.id === promptId);
  while (!done()) await sleep(20);
  return promptId;
}

describe("looking for a job's prompt after a crash", () => {
  test("finds a prompt that already ran, in the engine's history", async () => {
    const jobId = "00000000-0000-4000-8000-000000000a01";
    const promptId = await ranThere(jobId);
    expect(await reconcile([engine.url], jobId)).toBe(`${promptId}@${engine.url}`);
  });

  test("finds it on an engine that answers even when another does not", async () => {
    const jobId = "00000000-0000-4000-8000-000000000a02";
    const promptId = await ranThere(jobId);
    expect(await reconcile([silentUrl, engine.url], jobId)).toBe(`${promptId}@${engine.url}`);
  });

  test("says 'no trace' only when every engine answered without it", async () => {
    expect(await reconcile([engine.url], "00000000-0000-4000-8000-000000000a03")).toBeUndefined();
  });

  test("leaves it unknown, to be looked for again, when an engine does not answer", async () => {
    await expect(reconcile([engine.url, silentUrl], "00000000-0000-4000-8000-000000000a04")).rejects.toThrow(
      /not answering/,
    );
  }, 30_000);
});
