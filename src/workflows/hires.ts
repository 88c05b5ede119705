import type { Workflow } from "../api/cloud-types.js";
import { isLink } from "./graph.js";
import { IdMaker, linkOf, relink, upstream } from "./graph-edit.js";
import type { Hires } from "./recipe.js";
import { RecipeError, type Link } from "./recipe-error.js";

/**
 * A second pass after the sampler (the "hires fix"): its latent enlarged (`LatentUpscaleBy`), or
 * its image decoded, enlarged by an upscale model and scaled to the size asked for, and encoded
 * again; then sampled once more with the same model, prompts, seed and settings, at the pass's
 * own denoise. What used the first sampler's latent uses the second's.
 */
export function hiresPass(
  graph: Workflow,
  sampler: string,
  hires: Hires,
  ids: IdMaker,
  size?: { width: number; height: number },
): void {
  const first: Link = [sampler, 0];
  const added = new Set<string>();
  const add = (node: Workflow[string]): Link => {
    const id = ids.next();
    graph[id] = node;
    added.add(id);
    return [id, 0];
  };
  let latent: Link;
  if (hires.upscaler === undefined) {
    latent = add({
      class_type: "LatentUpscaleBy",
      inputs: { samples: first, upscale_method: "nearest-exact", scale_by: hires.scale },
    });
  } else {
    const vae = vaeOf(graph, sampler);
    const { width, height } = latentSize(graph, sampler) ?? size ?? sizeUnknown();
    const model = add({ class_type: "UpscaleModelLoader", inputs: { model_name: hires.upscaler } });
    const decoded = add({ class_type: "VAEDecode", inputs: { samples: first, vae } });
    const upscaled = add({ class_type: "ImageUpscaleWithModel", inputs: { upscale_model: model, image: decoded } });
    const scaled = add({
      class_type: "ImageScale",
      inputs: {
        image: upscaled,
        upscale_method: "bilinear",
        width: near8(width * hires.scale),
        height: near8(height * hires.scale),
        crop: "disabled",
      },
    });
    latent = add({ class_type: "VAEEncode", inputs: { pixels: scaled, vae } });
  }
  const second = add({
    class_type: "KSampler",
    inputs: { ...graph[sampler]!.inputs, latent_image: latent, denoise: hires.denoise },
  });
  relink(graph, first, second, added);
}

const near8 = (n: number) => Math.max(8, Math.round(n / 8) * 8);

/** The VAE the sampler's latent is decoded with. */
function vaeOf(graph: Workflow, sampler: string): Link {
  const decoder = Object.values(graph).find(
    (node) => node.class_type === "VAEDecode" && isLink(node.inputs.samples) && node.inputs.samples[0] === sampler,
  );
  return linkOf(decoder?.inputs.vae, "noDecoder");
}

const sizeUnknown = () => {
  throw new RecipeError("sizeUnknown");
};

/** The size of the sampler's latent in pixels, as the graph sets it (an empty latent, or an image scaled then encoded). */
function latentSize(graph: Workflow, sampler: string): { width: number; height: number } | undefined {
  const sized = upstream(
    graph,
    graph[sampler]!.inputs.latent_image,
    (node) => (["EmptyLatentImage", "ImageScale"].includes(node.class_type) ? node : undefined),
    (node) => node.inputs.samples ?? node.inputs.pixels,
  );
  const { width, height } = sized?.inputs ?? {};
  return typeof width === "number" && typeof height === "number" ? { width, height } : undefined;
}
