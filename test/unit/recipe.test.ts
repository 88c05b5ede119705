import { describe, expect, test } from "vitest";
import type { Workflow } from "../../src/api/cloud-types.js";
import { modelNeeds } from "../../src/models/needs.js";
import { applyRecipe, RecipeError } from "../../src/workflows/apply-recipe.js";
import { imageToImage, outpaint, textToImage } from "../../src/workflows/built-in.js";
import { Recipe } from "../../src/workflows/recipe.js";
import { defaultEngineKnobs } from "../../fakes/cloud/engine-executor.js";
import { engineObjectInfo } from "../../fakes/cloud/engine-info.js";
import { validateEnginePrompt } from "../../fakes/cloud/engine-validate.js";

/** The engine's own checks: a graph it would run. */
function runsOnEngine(graph: Workflow, uploads: string[] = []) {
  const knobs = defaultEngineKnobs();
  return validateEnginePrompt(graph, engineObjectInfo(knobs, uploads));
}

const ofClass = (graph: Workflow, classType: string) =>
  Object.entries(graph).filter(([, node]) => node.class_type === classType);

const full: Recipe = {
  checkpoint: "engine-xl.safetensors",
  loras: [
    { name: "detail-tweaker.safetensors", weight: 0.8 },
    { name: "styles/ink.safetensors", weight: 0.5, clipWeight: 0.3 },
  ],
  sampler: "dpmpp_2m",
  scheduler: "karras",
  cfg: 6.5,
  clipSkip: 2,
  hires: { scale: 1.5, denoise: 0.45 },
};

