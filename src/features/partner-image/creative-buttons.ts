import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from "discord.js";
// Not `import type`: loading this module loads the texts it says.
import { type Translate } from "./texts/index.js";

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

/** Zoom Out 1.5× and 2×, then Pan ⬅ ➡ ⬆ ⬇, of the job's first image. */
export function outpaintRows(jobId: string, t: Translate): ActionRowBuilder<ButtonBuilder>[] {
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      ZOOMS.map((zoom) =>
        button(creativeIds.zoom(jobId, 0, zoom))
          .setLabel(t("creative.zoomOut", { zoom: `${zoom}×` }))
          .setEmoji("🔍"),
      ),
    ),
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      (Object.keys(PAN_EMOJI) as PanDirection[]).map((direction) =>
        button(creativeIds.pan(jobId, 0, direction)).setEmoji(PAN_EMOJI[direction]),
      ),
    ),
  ];
}
