import type { FakeContext } from "../context.js";
import { withoutContent } from "../content.js";
import { addReaction } from "../events.js";
import { cannotMessageUser, invalidForm, missingAccess, notAuthor, unknownChannel, unknownMessage } from "../errors.js";
import type { StoredMessage } from "../messages.js";
import { composeEdit, composeNew } from "./compose.js";
import type { Router } from "./router.js";

const channelBucket = { major: ["channel"], auth: "bot" } as const;

/** Channel messages and reactions, with the bot token. */
export function addChannelRoutes(router: Router, ctx: FakeContext): void {
  const { store, world } = ctx;
  const api = (message: StoredMessage) => store.toApi(message, world, ctx.applicationId);
  // Reads over REST are stripped like the gateway's when the portal's Message Content switch is off.
  const read = (message: StoredMessage) =>
    ctx.portal.messageContent ? api(message) : withoutContent(api(message), world.botUser.id);

  const channel = (id: string) => {
    // A channel of a server that did not add the bot: it exists, the bot may not see it.
    if (world.elsewhere.hidden(id)) throw missingAccess();
    if (!world.channels.has(id) && !world.elsewhere.dmUser(id)) throw unknownChannel();
    return id;
  };
  // Ephemeral messages exist only for their interaction's webhook.
  const visible = (channelId: string, messageId: string) => {
    const message = store.get(messageId);
    if (!message || message.deleted || message.channelId !== channel(channelId) || message.flags & 64)
      throw unknownMessage();
    return message;
  };
  const own = (channelId: string, messageId: string) => {
    const message = visible(channelId, messageId);
    if (message.author.id !== world.botUser.id) throw notAuthor();
    return message;
  };

  router.add("GET", "/channels/:channel", { group: "default", ...channelBucket }, ({ params }) => {
    const dmUser = world.elsewhere.dmUser(params.channel!);
    if (dmUser) return { status: 200, body: dmChannel(params.channel!, world.user(dmUser)) };
    return { status: 200, body: world.channel(channel(params.channel!)) };
  });

  // Opens (or finds) the DM channel with a member, as `user.createDM()` asks for it.
  router.add("POST", "/users/@me/channels", { group: "default", major: [], auth: "bot" }, ({ body }) => {
    const user = world.users.find((u) => u.id === String(body?.recipient_id));
    if (!user || user.bot) throw invalidForm("recipient_id", "USER_INVALID", "Unknown user");
    return { status: 200, body: dmChannel(world.elsewhere.openDm(user), world.user(user)) };
  });

  // A reply names the message it answers; an unknown one is refused unless `fail_if_not_exists` is false.
  const repliedTo = (channelId: string, ref: any): string | undefined => {
    if (ref?.message_id === undefined) return undefined;
    const target = store.get(String(ref.message_id));
    if (target && !target.deleted && target.channelId === channelId) return target.id;
    if (ref.fail_if_not_exists === false) return undefined;
    throw invalidForm("message_reference", "MESSAGE_REFERENCE_UNKNOWN_MESSAGE", "Unknown message");
  };

  router.add(
    "POST",
    "/channels/:channel/messages",
    { group: "messageCreate", ...channelBucket },
    ({ params, body, files }) => {
      const channelId = channel(params.channel!);
      const dmUser = world.elsewhere.dmUser(channelId);
      if (dmUser && world.elsewhere.closedDms.has(dmUser.id)) throw cannotMessageUser();
      const state = composeNew(store, body, files, ctx.guildUploadLimit);
      const replyTo = repliedTo(channelId, body?.message_reference);
      const message = store.create({
        ...state,
        channelId,
        author: world.botUser,
        allowedMentions: body?.allowed_mentions,
        ...(replyTo ? { replyTo } : {}),
      });
      return { status: 200, body: api(message) };
    },
  );

  router.add("GET", "/channels/:channel/messages/:message", { group: "default", ...channelBucket }, ({ params }) => ({
    status: 200,
    body: read(visible(params.channel!, params.message!)),
  }));

  // Newest first, `limit` (1-100, default 50), optionally `before` a message id.
  router.add("GET", "/channels/:channel/messages", { group: "default", ...channelBucket }, ({ params, query }) => {
    const channelId = channel(params.channel!);
    const limit = Math.min(100, Math.max(1, Number(query.get("limit") ?? 50) || 50));
    const before = query.get("before");
    const listed = store
      .all()
      .filter(
        (m) => m.channelId === channelId && !m.deleted && !(m.flags & 64) && (!before || BigInt(m.id) < BigInt(before)),
      )
      .sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1))
      .slice(0, limit);
    return { status: 200, body: listed.map(read) };
  });

  router.add(
    "PATCH",
    "/channels/:channel/messages/:message",
    { group: "messageEdit", ...channelBucket },
    ({ params, body, files }) => {
      const message = own(params.channel!, params.message!);
      ctx.oldEdits.check(message);
      store.edit(message, {
        ...composeEdit(store, message, body, files, ctx.guildUploadLimit),
        allowedMentions: body?.allowed_mentions,
      });
      return { status: 200, body: api(message) };
    },
  );

  router.add(
    "DELETE",
    "/channels/:channel/messages/:message",
    { group: "messageDelete", ...channelBucket },
    ({ params }) => {
      store.delete(own(params.channel!, params.message!));
      return { status: 204 };
    },
  );

  const reactionRoute = "/channels/:channel/messages/:message/reactions/:emoji/@me";
  router.add("PUT", reactionRoute, { group: "reaction", ...channelBucket }, ({ params }) => {
    addReaction(ctx, visible(params.channel!, params.message!), params.emoji!, world.botUser);
    return { status: 204 };
  });
  router.add("DELETE", reactionRoute, { group: "reaction", ...channelBucket }, ({ params }) => {
    const message = visible(params.channel!, params.message!);
    message.reactions.get(params.emoji!)?.delete(world.botUser.id);
    store.changed(message);
    return { status: 204 };
  });
}

function dmChannel(id: string, recipient: unknown) {
  return { id, type: 1, recipients: [recipient], last_message_id: null, flags: 0 };
}
