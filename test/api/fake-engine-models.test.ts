import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { ObjectInfo, Workflow } from "../../src/api/cloud-types.js";
import { inputChoices } from "../../src/api/engine/object-info.js";
import { startFakeEngine, type FakeEngine } from "../../fakes/cloud/engine.js";
import { textWorkflow } from "../../fakes/cloud/fixtures.js";
import { startFakeCloud, type FakeCloud } from "../../fakes/cloud/server.js";
import { SAMPLERS } from "../../fakes/cloud/models.js";

let engine: FakeEngine;
let cloud: FakeCloud;

beforeAll(async () => {
  engine = await startFakeEngine({
    models: {
      checkpoints: ["sd15/dreamshaper.safetensors", "x.ckpt"],
      loras: ["ink.safetensors"],
      embeddings: ["easynegative.safetensors", "sub/bad-hands.pt"],
    },
  });
  cloud = await startFakeCloud();
});
afterAll(() => Promise.all([engine.close(), cloud.close()]));

const get = async (path: string) => {
  const response = await fetch(`${engine.url}${path}`);
  return { status: response.status, text: await response.text() };
};
const json = async <T>(path: string): Promise<T> => JSON.parse((await get(path)).text) as T;
const info = () => json<ObjectInfo>("/object_info");

/** A graph on this engine's checkpoint with one LoRA loader between the checkpoint and the sampler. */
function withLora(lora: string, patch: (graph: Workflow) => void = () => undefined): Workflow {
  const graph = textWorkflow();
  graph["4"]!.inputs.ckpt_name = "x.ckpt";
  graph["20"] = {
    class_type: "LoraLoader",
    inputs: { model: ["4", 0], clip: ["4", 1], lora_name: lora, strength_model: 0.8, strength_clip: 0.8 },
  };
  graph["3"]!.inputs.model = ["20", 0];
  graph["6"]!.inputs.clip = ["20", 1];
  patch(graph);
  return graph;
}

