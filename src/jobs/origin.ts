import type { Client, Message, RepliableInteraction } from "discord.js";
import { NO_MENTIONS } from "../discord/render.js";
import { messageTarget, type MessageTarget } from "../discord/target.js";
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from "./download.js";

/** Where a job's message lives once it is opened. */
export interface OpenedMessage {
  messageId: string;
  target: MessageTarget;
}

/**
 * Where a job comes from: an interaction (slash command, context menu, button), whose deferred
 * reply becomes the job's message, or a reaction, which has no interaction: its job message is a
 * reply under the reacted message, sent with the bot token.
 */
export interface Origin {
  readonly guildId: string;
  readonly channelId: string;
  readonly userId: string;
  readonly interactionId?: string;
  readonly limits: UploadLimits;
  /** Creates the job's message (acknowledging an interaction within its 3 s); once, however often it is called. */
  open(client: Client): Promise<OpenedMessage>;
}

/**
 * Discord forgets an interaction not acknowledged within 3 s. A job's checks (settings, key, quota:
 * database reads) normally take milliseconds; on a loaded host they can take seconds, so the job's
 * message is opened by itself this long after the interaction was created if nothing answered it yet.
 */
const ACKNOWLEDGE_BY_MS = 2_000;

/**
 * `open` may be called early (to acknowledge before a slow upload); later calls get the same
 * message. Created at the start of a job command, the origin opens the message by itself when the
 * checks run close to Discord's 3 s; a refusal after that edits the message instead of answering privately.
 */
export function fromInteraction(interaction: RepliableInteraction<"cached">): Origin {
  let opened: Promise<OpenedMessage> | undefined;
  let client: Client | undefined = interaction.client;
  const origin: Origin = {
    guildId: interaction.guildId,
    channelId: interaction.channelId ?? "",
    userId: interaction.user.id,
    interactionId: interaction.id,
    limits: { ...DEFAULT_UPLOAD_LIMITS, maxFileBytes: interaction.attachmentSizeLimit || DEFAULT_UPLOAD_LIMITS.maxFileBytes },
    open(given) {
      clearTimeout(guard);
      client = given;
      opened ??= (async () => {
        const response = await interaction.deferReply({ withResponse: true });
        const messageId = response.resource?.message?.id ?? (await interaction.fetchReply()).id;
        return { messageId, target: messageTarget(given, interaction.channelId ?? "", messageId, interaction) };
      })();
      return opened;
    },
  };
  const guard = setTimeout(() => {
    if (interaction.deferred || interaction.replied || opened || !client) return;
    origin.open(client).catch(() => undefined); // a failure shows again when the job opens it
  }, Math.max(0, interaction.createdTimestamp + ACKNOWLEDGE_BY_MS - Date.now()));
  guard.unref();
  return origin;
}

/** A reaction by `userId` on `message`: the job's message is a reply under it. */
export function fromReaction(message: Message<true>, userId: string): Origin {
  return {
    guildId: message.guildId,
    channelId: message.channelId,
    userId,
    // A reaction carries no upload limit; the default one holds in every server.
    limits: DEFAULT_UPLOAD_LIMITS,
    async open(client) {
      const reply = await message.reply({ content: "⏳ Starting…", allowedMentions: NO_MENTIONS, failIfNotExists: false });
      return { messageId: reply.id, target: messageTarget(client, message.channelId, reply.id) };
    },
  };
}
