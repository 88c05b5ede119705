import { GatewayIntentBits, Options, Partials, type ClientOptions, type RESTOptions } from "discord.js";
import { NO_MENTIONS } from "../render/render.js";
import { streamingMakeRequest } from "./rest-agent.js";

/**
 * Only what the bot reads: servers and channels (Guilds), reactions on messages (the upscale
 * emoji) and, when the portal allows it, Message Content, which lets the reacted message be read
 * whole over REST. No GuildMessages: the bot never reads a message it is not asked about, so it
 * has no use for every message of every channel arriving on the gateway.
 */
export const INTENTS = [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessageReactions];

/**
 * The discord.js client as the bot needs it. Its caches keep what the bot reads — servers,
 * channels, roles and emojis (permissions, the upscale emoji), its own member and user — and
 * bound the rest: members and users arrive with every interaction, messages with every reaction
 * and every edit the bot makes; unbounded, they grow with the servers' activity, not with the
 * bot's work. Partials let a reaction on a message no longer cached still arrive.
 */
export function discordClientOptions(
  messageContent: boolean,
  rest: { api?: string; agent: NonNullable<RESTOptions["agent"]> },
): ClientOptions {
  const self = (value: { id: string; client: { user: { id: string } | null } }) => value.id === value.client.user?.id;
  return {
    intents: messageContent ? [...INTENTS, GatewayIntentBits.MessageContent] : INTENTS,
    partials: [Partials.Message, Partials.Reaction, Partials.Channel],
    makeCache: Options.cacheWithLimits({
      ...Options.DefaultMakeCacheSettings,
      MessageManager: 10,
      GuildMemberManager: { maxSize: 50, keepOverLimit: self },
      UserManager: { maxSize: 200, keepOverLimit: self },
      PresenceManager: 0,
      VoiceStateManager: 0,
      ThreadMemberManager: 0,
      GuildInviteManager: 0,
      GuildBanManager: 0,
      GuildStickerManager: 0,
      GuildScheduledEventManager: 0,
      StageInstanceManager: 0,
      AutoModerationRuleManager: 0,
    }),
    sweepers: {
      ...Options.DefaultSweeperSettings,
      // A message is read when reacted on and edited while its job runs; after that it is dead weight.
      messages: { interval: 300, lifetime: 900 },
    },
    allowedMentions: NO_MENTIONS,
    rest: { ...(rest.api ? { api: rest.api } : {}), agent: rest.agent, makeRequest: streamingMakeRequest() },
  };
}
