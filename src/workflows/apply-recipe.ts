import type { Workflow } from "../api/cloud-types.js";
import type { InputMapping } from "./built-in.js";
import { isLink, nodeIds, nodeOf } from "./graph.js";
import { IdMaker, linkOf, relink, upstream } from "./graph-edit.js";
import { hiresPass } from "./hires.js";
import type { Recipe } from "./recipe.js";
import { RecipeError, type Link } from "./recipe-error.js";

export { RecipeError } from "./recipe-error.js";

/**
 * A copy of the graph running the recipe: the checkpoint in the loader that feeds the sampler,
 * the LoRAs chained after it (each `LoraLoader` taking the previous one's model and clip, with
 * its weights), clip skip (`CLIPSetLastLayer`) after the last of them, the sampler's fields, and a
 * second (hires) pass after the sampler. The sampler is the graph's first `KSampler`; what the
 * recipe leaves out keeps the graph's own value. A saved workflow's mapping may name the loaders
 * instead: `model` the input the checkpoint goes into, `lora` a LoRA loader's name input that takes
 * the first LoRA (and its weights), the others chained after that loader.
 */
export function applyRecipe(
  graph: Workflow,
  recipe: Recipe | undefined,
  /** The image's size before the second pass, when the graph does not say (outpainting). */
  size?: { width: number; height: number },
  mapping: Pick<InputMapping, "model" | "lora"> = {},
): Workflow {
  const copy = structuredClone(graph);
  if (!recipe) return copy;
  const ids = new IdMaker(copy);
  const sampler = nodeIds(copy).find((id) => copy[id]!.class_type === "KSampler");
  if (sampler === undefined) throw new RecipeError("noSampler");
  const inputs = copy[sampler]!.inputs;
  if (recipe.checkpoint !== undefined) {
    if (mapping.model) mapped(copy, mapping.model).inputs[mapping.model[1]] = recipe.checkpoint;
    else checkpointLoader(copy, sampler).inputs.ckpt_name = recipe.checkpoint;
  }
  const [first, ...rest] = recipe.loras ?? [];
  // A mapped LoRA loader takes the first LoRA; the others follow it.
  const loader = first && mapping.lora ? mapped(copy, mapping.lora) : undefined;
  if (loader) {
    loader.inputs[mapping.lora![1]] = first!.name;
    if (Object.hasOwn(loader.inputs, "strength_model")) loader.inputs.strength_model = first!.weight;
    if (Object.hasOwn(loader.inputs, "strength_clip")) loader.inputs.strength_clip = first!.clipWeight ?? first!.weight;
  }
  const loras = loader ? rest : (recipe.loras ?? []);
  if (loras.length > 0 || recipe.clipSkip !== undefined) {
    const at = mapping.lora?.[0];
    let model: Link = loader ? [at!, 0] : linkOf(inputs.model, "noModelLink");
    let clip: Link = loader && Object.hasOwn(loader.inputs, "clip") ? [at!, 1] : clipSource(copy, sampler);
    const from = { model, clip };
    const added = new Set<string>();
    for (const lora of loras) {
      const id = ids.next();
      copy[id] = {
        class_type: "LoraLoader",
        inputs: {
          model,
          clip,
          lora_name: lora.name,
          strength_model: lora.weight,
          strength_clip: lora.clipWeight ?? lora.weight,
        },
      };
      added.add(id);
      [model, clip] = [
        [id, 0],
        [id, 1],
      ];
    }
    if (recipe.clipSkip !== undefined) {
      const id = ids.next();
      copy[id] = { class_type: "CLIPSetLastLayer", inputs: { clip, stop_at_clip_layer: -recipe.clipSkip } };
      added.add(id);
      clip = [id, 0];
    }
    relink(copy, from.model, model, added);
    relink(copy, from.clip, clip, added);
  }
  if (recipe.sampler !== undefined) inputs.sampler_name = recipe.sampler;
  if (recipe.scheduler !== undefined) inputs.scheduler = recipe.scheduler;
  if (recipe.cfg !== undefined) inputs.cfg = recipe.cfg;
  if (recipe.hires) hiresPass(copy, sampler, recipe.hires, ids, size);
  return copy;
}

/** The node a mapping names; a mapping left pointing at a node the graph lost does not fit. */
function mapped(graph: Workflow, [id]: [string, string]): Workflow[string] {
  const node = nodeOf(graph, id);
  if (!node) throw new RecipeError("noCheckpointLoader");
  return node;
}

/** The loader the sampler's model comes from, through whatever patches the model on the way (LoRAs, ...). */
function checkpointLoader(graph: Workflow, sampler: string): Workflow[string] {
  const loader = upstream(
    graph,
    graph[sampler]!.inputs.model,
    (node) => (node.class_type === "CheckpointLoaderSimple" ? node : undefined),
    (node) => node.inputs.model,
  );
  if (!loader) throw new RecipeError("noCheckpointLoader");
  return loader;
}

/** The clip the sampler's positive prompt is encoded with: its text encoder's `clip` input. */
function clipSource(graph: Workflow, sampler: string): Link {
  const encoder = upstream(
    graph,
    graph[sampler]!.inputs.positive,
    (node) => (node.class_type === "CLIPTextEncode" ? node : undefined),
    // Conditioning passed through (combined, set area, ...): its first linked input.
    (node) => Object.values(node.inputs).find(isLink),
  );
  return linkOf(encoder?.inputs.clip, "noTextEncoder");
}
