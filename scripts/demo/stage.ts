import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Bot } from "../../src/app/bot.js";
import type { Store } from "../../src/db/store.js";
import type { FakeCloud } from "../../fakes/cloud/server.js";
import type { FakeDiscord, StoredMessage } from "../../fakes/discord/server.js";
import type { FakePlatform } from "../../fakes/platform/server.js";
import { pngSize } from "../../fakes/png.js";
import { asShown } from "./text.js";

/** What a scenario gets: the running bot, the fakes it talks to, and ways to print what a member sees. */
export interface Stage {
  bot: Bot;
  store: Store;
  discord: FakeDiscord;
  cloud: FakeCloud;
  platform: FakePlatform;
  /** A line about the setting, in parentheses. */
  note(text: string): void;
  /** What the member does: `member › /generate prompt:"…"`. */
  member(action: string): void;
  /**
   * Prints each new state of a message (its embed's description) until `done` says it ended,
   * and returns the final message.
   */
  follow(
    message: () => StoredMessage | undefined,
    done?: (message: StoredMessage) => boolean,
    timeoutMs?: number,
  ): Promise<StoredMessage>;
  /** Prints an ended message as Discord shows its markdown: title, fields, attachments (saved under demo-output/, numbered) and buttons. */
  show(message: StoredMessage): Promise<void>;
}

export interface Scenario {
  name: string;
  /** One line for `npm run demo -- list`. */
  about: string;
  play(stage: Stage): Promise<void>;
}

/**
 * Where the demo saves the results it shows: `FLOWBOT_DEMO_OUTPUT` (the tests give a folder of
 * their own), else `demo-output/` in the working folder.
 */
export const demoOutputDir = () => process.env.FLOWBOT_DEMO_OUTPUT ?? join(process.cwd(), "demo-output");

/** Empties the folder of an earlier run's results (only those: files named as `show` names them). */
export async function clearDemoOutput(dir = demoOutputDir()): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => /^\d{2,}-/.test(name)).map((name) => rm(join(dir, name), { force: true })));
}

/** A job message has ended when it has an embed and no Cancel button. */
export const jobEnded = (message: StoredMessage) =>
  message.embeds.length > 0 && !JSON.stringify(message.components).includes("job:cancel:");

export function createStage(parts: Omit<Stage, "note" | "member" | "follow" | "show">): Stage {
  /** The last text `follow` printed, which `show` does not print again. */
  let lastShown = "";
  /** Results saved so far: each file is numbered, so that one result never overwrites another. */
  let saved = 0;
  return {
    ...parts,
    note: (text) => console.log(`(${text})\n`),
    member: (action) => console.log(`member › ${action}`),
    async follow(message, done = jobEnded, timeoutMs = 60_000) {
      let shown = -1;
      return parts.discord.waitFor(() => {
        const current = message();
        if (!current) return undefined;
        if (current.edits !== shown) {
          shown = current.edits;
          const text = current.embeds[0]?.description ?? current.content;
          if (text && text !== lastShown) console.log(`flowbot › ${asShown(text).replace(/\n/g, " · ")}`);
          lastShown = text;
        }
        return done(current) ? current : undefined;
      }, timeoutMs);
    },
    async show(message) {
      const embed = message.embeds[0];
      const fields = (embed?.fields ?? [])
        .map((f: { name: string; value: string }) => asShown(`${f.name} ${f.value}`).replace(/\n/g, " · "))
        .join(" · ");
      const written = embed?.title ? `"${embed.title}"` : message.content === lastShown ? "" : message.content;
      const heading = asShown(written);
      if (heading || fields) console.log(`\nflowbot › ${heading}${fields ? `\n          ${fields}` : ""}`);
      const outputDir = demoOutputDir();
      await mkdir(outputDir, { recursive: true });
      for (const file of message.attachments) {
        const size = pngSize(file.data);
        const path = join(outputDir, `${String(++saved).padStart(2, "0")}-${file.filename}`);
        await writeFile(path, file.data);
        const kind = size ? `PNG ${size.width}×${size.height}` : file.contentType;
        console.log(`          📎 ${file.filename} (${(file.data.length / 1024).toFixed(1)} KB, ${kind}) → ${path}`);
      }
      const labels = JSON.stringify(message.components).match(/"label":"([^"]+)"/g) ?? [];
      if (labels.length > 0) console.log(`          buttons: ${labels.map((l) => l.slice(9, -1)).join(" · ")}`);
      console.log("");
    },
  };
}
