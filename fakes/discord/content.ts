/** Intent bits the fake cares about (Discord's values). */
export const INTENTS = {
  GuildMessages: 1 << 9,
  GuildMessageReactions: 1 << 10,
  MessageContent: 1 << 15,
} as const;

/** Privileged intents: identifying with one the Developer Portal has not switched on closes with 4014. */
export const PRIVILEGED_INTENTS = (1 << 1) | (1 << 8) | INTENTS.MessageContent;

/** The Developer Portal switches of the application (mutable: a test flips them between logins). */
export interface Portal {
  /** Bot → Privileged Gateway Intents → Message Content Intent. */
  messageContent: boolean;
}

interface ApiMessage {
  author: { id: string };
  mentions?: Array<{ id: string }>;
  content: string;
  embeds: unknown[];
  attachments: unknown[];
  components: unknown[];
}

/**
 * A message as an application without the Message Content intent sees it: another user's message
 * loses its content, embeds, attachments and components, unless it mentions the bot. The bot's own
 * messages are always whole. (The fake has no DMs.)
 */
export function withoutContent<T extends ApiMessage>(message: T, botId: string): T {
  if (message.author.id === botId || message.mentions?.some((user) => user.id === botId)) return message;
  return { ...message, content: "", embeds: [], attachments: [], components: [] };
}
