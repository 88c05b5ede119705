import { Writable } from "node:stream";
import { afterAll, beforeAll } from "vitest";
import { createBot, type App, type Bot, type BotTimings } from "../../src/app/bot.js";
import type { Config } from "../../src/config/config.js";
import type { Database } from "../../src/db/client.js";
import { createLogger, type Logger } from "../../src/logging/logger.js";
import type { FakeDiscord, InteractionHandle } from "../../fakes/discord/server.js";

/** A debug logger keeping every line it writes, as written (after redaction). */
export function keptLog(): { log: Logger; logs: string[] } {
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  return { log: createLogger("debug", sink), logs };
}

export interface RunningBot {
  readonly bot: Bot;
  /** Stops the bot and starts a fresh process-equivalent on the same database and fakes; `meanwhile` runs in between. */
  restart: (meanwhile?: () => Promise<void>) => Promise<Bot>;
}

/** A harness's bot, started, on the test database (its liveness lock too). */
export async function runBot(parts: {
  app: App;
  config: Config;
  log: Logger;
  database: Database;
  databaseUrl: string | undefined;
  timings: BotTimings;
}): Promise<RunningBot> {
  const { database, databaseUrl, ...options } = parts;
  const liveness = { url: databaseUrl, db: database.db };
  const make = () => createBot({ ...options, store: database.store, signingKey: database.signingKey, liveness });
  let bot = make();
  await bot.start();
  return {
    get bot() {
      return bot;
    },
    restart: async (meanwhile) => {
      await bot.stop();
      await meanwhile?.();
      bot = make();
      await bot.start();
      return bot;
    },
  };
}

/**
 * One harness for a test file: started before its tests, closed after them. The object returned
 * stands for it (its properties are read from the running harness).
 */
export function perFile<H extends { close(): Promise<void> }>(start: () => Promise<H>, timeoutMs?: number): H {
  let current: H | undefined;
  beforeAll(async () => {
    current = await start();
  }, timeoutMs);
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as H, { get: (_target, key) => Reflect.get(current!, key) });
}

/** The job id a job message shows in its footer. */
export function jobIdOf(message: { embeds: Array<{ footer?: { text: string } | null }> }): string {
  // Whatever the language: "Job 1b2c…", "Tâche 1b2c…", "ジョブ 1b2c…".
  return (message.embeds[0]?.footer?.text ?? "").replace(/^\S+ /, "");
}

/** The member's answer to an interaction: the immediate reply, or the deferred one once it is filled in. */
export async function answerOf(
  h: { discord: FakeDiscord },
  interaction: InteractionHandle,
): Promise<{ content: string; flags: number; embeds: any[] }> {
  const response = await interaction.response();
  if (response.type === 4)
    return {
      content: String(response.data.content ?? ""),
      flags: Number(response.data.flags ?? 0),
      embeds: response.data.embeds ?? [],
    };
  return h.discord.waitFor(() => {
    const message = interaction.originalMessage();
    return message && (message.flags & 128) === 0 ? message : undefined;
  });
}
