import { ActionRowBuilder, ButtonBuilder, ButtonStyle, type APIEmbedField } from "discord.js";
import { t } from "../../i18n/index.js";
import { formatNumber } from "../../i18n/format.js";
import {
  attachOutputs,
  formatDuration,
  jobEmbed,
  NO_MENTIONS,
  type MessagePayload,
  type JobView,
  type OutputFile,
  type Presenter,
} from "../../discord/render/render.js";

/**
 * The finished message of a partner image job: the presenter's fields, then duration and the
 * credits the service reported, the result attached, and one row of buttons.
 */
export function imageResult(
  view: JobView,
  presenter: Presenter,
  outputs: OutputFile[],
  fields: APIEmbedField[],
  buttons: ButtonBuilder[],
): MessagePayload {
  const embed = jobEmbed(view, presenter).addFields(
    ...fields,
    {
      name: t(view.locale, "field.duration"),
      value: formatDuration((view.finishedAt ?? Date.now()) - view.createdAt, view.locale),
      inline: true,
    },
    ...(view.credits !== undefined
      ? [{ name: t(view.locale, "field.credits"), value: formatNumber(view.locale, view.credits), inline: true }]
      : []),
  );
  const files = attachOutputs(embed, outputs);
  const components = [new ActionRowBuilder<ButtonBuilder>().addComponents(buttons)];
  return { content: "", embeds: [embed], components, files, attachments: [], allowedMentions: NO_MENTIONS };
}

/** Vary on a result (in `locale`); the same id, labelled Try again / Run again, on a failed or cancelled job. */
export function varyButton(customId: string, locale: string, ended?: JobView): ButtonBuilder {
  const label = t(
    locale,
    ended === undefined ? "button.vary" : ended.phase === "cancelled" ? "button.runAgain" : "button.tryAgain",
  );
  return new ButtonBuilder().setCustomId(customId).setLabel(label).setStyle(ButtonStyle.Secondary);
}

/** A member's prompt as an embed field, when there is one. */
export function promptField(prompt: string | undefined, locale: string): APIEmbedField[] {
  return prompt ? [{ name: t(locale, "field.prompt"), value: prompt.slice(0, 1024) }] : [];
}
