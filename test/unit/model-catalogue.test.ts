import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CloudClient } from "../../src/api/cloud.js";
import { EngineClient } from "../../src/api/engine/client.js";
import { createLogger } from "../../src/logging/logger.js";
import { ModelCatalogue, type EngineSource } from "../../src/models/catalogue.js";
import { startFakeCloud, type FakeCloud } from "../../fakes/cloud/server.js";
import { startFakeEngine, type FakeEngine } from "../../fakes/cloud/engine.js";

let a: FakeEngine;
let b: FakeEngine;
let cloud: FakeCloud;
const log = createLogger("silent");

beforeAll(async () => {
  [a, b, cloud] = await Promise.all([
    startFakeEngine({
      models: { checkpoints: ["sd15/dreamshaper.safetensors", "shared.safetensors"], loras: ["ink.safetensors"] },
      samplers: ["euler", "dpmpp_2m"],
    }),
    startFakeEngine({
      models: { checkpoints: ["xl/juggernaut.safetensors", "shared.safetensors"], loras: ["Detail.safetensors"] },
      samplers: ["euler", "uni_pc"],
    }),
    startFakeCloud(),
  ]);
});
afterAll(() => Promise.all([a.close(), b.close(), cloud.close()]));

/** The engines as the pool hands them to the catalogue; `down` ones do not answer. */
function engines(down = new Set<string>()): EngineSource {
  const clients = new Map([a, b].map((e) => [e.url, new EngineClient({ baseUrl: e.url, retry: { retries: 0 } })]));
  return {
    urls: [a.url, b.url],
    reader: (url) => clients.get(url)!,
    answering: (url) => !down.has(url),
  };
}

/** A catalogue whose engines have been read once. */
async function catalogue(source = engines(), options: { refreshMs?: number } = {}) {
  const models = new ModelCatalogue({
    engines: source,
    cloud: (key) => new CloudClient({ baseUrl: cloud.url, apiKey: key }).objectInfo(),
    log,
    ...options,
  });
  models.start();
  await Promise.all([a.url, b.url].map((url) => models.refresh(url)));
  return models;
}

const changed = (models: ModelCatalogue) => new Promise<void>((resolve) => models.onChange(resolve));