describe("the recipe's limits", () => {
  test.each([
    [{ cfg: -0.5 }, "cfg must be a number between 0 and 100"],
    [{ cfg: 100.5 }, "cfg must be a number between 0 and 100"],
    [{ clipSkip: 0 }, "clip skip must be a whole number between 1 and 24"],
    [{ clipSkip: 25 }, "clip skip must be a whole number between 1 and 24"],
    [{ clipSkip: 1.5 }, "clip skip must be a whole number between 1 and 24"],
    [{ loras: [{ name: "a", weight: 101 }] }, "lora weight must be a number between -100 and 100"],
    [{ loras: [{ name: "a", weight: 1, clipWeight: -101 }] }, "lora clip weight must be a number between -100 and 100"],
    [{ loras: [{ name: "", weight: 1 }] }, "lora must be a name of 1 to 500 characters"],
    [{ checkpoint: "a\u0000b" }, "model must be a name of 1 to 500 characters"],
    [{ hires: { scale: 3, denoise: 0.5 } }, "hires scale must be 1.5 or 2"],
    [{ hires: { scale: 2, denoise: 1.5 } }, "hires denoise must be a number between 0 and 1"],
    [{ loras: Array.from({ length: 9 }, (_, i) => ({ name: `l${i}`, weight: 1 })) }, "at most 8 LoRAs"],
    [
      {
        loras: [
          { name: "a", weight: 1 },
          { name: "a", weight: 2 },
        ],
      },
      "each LoRA at most once",
    ],
  ])("refuses %j, naming the field and its range", (given, message) => {
    const parsed = Recipe.safeParse(given);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  test("takes the values at its limits", () => {
    const edges = { cfg: 0, clipSkip: 24, loras: [{ name: "a", weight: -100 }], hires: { scale: 2, denoise: 1 } };
    expect(Recipe.parse(edges)).toEqual(edges);
    expect(Recipe.parse({ cfg: 100, clipSkip: 1, hires: { scale: 1.5, denoise: 0 } }).cfg).toBe(100);
  });
});

describe("the graph of a recipe", () => {
  test("LoRAs chain from the checkpoint with their weights; clip skip after them; the sampler's fields are set", () => {
    const graph = applyRecipe(textToImage().graph, { ...full, hires: undefined });
    expect(graph["4"]!.inputs.ckpt_name).toBe("engine-xl.safetensors");
    const loras = ofClass(graph, "LoraLoader");
    expect(loras.map(([, n]) => n.inputs)).toEqual([
      {
        model: ["4", 0],
        clip: ["4", 1],
        lora_name: "detail-tweaker.safetensors",
        strength_model: 0.8,
        strength_clip: 0.8,
      },
      {
        model: [loras[0]![0], 0],
        clip: [loras[0]![0], 1],
        lora_name: "styles/ink.safetensors",
        strength_model: 0.5,
        strength_clip: 0.3,
      },
    ]);
    const [[skip, clipSkip]] = ofClass(graph, "CLIPSetLastLayer") as [[string, Workflow[string]]];
    expect(clipSkip.inputs).toEqual({ clip: [loras[1]![0], 1], stop_at_clip_layer: -2 });
    expect(graph["3"]!.inputs).toMatchObject({
      model: [loras[1]![0], 0],
      sampler_name: "dpmpp_2m",
      scheduler: "karras",
      cfg: 6.5,
    });
    // Both prompts are encoded with the LoRAs' clip, past the skipped layers.
    expect(graph["6"]!.inputs.clip).toEqual([skip, 0]);
    expect(graph["7"]!.inputs.clip).toEqual([skip, 0]);
    expect(runsOnEngine(graph)).toBeUndefined();
  });

  test("a hires pass enlarges the latent and samples it again at its own denoise, with the same settings", () => {
    const graph = applyRecipe(textToImage().graph, full);
    const [[up, upscale]] = ofClass(graph, "LatentUpscaleBy") as [[string, Workflow[string]]];
    expect(upscale.inputs).toMatchObject({ samples: ["3", 0], scale_by: 1.5 });
    const samplers = ofClass(graph, "KSampler");
    expect(samplers).toHaveLength(2);
    const [second, pass] = samplers[1]!;
    const first = graph["3"]!.inputs;
    expect(pass.inputs).toEqual({ ...first, latent_image: [up, 0], denoise: 0.45 });
    expect(graph["8"]!.inputs.samples).toEqual([second, 0]);
    expect(runsOnEngine(graph)).toBeUndefined();
  });

  test("a hires pass through an upscale model scales the image to the size asked for", () => {
    const { graph, mapping } = imageToImage();
    graph[mapping.width![0]]!.inputs.width = 640;
    graph[mapping.height![0]]!.inputs.height = 480;
    graph["10"]!.inputs.image = "in.png";
    const hires = { scale: 2 as const, denoise: 0.3, upscaler: "4x-ultrasharp.pth" };
    const result = applyRecipe(graph, { checkpoint: "engine-sd15.safetensors", hires });
    const [[, scale]] = ofClass(result, "ImageScale").filter(([id]) => id !== "11") as [[string, Workflow[string]]];
    expect(scale.inputs).toMatchObject({ width: 1280, height: 960 });
    expect(ofClass(result, "UpscaleModelLoader")[0]![1].inputs.model_name).toBe("4x-ultrasharp.pth");
    expect(runsOnEngine(result, ["in.png"])).toBeUndefined();
    expect(modelNeeds(result)).toContainEqual({ kind: "upscaler", name: "4x-ultrasharp.pth" });
  });

  test("a graph's needs are read from its loaders and sampler, each once", () => {
    const graph = applyRecipe(textToImage().graph, full);
    expect(modelNeeds(graph)).toEqual([
      { kind: "sampler", name: "dpmpp_2m" },
      { kind: "scheduler", name: "karras" },
      { kind: "checkpoint", name: "engine-xl.safetensors" },
      { kind: "lora", name: "detail-tweaker.safetensors" },
      { kind: "lora", name: "styles/ink.safetensors" },
    ]);
  });

  test("what the recipe leaves out keeps the graph's own value; an empty recipe changes nothing", () => {
    const { graph } = textToImage();
    expect(applyRecipe(graph, {})).toEqual(graph);
    expect(applyRecipe(graph, undefined)).toEqual(graph);
    expect(applyRecipe(graph, { cfg: 3 })["3"]!.inputs).toEqual({ ...graph["3"]!.inputs, cfg: 3 });
  });

  test("outpainting takes LoRAs and clip skip as text-to-image does", () => {
    const { graph } = outpaint({ left: 8, right: 8, top: 0, bottom: 0 });
    const result = applyRecipe(graph, { loras: [{ name: "detail-tweaker.safetensors", weight: 1 }], clipSkip: 1 });
    expect(ofClass(result, "LoraLoader")).toHaveLength(1);
    const hires = { scale: 2 as const, denoise: 0.5, upscaler: "x.pth" };
    expect(() => applyRecipe(graph, { hires })).toThrow(RecipeError);
    // Its size is the job's, padded: the second pass scales to twice that.
    const sized = applyRecipe(graph, { hires }, { width: 528, height: 512 });
    expect(ofClass(sized, "ImageScale")[0]![1].inputs).toMatchObject({ width: 1056, height: 1024 });
  });

  test("a workflow without a sampler, or without a checkpoint loader, is named as such", () => {
    const partner: Workflow = { "1": { class_type: "SaveImage", inputs: {} } };
    expect(() => applyRecipe(partner, { cfg: 2 })).toThrow(expect.objectContaining({ reason: "noSampler" }));
    const { graph } = textToImage();
    graph["4"]!.class_type = "UNETLoader";
    expect(() => applyRecipe(graph, { checkpoint: "x" })).toThrow(
      expect.objectContaining({ reason: "noCheckpointLoader" }),
    );
  });
});

describe("a saved workflow's loaders mapped to model and lora", () => {
  /** A base and a refiner loader; the sampler's model through a LoRA loader of its own. */
  const saved = (): Workflow => ({
    "1": { class_type: "CheckpointLoaderSimple", inputs: { ckpt_name: "base.safetensors" } },
    "2": { class_type: "CheckpointLoaderSimple", inputs: { ckpt_name: "refiner.safetensors" } },
    "9": {
      class_type: "LoraLoader",
      inputs: { model: ["2", 0], clip: ["2", 1], lora_name: "own.safetensors", strength_model: 1, strength_clip: 1 },
    },
    "3": { class_type: "CLIPTextEncode", inputs: { text: "x", clip: ["9", 1] } },
    "5": { class_type: "KSampler", inputs: { model: ["9", 0], positive: ["3", 0], seed: 1 } },
  });

  test("the model goes into the mapped loader, the first LoRA into the mapped LoRA loader with its weights, the others after it", () => {
    const graph = applyRecipe(saved(), full, undefined, { model: ["1", "ckpt_name"], lora: ["9", "lora_name"] });
    expect(graph["1"]!.inputs.ckpt_name).toBe("engine-xl.safetensors");
    expect(graph["2"]!.inputs.ckpt_name).toBe("refiner.safetensors");
    expect(graph["9"]!.inputs).toMatchObject({
      lora_name: "detail-tweaker.safetensors",
      strength_model: 0.8,
      strength_clip: 0.8,
      model: ["2", 0],
    });
    const added = ofClass(graph, "LoraLoader").filter(([id]) => id !== "9");
    expect(added).toHaveLength(1);
    const [id, node] = added[0]!;
    expect(node.inputs).toMatchObject({ lora_name: "styles/ink.safetensors", model: ["9", 0], clip: ["9", 1] });
    expect(graph["5"]!.inputs.model).toEqual([id, 0]);
  });

  test("without a mapping the checkpoint is the sampler's own loader and every LoRA is chained; a recipe without LoRAs keeps the mapped one's", () => {
    const unmapped = applyRecipe(saved(), { checkpoint: "engine-xl.safetensors", loras: full.loras }, undefined);
    expect(unmapped["2"]!.inputs.ckpt_name).toBe("engine-xl.safetensors");
    expect(unmapped["9"]!.inputs.lora_name).toBe("own.safetensors");
    expect(ofClass(unmapped, "LoraLoader")).toHaveLength(3);
    const kept = applyRecipe(saved(), { cfg: 5 }, undefined, { lora: ["9", "lora_name"] });
    expect(kept["9"]!.inputs.lora_name).toBe("own.safetensors");
  });
});
