import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import type { CloudEvent } from "../../src/api/cloud-types.js";
import { EngineClient } from "../../src/api/engine/client.js";
import { checkpointsOf } from "../../src/api/engine/object-info.js";
import { ApiError } from "../../src/api/errors.js";
import { CloudEvents } from "../../src/api/events.js";
import { engineAgent } from "../../src/api/http.js";
import { readEngineHoldings } from "../../src/models/holdings.js";
import { startFakeEngine, type FakeEngine } from "../../fakes/cloud/engine.js";
import { textWorkflow } from "../../fakes/cloud/fixtures.js";
import { DEFAULT_ENGINE_KNOBS, defaultEngineKnobs } from "../../fakes/cloud/engine-executor.js";
import { makePng } from "../../fakes/png.js";

let engine: FakeEngine;
let client: EngineClient;
const streams: CloudEvents[] = [];

beforeAll(async () => {
  engine = await startFakeEngine();
  client = new EngineClient({ baseUrl: engine.url, retry: { retries: 0 } });
});
afterAll(() => engine.close());
afterEach(async () => {
  Object.assign(engine.knobs, defaultEngineKnobs());
  await Promise.all(streams.splice(0).map((s) => s.close()));
});

/** A socket with this client id, and every event it hears. */
async function socket(clientId: string): Promise<CloudEvent[]> {
  const events = new CloudEvents({ baseUrl: engine.url, apiKey: "", clientId });
  streams.push(events);
  const heard: CloudEvent[] = [];
  events.on("event", (event: CloudEvent) => heard.push(event));
  const open = new Promise((resolve) => events.once("open", resolve));
  events.start();
  await open;
  return heard;
}

