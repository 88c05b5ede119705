import type { RepliableInteraction } from "discord.js";
import type { ReplyToken } from "../../jobs/port.js";

/** An interaction's token works for 15 minutes from its creation. */
export const REPLY_TOKEN_MS = 15 * 60_000;

/**
 * The way back to an interaction's reply, until its token ends: a private job's (see
 * private-reply.ts), or one that lives on its interaction where the bot cannot post.
 */
export function replyTokenOf(interaction: RepliableInteraction): ReplyToken {
  return { token: interaction.token, until: interaction.createdTimestamp + REPLY_TOKEN_MS };
}
