import { DiscordAPIError, EmbedBuilder, RESTJSONErrorCodes, type Client } from "discord.js";
import type { JobMessage } from "./render.js";
import type { MessageTarget } from "./target.js";

const GONE = new Set<number | string>([
  RESTJSONErrorCodes.UnknownChannel,
  RESTJSONErrorCodes.MissingAccess,
  RESTJSONErrorCodes.MissingPermissions,
]);

/**
 * What to do when the terminal message could not be sent as it was: send it without the files
 * when Discord found them too large, post it anew when the job's message was deleted, and give
 * up (returning false) when the bot can no longer reach the channel.
 */
export async function recoverFinal(client: Client, target: MessageTarget, message: JobMessage, error: unknown): Promise<boolean> {
  if (!(error instanceof DiscordAPIError)) throw error;
  if (error.code === RESTJSONErrorCodes.RequestEntityTooLarge || error.status === 413) {
    const [first, ...rest] = message.embeds ?? [];
    const embed = EmbedBuilder.from(first as never);
    const note = "The outputs were too large for this channel's upload limit and could not be attached.";
    embed.setDescription([embed.data.description, note].filter(Boolean).join("\n"));
    embed.setImage(null);
    await target.edit({ ...message, embeds: [embed, ...rest], files: [], attachments: [] });
    return true;
  }
  if (isUnknownMessage(error)) return postAnew(client, target, message);
  if (GONE.has(error.code)) return false;
  throw error;
}

export function isUnknownMessage(error: unknown): boolean {
  return error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.UnknownMessage;
}

/** Posts the message in the job's channel, for when the job's own message is gone. */
export async function postAnew(client: Client, target: MessageTarget, message: JobMessage): Promise<boolean> {
  const channel = await client.channels.fetch(target.channelId).catch(() => null);
  if (!channel?.isSendable()) return false;
  const { embeds, components, files, allowedMentions } = message;
  await channel.send({ embeds, components, files, allowedMentions });
  return true;
}
