import type { MessageReaction, PartialMessageReaction, PartialUser, User } from "discord.js";
import { describeError } from "../../errors.js";
import type { Logger } from "../../logging/logger.js";
import type { ReactionHandler } from "./handlers.js";
import { NO_MENTIONS } from "../render/render.js";
import { SaidOnce } from "./said-once.js";

/**
 * Dispatches MessageReactionAdd to the reaction handlers: once a handler wants the emoji, the
 * reaction, user and message are fetched; bots' reactions and reactions outside servers are ignored. An error becomes a reply under the reacted
 * message (there is no interaction to answer), or only a log line where the bot cannot post.
 */
export function createReactionRouter<C extends { log: Logger }>(
  ctx: C,
  handlers: ReactionHandler<C>[],
): (reaction: MessageReaction | PartialMessageReaction, user: User | PartialUser) => Promise<void> {
  const refused = new SaidOnce();
  return async (partialReaction, partialUser) => {
    const guildId = partialReaction.message.guildId;
    if (guildId === null || partialUser.id === partialReaction.client.user.id) return;
    let log = ctx.log.child({
      guildId,
      messageId: partialReaction.message.id,
      userId: partialUser.id,
      emoji: partialReaction.emoji.name,
    });
    try {
      const { emoji } = partialReaction;
      const wanted = [];
      for (const handler of handlers)
        if (await handler.accepts({ id: emoji.id, name: emoji.name }, guildId, ctx)) wanted.push(handler);
      if (wanted.length === 0) return;
      const user = partialUser.partial ? await partialUser.fetch() : partialUser;
      if (user.bot) return;
      // Read anew even when cached: a cached copy may predate the edit that attached the images.
      // The message is all a handler reads, so the reaction itself is not fetched (one REST read fewer).
      const message = await partialReaction.message.fetch(true);
      const reaction = partialReaction;
      if (!message.inGuild()) return;
      log = log.child({ channelId: message.channelId });
      for (const handler of wanted) {
        try {
          await handler.react(reaction, message, user, { ...ctx, log: log.child({ reaction: handler.name }) });
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
    } catch (error) {
      // The message was deleted meanwhile, or the bot cannot read the channel: nobody to tell.
      log.warn({ err: error }, "could not read a reaction");
    }
  };
}
