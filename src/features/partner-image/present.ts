import { ActionRowBuilder, ButtonBuilder, ButtonStyle, type APIEmbedField } from "discord.js";
import { choiceName, t, type Key } from "./texts/index.js";
import { formatNumber } from "../../i18n/format.js";
import { storedParams } from "./settings.js";
import {
  attachOutputs,
  formatDuration,
  jobEmbed,
  NO_MENTIONS,
  type MessagePayload,
  type JobOrigin,
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
      name: t(view.locale, "field.timeTaken"),
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

/** The message a partner image job's input came from (a button, a reaction, a context menu), when it did. */
export function sourceOrigin(view: JobView): JobOrigin | undefined {
  const { source } = storedParams(view.params);
  if (!source?.messageId || !source.channelId || !source.guildId) return undefined;
  return {
    guildId: source.guildId,
    channelId: source.channelId,
    messageId: source.messageId,
    ...(source.image !== undefined ? { image: source.image } : {}),
  };
}

/** Each setting's label in the reader's words: never the API's own name (`style_strength`). */
const SETTING_LABELS = {
  style_strength: "field.styleStrength",
  structure_strength: "field.structureStrength",
  is_portrait: "field.portrait",
  fixed_generation: "field.fixedGeneration",
  portrait_style: "field.portraitStyle",
  portrait_beautifier: "field.portraitBeautifier",
  sharpen: "field.sharpen",
  smart_grain: "field.smartGrain",
  creativity: "field.creativity",
  hdr: "field.hdr",
  resemblance: "field.resemblance",
  fractality: "field.fractality",
} as const satisfies Record<string, Key>;
export type LabelledSetting = keyof typeof SETTING_LABELS;

/**
 * The given settings that the job has, as inline fields: localized labels, Yes / No for a switch,
 * a choice as the command's menu (`command`) names it.
 */
export function settingFields(
  locale: string,
  command: string,
  settings: Partial<Record<LabelledSetting, unknown>>,
  names: readonly LabelledSetting[],
): APIEmbedField[] {
  return names
    .filter((name) => settings[name] !== undefined && settings[name] !== null)
    .map((name) => {
      const value = settings[name];
      const shown =
        typeof value === "boolean"
          ? t(locale, value ? "value.yes" : "value.no")
          : typeof value === "number"
            ? formatNumber(locale, value)
            : choiceName(locale, `${command}.${name}`, String(value));
      return { name: t(locale, SETTING_LABELS[name]), value: shown, inline: true };
    });
}