const submit = async (prompt: Workflow) => {
  const response = await fetch(`${engine.url}/prompt`, {
    method: "POST",
    body: JSON.stringify({ prompt, client_id: "test" }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};

describe("the fake engine's models (engine-notes.md, Models)", () => {
  test("GET /models names the folders; /models/<folder> its files; an unknown folder is 404 with no body", async () => {
    const folders = await json<string[]>("/models");
    expect(folders).toEqual(expect.arrayContaining(["checkpoints", "loras", "vae", "embeddings", "upscale_models"]));
    expect(await json<string[]>("/models/checkpoints")).toEqual(["sd15/dreamshaper.safetensors", "x.ckpt"]);
    expect(await json<string[]>("/api/models/loras")).toEqual(["ink.safetensors"]);
    expect(await json<string[]>("/models/vae")).toEqual(["vae-ft-mse.safetensors"]);
    expect(await json<string[]>("/models/gligen")).toEqual([]);
    expect(await get("/models/no-such-folder")).toEqual({ status: 404, text: "" });
  });

  test("GET /embeddings names them without their extension", async () => {
    expect(await json<string[]>("/embeddings")).toEqual(["easynegative", "sub/bad-hands"]);
  });

  test("the loaders' choices in object_info are the same names; samplers and schedulers are lists", async () => {
    const nodes = await info();
    expect(inputChoices(nodes, "CheckpointLoaderSimple", "ckpt_name")).toEqual([
      "sd15/dreamshaper.safetensors",
      "x.ckpt",
    ]);
    expect(inputChoices(nodes, "LoraLoader", "lora_name")).toEqual(["ink.safetensors"]);
    expect(inputChoices(nodes, "LoraLoaderModelOnly", "lora_name")).toEqual(["ink.safetensors"]);
    expect(inputChoices(nodes, "VAELoader", "vae_name")).toEqual(["vae-ft-mse.safetensors"]);
    expect(inputChoices(nodes, "KSampler", "sampler_name")).toEqual(SAMPLERS);
    expect(inputChoices(nodes, "KSampler", "scheduler")).toEqual(expect.arrayContaining(["normal", "karras", "beta"]));
    expect(nodes.KSampler!.input.required!.scheduler![0]).toBe("COMBO");
    expect(nodes.LoraLoader!.input.required!.strength_model).toEqual([
      "FLOAT",
      expect.objectContaining({ min: -100, max: 100, default: 1 }),
    ]);
    expect(nodes.CLIPSetLastLayer!.input.required!.stop_at_clip_layer).toEqual([
      "INT",
      expect.objectContaining({ min: -24, max: -1 }),
    ]);
    for (const inpainting of ["VAEEncodeForInpaint", "SetLatentNoiseMask", "InpaintModelConditioning", "LoadImageMask"])
      expect(nodes[inpainting], inpainting).toBeDefined();
    expect(nodes.LoraLoader!.output).toEqual(["MODEL", "CLIP"]);
  });

  test("a LoRA it holds runs; one it lacks is refused as a real engine refuses it", async () => {
    expect((await submit(withLora("ink.safetensors"))).status).toBe(200);
    const { status, body } = await submit(withLora("missing.safetensors"));
    expect(status).toBe(400);
    expect(body.error.type).toBe("prompt_outputs_failed_validation");
    expect(body.error.details).toContain("lora_name: 'missing.safetensors' not in ['ink.safetensors']");
    const [error] = body.node_errors["20"].errors;
    expect(body.node_errors["20"].class_type).toBe("LoraLoader");
    expect(error).toMatchObject({
      type: "value_not_in_list",
      message: "Value not in list",
      details: "lora_name: 'missing.safetensors' not in ['ink.safetensors']",
      extra_info: { input_name: "lora_name", received_value: "missing.safetensors" },
    });
  });

  test("a long list is not sent back whole; numbers out of range are named with their limit", async () => {
    const { body } = await submit(
      withLora("ink.safetensors", (graph) => {
        graph["3"]!.inputs.sampler_name = "euler_b";
        graph["3"]!.inputs.cfg = 101;
        graph["21"] = { class_type: "CLIPSetLastLayer", inputs: { clip: ["20", 1], stop_at_clip_layer: -30 } };
        graph["6"]!.inputs.clip = ["21", 0];
      }),
    );
    const sampler = body.node_errors["3"].errors as Array<Record<string, unknown>>;
    expect(sampler).toEqual([
      expect.objectContaining({ type: "value_bigger_than_max", message: "Value 101 bigger than max of 100" }),
      expect.objectContaining({
        type: "value_not_in_list",
        details: `sampler_name: 'euler_b' not in (list of length ${SAMPLERS.length})`,
        extra_info: expect.objectContaining({ input_config: null }),
      }),
    ]);
    expect(body.node_errors["21"].errors[0]).toMatchObject({
      type: "value_smaller_than_min",
      message: "Value -30 smaller than min of -24",
      details: "stop_at_clip_layer",
    });
  });

  test("a model added or removed while it runs is seen at once, in both lists and at POST /prompt", async () => {
    engine.knobs.models.loras.push("added/new.safetensors");
    expect(await json<string[]>("/models/loras")).toContain("added/new.safetensors");
    expect(inputChoices(await info(), "LoraLoader", "lora_name")).toContain("added/new.safetensors");
    expect((await submit(withLora("added/new.safetensors"))).status).toBe(200);
    engine.knobs.models.loras = ["ink.safetensors"];
    expect((await submit(withLora("added/new.safetensors"))).status).toBe(400);
  });

  test("each engine holds its own lists", async () => {
    const other = await startFakeEngine();
    try {
      other.knobs.models.checkpoints.push("other-only.safetensors");
      expect(engine.knobs.models.checkpoints).not.toContain("other-only.safetensors");
      expect(await (await fetch(`${other.url}/models/checkpoints`)).json()).toContain("other-only.safetensors");
    } finally {
      await other.close();
    }
  });
});

describe("the fake cloud's object_info", () => {
  test("lists its own checkpoints and LoRAs in the loaders' choices", async () => {
    const response = await fetch(`${cloud.url}/api/object_info`, { headers: { "X-API-Key": cloud.apiKey } });
    const nodes = (await response.json()) as ObjectInfo;
    expect(inputChoices(nodes, "CheckpointLoaderSimple", "ckpt_name")).toEqual([
      "flow-base-v1.safetensors",
      "flow-xl-v2.safetensors",
    ]);
    expect(inputChoices(nodes, "LoraLoader", "lora_name")).toEqual([
      "flow-detail-v1.safetensors",
      "flow-watercolor.safetensors",
    ]);
    expect(inputChoices(nodes, "KSampler", "sampler_name")).toContain("dpmpp_2m");
  });
});
