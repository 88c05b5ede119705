import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FakeDiscord } from "../fakes/discord/server.js";
import type { StoredMessage } from "../fakes/discord/messages.js";

/** A message as kept on disk: its state, its author by id, its files' bytes beside it (`files/<id>`). */
interface KeptMessage extends Omit<StoredMessage, "author" | "reactions" | "history" | "attachments"> {
  authorId: string;
  reactions: Array<[string, string[]]>;
  attachments: Array<Omit<StoredMessage["attachments"][number], "url" | "data">>;
}

/** Changes within this long are written together. */
const SAVE_DELAY_MS = 300;

/**
 * The playground's channels kept across its restarts, in `dir` beside its database (which keeps
 * the jobs): every message as it stands and its files, read back when it starts, written shortly
 * after each change and when it stops. A restarted playground shows its channels as they were,
 * as Discord does, and their buttons still work.
 */
export function keepChannels(discord: FakeDiscord, dir: string): { stop(): void } {
  const files = join(dir, "files");
  const list = join(dir, "messages.json");
  mkdirSync(files, { recursive: true });
  const users = [discord.botUser, discord.guild.owner, discord.guild.member, discord.guild.moderator];
  let kept: KeptMessage[] = [];
  try {
    kept = JSON.parse(readFileSync(list, "utf8")) as KeptMessage[];
  } catch {
    // None yet (a first start), or unreadable: the channels start empty.
  }
  for (const { authorId, reactions, attachments, ...message } of kept) {
    const author = users.find((user) => user.id === authorId);
    const withBytes = attachments.flatMap((file) => {
      const path = join(files, file.id);
      return existsSync(path) ? [{ ...file, data: readFileSync(path) }] : [];
    });
    if (!author) continue;
    discord.messages.restore({
      ...message,
      author,
      attachments: withBytes,
      reactions: new Map(reactions.map(([emoji, ids]) => [emoji, new Set(ids)])),
    });
  }

  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    const messages = discord.messages.all().filter((message) => !message.deleted);
    for (const message of messages)
      for (const file of message.attachments) {
        const path = join(files, file.id);
        if (!existsSync(path)) writeFileSync(path, file.data);
      }
    const out: KeptMessage[] = messages.map(({ author, reactions, history: _history, attachments, ...message }) => ({
      ...message,
      authorId: author.id,
      reactions: [...reactions].map(([emoji, ids]) => [emoji, [...ids]]),
      attachments: attachments.map(({ url: _url, data: _data, ...file }) => file),
    }));
    // Written whole, then put in place: a playground stopped mid-write keeps the list before it.
    writeFileSync(`${list}.new`, JSON.stringify(out));
    renameSync(`${list}.new`, list);
  };
  let timer: NodeJS.Timeout | undefined;
  const unsubscribe = discord.messages.onChange(() => {
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  return {
    stop() {
      unsubscribe();
      save();
    },
  };
}
