import { ActionRowBuilder, ButtonBuilder, ButtonStyle, type APIEmbedField } from "discord.js";
import { attachOutputs, formatDuration, jobEmbed, NO_MENTIONS, type JobMessage, type JobView, type OutputFile, type Presenter } from "../discord/render.js";

/**
 * The finished message of a partner image job: the presenter's fields, then duration and the
 * credits the service reported, the result attached, and one row of buttons.
 */
export function imageResult(view: JobView, presenter: Presenter, outputs: OutputFile[], fields: APIEmbedField[], buttons: ButtonBuilder[]): JobMessage {
  const embed = jobEmbed(view, presenter).addFields(
    ...fields,
    { name: "Duration", value: formatDuration((view.finishedAt ?? Date.now()) - view.createdAt), inline: true },
    ...(view.credits !== undefined ? [{ name: "Credits", value: String(view.credits), inline: true }] : []),
  );
  const files = attachOutputs(embed, outputs);
  const components = [new ActionRowBuilder<ButtonBuilder>().addComponents(buttons)];
  return { content: "", embeds: [embed], components, files, attachments: [], allowedMentions: NO_MENTIONS };
}

/** Vary on a result; the same id, labelled Try again / Run again, on a failed or cancelled job. */
export function varyButton(customId: string, view?: JobView): ButtonBuilder {
  const label = view === undefined ? "Vary" : view.phase === "cancelled" ? "Run again" : "Try again";
  return new ButtonBuilder().setCustomId(customId).setLabel(label).setStyle(ButtonStyle.Secondary);
}

/** A member's prompt as an embed field, when there is one. */
export function promptField(prompt: string | undefined): APIEmbedField[] {
  return prompt ? [{ name: "Prompt", value: prompt.slice(0, 1024) }] : [];
}
