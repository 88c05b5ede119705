import type { Workflow } from "../../api/cloud-types.js";
import { UserError } from "../../errors.js";
import { text } from "./texts/index.js";
import type { Padding } from "./derived.js";
import { ZOOMS, type PanDirection, type Zoom } from "./layout.js";
import { fits, OUTPAINT_MAX, panGrowth, zoomedSize } from "../partner-image/creative-buttons.js";

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

/** The checkpoint a saved workflow loads, for outpainting in its style; none when it loads another way. */
export function checkpointOf(graph: Workflow | undefined): string | undefined {
  const name = Object.values(graph ?? {}).find((n) => n.class_type === "CheckpointLoaderSimple")?.inputs.ckpt_name;
  return typeof name === "string" ? name : undefined;
}
