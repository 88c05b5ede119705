import { ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, EmbedBuilder } from "discord.js";
import { attachmentOf, isSpoiler, type JobView, type OutputFile } from "../../discord/render/render.js";
// Not `import type`: loading this module loads the texts it says.
import { type Translate } from "./texts/index.js";
import { creativeIds, outpaintRows, varyButtons, type Size } from "../partner-image/creative-buttons.js";

/** Discord allows five buttons a row: a row's label and four images. */
const MAX_IMAGES = 4;

export {
  creativeIds,
  PAN_EMOJI,
  ZOOMS,
  type PanDirection,
  type Strength,
  type Zoom,
} from "../partner-image/creative-buttons.js";

export const isImage = (file: OutputFile) => /\.(png|jpe?g|webp)$/i.test(file.name);

/**
 * The images in output order. One is shown in the result's embed. Several are one gallery: every
 * embed shares one URL (the requester's profile), which Discord draws as a single card with the
 * images in a grid, in order, left to right then top to bottom; a field says so with their numbers.
 * No image is left as a loose file above the result (where Discord puts attachments no embed
 * shows), so U1..Un and V1..Vn match what the member sees. Other files are attached after them.
 */
export function numberedImages(
  embed: EmbedBuilder,
  outputs: OutputFile[],
  t: Translate,
  userId: string,
): { embeds: EmbedBuilder[]; files: AttachmentBuilder[] } {
  const images = outputs.filter(isImage);
  const others = outputs.filter((o) => !isImage(o));
  const files = [...images, ...others].map(attachmentOf);
  // One image hidden by the image check: none goes in the embeds, all stay attachments in their order
  // (Discord blurs the spoilered ones there), so U1..Un still match what the member sees.
  if (images.length === 0 || images.some(isSpoiler)) return { embeds: [embed], files };
  embed.setImage(`attachment://${images[0]!.name}`);
  if (images.length === 1) return { embeds: [embed], files };
  const url = `https://discord.com/users/${userId}`;
  const shown = images.slice(0, MAX_IMAGES);
  embed
    .setURL(url)
    .addFields({ name: t("creative.imagesField"), value: t("creative.imagesOrder", { count: shown.length }) });
  const more = shown.slice(1).map((image) => new EmbedBuilder().setURL(url).setImage(`attachment://${image.name}`));
  return { embeds: [embed, ...more], files };
}

const button = (customId: string, style = ButtonStyle.Secondary) =>
  new ButtonBuilder().setCustomId(customId).setStyle(style);

/**
 * The buttons under a result, after the first row (Reroll, Remix): several images get a row of
 * U1..Un and one of V1..Vn, each led by a disabled label; a single image gets U1, Vary (Strong),
 * Vary (Subtle), then Zoom Out 1.5× and 2×, then Pan ⬅ ➡ ⬆ ⬇, those that fit an image of `size`.
 */
export function perImageRows(
  jobId: string,
  count: number,
  t: Translate,
  size: Size,
): ActionRowBuilder<ButtonBuilder>[] {
  const n = Math.min(count, MAX_IMAGES);
  if (n === 0) return [];
  if (n > 1) {
    const numbered = (row: "u" | "v", label: string, id: (i: number) => string) =>
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        button(creativeIds.row(jobId, row)).setLabel(label).setDisabled(true),
        ...Array.from({ length: n }, (_, i) => button(id(i)).setLabel(`${row.toUpperCase()}${i + 1}`)),
      );
    return [
      numbered("u", t("creative.upscaleRow"), (i) => creativeIds.upscale(jobId, i)),
      numbered("v", t("creative.varyRow"), (i) => creativeIds.vary(jobId, i, "strong")),
    ];
  }
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      button(creativeIds.upscale(jobId, 0)).setLabel("U1"),
      ...varyButtons(jobId, t),
    ),
    ...outpaintRows(jobId, t, size),
  ];
}

/** Reroll's row gains Remix: the prompt edited first. */
export function remixButton(view: JobView, t: Translate): ButtonBuilder {
  return button(creativeIds.remix(view.id)).setLabel(t("creative.remix")).setEmoji("✏️");
}
