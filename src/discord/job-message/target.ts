import {
  DiscordAPIError,
  RESTJSONErrorCodes,
  Routes,
  type Client,
  type MessageEditOptions,
  type RepliableInteraction,
} from "discord.js";
import { CHANNEL_EDITS, REPLY_EDITS, type Bucket } from "./pacer.js";
import { send } from "./upload.js";

/** The message a job edits as it runs and ends. */
export interface MessageTarget {
  readonly channelId: string;
  readonly messageId: string | undefined;
  /** The rate-limit bucket the next edit draws on: the interaction's reply, or the channel's messages. */
  readonly bucket: Bucket;
  edit(payload: MessageEditOptions): Promise<void>;
}

/** The bucket of a channel's message edits, and of an interaction's reply (see `Pacer.turn`). */
export const channelBucket = (channelId: string): Bucket => ({ key: `channel:${channelId}`, limit: CHANNEL_EDITS });
export const replyBucket = (id: string): Bucket => ({ key: `reply:${id}`, limit: REPLY_EDITS });

/** Interaction tokens last 15 minutes; switch to the bot-token route well before that. */
const TOKEN_MARGIN_MS = 14 * 60_000;

/** Answers that mean the interaction token can no longer be used. */
const TOKEN_GONE = new Set<number | string>([
  RESTJSONErrorCodes.InvalidWebhookToken,
  RESTJSONErrorCodes.UnknownWebhook,
  RESTJSONErrorCodes.UnknownInteraction,
]);

/** Discord refused the interaction's token: it expired (15 minutes) or was never good. */
export function isTokenGone(error: unknown): boolean {
  return error instanceof DiscordAPIError && TOKEN_GONE.has(error.code);
}

/**
 * Edits through the interaction's webhook while its token is good, then through the channel
 * route with the bot token, which keeps working for messages the bot owns (and after a restart).
 */
export function messageTarget(
  client: Client,
  channelId: string,
  messageId: string | undefined,
  interaction?: RepliableInteraction,
): MessageTarget {
  let webhook = interaction;
  const viaChannel = async (payload: MessageEditOptions) => {
    if (messageId === undefined) throw new Error("no message id to edit through the channel route");
    // A job taken over from a process on other shards: its server is not cached here.
    const channel = await client.channels.fetch(channelId, { allowUnknownGuild: true });
    if (!channel?.isTextBased()) throw new Error(`channel ${channelId} is not a text channel`);
    await send(payload, {
      target: channel.messages,
      method: "patch",
      route: Routes.channelMessage(channelId, messageId),
      auth: true,
      library: (p) => channel.messages.edit(messageId, p),
    });
  };
  const viaWebhook = () => webhook !== undefined && Date.now() - webhook.createdTimestamp < TOKEN_MARGIN_MS;
  return {
    channelId,
    messageId,
    get bucket() {
      return webhook && viaWebhook() ? replyBucket(webhook.id) : channelBucket(channelId);
    },
    async edit(payload) {
      if (webhook && viaWebhook()) {
        try {
          const { webhook: hook } = webhook;
          const reply = webhook;
          await send(payload, {
            target: hook,
            method: "patch",
            route: Routes.webhookMessage(hook.id, hook.token, "@original"),
            auth: false,
            library: (p) => reply.editReply(p),
          });
          return;
        } catch (error) {
          if (!isTokenGone(error) || messageId === undefined) throw error;
          webhook = undefined;
        }
      }
      await viaChannel(payload);
    },
  };
}