const until = async (check: () => boolean, timeoutMs = 5_000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** The fixture's workflow on a checkpoint this engine has. */
const workflow = (seed = 1) => {
  const graph = textWorkflow({ seed });
  graph["4"]!.inputs.ckpt_name = DEFAULT_ENGINE_KNOBS.models.checkpoints[0];
  return graph;
};

describe("the engine client against the fake engine", () => {
  test("a prompt's events go to its client id's socket only; status goes to every socket", async () => {
    const mine = await socket("me");
    const theirs = await socket("someone-else");
    const { promptId } = await client.submit(workflow(), "me");
    await until(() => mine.some((e) => e.type === "executing" && e.node === null));
    const types = mine.filter((e) => "promptId" in e && e.promptId === promptId).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(["execution_start", "progress", "executed", "execution_success"]));
    expect(types.indexOf("execution_success")).toBeLessThan(types.lastIndexOf("executing"));
    expect(theirs.filter((e) => e.type !== "status")).toEqual([]);
    expect(theirs.some((e) => e.type === "status")).toBe(true);
    expect(engine.requests.find((r) => r.path === "/prompt")?.body).toMatchObject({ client_id: "me" });
  });

  test("history is empty right after execution_success, then holds the outputs that /view serves", async () => {
    engine.knobs.historyDelayMs = 300;
    const heard = await socket("race");
    const { promptId } = await client.submit(workflow(7), "race");
    await until(() => heard.some((e) => e.type === "execution_success"));
    expect(await client.history(promptId)).toBeUndefined();
    await until(() => heard.some((e) => e.type === "executing" && e.node === null));
    const history = await client.history(promptId);
    expect(history).toMatchObject({ status: "success", completed: true });
    const [ref] = Object.values(history!.outputs)[0]!.images!;
    const download = await client.view(ref!);
    const chunks: Buffer[] = [];
    for await (const chunk of download.body) chunks.push(chunk as Buffer);
    const made = engine.prompts().find((p) => p.id === promptId)!.outputs[0]!.data;
    expect(Buffer.concat(chunks).equals(made)).toBe(true);
  });

  test("the engine has no status route", async () => {
    const answer = await fetch(`${engine.url}/api/job/anything/status`);
    expect(answer.status).toBe(404);
  });

  test("a pending prompt is deleted (empty answer), a running one interrupted by id a little later", async () => {
    Object.assign(engine.knobs, { holdProgress: true, interruptDelayMs: 200 });
    const heard = await socket("stopper");
    const first = await client.submit(workflow(1), "stopper");
    const second = await client.submit(workflow(2), "stopper");
    await until(() => heard.some((e) => e.type === "progress" || e.type === "execution_start"));
    const raw = await fetch(`${engine.url}/queue`, { method: "POST", body: JSON.stringify({ delete: [] }) });
    expect(await raw.text()).toBe("");
    await client.deletePending([second.promptId]);
    expect((await client.queue()).pending).toEqual([]);
    const asked = Date.now();
    await client.interrupt(first.promptId);
    await until(() => heard.some((e) => e.type === "execution_interrupted"));
    expect(Date.now() - asked).toBeGreaterThanOrEqual(150);
    await until(() => engine.executor.history.has(first.promptId));
    expect(await client.history(first.promptId)).toMatchObject({
      status: "error",
      completed: false,
      outputs: {},
      end: { type: "execution_interrupted" },
    });
    expect(await client.queue()).toEqual({ running: [], pending: [] });
  });

  test("a checkpoint the engine lacks is refused with the 400 shape, naming it", async () => {
    const graph = workflow();
    graph["4"]!.inputs.ckpt_name = "missing-model.safetensors";
    const error = await client.submit(graph, "x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "prompt_outputs_failed_validation" });
    expect((error as ApiError).message).toContain("missing-model.safetensors");
    expect(JSON.stringify((error as ApiError).nodeErrors)).toContain("value_not_in_list");
  });

  test("checkpoints are read in both object_info formats; an engine without any lists none", async () => {
    expect(await client.checkpoints()).toEqual(DEFAULT_ENGINE_KNOBS.models.checkpoints);
    engine.knobs.comboFormat = "combo";
    engine.knobs.models.checkpoints = ["only.safetensors"];
    expect(checkpointsOf(await client.objectInfo())).toEqual(["only.safetensors"]);
    engine.knobs.models.checkpoints = [];
    expect(checkpointsOf(await client.objectInfo())).toEqual([]);
  });

  test("object_info is read anew each time; the checkpoints are those of the last read, without another", async () => {
    const reads = () => engine.requests.filter((r) => r.path === "/object_info").length;
    const before = reads();
    engine.knobs.models.checkpoints = ["first.safetensors"];
    await client.objectInfo();
    engine.knobs.models.checkpoints = ["second.safetensors"];
    expect(checkpointsOf(await client.objectInfo())).toEqual(["second.safetensors"]);
    expect(reads()).toBe(before + 2);
    expect(await client.checkpoints()).toEqual(["second.safetensors"]);
    expect(await Promise.all([client.checkpoints(), client.checkpoints()])).toEqual([
      ["second.safetensors"],
      ["second.safetensors"],
    ]);
    expect(reads()).toBe(before + 2);
  });

  test("an engine's lists read at once take at most four connections to it", async () => {
    const other = await startFakeEngine();
    try {
      await readEngineHoldings(new EngineClient({ baseUrl: other.url, retry: { retries: 0 } }));
      expect(other.requests.length).toBeGreaterThan(4);
      const stats = engineAgent.stats as Record<string, { connected: number }>;
      expect(stats[new URL(other.url).origin]?.connected).toBeLessThanOrEqual(4);
    } finally {
      await other.close();
    }
  });

  test("an upload answers the name a LoadImage node takes", async () => {
    const data = makePng(8, 8, "in");
    const uploaded = await client.uploadImage({ data, filename: "in.png", contentType: "image/png" });
    expect(uploaded).toMatchObject({ name: "in.png", type: "input" });
    const info = await client.objectInfo();
    expect(JSON.stringify(info.LoadImage)).toContain("in.png");
  });
});
