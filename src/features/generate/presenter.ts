import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from "discord.js";
import {
  attachOutputs,
  formatDuration,
  jobEmbed,
  NO_MENTIONS,
  type JobView,
  type Presenter,
} from "../../discord/render/render.js";
import { translator } from "../../i18n/index.js";
import type { GenerateParams } from "./params.js";

export const generateIds = {
  reroll: (jobId: string) => `gen:reroll:${jobId}`,
  vary: (jobId: string) => `gen:vary:${jobId}`,
  upscale: (jobId: string, index: number) => `gen:up:${jobId}:${index}`,
};

/** A generation: the prompt as title; the result with its settings and Reroll / Vary / U1..Un. */
export const generatePresenter: Presenter = {
  title: (view) => paramsOf(view).prompt,
  completed(view, outputs) {
    const p = paramsOf(view);
    const t = translator(view.locale);
    const embed = jobEmbed(view, generatePresenter).addFields(
      { name: t("field.seed"), value: String(p.seed), inline: true },
      { name: t("field.size"), value: `${p.width}×${p.height}`, inline: true },
      { name: t("field.steps"), value: String(p.steps), inline: true },
      {
        name: t("field.workflow"),
        value: p.workflow ?? t(p.image ? "generate.builtInImage" : "generate.builtInText"),
        inline: true,
      },
      {
        name: t("field.duration"),
        value: formatDuration((view.finishedAt ?? Date.now()) - view.createdAt, view.locale),
        inline: true,
      },
    );
    const files = attachOutputs(embed, outputs);
    const main = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder()
        .setCustomId(generateIds.reroll(view.id))
        .setLabel(t("button.reroll"))
        .setEmoji("🎲")
        .setStyle(ButtonStyle.Primary),
      new ButtonBuilder()
        .setCustomId(generateIds.vary(view.id))
        .setLabel(t("button.vary"))
        .setStyle(ButtonStyle.Secondary),
    );
    const rows = [main];
    const images = outputs.filter((o) => /\.(png|jpe?g|webp)$/i.test(o.name)).slice(0, 5);
    if (images.length > 0) {
      rows.push(
        new ActionRowBuilder<ButtonBuilder>().addComponents(
          images.map((_, i) =>
            new ButtonBuilder()
              .setCustomId(generateIds.upscale(view.id, i))
              .setLabel(`U${i + 1}`)
              .setStyle(ButtonStyle.Secondary),
          ),
        ),
      );
    }
    return { content: "", embeds: [embed], components: rows, files, attachments: [], allowedMentions: NO_MENTIONS };
  },
  origin: (view) => paramsOf(view).from,
  retryButton: (view) =>
    new ButtonBuilder()
      .setCustomId(generateIds.reroll(view.id))
      .setLabel(translator(view.locale)(view.phase === "cancelled" ? "button.runAgain" : "button.tryAgain"))
      .setStyle(ButtonStyle.Secondary),
};

function paramsOf(view: JobView): GenerateParams {
  return view.params as GenerateParams;
}
