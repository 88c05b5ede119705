import type { Workflow } from "../../api/cloud-types.js";
import { UserError } from "../../errors.js";
import { text } from "./texts/index.js";
import type { SavedMapping } from "../../workflows/check.js";
import type { Padding } from "./derived.js";
import { ZOOMS, type PanDirection, type Zoom } from "./layout.js";
import { fits, OUTPAINT_MAX, panGrowth, zoomedSize } from "../partner-image/creative-buttons.js";
import { DEFAULT_CHECKPOINT, textToImage } from "../../workflows/built-in.js";

/** How many pixels of the old edge the new content blends over. */
const FEATHERING = 40;

const down8 = (n: number) => Math.floor(n / 8) * 8;

/** The image's size once padded. */
export const padded = (width: number, height: number, p: Padding) => ({
  width: width + p.left + p.right,
  height: height + p.top + p.bottom,
});

/**
 * Zoom Out: the canvas `zoom` times the source in each dimension (multiples of 8), the source in
 * its middle. Refused past the size limit, naming it and the largest zoom that fits.
 */
export function zoomPadding(width: number, height: number, zoom: Zoom): Padding {
  const size = zoomedSize({ width, height }, zoom);
  if (!fits(size)) {
    const best = ZOOMS.filter((b) => Number(b) < Number(zoom) && fits(zoomedSize({ width, height }, b))).at(-1);
    const params = { zoom: `${zoom}×`, ...size, max: OUTPAINT_MAX };
    throw new UserError(
      best ? text("creative.tooLarge", { ...params, best: `${best}×` }) : text("creative.tooLargeNone", params),
    );
  }
  const grownW = size.width - width;
  const grownH = size.height - height;
  const left = down8(grownW / 2);
  const top = down8(grownH / 2);
  return { left, top, right: grownW - left, bottom: grownH - top };
}

/** Pan: one side extended by half the image's length that way; the other sides stay. */
export function panPadding(width: number, height: number, direction: PanDirection): Padding {
  const pad = { left: 0, top: 0, right: 0, bottom: 0 };
  const side = { left: "left", right: "right", up: "top", down: "bottom" } as const;
  pad[side[direction]] = panGrowth({ width, height }, direction);
  const size = padded(width, height, pad);
  if (!fits(size)) throw new UserError(text("creative.panTooLarge", { ...size, max: OUTPAINT_MAX }));
  return pad;
}

/**
 * Outpainting from core nodes: the image loaded and padded (ImagePadForOutpaint gives the new
 * area as a mask), encoded for inpainting with the checkpoint's VAE, sampled in full and decoded.
 */
export function outpaintWorkflow(
  padding: Padding,
  checkpoint = DEFAULT_CHECKPOINT,
): { graph: Workflow; mapping: SavedMapping } {
  // The built-in text-to-image graph, its empty latent replaced by the padded image encoded for inpainting.
  const { graph } = textToImage();
  delete graph["5"];
  graph["4"]!.inputs.ckpt_name = checkpoint;
  graph["10"] = { class_type: "LoadImage", inputs: { image: "" } };
  graph["20"] = {
    class_type: "ImagePadForOutpaint",
    inputs: { image: ["10", 0], ...padding, feathering: FEATHERING },
  };
  graph["21"] = {
    class_type: "VAEEncodeForInpaint",
    inputs: { pixels: ["20", 0], vae: ["4", 2], mask: ["20", 1], grow_mask_by: 8 },
  };
  graph["3"]!.inputs.latent_image = ["21", 0];
  return {
    graph,
    mapping: {
      prompt: ["6", "text"],
      negative: ["7", "text"],
      seed: ["3", "seed"],
      steps: ["3", "steps"],
      image: ["10", "image"],
    },
  };
}

/** The checkpoint a saved workflow loads, for outpainting in its style; none when it loads another way. */
export function checkpointOf(graph: Workflow | undefined): string | undefined {
  const name = Object.values(graph ?? {}).find((n) => n.class_type === "CheckpointLoaderSimple")?.inputs.ckpt_name;
  return typeof name === "string" ? name : undefined;
}
