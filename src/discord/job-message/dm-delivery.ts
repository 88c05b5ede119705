import { DiscordAPIError, RESTJSONErrorCodes, type Client } from "discord.js";
import { postIn } from "./upload.js";
import { t } from "../../i18n/index.js";
import type { Locale } from "../../i18n/locales.js";
import { NO_MENTIONS, type MessagePayload } from "../render/render.js";

/** Where a job was asked for, as a link a member can open: a server's message, or one of a DM (`@me`). */
export function askedAtLink(guildId: string | null | undefined, channelId: string, messageId?: string): string {
  return `https://discord.com/channels/${guildId || "@me"}/${channelId}${messageId ? `/${messageId}` : ""}`;
}

/** Discord's answer when the member takes no DMs from the app (blocked it, or closed their DMs). */
export function isDmsClosed(error: unknown): boolean {
  return error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.CannotSendMessagesToThisUser;
}

/**
 * Sends a job's terminal message to its member's DMs (`POST /users/@me/channels`, then the DM
 * channel's messages), headed by a link to where the job was asked for. Throws what Discord
 * answers (50007 when the member takes no DMs: `isDmsClosed`).
 */
export async function sendToDms(
  client: Client,
  to: { userId: string; locale: Locale; link: string },
  message: MessagePayload,
): Promise<string> {
  const dm = await client.users.createDM(to.userId);
  const { embeds, components, files } = message;
  const content = [t(to.locale, "followups.askedAt", { link: to.link }), message.content].filter(Boolean).join("\n");
  const payload = { content, embeds, components, files, allowedMentions: NO_MENTIONS };
  return postIn(dm, payload);
}
