import { DiscordAPIError, EmbedBuilder, RESTJSONErrorCodes, type Client } from "discord.js";
import { postIn } from "./upload.js";
import type { MessagePayload } from "../render/render.js";
import type { MessageTarget } from "./target.js";

/** Discord's own answers that mean the bot can no longer post in the channel; nothing else does. */
const GONE = new Set<number | string>([RESTJSONErrorCodes.UnknownChannel, RESTJSONErrorCodes.MissingAccess]);

export function isChannelGone(error: unknown): boolean {
  return error instanceof DiscordAPIError && GONE.has(error.code);
}

/**
 * What to do when the terminal message could not be sent as it was: send it without the files
 * when Discord found them too large, post it anew when the job's message was deleted, and give
 * up (returning false) only when Discord says the channel is gone, or, on the delivery's `final`
 * try, still closed to the bot (Missing Access or Permissions: an admin may give them back, so
 * earlier tries throw and the delivery waits and tries again). Any other error is thrown.
 */
export async function recoverFinal(
  target: MessageTarget,
  message: MessagePayload,
  error: unknown,
  postAnew: () => Promise<boolean>,
  final = true,
): Promise<boolean> {
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
  if (isUnknownMessage(error)) return postAnew();
  if (isChannelDeleted(error)) return false;
  const closed =
    error.code === RESTJSONErrorCodes.MissingAccess || error.code === RESTJSONErrorCodes.MissingPermissions;
  if (closed && final) return false;
  throw error;
}

/** Unknown Channel only: Missing Access may be a permission taken away for a while, not a channel gone. */
export function isChannelDeleted(error: unknown): boolean {
  return error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.UnknownChannel;
}

export function isUnknownMessage(error: unknown): boolean {
  return error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.UnknownMessage;
}

/**
 * Posts the message in the job's channel, for when the job's own message is gone; the new
 * message's id, or undefined when Discord says the channel is gone. Any other failure (a 5xx, a
 * timeout) is thrown: the channel may well be there, so the delivery is tried again.
 */
export async function postAnew(
  client: Client,
  channelId: string,
  message: MessagePayload,
): Promise<string | undefined> {
  let channel;
  try {
    channel = await client.channels.fetch(channelId, { allowUnknownGuild: true });
  } catch (error) {
    if (isChannelGone(error)) return undefined;
    throw error;
  }
  if (!channel?.isSendable()) return undefined;
  const { embeds, components, files, allowedMentions } = message;
  const payload = { embeds, components, files, allowedMentions };
  try {
    return await postIn(channel, payload);
  } catch (error) {
    if (isChannelGone(error)) return undefined;
    throw error;
  }
}