describe("the model catalogue", () => {
  test("names of each kind across the engines, each once, in alphabetical order", async () => {
    const models = await catalogue();
    expect(models.engineNames("checkpoint")).toEqual([
      "sd15/dreamshaper.safetensors",
      "shared.safetensors",
      "xl/juggernaut.safetensors",
    ]);
    expect(models.engineNames("lora")).toEqual(["Detail.safetensors", "ink.safetensors"]);
    expect(models.engineNames("sampler")).toEqual(["dpmpp_2m", "euler", "uni_pc"]);
    expect(models.engineNames("embedding")).toEqual(["easynegative"]);
    expect(models.engineNames("scheduler")).toContain("karras");
    models.stop();
  });

  test("which engines hold a name, whether they answer, and whether one holds all of a job's needs", async () => {
    const down = new Set<string>();
    const models = await catalogue(engines(down));
    expect(models.holders("checkpoint", "shared.safetensors")).toEqual([
      { url: a.url, up: true },
      { url: b.url, up: true },
    ]);
    down.add(b.url);
    expect(models.holders("lora", "Detail.safetensors")).toEqual([{ url: b.url, up: false }]);
    expect(models.holders("lora", "nowhere.safetensors")).toEqual([]);
    const needs = [
      { kind: "checkpoint", name: "shared.safetensors" },
      { kind: "lora", name: "ink.safetensors" },
      { kind: "sampler", name: "dpmpp_2m" },
    ] as const;
    expect(models.holds(a.url, needs)).toBe(true);
    expect(models.missing(b.url, needs)).toEqual([needs[1], needs[2]]);
    expect(models.holdersOfAll(needs)).toEqual([{ url: a.url, up: true }]);
    expect(models.engineNames("lora", { up: true })).toEqual(["ink.safetensors"]);
    expect(models.status().map((s) => [s.up, s.counts.checkpoint, s.counts.lora])).toEqual([
      [true, 2, 1],
      [false, 2, 1],
    ]);
    models.stop();
  });

  test("engines holding the same lists share one copy of them; a name one refused is struck off there only", async () => {
    const twins = await Promise.all([startFakeEngine(), startFakeEngine()]);
    try {
      const clients = new Map(twins.map((e) => [e.url, new EngineClient({ baseUrl: e.url, retry: { retries: 0 } })]));
      const urls = twins.map((e) => e.url);
      const models = new ModelCatalogue({
        engines: { urls, reader: (url) => clients.get(url)!, answering: () => true },
        log,
      });
      await Promise.all(urls.map((url) => models.refresh(url)));
      const [one, two] = urls as [string, string];
      expect(models.holdingsOf(one)).toBe(models.holdingsOf(two));
      const checkpoint = [...models.holdingsOf(one)!.get("checkpoint")!][0]!;
      twins[0].knobs.models.checkpoints = twins[0].knobs.models.checkpoints.filter((c) => c !== checkpoint);
      await models.refused(one, [{ kind: "checkpoint", name: checkpoint }]);
      expect(models.holds(one, [{ kind: "checkpoint", name: checkpoint }])).toBe(false);
      expect(models.holds(two, [{ kind: "checkpoint", name: checkpoint }])).toBe(true);
      // Read again, the first holds what it did: the one copy of its lists again.
      twins[0].knobs.models.checkpoints = [...twins[1].knobs.models.checkpoints];
      await models.refresh(one);
      expect(models.holdingsOf(one)).toBe(models.holdingsOf(two));
    } finally {
      await Promise.all(twins.map((e) => e.close()));
    }
  });

  test("a name an engine refused is struck off at once, and its lists are read again", async () => {
    const models = await catalogue();
    b.knobs.models.loras = [];
    const struck = models.refused(b.url, [{ kind: "lora", name: "Detail.safetensors" }]);
    expect(models.holders("lora", "Detail.safetensors")).toEqual([]);
    b.knobs.models.loras = ["Detail.safetensors", "late.safetensors"];
    await struck;
    // The read after the refusal sees the folder as it is now.
    expect(models.engineNames("lora")).toContain("late.safetensors");
    b.knobs.models.loras = ["Detail.safetensors"];
    models.stop();
  });

  test("a model added while the engines run is offered at the next periodic read", async () => {
    const models = await catalogue(engines(), { refreshMs: 50 });
    const seen = changed(models);
    a.knobs.models.checkpoints.push("added.safetensors");
    await seen;
    expect(models.holders("checkpoint", "added.safetensors")).toEqual([{ url: a.url, up: true }]);
    a.knobs.models.checkpoints.pop();
    models.stop();
  });

  test("an engine that does not answer keeps the lists last read; one never read holds nothing yet", async () => {
    const gone = await startFakeEngine({ models: { checkpoints: ["gone.safetensors"] } });
    const client = new EngineClient({ baseUrl: gone.url, retry: { retries: 0 } });
    const source: EngineSource = { urls: [gone.url], reader: () => client, answering: () => true };
    const models = new ModelCatalogue({ engines: source, log });
    expect(models.holds(gone.url, [{ kind: "checkpoint", name: "gone.safetensors" }])).toBe(false);
    await models.refresh(gone.url);
    await gone.close();
    await models.refresh(gone.url);
    expect(models.engineNames("checkpoint")).toEqual(["gone.safetensors"]);
    expect(models.status()[0]!.readAt).toBeGreaterThan(0);
  });

  test("the cloud's names come from its object_info, with the key given, beside the engines'", async () => {
    const models = await catalogue();
    expect(await models.cloudNames("lora", cloud.apiKey)).toEqual([
      "flow-detail-v1.safetensors",
      "flow-watercolor.safetensors",
    ]);
    expect(await models.names("checkpoint", { engines: true, cloudKey: cloud.apiKey })).toEqual([
      "flow-base-v1.safetensors",
      "flow-xl-v2.safetensors",
      "sd15/dreamshaper.safetensors",
      "shared.safetensors",
      "xl/juggernaut.safetensors",
    ]);
    expect(await models.names("checkpoint", {})).toEqual([]);
    models.stop();
  });
});
