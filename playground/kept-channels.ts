import { join } from "node:path";
import type { FakeDiscord } from "../fakes/discord/server.js";
import type { StoredAttachment, StoredMessage } from "../fakes/discord/messages.js";
import { KeptFiles, KeptRecords } from "../fakes/kept-files.js";
import type { Origin } from "./view.js";

/**
 * A message as kept on disk: its state, its author by id, its files by id (kept beside it), and who
 * used which command to make it ("server-owner used /generate"), as Discord shows above it.
 */
interface KeptMessage extends Omit<StoredMessage, "author" | "reactions" | "history" | "attachments"> {
  authorId: string;
  reactions: Array<[string, string[]]>;
  attachmentIds: string[];
  origin?: { userId: string; label?: string; targetId?: string };
}

/** Changes within this long are written together. */
const SAVE_DELAY_MS = 300;

/**
 * The playground's channels kept across its restarts, in `dir` beside its database (which keeps
 * the jobs): each message as it stands (`messages/<id>.json`, written shortly after it changes)
 * and its files (`files/`, written once), read back when it starts, with the `origins` of the
 * interactions that made them. A restarted playground shows its channels as they were, as Discord
 * does, and their buttons still work.
 */
export function keepChannels(discord: FakeDiscord, dir: string, origins: Map<string, Origin>): { stop(): void } {
  const messages = new KeptRecords<KeptMessage>(join(dir, "messages"));
  const files = new KeptFiles<Omit<StoredAttachment, "url">>(join(dir, "files"));
  const users = [discord.botUser, discord.guild.owner, discord.guild.member, discord.guild.moderator];
  const user = (id: string | undefined) => users.find((u) => u.id === id);
  // In the order they were sent (ids grow with time).
  const order = (a: KeptMessage, b: KeptMessage) => a.createdAt - b.createdAt || a.id.localeCompare(b.id);
  for (const { authorId, reactions, attachmentIds, origin, ...message } of [...messages.values()].sort(order)) {
    const author = user(authorId);
    if (!author) continue;
    discord.messages.restore({
      ...message,
      author,
      attachments: attachmentIds.flatMap((id) => files.get(id) ?? []),
      reactions: new Map(reactions.map(([emoji, ids]) => [emoji, new Set(ids)])),
    });
    const by = user(origin?.userId);
    if (origin && by && message.interactionId)
      origins.set(message.interactionId, {
        user: by,
        ...(origin.label !== undefined ? { label: origin.label } : {}),
        ...(user(origin.targetId) ? { target: user(origin.targetId)! } : {}),
      });
  }

  const keep = (message: StoredMessage) => {
    if (message.deleted) {
      messages.delete(message.id);
      for (const file of message.attachments) files.delete(file.id);
      return;
    }
    for (const { url: _url, ...file } of message.attachments) if (!files.has(file.id)) files.set(file.id, file);
    const { author, reactions, history: _history, attachments, ...rest } = message;
    const origin = message.interactionId ? origins.get(message.interactionId) : undefined;
    messages.set(message.id, {
      ...rest,
      authorId: author.id,
      reactions: [...reactions].map(([emoji, ids]) => [emoji, [...ids]]),
      attachmentIds: attachments.map((file) => file.id),
      ...(origin
        ? {
            origin: {
              userId: origin.user.id,
              ...(origin.label !== undefined ? { label: origin.label } : {}),
              ...(origin.target ? { targetId: origin.target.id } : {}),
            },
          }
        : {}),
    });
  };
  // Only the messages that changed are written again, together, shortly after.
  const changed = new Map<string, StoredMessage>();
  let timer: NodeJS.Timeout | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    for (const message of changed.values()) keep(message);
    changed.clear();
  };
  const unsubscribe = discord.messages.onChange((message) => {
    changed.set(message.id, message);
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  return {
    stop() {
      unsubscribe();
      save();
    },
  };
}
