import type { ObjectInfo } from "../../src/api/cloud-types.js";
import { SAMPLERS, SCHEDULERS, type ModelFolders } from "./models.js";
import { combo, FLOAT, INT, node, type ComboFormat } from "./node-spec.js";

/** What a backend's model-bound nodes offer: its model folders, its samplers and schedulers. */
export interface Holdings {
  models: ModelFolders;
  samplers?: readonly string[];
  schedulers?: readonly string[];
  /** The format of the loaders' choices. */
  format?: ComboFormat;
  /** The format of `KSampler.scheduler` (a newer node on an engine: `combo`). */
  schedulerFormat?: ComboFormat;
}

const UPSCALE_METHODS = ["nearest-exact", "bilinear", "area", "bicubic", "bislerp"];
const IMAGE_UPSCALE_METHODS = ["nearest-exact", "bilinear", "area", "bicubic", "lanczos"];
const STRENGTH = FLOAT(-100, 100, 1);

/**
 * The loaders (their choices are the folders' file names, engine-notes.md "Models"), the sampler
 * with its sampler and scheduler lists, clip skip, the nodes of a second (hires) pass, and the
 * inpainting nodes of core.
 */
export function modelNodes(holdings: Holdings, uploads: readonly string[]): ObjectInfo {
  const { models, format = "list" } = holdings;
  const folder = (name: string) => combo(models[name] ?? [], format, { tooltip: name });
  return {
    CheckpointLoaderSimple: node("loaders", { ckpt_name: folder("checkpoints") }, ["MODEL", "CLIP", "VAE"]),
    LoraLoader: node(
      "loaders",
      {
        model: ["MODEL", {}],
        clip: ["CLIP", {}],
        lora_name: folder("loras"),
        strength_model: STRENGTH,
        strength_clip: STRENGTH,
      },
      ["MODEL", "CLIP"],
    ),
    LoraLoaderModelOnly: node(
      "loaders",
      { model: ["MODEL", {}], lora_name: folder("loras"), strength_model: STRENGTH },
      ["MODEL"],
    ),
    VAELoader: node("loaders", { vae_name: folder("vae") }, ["VAE"]),
    UpscaleModelLoader: node("loaders", { model_name: folder("upscale_models") }, ["UPSCALE_MODEL"]),
    KSampler: node(
      "sampling",
      {
        model: ["MODEL", {}],
        seed: INT(0, Number.MAX_SAFE_INTEGER, 0),
        steps: INT(1, 10000, 20),
        cfg: FLOAT(0, 100, 8, 0.1),
        sampler_name: combo(holdings.samplers ?? SAMPLERS),
        scheduler: combo(holdings.schedulers ?? SCHEDULERS, holdings.schedulerFormat),
        positive: ["CONDITIONING", {}],
        negative: ["CONDITIONING", {}],
        latent_image: ["LATENT", {}],
        denoise: FLOAT(0, 1, 1),
      },
      ["LATENT"],
    ),
    CLIPSetLastLayer: node("conditioning", { clip: ["CLIP", {}], stop_at_clip_layer: INT(-24, -1, -1) }, ["CLIP"]),
    LatentUpscaleBy: node(
      "latent",
      { samples: ["LATENT", {}], upscale_method: combo(UPSCALE_METHODS), scale_by: FLOAT(0.01, 8, 1.5) },
      ["LATENT"],
    ),
    ImageUpscaleWithModel: node("image/upscaling", { upscale_model: ["UPSCALE_MODEL", {}], image: ["IMAGE", {}] }, [
      "IMAGE",
    ]),
    ImageScaleBy: node(
      "image/upscaling",
      { image: ["IMAGE", {}], upscale_method: combo(IMAGE_UPSCALE_METHODS), scale_by: FLOAT(0.01, 8, 1) },
      ["IMAGE"],
    ),
    VAEEncodeForInpaint: node(
      "latent/inpaint",
      { pixels: ["IMAGE", {}], vae: ["VAE", {}], mask: ["MASK", {}], grow_mask_by: INT(0, 64, 6) },
      ["LATENT"],
    ),
    SetLatentNoiseMask: node("latent/inpaint", { samples: ["LATENT", {}], mask: ["MASK", {}] }, ["LATENT"]),
    InpaintModelConditioning: node(
      "conditioning/inpaint",
      {
        positive: ["CONDITIONING", {}],
        negative: ["CONDITIONING", {}],
        vae: ["VAE", {}],
        pixels: ["IMAGE", {}],
        mask: ["MASK", {}],
        noise_mask: ["BOOLEAN", { default: true }],
      },
      ["CONDITIONING", "CONDITIONING", "LATENT"],
    ),
    LoadImageMask: node(
      "mask",
      { image: [[...uploads], { image_upload: true }], channel: combo(["alpha", "red", "green", "blue"]) },
      ["MASK"],
    ),
  };
}
