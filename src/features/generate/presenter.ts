import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from "discord.js";
import { formatDuration, jobEmbed, NO_MENTIONS, type JobView, type Presenter } from "../../discord/render/render.js";
import { translator } from "./texts/index.js";
import { derivedFields, workflowLabel } from "./derived-fields.js";
import { recipeFields } from "./recipe-fields.js";
import { isImage, numberedImages, perImageRows, remixButton } from "./layout.js";
import type { GenerateParams } from "./params.js";

export const generateIds = {
  reroll: (jobId: string) => `gen:reroll:${jobId}`,
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
      { name: t("field.workflow"), value: workflowLabel(p, t), inline: true },
      {
        name: t("field.timeTaken"),
        value: formatDuration((view.finishedAt ?? Date.now()) - view.createdAt, view.locale),
        inline: true,
      },
    );
    embed.addFields(...recipeFields(p.recipe, t), ...derivedFields(p, t));
    const { embeds, files } = numberedImages(embed, outputs, t, view.userId);
    const main = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder()
        .setCustomId(generateIds.reroll(view.id))
        .setLabel(t("button.reroll"))
        .setEmoji("🎲")
        .setStyle(ButtonStyle.Primary),
      remixButton(view, t),
    );
    const rows = [main, ...perImageRows(view.id, outputs.filter(isImage).length, t, resultSize(p))];
    return { content: "", embeds, components: rows, files, attachments: [], allowedMentions: NO_MENTIONS };
  },
  origin: (view) => paramsOf(view).from,
  retryButton: (view) =>
    new ButtonBuilder()
      .setCustomId(generateIds.reroll(view.id))
      .setLabel(translator(view.locale)(view.phase === "cancelled" ? "button.runAgain" : "button.tryAgain"))
      .setStyle(ButtonStyle.Secondary),
};

/** The size of the job's images: the size asked, enlarged by a second pass's scale when it has one. */
function resultSize({ width, height, recipe }: GenerateParams): { width: number; height: number } {
  const scale = recipe?.hires?.scale ?? 1;
  return { width: Math.round((width * scale) / 8) * 8, height: Math.round((height * scale) / 8) * 8 };
}

function paramsOf(view: JobView): GenerateParams {
  return view.params as GenerateParams;
}
