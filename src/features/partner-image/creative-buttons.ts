import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from "discord.js";
// Not `import type`: loading this module loads the texts it says.
import { type Translate } from "./texts/index.js";
import { GENERATE_LIMITS } from "../../workflows/run-limits.js";

/*
 * The creative buttons on a single image (a one-image /generate result, or an upscaled image that
 * came from one): Vary (Strong) / (Subtle) / (Region), Zoom Out 1.5× / 2×, Pan ⬅ ➡ ⬆ ⬇. Shared by the kinds
 * that show such an image; the generate kind handles them (`gen:` ids carry the shown job's id).
 */

export type Strength = "strong" | "subtle";
export type PanDirection = "left" | "right" | "up" | "down";
export const ZOOMS = ["1.5", "2"] as const;
export type Zoom = (typeof ZOOMS)[number];
export const PAN_EMOJI: Record<PanDirection, string> = { left: "⬅️", right: "➡️", up: "⬆️", down: "⬇️" };

/** The largest side an outpainted image (Zoom Out, Pan) may have: /generate's own limit. */
export const OUTPAINT_MAX = Math.min(GENERATE_LIMITS.width.max, GENERATE_LIMITS.height.max);
/** Pan extends one side by half the image's length that way (multiples of 8), as a half-frame step. */
const PAN_SHARE = 0.5;
const near8 = (n: number) => Math.round(n / 8) * 8;

export interface Size {
  width: number;
  height: number;
}

/** Zoom Out's canvas: `zoom` times the image in each dimension, in multiples of 8. */
export function zoomedSize({ width, height }: Size, zoom: Zoom): Size {
  return { width: near8(width * Number(zoom)), height: near8(height * Number(zoom)) };
}

/** How much Pan adds on its side: half the image's length that way, in multiples of 8. */
export function panGrowth({ width, height }: Size, direction: PanDirection): number {
  const across = direction === "left" || direction === "right";
  return Math.max(8, near8((across ? width : height) * PAN_SHARE));
}

/** Pan's canvas: the image with one side extended (see `panGrowth`). */
export function pannedSize(size: Size, direction: PanDirection): Size {
  const across = direction === "left" || direction === "right";
  const grown = panGrowth(size, direction);
  return across ? { ...size, width: size.width + grown } : { ...size, height: size.height + grown };
}

/** Whether an outpainted canvas is within the limit: a button is offered only where its job can run. */
export const fits = ({ width, height }: Size) => width <= OUTPAINT_MAX && height <= OUTPAINT_MAX;

/**
 * Every per-image button names its image by its place in the job's outputs (0-based), which is the
 * order the images are attached and shown in. `gen:vary:<job>` alone is Vary (Strong) of image 1.
 */
export const creativeIds = {
  vary: (jobId: string, index: number, strength: Strength) =>
    index === 0 && strength === "strong" ? `gen:vary:${jobId}` : `gen:vary:${jobId}:${index}:${strength}`,
  zoom: (jobId: string, index: number, zoom: Zoom) => `gen:zoom:${jobId}:${index}:${zoom}`,
  pan: (jobId: string, index: number, direction: PanDirection) => `gen:pan:${jobId}:${index}:${direction}`,
  region: (jobId: string, index: number) => `gen:region:${jobId}:${index}`,
  remix: (jobId: string) => `gen:remix:${jobId}`,
  row: (jobId: string, row: "u" | "v") => `gen:row:${row}:${jobId}`,
  upscale: (jobId: string, index: number) => `gen:up:${jobId}:${index}`,
};

const button = (customId: string) => new ButtonBuilder().setCustomId(customId).setStyle(ButtonStyle.Secondary);

/** Vary (Strong), Vary (Subtle) and Vary (Region) of the job's first image. */
export function varyButtons(jobId: string, t: Translate): ButtonBuilder[] {
  return [
    button(creativeIds.vary(jobId, 0, "strong")).setLabel(t("creative.varyStrong")),
    button(creativeIds.vary(jobId, 0, "subtle")).setLabel(t("creative.varySubtle")),
    button(creativeIds.region(jobId, 0)).setLabel(t("creative.varyRegion")).setEmoji("🖌️"),
  ];
}

/**
 * Zoom Out 1.5× and 2×, then Pan ⬅ ➡ ⬆ ⬇, of the job's first image of `size` (its real size):
 * each only where its canvas fits the limit, a row only when it has a button.
 */
export function outpaintRows(jobId: string, t: Translate, size: Size): ActionRowBuilder<ButtonBuilder>[] {
  const zooms = ZOOMS.filter((zoom) => fits(zoomedSize(size, zoom))).map((zoom) =>
    button(creativeIds.zoom(jobId, 0, zoom))
      .setLabel(t("creative.zoomOut", { zoom: `${zoom}×` }))
      .setEmoji("🔍"),
  );
  const pans = (Object.keys(PAN_EMOJI) as PanDirection[])
    .filter((direction) => fits(pannedSize(size, direction)))
    .map((direction) => button(creativeIds.pan(jobId, 0, direction)).setEmoji(PAN_EMOJI[direction]));
  return [zooms, pans]
    .filter((buttons) => buttons.length > 0)
    .map((buttons) => new ActionRowBuilder<ButtonBuilder>().addComponents(buttons));
}
