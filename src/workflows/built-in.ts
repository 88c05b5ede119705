import type { Workflow } from "../api/cloud-types.js";

/** Where each of the bot's options goes in a workflow: `[nodeId, inputName]`. */
export interface InputMapping {
  prompt?: [string, string];
  negative?: [string, string];
  seed?: [string, string];
  steps?: [string, string];
  width?: [string, string];
  height?: [string, string];
  count?: [string, string];
  image?: [string, string];
  denoise?: [string, string];
  /** A loader's checkpoint input: the job's model goes there (else into the loader feeding the sampler). */
  model?: [string, string];
  /** A LoRA loader's name input: the job's first LoRA goes there (its weights too), the others chained after it. */
  lora?: [string, string];
}

export interface WorkflowValues {
  prompt?: string;
  negative?: string;
  seed?: number;
  steps?: number;
  width?: number;
  height?: number;
  count?: number;
  /** The `name` an upload answered with. */
  image?: string;
  denoise?: number;
}

export const DEFAULT_CHECKPOINT = "flow-base-v1.safetensors";
export const DEFAULT_NEGATIVE = "blurry, low quality, watermark";

/** The reference text-to-image graph of wire-notes.md, in the API format. */
export function textToImage(): { graph: Workflow; mapping: InputMapping } {
  const graph: Workflow = {
    "3": {
      class_type: "KSampler",
      inputs: {
        seed: 0,
        steps: 20,
        cfg: 8,
        sampler_name: "euler",
        scheduler: "normal",
        denoise: 1,
        model: ["4", 0],
        positive: ["6", 0],
        negative: ["7", 0],
        latent_image: ["5", 0],
      },
    },
    "4": { class_type: "CheckpointLoaderSimple", inputs: { ckpt_name: DEFAULT_CHECKPOINT } },
    "5": { class_type: "EmptyLatentImage", inputs: { width: 1024, height: 1024, batch_size: 1 } },
    "6": { class_type: "CLIPTextEncode", inputs: { text: "", clip: ["4", 1] } },
    "7": { class_type: "CLIPTextEncode", inputs: { text: DEFAULT_NEGATIVE, clip: ["4", 1] } },
    "8": { class_type: "VAEDecode", inputs: { samples: ["3", 0], vae: ["4", 2] } },
    "9": { class_type: "SaveImage", inputs: { filename_prefix: "flowbot", images: ["8", 0] } },
  };
  return {
    graph,
    mapping: {
      prompt: ["6", "text"],
      negative: ["7", "text"],
      seed: ["3", "seed"],
      steps: ["3", "steps"],
      width: ["5", "width"],
      height: ["5", "height"],
      count: ["5", "batch_size"],
      denoise: ["3", "denoise"],
    },
  };
}

/**
 * The image-to-image variant: the uploaded image is loaded, scaled to the requested size,
 * encoded and repeated `count` times in place of the empty latent.
 */
export function imageToImage(): { graph: Workflow; mapping: InputMapping } {
  const { graph } = textToImage();
  delete graph["5"];
  graph["10"] = { class_type: "LoadImage", inputs: { image: "" } };
  graph["11"] = {
    class_type: "ImageScale",
    inputs: { image: ["10", 0], upscale_method: "bilinear", width: 1024, height: 1024, crop: "center" },
  };
  graph["12"] = { class_type: "VAEEncode", inputs: { pixels: ["11", 0], vae: ["4", 2] } };
  graph["13"] = { class_type: "RepeatLatentBatch", inputs: { samples: ["12", 0], amount: 1 } };
  graph["3"]!.inputs.latent_image = ["13", 0];
  graph["3"]!.inputs.denoise = 0.6;
  return {
    graph,
    mapping: {
      ...textToImage().mapping,
      width: ["11", "width"],
      height: ["11", "height"],
      count: ["13", "amount"],
      image: ["10", "image"],
    },
  };
}

/** Pixels added on each side of an image that is outpainted. */
export interface Padding {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** How many pixels of the old edge the new content blends over. */
const FEATHERING = 40;

/**
 * Outpainting from core nodes: the text-to-image graph with its empty latent replaced by the image
 * loaded, padded (ImagePadForOutpaint gives the new area as a mask), encoded for inpainting with
 * the checkpoint's VAE; sampled in full and decoded. The size comes from the padding and the
 * count is one, so of text-to-image's mapping only the texts, seed and steps stay.
 */
export function outpaint(
  padding: Padding,
  checkpoint = DEFAULT_CHECKPOINT,
): { graph: Workflow; mapping: InputMapping } {
  const { graph, mapping } = textToImage();
  delete graph["5"];
  graph["4"]!.inputs.ckpt_name = checkpoint;
  graph["10"] = { class_type: "LoadImage", inputs: { image: "" } };
  graph["20"] = {
    class_type: "ImagePadForOutpaint",
    // The four sides only: a caller's padding may carry more (an outpaint's checkpoint).
    inputs: {
      image: ["10", 0],
      left: padding.left,
      top: padding.top,
      right: padding.right,
      bottom: padding.bottom,
      feathering: FEATHERING,
    },
  };
  graph["21"] = {
    class_type: "VAEEncodeForInpaint",
    inputs: { pixels: ["20", 0], vae: ["4", 2], mask: ["20", 1], grow_mask_by: 8 },
  };
  graph["3"]!.inputs.latent_image = ["21", 0];
  const { prompt, negative, seed, steps } = mapping;
  return { graph, mapping: { prompt, negative, seed, steps, image: imageToImage().mapping.image } };
}

/** A copy of `graph` with every mapped value set; values without a mapping are left out. */
export function applyValues(graph: Workflow, mapping: InputMapping, values: WorkflowValues): Workflow {
  const copy = structuredClone(graph);
  for (const [name, value] of Object.entries(values) as [keyof WorkflowValues, unknown][]) {
    const target = mapping[name];
    if (value === undefined || target === undefined) continue;
    const node = copy[target[0]];
    if (node) node.inputs[target[1]] = value;
  }
  return copy;
}
