import type { Workflow } from "../../../api/cloud-types.js";
import type { SavedMapping } from "../../../workflows/check.js";
import { DEFAULT_CHECKPOINT, textToImage } from "../../../workflows/built-in.js";

/**
 * Inpainting from core nodes (any SD1.5-shaped checkpoint): the image loaded at its own size and
 * encoded, the mask (an uploaded image, white where the image may change) set as the latent's
 * noise mask, sampled at the job's denoise and decoded. The job's recipe applies to it as to the
 * built-in graph it is made from.
 */
export function inpaintWorkflow(
  mask: string,
  checkpoint = DEFAULT_CHECKPOINT,
): { graph: Workflow; mapping: SavedMapping } {
  const { graph, mapping } = textToImage();
  delete graph["5"];
  graph["4"]!.inputs.ckpt_name = checkpoint;
  graph["10"] = { class_type: "LoadImage", inputs: { image: "" } };
  graph["12"] = { class_type: "VAEEncode", inputs: { pixels: ["10", 0], vae: ["4", 2] } };
  graph["15"] = { class_type: "LoadImageMask", inputs: { image: mask, channel: "red" } };
  graph["14"] = { class_type: "SetLatentNoiseMask", inputs: { samples: ["12", 0], mask: ["15", 0] } };
  graph["3"]!.inputs.latent_image = ["14", 0];
  return {
    graph,
    mapping: {
      prompt: mapping.prompt!,
      negative: mapping.negative!,
      seed: mapping.seed!,
      steps: mapping.steps!,
      denoise: mapping.denoise!,
      image: ["10", "image"],
    },
  };
}
