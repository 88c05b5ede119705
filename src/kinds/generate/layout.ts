import { ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, EmbedBuilder } from "discord.js";
import type { JobView, OutputFile } from "../../discord/render.js";
import type { Translate } from "../../i18n/index.js";
import { creativeIds, outpaintRows, varyButtons } from "../../creative-buttons.js";

/** Discord allows five buttons a row: a row's label and four images. */
const MAX_IMAGES = 4;

export { creativeIds, PAN_EMOJI, ZOOMS, type PanDirection, type Strength, type Zoom } from "../../creative-buttons.js";

export const isImage = (file: OutputFile) => /\.(png|jpe?g|webp)$/i.test(file.name);

/**
 * The images in output order, each with its number: one image is shown in the result's embed;
 * several each get an embed of their own titled "Image n", in order, so that none is shown as a
 * loose file above the result (where Discord puts attachments no embed shows) and Un / Vn match
 * what the member sees. Other files are attached after them.
 */
export function numberedImages(
  embed: EmbedBuilder,
  outputs: OutputFile[],
  t: Translate,
): { embeds: EmbedBuilder[]; files: AttachmentBuilder[] } {
  const images = outputs.filter(isImage);
  const others = outputs.filter((o) => !isImage(o));
  const files = [...images, ...others].map((o) => new AttachmentBuilder(o.data, { name: o.name }));
  if (images.length === 1) return { embeds: [embed.setImage(`attachment://${images[0]!.name}`)], files };
  const color = embed.data.color ?? null;
  const each = images.map((image, i) =>
    new EmbedBuilder()
      .setColor(color)
      .setTitle(t("creative.imageN", { n: i + 1 }))
      .setImage(`attachment://${image.name}`),
  );
  return { embeds: [embed, ...each.slice(0, 9)], files };
}

const button = (customId: string, style = ButtonStyle.Secondary) =>
  new ButtonBuilder().setCustomId(customId).setStyle(style);

/**
 * The buttons under a result, after the first row (Reroll, Remix): several images get a row of
 * U1..Un and one of V1..Vn, each led by a disabled label; a single image gets U1, Vary (Strong),
 * Vary (Subtle), then Zoom Out 1.5× and 2×, then Pan ⬅ ➡ ⬆ ⬇.
 */
export function perImageRows(jobId: string, count: number, t: Translate): ActionRowBuilder<ButtonBuilder>[] {
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
    ...outpaintRows(jobId, t),
  ];
}

/** Reroll's row gains Remix: the prompt edited first. */
export function remixButton(view: JobView, t: Translate): ButtonBuilder {
  return button(creativeIds.remix(view.id)).setLabel(t("creative.remix")).setEmoji("✏️");
}
