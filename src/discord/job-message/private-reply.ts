import {
  DiscordAPIError,
  InteractionWebhook,
  RESTJSONErrorCodes,
  Routes,
  type Client,
  type MessageEditOptions,
  type RepliableInteraction,
} from "discord.js";
import type { PrivateReply } from "../../jobs/port.js";
import type { MessageTarget } from "./target.js";
import { editFromDisk, sendsFromDisk } from "./upload.js";

/*
 * Private results: a member who chose them in their preferences gets each job's message as the
 * interaction's ephemeral reply (flags 64). Discord lets only the interaction's token edit it, for
 * 15 minutes: the channel route cannot reach an ephemeral message, nor can reactions. So such a
 * job never posts in the channel; its token is recorded (encrypted) so that a restart within the
 * 15 minutes still edits it, and shortly before the token ends a job still running says so in
 * its message, pointing to the command that shows a job again, privately, once it ends. A reaction has no
 * interaction: its job is public whatever the member chose.
 */

/** An interaction's token works for 15 minutes from its creation. */
export const REPLY_TOKEN_MS = 15 * 60_000;

/** How long before the token ends a private job still running says where its result will be. */
export const LATE_NOTE_BEFORE_MS = 60_000;

const TOKEN_GONE = new Set<number | string>([
  RESTJSONErrorCodes.InvalidWebhookToken,
  RESTJSONErrorCodes.UnknownWebhook,
  RESTJSONErrorCodes.UnknownInteraction,
]);

/** The edit would land too late for the token: nothing can reach the private reply any more. */
export class PrivateReplyExpired extends Error {
  constructor() {
    super("the private reply's interaction token has run out");
  }
}

/** Whose results are private, per bot client: set once at start (src/bot.ts) from the settings in memory. */
const deciders = new WeakMap<Client, (guildId: string, userId: string) => boolean>();

export function privateResultsFor(client: Client, isPrivate: (guildId: string, userId: string) => boolean): void {
  deciders.set(client, isPrivate);
}

/** Whether the job an interaction starts answers privately: its member chose private results. */
export function answersPrivately(interaction: RepliableInteraction): boolean {
  const decide = deciders.get(interaction.client);
  return interaction.guildId !== null && decide !== undefined && decide(interaction.guildId, interaction.user.id);
}

/** The way back to an interaction's reply, until its token ends. */
export function privateReplyOf(interaction: RepliableInteraction): PrivateReply {
  return { token: interaction.token, until: interaction.createdTimestamp + REPLY_TOKEN_MS };
}

/** A private job's message: edited through the interaction's webhook only, never through the channel. */
export function privateReplyTarget(
  client: Client,
  channelId: string,
  messageId: string | undefined,
  reply: PrivateReply,
): MessageTarget & { readonly until: number } {
  const hook = new InteractionWebhook(client as Client<true>, client.application?.id ?? "", reply.token);
  return {
    channelId,
    messageId,
    until: reply.until,
    async edit(payload: MessageEditOptions) {
      // An edit on its way when the token ends would fail: a few seconds of margin.
      if (Date.now() > reply.until - 5_000) throw new PrivateReplyExpired();
      try {
        const route = Routes.webhookMessage(hook.id, hook.token, messageId ?? "@original");
        if (sendsFromDisk(payload)) await editFromDisk(hook, route, payload, { auth: false });
        else await hook.editMessage(messageId ?? "@original", payload);
      } catch (error) {
        // Discord's word that the token ended (its clock may run ahead of ours).
        if (error instanceof DiscordAPIError && TOKEN_GONE.has(error.code)) throw new PrivateReplyExpired();
        throw error;
      }
    },
  };
}
