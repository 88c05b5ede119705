import type { FakeContext } from "./context.js";
import { parseEmoji, type StoredMessage } from "./messages.js";
import type { FakeUser } from "./world.js";

/** Records a reaction and dispatches MESSAGE_REACTION_ADD, as Discord does for every reactor, the bot included. */
export function addReaction(ctx: FakeContext, message: StoredMessage, emoji: string, user: FakeUser): void {
  const users = message.reactions.get(emoji) ?? new Set<string>();
  message.reactions.set(emoji, users.add(user.id));
  ctx.store.changed(message);
  ctx.gateway.dispatch("MESSAGE_REACTION_ADD", {
    user_id: user.id,
    channel_id: message.channelId,
    message_id: message.id,
    guild_id: ctx.world.guildOf(message.channelId),
    member: ctx.world.guildMember(user),
    emoji: parseEmoji(emoji),
    message_author_id: message.author.id,
    burst: false,
    burst_colors: [],
    type: 0,
  });
}
