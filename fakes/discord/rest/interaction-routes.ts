import type { FakeContext } from "../context.js";
import { invalidForm, maxLength, tooManyFollowUps, unknownChannel, unknownMessage } from "../errors.js";
import type { InteractionRecord } from "../interactions.js";
import type { StoredMessage } from "../messages.js";
import type { UploadedFile } from "./body.js";
import { composeEdit, composeNew } from "./compose.js";
import { checkComponents, LIMITS } from "./limits.js";
import type { Router } from "./router.js";

const LOADING = 128;
const MAX_USER_INSTALL_FOLLOW_UPS = 5;

/** The interaction callback and the interaction webhook (`@original`, follow-ups); no bot token. */
export function addInteractionRoutes(router: Router, ctx: FakeContext): void {
  const { store, world, interactions } = ctx;
  const api = (message: StoredMessage) => store.toApi(message, world, ctx.applicationId);
  const webhook = { group: "webhookEdit", major: ["app", "token"], auth: "none" } as const;

  router.add(
    "POST",
    "/interactions/:id/:token/callback",
    { group: "interactionCallback", major: ["id", "token"], auth: "none" },
    ({ params, query, body, files }) => {
      const record = interactions.forCallback(params.id!, params.token!);
      const message = respond(ctx, record, body, files);
      record.callbacks.push({ type: body?.type, data: body?.data });
      if (query.get("with_response") !== "true") return { status: 204 };
      return {
        status: 200,
        body: {
          interaction: {
            id: record.id,
            type: record.type,
            activity_instance_id: null,
            response_message_id: message?.id ?? null,
            response_message_loading: message ? (message.flags & LOADING) !== 0 : null,
            response_message_ephemeral: message ? (message.flags & 64) !== 0 : null,
          },
          resource: { type: body?.type, ...(message ? { message: api(message) } : {}) },
        },
      };
    },
  );

  const target = (record: InteractionRecord, messageId: string) => {
    const id = messageId === "@original" ? record.originalMessageId : messageId;
    const message = id ? store.get(id) : undefined;
    const ours = message && (message.id === record.originalMessageId || record.followUpIds.includes(message.id));
    if (!message || !ours || message.deleted) throw unknownMessage();
    // A message of a deleted channel: Discord answers Unknown Channel.
    const { channels, elsewhere } = ctx.world;
    const exists = channels.has(message.channelId) || elsewhere.hidden(message.channelId);
    if (!exists && !elsewhere.dmUser(message.channelId)) throw unknownChannel();
    return message;
  };
  const messageRoute = "/webhooks/:app/:token/messages/:message";

  router.add("GET", messageRoute, { ...webhook, group: "default" }, ({ params }) => {
    const record = interactions.forWebhook(params.app!, ctx.applicationId, params.token!);
    return { status: 200, body: api(target(record, params.message!)) };
  });

  router.add("PATCH", messageRoute, webhook, ({ params, body, files }) => {
    const record = interactions.forWebhook(params.app!, ctx.applicationId, params.token!);
    const message = target(record, params.message!);
    ctx.oldEdits.check(message);
    const change = composeEdit(store, message, body, files, record.attachmentSizeLimit);
    store.edit(message, { ...change, flags: message.flags & ~LOADING, allowedMentions: body?.allowed_mentions });
    return { status: 200, body: api(message) };
  });

  router.add("DELETE", messageRoute, { ...webhook, group: "messageDelete" }, ({ params }) => {
    const record = interactions.forWebhook(params.app!, ctx.applicationId, params.token!);
    store.delete(target(record, params.message!));
    return { status: 204 };
  });

  router.add(
    "POST",
    "/webhooks/:app/:token",
    { ...webhook, group: "webhookExecute" },
    ({ params, query, body, files }) => {
      const record = interactions.forWebhook(params.app!, ctx.applicationId, params.token!);
      // Discord's docs (Create Followup Message): an interaction authorized by the member's own
      // install only (the app is not in the server) takes at most 5 follow-ups.
      if (record.userInstallOnly && record.followUpIds.length >= MAX_USER_INSTALL_FOLLOW_UPS) throw tooManyFollowUps();
      const state = composeNew(store, body, files, record.attachmentSizeLimit);
      const message = store.create({
        ...state,
        channelId: record.channelId,
        author: world.botUser,
        interactionId: record.id,
        allowedMentions: body?.allowed_mentions,
      });
      record.followUpIds.push(message.id);
      return query.get("wait") === "true" ? { status: 200, body: api(message) } : { status: 204 };
    },
  );
}

/** Applies one callback; returns the message it created or updated, if any. */
function respond(
  ctx: FakeContext,
  record: InteractionRecord,
  body: any,
  files: UploadedFile[],
): StoredMessage | undefined {
  const { store, world } = ctx;
  const data = body?.data ?? {};
  const source = record.sourceMessageId ? store.get(record.sourceMessageId) : undefined;
  const create = (state: Parameters<typeof store.create>[0]) => {
    const message = store.create(state);
    record.originalMessageId = message.id;
    return message;
  };
  const base = {
    channelId: record.channelId,
    author: world.botUser,
    interactionId: record.id,
    allowedMentions: data.allowed_mentions,
  };
  switch (body?.type) {
    case 4:
      return create({ ...composeNew(store, data, files, record.attachmentSizeLimit), ...base });
    case 5:
      return create({ ...base, flags: ((data.flags ?? 0) & 64) | LOADING });
    case 6:
    case 7: {
      if (!source)
        throw invalidForm(
          "type",
          "INTERACTION_CALLBACK_TYPE_INVALID",
          "Interaction callback type is not valid for this interaction.",
        );
      record.originalMessageId = source.id;
      if (body.type === 7)
        store.edit(source, {
          ...composeEdit(store, source, data, files, record.attachmentSizeLimit),
          allowedMentions: data.allowed_mentions,
        });
      return source;
    }
    case 8:
      if ((data.choices ?? []).length > LIMITS.choices) throw maxLength("data.choices", LIMITS.choices);
      return undefined;
    case 9:
      if (typeof data.title !== "string" || data.title.length > LIMITS.modalTitle)
        throw maxLength("data.title", LIMITS.modalTitle);
      if (typeof data.custom_id !== "string" || data.custom_id.length > LIMITS.customId)
        throw maxLength("data.custom_id", LIMITS.customId);
      checkComponents(data.components ?? [], "data.components");
      return undefined;
    default:
      throw invalidForm("type", "BASE_TYPE_CHOICES", "Value must be one of (1, 4, 5, 6, 7, 8, 9, 10, 12).");
  }
}
