import type { Client, Message, MessageReaction, PartialMessageReaction, PartialUser, User } from "discord.js";
import { describeError } from "../../errors.js";
import type { AcceptedRecords, HeldReaction } from "../../db/accepted.js";
import type { Logger } from "../../logging/logger.js";
import type { ReactionEmoji, ReactionHandler } from "./handlers.js";
import { NO_MENTIONS } from "../render/render.js";
import { SaidOnce } from "./said-once.js";

/**
 * Where accepted reactions are recorded before anything is fetched or waited for, and forgotten
 * once their handlers ended (see `reactionLedger`). Without one, a reaction lives in memory only.
 */
export type ReactionRecords = Pick<AcceptedRecords, "record" | "done">;

export type ReactionRouter = ((
  reaction: MessageReaction | PartialMessageReaction,
  user: User | PartialUser,
) => Promise<void>) & {
  /**
   * Handles a reaction recorded by a process that is gone (taken over by this one): the message
   * and member read anew, the same handlers called; its record is forgotten once they ended.
   */
  replay(client: Client, held: HeldReaction): Promise<void>;
};

/**
 * Dispatches MessageReactionAdd to the reaction handlers: once a handler wants the emoji, the
 * reaction is recorded (`records`) and the user and message are fetched; bots' reactions and
 * reactions outside servers are ignored. An error becomes a reply under the reacted message (there
 * is no interaction to answer), or only a log line where the bot cannot post.
 */
export function createReactionRouter<C extends { log: Logger }>(
  ctx: C,
  handlers: ReactionHandler<C>[],
  records?: ReactionRecords,
): ReactionRouter {
  const refused = new SaidOnce();
  const wantedBy = async (emoji: ReactionEmoji, guildId: string) => {
    const wanted = [];
    for (const handler of handlers) if (await handler.accepts(emoji, guildId, ctx)) wanted.push(handler);
    return wanted;
  };
  const handle = async (
    wanted: ReactionHandler<C>[],
    emoji: ReactionEmoji,
    fetchUser: () => Promise<User>,
    fetchMessage: () => Promise<Message>,
    log: Logger,
  ) => {
    const user = await fetchUser();
    if (user.bot) return;
    // Read anew even when cached: a cached copy may predate the edit that attached the images.
    // The message is all a handler reads, so the reaction itself is not fetched (one REST read fewer).
    const message = await fetchMessage();
    if (!message.inGuild()) return;
    log = log.child({ channelId: message.channelId });
    for (const handler of wanted) {
      try {
        await handler.react(emoji, message, user, { ...ctx, log: log.child({ reaction: handler.name }) });
      } catch (error) {
        const described = describeError(error);
        if (described.expected) log.info({ err: error }, "reaction refused: %s", described.message);
        else log.error({ err: error }, "reaction failed");
        // Said once per member, message and refusal: reacting again must not make the bot a
        // megaphone, while a different answer (another refusal, a failure) is still said.
        if (!refused.first(`${message.id}:${user.id}:${described.message}`)) continue;
        const content = `⚠️ <@${user.id}> ${described.message}`.slice(0, 1900);
        await message
          .reply({ content, allowedMentions: { ...NO_MENTIONS, repliedUser: false } })
          .catch((replyError: unknown) => log.warn({ err: replyError }, "could not reply under the reacted message"));
      }
    }
  };
  const route = async (partialReaction: MessageReaction | PartialMessageReaction, partialUser: User | PartialUser) => {
    const guildId = partialReaction.message.guildId;
    if (guildId === null || partialUser.id === partialReaction.client.user.id) return;
    const emoji = { id: partialReaction.emoji.id, name: partialReaction.emoji.name };
    const log = ctx.log.child({
      guildId,
      messageId: partialReaction.message.id,
      userId: partialUser.id,
      emoji: emoji.name,
    });
    let id: number | undefined;
    try {
      const wanted = await wantedBy(emoji, guildId);
      if (wanted.length === 0) return;
      // Recorded before it waits for anything: a process that takes this one's place handles it if this one dies.
      id = await records?.record({
        guildId,
        channelId: partialReaction.message.channelId,
        messageId: partialReaction.message.id,
        userId: partialUser.id,
        emojiId: emoji.id,
        emojiName: emoji.name,
      });
      await handle(
        wanted,
        emoji,
        () => (partialUser.partial ? partialUser.fetch() : Promise.resolve(partialUser)),
        () => partialReaction.message.fetch(true),
        log,
      );
    } catch (error) {
      // The message was deleted meanwhile, or the bot cannot read the channel: nobody to tell.
      log.warn({ err: error }, "could not read a reaction");
    } finally {
      if (id !== undefined) records?.done(id);
    }
  };
  const replay = async (client: Client, held: HeldReaction) => {
    const emoji = { id: held.emojiId, name: held.emojiName };
    const log = ctx.log.child({
      guildId: held.guildId,
      messageId: held.messageId,
      userId: held.userId,
      emoji: emoji.name,
      takenOver: true,
    });
    try {
      const wanted = await wantedBy(emoji, held.guildId);
      if (wanted.length === 0) return;
      await handle(
        wanted,
        emoji,
        () => client.users.fetch(held.userId),
        async () => {
          const channel = await client.channels.fetch(held.channelId);
          if (!channel?.isTextBased()) throw new Error("the reacted message's channel cannot be read");
          return channel.messages.fetch({ message: held.messageId, force: true });
        },
        log,
      );
    } catch (error) {
      log.warn({ err: error }, "could not read a reaction taken over");
    } finally {
      records?.done(held.id);
    }
  };
  return Object.assign(route, { replay });
}
