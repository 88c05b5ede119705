import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  DiscordAPIError,
  MessageFlags,
  RESTJSONErrorCodes,
  PermissionFlagsBits,
  Routes,
  type ButtonInteraction,
} from "discord.js";
import type { Store } from "../../db/store.js";
import type { ComponentHandlerOf } from "../routing/handlers.js";
import { UserError } from "../../errors.js";
import { privateLocale, t, text } from "../../i18n/index.js";
import { NO_MENTIONS, type MessagePayload } from "../render/render.js";
import { scopeOf } from "../routing/scope.js";
import { REPLY_TOKEN_MS } from "./reply-token.js";
import { ack } from "../routing/acknowledge.js";

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

/**
 * The token of each Delete press, by job and member, for its Confirm: a Delete press answered by
 * deferring an update makes its `@original` the result itself, which that token then deletes
 * through the interaction's own webhook. That works wherever the member can press the button: in
 * a server without the bot (a member's own install), where every channel route answers 403
 * Missing Access, as in DMs and servers with the bot. Kept for the token's 15 minutes, in this
 * process (a Confirm after a restart asks for Delete again).
 */
const deletePresses = new Map<string, { token: string; until: number }>();
const MAX_PRESSES = 1000;
const pressKey = (jobId: string, userId: string) => `${jobId}:${userId}`;

function rememberPress(interaction: ButtonInteraction, jobId: string): void {
  const now = Date.now();
  for (const [key, press] of deletePresses) if (press.until <= now) deletePresses.delete(key);
  if (deletePresses.size >= MAX_PRESSES) deletePresses.delete(deletePresses.keys().next().value!);
  deletePresses.set(pressKey(jobId, interaction.user.id), {
    token: interaction.token,
    // A little short of Discord's 15 minutes, so a Confirm never uses a token that just ended.
    until: interaction.createdTimestamp + REPLY_TOKEN_MS - 30_000,
  });
}

async function askToDelete(interaction: ButtonInteraction, ctx: ResultContext, jobId: string): Promise<void> {
  await deletable(interaction, ctx, jobId);
  const locale = privateLocale(interaction);
  const confirm = new ButtonBuilder()
    .setCustomId(confirmDeleteId(jobId, interaction.message.id))
    .setLabel(t(locale, "rules.deleteConfirmLabel"))
    .setEmoji("🗑️")
    .setStyle(ButtonStyle.Danger);
  // The result stays as it is; the press's `@original` is now the result (see `deletePresses`).
  await ack.deferUpdate(interaction);
  rememberPress(interaction, jobId);
  await ack.followUp(interaction, {
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
  const key = pressKey(jobId, interaction.user.id);
  const press = deletePresses.get(key);
  try {
    if (press && press.until > Date.now()) {
      // Through the Delete press's own webhook: no channel route, so it works outside servers too.
      await interaction.client.rest.delete(Routes.webhookMessage(interaction.applicationId, press.token, "@original"), {
        auth: false,
      });
    } else if (interaction.inCachedGuild()) {
      // A server with the bot, after a restart: the bot deletes its own message with its token.
      const channel = await interaction.client.channels.fetch(interaction.channelId);
      if (!channel?.isTextBased()) throw new UserError(text("rules.deleteGone"));
      await channel.messages.delete(messageId);
    } else {
      throw new UserError(text("rules.deleteExpired"));
    }
  } catch (error) {
    if (error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.UnknownMessage)
      throw new UserError(text("rules.deleteGone"));
    throw error;
  }
  deletePresses.delete(key);
  await ctx.store.jobs.markResultDeleted(job.id);
  await ack.update(interaction, {
    content: t(privateLocale(interaction), "rules.deleted"),
    components: [],
    allowedMentions: NO_MENTIONS,
  });
}
