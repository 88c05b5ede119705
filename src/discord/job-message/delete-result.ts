import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  MessageFlags,
  PermissionFlagsBits,
  type ButtonInteraction,
} from "discord.js";
import type { ComponentHandler, Context } from "../../app.js";
import { UserError } from "../../errors.js";
import { privateLocale, t, text } from "../../i18n/index.js";
import { NO_MENTIONS, type MessagePayload } from "../render/render.js";

export const deleteResultId = (jobId: string) => `result:delete:${jobId}`;

/** Discord allows five buttons a row and five rows a message. */
const PER_ROW = 5;
const ROWS = 5;

/** A result with its Delete button (labelled in the message's language): in the first row with room (beside Reroll, Vary...), else a row of its own. */
export function withDeleteButton(message: MessagePayload, jobId: string, locale?: string): MessagePayload {
  const button = new ButtonBuilder()
    .setCustomId(deleteResultId(jobId))
    .setLabel(t(locale, "rules.deleteLabel"))
    .setEmoji("🗑️")
    .setStyle(ButtonStyle.Danger);
  const rows = [...(message.components ?? [])];
  const room = rows.find(
    (row): row is ActionRowBuilder<ButtonBuilder> => row instanceof ActionRowBuilder && row.components.length < PER_ROW,
  );
  if (room) room.addComponents(button);
  else if (rows.length < ROWS) rows.push(new ActionRowBuilder<ButtonBuilder>().addComponents(button));
  return { ...message, components: rows };
}

/**
 * Delete under a result: for the member who asked for it and for members with Manage Messages.
 * The message goes; the job's record stays, marked, so whoever looks it up later learns what became of it.
 */
export const deleteResultComponents: ComponentHandler[] = [
  {
    prefix: "result",
    async button(interaction, ctx, [action, jobId]) {
      if (action !== "delete" || jobId === undefined) throw new UserError(text("common.buttonGone"));
      await deleteResult(interaction, ctx, jobId);
    },
  },
];

async function deleteResult(interaction: ButtonInteraction<"cached">, ctx: Context, jobId: string): Promise<void> {
  const job = await ctx.store.jobs.get(jobId);
  if (!job || job.guildId !== interaction.guildId) throw new UserError(text("rules.deleteNotHere"));
  if (job.userId !== interaction.user.id && !interaction.memberPermissions.has(PermissionFlagsBits.ManageMessages)) {
    throw new UserError(text("rules.deleteRefused"));
  }
  await interaction.message.delete();
  await ctx.store.jobs.markResultDeleted(job.id);
  await interaction.reply({
    content: t(privateLocale(interaction), "rules.deleted"),
    flags: MessageFlags.Ephemeral,
    allowedMentions: NO_MENTIONS,
  });
}
