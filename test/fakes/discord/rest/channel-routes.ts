import type { FakeContext } from "../context.js";
import { addReaction } from "../events.js";
import { notAuthor, unknownChannel, unknownMessage } from "../errors.js";
import type { StoredMessage } from "../messages.js";
import { composeEdit, composeNew } from "./compose.js";
import type { Router } from "./router.js";

const channelBucket = { major: ["channel"], auth: "bot" } as const;

/** Channel messages and reactions, with the bot token. */
export function addChannelRoutes(router: Router, ctx: FakeContext): void {
  const { store, world } = ctx;
  const api = (message: StoredMessage) => store.toApi(message, world, ctx.applicationId);

  const channel = (id: string) => {
    if (!world.channels.has(id)) throw unknownChannel();
    return id;
  };
  // Ephemeral messages exist only for their interaction's webhook.
  const visible = (channelId: string, messageId: string) => {
    const message = store.get(messageId);
    if (!message || message.deleted || message.channelId !== channel(channelId) || message.flags & 64) throw unknownMessage();
    return message;
  };
  const own = (channelId: string, messageId: string) => {
    const message = visible(channelId, messageId);
    if (message.author.id !== world.botUser.id) throw notAuthor();
    return message;
  };

  router.add("GET", "/channels/:channel", { group: "default", ...channelBucket }, ({ params }) => ({ status: 200, body: world.channel(channel(params.channel!)) }));

  router.add("POST", "/channels/:channel/messages", { group: "messageCreate", ...channelBucket }, ({ params, body, files }) => {
    const state = composeNew(store, body, files, ctx.guildUploadLimit);
    const replyTo = typeof body?.message_reference?.message_id === "string" ? { replyTo: body.message_reference.message_id as string } : {};
    const message = store.create({ ...state, channelId: channel(params.channel!), author: world.botUser, allowedMentions: body?.allowed_mentions, ...replyTo });
    return { status: 200, body: api(message) };
  });

  router.add("GET", "/channels/:channel/messages/:message", { group: "default", ...channelBucket }, ({ params }) => ({ status: 200, body: api(visible(params.channel!, params.message!)) }));

  router.add("PATCH", "/channels/:channel/messages/:message", { group: "messageEdit", ...channelBucket }, ({ params, body, files }) => {
    const message = own(params.channel!, params.message!);
    ctx.oldEdits.check(message);
    store.edit(message, { ...composeEdit(store, message, body, files, ctx.guildUploadLimit), allowedMentions: body?.allowed_mentions });
    return { status: 200, body: api(message) };
  });

  router.add("DELETE", "/channels/:channel/messages/:message", { group: "messageDelete", ...channelBucket }, ({ params }) => {
    own(params.channel!, params.message!).deleted = true;
    return { status: 204 };
  });

  const reactionRoute = "/channels/:channel/messages/:message/reactions/:emoji/@me";
  router.add("PUT", reactionRoute, { group: "reaction", ...channelBucket }, ({ params }) => {
    addReaction(ctx, visible(params.channel!, params.message!), params.emoji!, world.botUser);
    return { status: 204 };
  });
  router.add("DELETE", reactionRoute, { group: "reaction", ...channelBucket }, ({ params }) => {
    visible(params.channel!, params.message!).reactions.get(params.emoji!)?.delete(world.botUser.id);
    return { status: 204 };
  });
}
