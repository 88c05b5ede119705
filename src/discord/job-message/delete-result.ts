import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  DiscordAPIError,
  MessageFlags,
  RESTJSONErrorCodes,
  PermissionFlagsBits,
  type ButtonInteraction,
} from "discord.js";
import type { Store } from "../../db/store.js";
import type { ComponentHandlerOf } from "../routing/handlers.js";
import { UserError } from "../../errors.js";
import { privateLocale, t, text } from "../../i18n/index.js";
import { NO_MENTIONS, type MessagePayload } from "../render/render.js";
import { scopeOf } from "../routing/scope.js";

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

/** All the button reads of the context the bot hands it: the stored jobs. */
interface ResultContext {
  store: Pick<Store, "jobs">;
}

/**
 * Delete under a result: for the member who asked for it and for members with Manage Messages,
 * after an ephemeral Confirm (the message goes for everyone). The job's record stays, marked, so
 * whoever looks the job up later learns what became of it.
 */
export const deleteResultComponents: ComponentHandlerOf<ResultContext>[] = [
  {
    prefix: "result",
    // Outside servers that added the bot, the member who asked deletes their own result (src/scope.ts).
    reach: "anywhere",
    async button(interaction, ctx, [action, jobId, messageId]) {
      if (action === "delete" && jobId !== undefined) return askToDelete(interaction, ctx, jobId);
      if (action === "confirm" && jobId !== undefined && messageId !== undefined)
        return deleteResult(interaction, ctx, jobId, messageId);
      throw new UserError(text("common.buttonGone"));
    },
  },
];

const confirmDeleteId = (jobId: string, messageId: string) => `result:confirm:${jobId}:${messageId}`;

/** The job, if this member may delete its result here; else a refusal. */
async function deletable(interaction: ButtonInteraction, ctx: ResultContext, jobId: string) {
  const job = await ctx.store.jobs.get(jobId);
  if (!job || job.guildId !== scopeOf(interaction)) throw new UserError(text("rules.deleteNotHere"));
  const moderator =
    interaction.inCachedGuild() && interaction.memberPermissions.has(PermissionFlagsBits.ManageMessages);
  if (job.userId !== interaction.user.id && !moderator) {
    throw new UserError(text("rules.deleteRefused"));
  }
  return job;
}

async function askToDelete(interaction: ButtonInteraction, ctx: ResultContext, jobId: string): Promise<void> {
  await deletable(interaction, ctx, jobId);
  const locale = privateLocale(interaction);
  const confirm = new ButtonBuilder()
    .setCustomId(confirmDeleteId(jobId, interaction.message.id))
    .setLabel(t(locale, "rules.deleteConfirmLabel"))
    .setEmoji("🗑️")
    .setStyle(ButtonStyle.Danger);
  await interaction.reply({
    content: t(locale, "rules.deleteConfirm"),
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(confirm)],
    flags: MessageFlags.Ephemeral,
    allowedMentions: NO_MENTIONS,
  });
}

async function deleteResult(
  interaction: ButtonInteraction,
  ctx: ResultContext,
  jobId: string,
  messageId: string,
): Promise<void> {
  const job = await deletable(interaction, ctx, jobId);
  // Only the job's own message, in its own channel: the ids in a button are not trusted beyond that.
  if (job.messageId !== messageId || job.channelId !== interaction.channelId)
    throw new UserError(text("rules.deleteNotHere"));
  const channel = await interaction.client.channels.fetch(interaction.channelId);
  if (!channel?.isTextBased()) throw new UserError(text("rules.deleteGone"));
  try {
    await channel.messages.delete(messageId);
  } catch (error) {
    if (error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.UnknownMessage)
      throw new UserError(text("rules.deleteGone"));
    throw error;
  }
  await ctx.store.jobs.markResultDeleted(job.id);
  await interaction.update({
    content: t(privateLocale(interaction), "rules.deleted"),
    components: [],
    allowedMentions: NO_MENTIONS,
  });
}
