import type { Workflow } from "../../api/cloud-types.js";
import { UserError } from "../../errors.js";
import { text } from "./texts/index.js";
import type { Padding } from "./derived.js";
import { ZOOMS, type PanDirection, type Zoom } from "./layout.js";
import { GENERATE_LIMITS } from "../../workflows/run-limits.js";

const MAX = Math.min(GENERATE_LIMITS.width.max, GENERATE_LIMITS.height.max);
/** Pan extends one side by half the image's length that way (multiples of 8), as a half-frame step. */
const PAN_SHARE = 0.5;

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

/** The checkpoint a saved workflow loads, for outpainting in its style; none when it loads another way. */
export function checkpointOf(graph: Workflow | undefined): string | undefined {
  const name = Object.values(graph ?? {}).find((n) => n.class_type === "CheckpointLoaderSimple")?.inputs.ckpt_name;
  return typeof name === "string" ? name : undefined;
}
