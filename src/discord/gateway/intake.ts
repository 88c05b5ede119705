import { setTimeout as sleep } from "node:timers/promises";
import {
  Events,
  type Client,
  type Interaction,
  type MessageReaction,
  type PartialMessageReaction,
  type PartialUser,
  type User,
} from "discord.js";
import type { Logger } from "../../logging/logger.js";
import { countDiscordRequests } from "./rest-metrics.js";
import { endJobsWhenRemoved } from "./guild-gone.js";
import { privateResultsFor } from "../job-message/private-reply.js";
import type { InteractionLedger } from "./interaction-ledger.js";

export interface IntakeHandlers {
  interaction(interaction: Interaction): Promise<void>;
  reaction(reaction: MessageReaction | PartialMessageReaction, user: User | PartialUser): Promise<void>;
  /** The bot was removed from a server (or it was deleted): its jobs end. */
  guildGone(guildId: string): Promise<number>;
  /** Whether a member chose private results (their preferences), from memory: their jobs answer with ephemeral replies. */
  privateResults?: (guildId: string, userId: string) => boolean;
}

/**
 * What comes in from the gateway: interactions and reactions go to their routers, and the
 * handlers under way are kept, so that a shutdown lets a submission finish recording its remote id.
 * With a `ledger`, the commands and buttons of features that run jobs are recorded as they arrive
 * and forgotten once their handlers ended.
 */
export function gatewayIntake(handlers: IntakeHandlers, log: Logger, ledger?: InteractionLedger) {
  const handling = new Set<Promise<void>>();
  const track = (done: Promise<void>) => {
    const settled = done.finally(() => handling.delete(settled));
    handling.add(settled);
  };
  const onInteraction = (interaction: Interaction) => {
    ledger?.begin(interaction);
    track(handlers.interaction(interaction).finally(() => ledger?.end(interaction)));
  };
  const onReaction = (reaction: MessageReaction | PartialMessageReaction, user: User | PartialUser) =>
    track(handlers.reaction(reaction, user));
  return {
    wire(client: Client) {
      countDiscordRequests(client);
      ledger?.wire(client);
      if (handlers.privateResults) privateResultsFor(client, handlers.privateResults);
      client.on(Events.InteractionCreate, onInteraction);
      client.on(Events.MessageReactionAdd, onReaction);
      client.on(Events.Error, (error) => log.error({ err: error }, "discord client error"));
      client.on(Events.ShardResume, (shard) => log.info({ shard }, "gateway resumed"));
      endJobsWhenRemoved(client, (guildId) => handlers.guildGone(guildId), log);
    },
    /** Takes nothing new in. */
    unwire(client: Client) {
      ledger?.unwire(client);
      client.off(Events.InteractionCreate, onInteraction);
      client.off(Events.MessageReactionAdd, onReaction);
    },
    /** Waits for the handlers under way, at most `graceMs`. */
    async settle(graceMs: number) {
      await Promise.race([Promise.allSettled(handling), sleep(graceMs, undefined, { ref: false })]);
    },
  };
}
