import type { Workflow } from "../../api/cloud-types.js";
import { UserError } from "../../errors.js";
import { text } from "./texts/index.js";
import type { SavedMapping } from "../../workflows/check.js";
import type { Padding } from "./derived.js";
import { ZOOMS, type PanDirection, type Zoom } from "./layout.js";
import { GENERATE_LIMITS } from "../../workflows/run-limits.js";
import { DEFAULT_CHECKPOINT, textToImage } from "../../workflows/built-in.js";

const MAX = Math.min(GENERATE_LIMITS.width.max, GENERATE_LIMITS.height.max);
/** Pan extends one side by half the image's length that way (multiples of 8), as a half-frame step. */
const PAN_SHARE = 0.5;
/** How many pixels of the old edge the new content blends over. */
const FEATHERING = 40;

const down8 = (n: number) => Math.floor(n / 8) * 8;
const near8 = (n: number) => Math.round(n / 8) * 8;

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
  const z = Number(zoom);
  const grownW = near8(width * z) - width;
  const grownH = near8(height * z) - height;
  const size = { width: width + grownW, height: height + grownH };
  if (size.width > MAX || size.height > MAX) {
    const fits = ZOOMS.filter(
      (b) => Number(b) < z && near8(width * Number(b)) <= MAX && near8(height * Number(b)) <= MAX,
    ).at(-1);
    const params = { zoom: `${zoom}×`, ...size, max: MAX };
    throw new UserError(
      fits ? text("creative.tooLarge", { ...params, best: `${fits}×` }) : text("creative.tooLargeNone", params),
    );
  }
  const left = down8(grownW / 2);
  const top = down8(grownH / 2);
  return { left, top, right: grownW - left, bottom: grownH - top };
}

/** Pan: one side extended by half the image's length that way; the other sides stay. */
export function panPadding(width: number, height: number, direction: PanDirection): Padding {
  const across = direction === "left" || direction === "right";
  const grown = Math.max(8, near8((across ? width : height) * PAN_SHARE));
  const pad = { left: 0, top: 0, right: 0, bottom: 0 };
  const side = { left: "left", right: "right", up: "top", down: "bottom" } as const;
  pad[side[direction]] = grown;
  const size = padded(width, height, pad);
  if (size.width > MAX || size.height > MAX) throw new UserError(text("creative.panTooLarge", { ...size, max: MAX }));
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
