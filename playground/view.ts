import type { FakeDiscord, FakeUser, StoredMessage } from "../fakes/discord/server.js";
import { inspectImage } from "../src/images/inspect.js";

const EPHEMERAL = 64;
const LOADING = 128;

/** Who started an interaction and how Discord labels its response ("server-owner used /generate"). */
export interface Origin {
  user: FakeUser;
  /** "/generate", "Upscale image"; absent for a button or a form, whose response shows no label. */
  label?: string;
  /** A message command's target message's author. */
  target?: FakeUser;
}

export interface AttachmentView {
  id: string;
  filename: string;
  url: string;
  contentType: string;
  size: number;
  width?: number;
  height?: number;
}

/** A message as the page draws it, for one viewer. */
export interface MessageView {
  id: string;
  deleted: boolean;
  author: { id: string; name: string; bot: boolean };
  content: string;
  embeds: unknown[];
  components: unknown[];
  attachments: AttachmentView[];
  ephemeral: boolean;
  loading: boolean;
  edited: boolean;
  createdAt: number;
  used?: { id: string; name: string; label: string; target?: { id: string; name: string } };
  reply?: { author: { id: string; name: string; bot: boolean }; content: string };
  reactions: Array<{ emoji: string; count: number; me: boolean }>;
}

/**
 * What `viewer` sees of a message in the channel the page shows (`channelId`), or undefined when it does not
 * see it: another channel, or someone else's ephemeral reply. Attachment links become the page's
 * own `/attachments/…` (the fake Discord's port need not be reachable from the browser), and an
 * image an embed shows (`attachment://x.png`) is not listed again below it, as in Discord.
 */
export function messageView(
  message: StoredMessage,
  discord: FakeDiscord,
  origins: ReadonlyMap<string, Origin>,
  viewer: FakeUser,
  channelId: string,
): MessageView | undefined {
  if (message.channelId !== channelId) return undefined;
  const origin = message.interactionId ? origins.get(message.interactionId) : undefined;
  const ephemeral = (message.flags & EPHEMERAL) !== 0;
  if (ephemeral && origin?.user.id !== viewer.id) return undefined;
  const local = (a: StoredMessage["attachments"][number]) => `/attachments/${a.id}/${encodeURIComponent(a.filename)}`;
  const byName = new Map(message.attachments.map((a) => [a.filename, local(a)]));
  const shownInEmbeds = new Set<string>();
  const embeds = JSON.parse(JSON.stringify(message.embeds), (_key, value) => {
    if (typeof value !== "string" || !value.startsWith("attachment://")) return value;
    const name = value.slice("attachment://".length);
    shownInEmbeds.add(name);
    return byName.get(name) ?? value;
  });
  const replied = message.replyTo ? discord.messages.get(message.replyTo) : undefined;
  return {
    id: message.id,
    deleted: message.deleted,
    author: { id: message.author.id, name: message.author.username, bot: message.author.bot ?? false },
    content: message.content,
    embeds: galleries(embeds as Array<Record<string, unknown>>),
    components: message.components,
    attachments: message.attachments
      .filter((a) => !shownInEmbeds.has(a.filename))
      .map((a) => ({
        id: a.id,
        filename: a.filename,
        url: local(a),
        contentType: a.contentType,
        size: a.size,
        ...imageSize(a),
      })),
    ephemeral,
    loading: (message.flags & LOADING) !== 0,
    edited: message.edits > 0 && !message.interactionId,
    createdAt: message.createdAt,
    ...(origin?.label
      ? {
          used: {
            id: origin.user.id,
            name: origin.user.username,
            label: origin.label,
            ...(origin.target ? { target: { id: origin.target.id, name: origin.target.username } } : {}),
          },
        }
      : {}),
    ...(replied
      ? {
          reply: {
            author: { id: replied.author.id, name: replied.author.username, bot: replied.author.bot ?? false },
            content: replied.content || (replied.attachments.length ? "Click to see attachment" : ""),
          },
        }
      : {}),
    reactions: [...message.reactions]
      .filter(([, users]) => users.size > 0)
      .map(([emoji, users]) => ({ emoji, count: users.size, me: users.has(viewer.id) })),
  };
}

/** An image's size, which Discord states for every image attachment (the bot's own uploads included). */
function imageSize(attachment: StoredMessage["attachments"][number]): { width?: number; height?: number } {
  if (attachment.width !== undefined) return { width: attachment.width, height: attachment.height! };
  const image = attachment.contentType.startsWith("image/") ? inspectImage(attachment.data) : undefined;
  return image?.ok ? { width: image.width, height: image.height } : {};
}

/**
 * Embeds that share a URL are one card in Discord, their images a gallery in order: the later ones
 * are folded into the first as its `gallery` (the images after its own).
 */
function galleries(embeds: Array<Record<string, unknown>>): unknown[] {
  const byUrl = new Map<unknown, Record<string, unknown>>();
  const kept: Array<Record<string, unknown>> = [];
  for (const embed of embeds) {
    const first = embed.url === undefined ? undefined : byUrl.get(embed.url);
    const image = (embed.image as { url?: string } | undefined)?.url;
    if (first && image) {
      first.gallery = [...((first.gallery as string[] | undefined) ?? []), image];
      continue;
    }
    if (embed.url !== undefined) byUrl.set(embed.url, embed);
    kept.push(embed);
  }
  return kept;
}
