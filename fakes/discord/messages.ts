import { snowflake } from "./ids.js";
import type { FakeUser, World } from "./world.js";
import type { FakeFile } from "./options.js";

export interface StoredAttachment {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  data: Buffer;
  url: string;
  width?: number;
  height?: number;
}

export interface MessageState {
  content: string;
  embeds: any[];
  components: any[];
  attachments: StoredAttachment[];
  flags: number;
}

export interface StoredMessage extends MessageState {
  id: string;
  channelId: string;
  author: FakeUser;
  createdAt: number;
  editedAt?: number;
  /** Set for interaction responses and follow-ups. */
  interactionId?: string;
  allowedMentions?: unknown;
  /** The message this one replies to (`message_reference`). */
  replyTo?: string;
  reactions: Map<string, Set<string>>;
  /** How many times the message was edited; `history` holds every state, the first one included. */
  edits: number;
  history: MessageState[];
  deleted: boolean;
}

const snapshot = (m: MessageState): MessageState => ({
  content: m.content,
  embeds: m.embeds,
  components: m.components,
  attachments: [...m.attachments],
  flags: m.flags,
});

export class MessageStore {
  private readonly byId = new Map<string, StoredMessage>();
  private readonly attachments = new Map<string, StoredAttachment>();
  private readonly listeners = new Set<(message: StoredMessage) => void>();

  constructor(
    private readonly attachmentBaseUrl: () => string,
    /** The fake's clock: message ages (30046) follow `clock.advance`. */
    private readonly now: () => number = Date.now,
  ) {}

  /** Calls `listener` after every change of a message (created, edited, deleted, reacted to); returns the way to stop. */
  onChange(listener: (message: StoredMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells the listeners that a message changed in place (a reaction, a deletion). */
  changed(message: StoredMessage): void {
    for (const listener of this.listeners) listener(message);
  }

  get(id: string): StoredMessage | undefined {
    return this.byId.get(id);
  }

  all(): StoredMessage[] {
    return [...this.byId.values()];
  }

  attachment(id: string): StoredAttachment | undefined {
    return this.attachments.get(id);
  }

  /** Keeps the bytes and gives them an id and a URL the bot can download. */
  addAttachment(file: FakeFile): StoredAttachment {
    const id = snowflake();
    const url = `${this.attachmentBaseUrl()}/attachments/${id}/${encodeURIComponent(file.filename)}`;
    const stored = { id, url, ...file, size: file.size ?? file.data.length };
    this.attachments.set(id, stored);
    return stored;
  }

  /**
   * The attachment's CDN URL expires, as Discord's do after about a day: the URL handed out so far
   * answers 404, and every message that shows the attachment from now on (a fetch, an interaction's
   * `message`) carries a new one. Returns the new URL.
   */
  expireUrl(id: string): string {
    const stored = this.attachments.get(id);
    if (!stored) throw new Error(`no attachment ${id}`);
    const url = new URL(stored.url);
    url.searchParams.set("ex", String(Number(url.searchParams.get("ex") ?? 0) + 1));
    stored.url = url.href;
    return stored.url;
  }

  /** Whether `url` (its path and `ex`) is the attachment's URL as it stands: an expired one serves nothing. */
  servesUrl(stored: StoredAttachment, url: URL): boolean {
    return (new URL(stored.url).searchParams.get("ex") ?? null) === (url.searchParams.get("ex") ?? null);
  }

  /**
   * Puts back a message kept from an earlier run (the playground's channels across its restarts),
   * its attachments at this run's URL, with its current state as its only history. No listener hears it.
   */
  restore(
    kept: Omit<StoredMessage, "history" | "attachments"> & { attachments: Array<Omit<StoredAttachment, "url">> },
  ): void {
    const attachments = kept.attachments.map((file) => {
      const stored = {
        ...file,
        url: `${this.attachmentBaseUrl()}/attachments/${file.id}/${encodeURIComponent(file.filename)}`,
      };
      this.attachments.set(file.id, stored);
      return stored;
    });
    const message: StoredMessage = { ...kept, attachments, history: [] };
    message.history.push(snapshot(message));
    this.byId.set(message.id, message);
  }

  create(
    init: Partial<MessageState> & {
      channelId: string;
      author: FakeUser;
      interactionId?: string;
      allowedMentions?: unknown;
      replyTo?: string;
    },
  ): StoredMessage {
    const message: StoredMessage = {
      id: snowflake(this.now()),
      content: "",
      embeds: [],
      components: [],
      attachments: [],
      flags: 0,
      createdAt: this.now(),
      reactions: new Map(),
      edits: 0,
      history: [],
      deleted: false,
      ...init,
    };
    message.history.push(snapshot(message));
    this.byId.set(message.id, message);
    this.changed(message);
    return message;
  }

  edit(message: StoredMessage, change: Partial<MessageState> & { allowedMentions?: unknown }): StoredMessage {
    Object.assign(message, change, { editedAt: Date.now() });
    message.edits++;
    message.history.push(snapshot(message));
    this.changed(message);
    return message;
  }

  delete(message: StoredMessage): void {
    message.deleted = true;
    this.changed(message);
  }

  /** The message as Discord's API returns it. */
  toApi(message: StoredMessage, world: World, applicationId: string) {
    const interaction = message.interactionId !== undefined;
    const { replyTo } = message;
    return {
      id: message.id,
      type: interaction ? 20 : replyTo ? 19 : 0,
      channel_id: message.channelId,
      guild_id: world.isPrivate(message.channelId) ? undefined : world.guildOf(message.channelId),
      author: world.user(message.author),
      content: message.content,
      embeds: message.embeds,
      components: message.components,
      attachments: message.attachments.map((a) => ({
        id: a.id,
        filename: a.filename,
        size: a.size,
        url: a.url,
        proxy_url: a.url,
        content_type: a.contentType,
        ...(a.width === undefined ? {} : { width: a.width, height: a.height }),
      })),
      flags: message.flags,
      timestamp: new Date(message.createdAt).toISOString(),
      edited_timestamp: message.editedAt ? new Date(message.editedAt).toISOString() : null,
      tts: false,
      mention_everyone: false,
      mentions: mentioned(message.content).flatMap((id) =>
        world.users.filter((u) => u.id === id).map((u) => world.user(u)),
      ),
      mention_roles: [],
      pinned: false,
      reactions: [...message.reactions].map(([emoji, users]) => ({
        emoji: parseEmoji(emoji),
        count: users.size,
        me: users.has(world.botUser.id),
        burst_colors: [],
        me_burst: false,
        count_details: { burst: 0, normal: users.size },
      })),
      ...(interaction ? { webhook_id: applicationId, application_id: applicationId } : {}),
      ...(replyTo
        ? {
            message_reference: {
              type: 0,
              message_id: replyTo,
              channel_id: message.channelId,
              ...(world.isPrivate(message.channelId) ? {} : { guild_id: world.guildOf(message.channelId) }),
            },
          }
        : {}),
    };
  }
}

/** The user ids a content mentions (`<@id>` or `<@!id>`), once each. */
function mentioned(content: string): string[] {
  return [...new Set([...content.matchAll(/<@!?(\d{17,20})>/g)].map((match) => match[1]!))];
}

/** "🔍" → {id:null,name:"🔍"}; "name:123" (as in a reaction route) → {id:"123",name:"name"}. */
export function parseEmoji(emoji: string): { id: string | null; name: string } {
  const custom = /^<?a?:?([\w~-]+):(\d{17,20})>?$/.exec(emoji);
  return custom ? { id: custom[2]!, name: custom[1]! } : { id: null, name: emoji };
}
