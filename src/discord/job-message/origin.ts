import {
  InteractionContextType,
  MessageFlags,
  type BaseInteraction,
  type Message,
  type RepliableInteraction,
} from "discord.js";
import { DEFAULT_UPLOAD_LIMITS } from "../../jobs/download.js";
import type { OpenedMessage, Origin } from "../../jobs/port.js";
import { t } from "../../i18n/index.js";
import { NO_MENTIONS } from "../render/render.js";
import { messageTarget, type MessageTarget } from "./target.js";
import { scopeOf } from "../routing/scope.js";
import { ack } from "../routing/acknowledge.js";
import { answersPrivately } from "./private-reply.js";
import { replyTokenOf } from "./reply-token.js";
import { isAgeRestrictedChannel } from "../../rules/age-restricted.js";

export type { Origin } from "../../jobs/port.js";

/**
 * A job's message opened on Discord in a channel: edited through the interaction's webhook while
 * its token is good, then through the channel route.
 */
export interface DiscordOpened extends OpenedMessage {
  target: MessageTarget;
}

export function isDiscordOpened(opened: OpenedMessage | undefined): opened is DiscordOpened {
  return opened !== undefined && "target" in opened;
}

/**
 * Whether the bot cannot post where the interaction was made: a server it is not in (a member
 * installed the app; Discord sends the interaction, never the server's events or channels), or a
 * DM other than the bot's own. A job there lives on its interaction (`InteractionJobMessage`).
 */
export function livesOnInteraction(interaction: BaseInteraction): boolean {
  if (interaction.inCachedGuild()) return false;
  if (interaction.guildId !== null) return true;
  return interaction.context !== InteractionContextType.BotDM;
}

/*
 * Where a job comes from: an interaction (slash command, context menu, button), whose deferred
 * reply becomes the job's message, or a reaction, which has no interaction: its job message is a
 * reply under the reacted message, sent with the bot token.
 */

/*
 * Discord forgets an interaction not acknowledged within 3 s. A job's checks (settings, key, quota:
 * database reads) normally take milliseconds; on a loaded host they can take seconds, so the job's
 * message is opened by itself in time (`ack.inTime`) if nothing answered the interaction yet.
 */

/**
 * `open` may be called early (to acknowledge before a slow upload); later calls get the same
 * message. Created at the start of a job command, the origin opens the message by itself when the
 * checks run close to Discord's 3 s; a refusal after that edits the message instead of answering privately.
 */
export function fromInteraction(interaction: RepliableInteraction): Origin {
  let opened: Promise<OpenedMessage> | undefined;
  const client = interaction.client;
  const onInteraction = livesOnInteraction(interaction);
  const replyLimit = interaction.attachmentSizeLimit || DEFAULT_UPLOAD_LIMITS.maxFileBytes;
  const origin: Origin = {
    // Outside a server that installed the bot, the member's own scope (src/scope.ts).
    guildId: scopeOf(interaction),
    channelId: interaction.channelId ?? "",
    userId: interaction.user.id,
    interactionId: interaction.id,
    ageRestricted: isAgeRestrictedChannel(interaction.channel),
    ...(onInteraction
      ? {
          delivery: { mode: "interaction" as const, guildId: interaction.guildId },
        }
      : {}),
    limits: {
      ...DEFAULT_UPLOAD_LIMITS,
      // Its result may go to the member's DMs, which take the default limit, not the interaction's.
      maxFileBytes: onInteraction ? Math.min(replyLimit, DEFAULT_UPLOAD_LIMITS.maxFileBytes) : replyLimit,
    },
    open() {
      callOff();
      opened ??= (async () => {
        // Where the bot cannot post, the reply is public: it is the only place the job shows.
        const privately = !onInteraction && answersPrivately(interaction);
        const messageId = await ack.open(interaction, { privately });
        const channelId = interaction.channelId ?? "";
        // A private job, or one on its interaction: its reply is edited only through the token, kept with it.
        if (privately || onInteraction) return { messageId, replyToken: replyTokenOf(interaction) };
        return { messageId, target: messageTarget(client, channelId, messageId, interaction) };
      })();
      return opened;
    },
  };
  const callOff = ack.inTime(interaction, () => origin.open());
  return origin;
}

/**
 * One more job of an interaction that already has its reply (a prompt's permutations, a message's
 * further images): for a member with private results, an ephemeral follow-up of the interaction,
 * edited through its token as a private reply is; else the message `otherwise` opens.
 */
export function privateFollowUpOr(interaction: RepliableInteraction<"cached">, otherwise: Origin): Origin {
  let opened: Promise<OpenedMessage> | undefined;
  return {
    ...otherwise,
    open(locale) {
      if (!answersPrivately(interaction)) return otherwise.open(locale);
      opened ??= (async () => {
        const content = t(locale, "job.starting");
        const messageId = await ack.followUp(interaction, {
          content,
          flags: MessageFlags.Ephemeral,
          allowedMentions: NO_MENTIONS,
        });
        return { messageId, replyToken: replyTokenOf(interaction) };
      })();
      return opened;
    },
  };
}

/**
 * One of several jobs an interaction starts, its message not the interaction's reply (`origin`
 * opens a message of its own): it carries the interaction as a command's job does. Its start waits
 * for the interaction's record, its record names the interaction (a process taking that record over
 * finds the job), and the interaction's first answer is `answer` (answer-first sends it once the
 * record is written; nothing once it was answered), made before its own message opens.
 */
export function carrying(interaction: BaseInteraction, origin: Origin, answer: () => Promise<void>): Origin {
  return {
    ...origin,
    interactionId: interaction.id,
    answer,
    async open(locale) {
      await answer();
      return origin.open(locale);
    },
  };
}

/** A reaction by `userId` on `message`: the job's message is a reply under it, public (a reaction has no private reply). */
export function fromReaction(message: Message<true>, userId: string): Origin {
  return {
    guildId: message.guildId,
    channelId: message.channelId,
    userId,
    // A reaction carries no upload limit; the default one holds in every server.
    limits: DEFAULT_UPLOAD_LIMITS,
    ageRestricted: isAgeRestrictedChannel(message.channel),
    async open(locale): Promise<DiscordOpened> {
      const reply = await message.reply({
        content: t(locale, "job.starting"),
        allowedMentions: NO_MENTIONS,
        failIfNotExists: false,
      });
      return { messageId: reply.id, target: messageTarget(message.client, message.channelId, reply.id) };
    },
  };
}
