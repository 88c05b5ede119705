import type { Workflow } from "../../src/api/cloud-types.js";
import { makePng, pngSize } from "../png.js";
import { asText } from "../text.js";

/** What the fake "generates": real PNGs whose size, count and pixels follow the workflow. */
export function renderImages(workflow: Workflow, uploads: ReadonlyMap<string, { data: Buffer }>): Buffer[] {
  const nodes = Object.values(workflow);
  const find = (classType: string) => nodes.find((n) => n.class_type === classType)?.inputs;
  const seed = find("KSampler")?.seed ?? find("FlowPartnerImageNode")?.seed ?? 0;
  // A second (hires) pass: the image scaled after an upscale model is the final size.
  const upscaled = Object.keys(workflow).find((id) => workflow[id]!.class_type === "ImageUpscaleWithModel");
  const rescaled = nodes.find(
    (n) => n.class_type === "ImageScale" && Array.isArray(n.inputs.image) && n.inputs.image[0] === upscaled,
  )?.inputs;
  const sized = rescaled ?? find("ImageScale") ?? find("EmptyLatentImage");
  let width = num(sized?.width, 512);
  let height = num(sized?.height, 512);
  const loaded = uploads.get(asText(find("LoadImage")?.image ?? ""));
  if (!sized && loaded) ({ width, height } = pngSize(loaded.data) ?? { width, height });
  // Outpainting: the loaded image grown by its padding on each side.
  const pad = find("ImagePadForOutpaint");
  if (pad) {
    width += num(pad.left, 0) + num(pad.right, 0);
    height += num(pad.top, 0) + num(pad.bottom, 0);
  }
  // A latent upscaled by a factor (hires fix), in whole latent pixels (8 image pixels each).
  const by = find("LatentUpscaleBy")?.scale_by;
  if (typeof by === "number" && by > 0) {
    width = Math.round((width / 8) * by) * 8;
    height = Math.round((height / 8) * by) * 8;
  }
  const count = num(find("EmptyLatentImage")?.batch_size ?? find("RepeatLatentBatch")?.amount, 1);
  return Array.from({ length: count }, (_, i) => makePng(width, height, `${asText(seed)}:${i}`));
}

/** Node ids in an order where every node comes after the nodes it links to. */
export function executionOrder(workflow: Workflow): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || !workflow[id]) return;
    seen.add(id);
    for (const value of Object.values(workflow[id].inputs ?? {})) {
      if (Array.isArray(value) && typeof value[0] === "string") visit(value[0]);
    }
    order.push(id);
  };
  for (const id of Object.keys(workflow)) visit(id);
  return order;
}

function num(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
}
