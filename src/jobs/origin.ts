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

/** `open` may be called early (to acknowledge before a slow upload); later calls get the same message. */
export function fromInteraction(interaction: RepliableInteraction<"cached">): Origin {
  let opened: Promise<OpenedMessage> | undefined;
  return {
    guildId: interaction.guildId,
    channelId: interaction.channelId ?? "",
    userId: interaction.user.id,
    interactionId: interaction.id,
    limits: { ...DEFAULT_UPLOAD_LIMITS, maxFileBytes: interaction.attachmentSizeLimit || DEFAULT_UPLOAD_LIMITS.maxFileBytes },
    open(client) {
      opened ??= (async () => {
        const response = await interaction.deferReply({ withResponse: true });
        const messageId = response.resource?.message?.id ?? (await interaction.fetchReply()).id;
        return { messageId, target: messageTarget(client, interaction.channelId ?? "", messageId, interaction) };
      })();
      return opened;
    },
  };
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
