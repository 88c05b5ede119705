import type { Workflow } from "../../src/api/cloud-types.js";
import { PARTNER_NODE } from "./object-info.js";

/** A small text-to-image workflow in the reference shape (wire-notes.md). */
export function textWorkflow(
  options: { seed?: number; width?: number; height?: number; batch?: number; checkpoint?: string } = {},
): Workflow {
  return {
    "3": {
      class_type: "KSampler",
      inputs: {
        seed: options.seed ?? 1,
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
    "4": {
      class_type: "CheckpointLoaderSimple",
      inputs: { ckpt_name: options.checkpoint ?? "flow-base-v1.safetensors" },
    },
    "5": {
      class_type: "EmptyLatentImage",
      inputs: { width: options.width ?? 32, height: options.height ?? 24, batch_size: options.batch ?? 1 },
    },
    "6": { class_type: "CLIPTextEncode", inputs: { text: "a fox", clip: ["4", 1] } },
    "7": { class_type: "CLIPTextEncode", inputs: { text: "blurry", clip: ["4", 1] } },
    "8": { class_type: "VAEDecode", inputs: { samples: ["3", 0], vae: ["4", 2] } },
    "9": { class_type: "SaveImage", inputs: { filename_prefix: "test", images: ["8", 0] } },
  };
}

/** Image-to-image: the uploaded image is encoded in place of the empty latent. */
export function imageWorkflow(image: string, seed = 1): Workflow {
  const workflow = textWorkflow({ seed });
  delete workflow["5"];
  workflow["10"] = { class_type: "LoadImage", inputs: { image } };
  workflow["12"] = { class_type: "VAEEncode", inputs: { pixels: ["10", 0], vae: ["4", 2] } };
  workflow["3"]!.inputs.latent_image = ["12", 0];
  return workflow;
}

/** A workflow whose only generator is a Partner Node. */
export function partnerWorkflow(): Workflow {
  return {
    "1": { class_type: PARTNER_NODE, inputs: { prompt: "a fox", seed: 5 } },
    "2": { class_type: "SaveImage", inputs: { filename_prefix: "partner", images: ["1", 0] } },
  };
}

/**
 * A member's saved text-to-image workflow (API format, as exported): its sampler takes the positive
 * text from node 3 (a placeholder the bot fills with the prompt) and the negative from node 2.
 */
export function portraitWorkflow(
  options: {
    checkpoint?: string;
    width?: number;
    height?: number;
    steps?: number;
    sampler?: string;
    scheduler?: string;
  } = {},
): Workflow {
  return {
    "1": {
      class_type: "CheckpointLoaderSimple",
      inputs: { ckpt_name: options.checkpoint ?? "flow-xl-v2.safetensors" },
    },
    "2": { class_type: "CLIPTextEncode", inputs: { text: "ugly, deformed", clip: ["1", 1] } },
    "3": { class_type: "CLIPTextEncode", inputs: { text: "placeholder", clip: ["1", 1] } },
    "4": {
      class_type: "EmptyLatentImage",
      inputs: { width: options.width ?? 768, height: options.height ?? 512, batch_size: 1 },
    },
    "5": {
      class_type: "KSampler",
      inputs: {
        seed: 1,
        steps: options.steps ?? 25,
        cfg: 6,
        sampler_name: options.sampler ?? "dpmpp_2m",
        scheduler: options.scheduler ?? "karras",
        denoise: 1,
        model: ["1", 0],
        positive: ["3", 0],
        negative: ["2", 0],
        latent_image: ["4", 0],
      },
    },
    "6": { class_type: "VAEDecode", inputs: { samples: ["5", 0], vae: ["1", 2] } },
    "7": { class_type: "SaveImage", inputs: { images: ["6", 0], filename_prefix: "portrait" } },
  };
}
