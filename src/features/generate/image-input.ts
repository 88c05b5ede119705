import type { Workflow } from "../../api/cloud-types.js";
import type { SavedMapping } from "../../workflows/check.js";

type Base = { graph: Workflow; mapping: SavedMapping };

/** The denoise a workflow made to start from an image samples with, when its own is 1 (which would ignore the image). */
const IMAGE_DENOISE = 0.6;

const isLink = (value: unknown, id: string) => Array.isArray(value) && value[0] === id;

/**
 * A workflow that can take an input image: as it is when it maps one; else, when its sampler
 * starts from an empty latent and a VAE decodes its result, the same workflow (same checkpoint,
 * sampler, prompts, everything) with that empty latent replaced by the image loaded, scaled to
 * the latent's size, encoded with that VAE and repeated `batch_size` times. Undefined when it
 * has no such place (a partner node, say): the caller falls back to the built-in image-to-image.
 */
export function withImageInput(base: Base): Base | undefined {
  if (base.mapping.image !== undefined) return base;
  const graph = structuredClone(base.graph);
  const ids = Object.keys(graph);
  const latentId = ids.find((id) => graph[id]!.class_type === "EmptyLatentImage");
  if (latentId === undefined) return undefined;
  const samplerId = ids.find(
    (id) => graph[id]!.class_type === "KSampler" && isLink(graph[id]!.inputs.latent_image, latentId),
  );
  const vae = Object.values(graph).find((node) => node.class_type === "VAEDecode")?.inputs.vae;
  if (samplerId === undefined || !Array.isArray(vae)) return undefined;

  let next = Math.max(0, ...ids.map(Number).filter(Number.isInteger)) + 1;
  const [load, scale, encode, repeat] = [next++, next++, next++, next].map(String) as [string, string, string, string];
  const latent = graph[latentId]!.inputs;
  graph[load] = { class_type: "LoadImage", inputs: { image: "" } };
  graph[scale] = {
    class_type: "ImageScale",
    inputs: {
      image: [load, 0],
      upscale_method: "bilinear",
      width: latent.width,
      height: latent.height,
      crop: "center",
    },
  };
  graph[encode] = { class_type: "VAEEncode", inputs: { pixels: [scale, 0], vae } };
  graph[repeat] = { class_type: "RepeatLatentBatch", inputs: { samples: [encode, 0], amount: latent.batch_size ?? 1 } };
  for (const node of Object.values(graph)) {
    for (const [name, value] of Object.entries(node.inputs))
      if (isLink(value, latentId)) node.inputs[name] = [repeat, 0];
  }
  delete graph[latentId];
  const sampler = graph[samplerId]!.inputs;
  if (typeof sampler.denoise !== "number" || sampler.denoise >= 1) sampler.denoise = IMAGE_DENOISE;

  const moved = (target: [string, string] | undefined, to: [string, string]) =>
    target?.[0] === latentId ? to : target;
  const mapping: SavedMapping = {
    ...base.mapping,
    image: [load, "image"],
    denoise: base.mapping.denoise ?? [samplerId, "denoise"],
  };
  const width = moved(base.mapping.width, [scale, "width"]);
  const height = moved(base.mapping.height, [scale, "height"]);
  const count = moved(base.mapping.count, [repeat, "amount"]);
  if (width) mapping.width = width;
  if (height) mapping.height = height;
  if (count) mapping.count = count;
  return { graph, mapping };
}
