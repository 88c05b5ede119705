import { app } from "../../commands/index.js";
import type { TextChannel } from "discord.js";
import type { App, Bot, BotTimings } from "../../src/app/bot.js";
import { fromReaction } from "../../src/discord/job-message/origin.js";
import type { Database } from "../../src/db/client.js";
import { loadConfig } from "../../src/config/config.js";
import { createLogger } from "../../src/logging/logger.js";
import { startRestProxy, type RestProxy } from "../../src/proxy/rest-proxy.js";
import { startFakeCloud, type FakeCloud, type FakeCloudOptions } from "../../fakes/cloud/server.js";
import {
  SLIDING_GLOBAL,
  startFakeDiscord,
  type FakeDiscord,
  type FakeDiscordOptions,
} from "../../fakes/discord/server.js";
import {
  startFakePlatform,
  type FakePlatform,
  type FakePlatformKnobs,
  type Route,
} from "../../fakes/platform/server.js";
import { commandDefinitions } from "../../scripts/deploy-commands.js";
import { createTestDatabase } from "../helpers/db.js";
import { TEST_TIMINGS } from "../helpers/timings.js";
import { keptLog, perFile, runBot } from "./harness-parts.js";

export interface Harness {
  discord: FakeDiscord;
  cloud: FakeCloud;
  /** The registry and partner proxy; it takes the cloud's key, as the real platform does. */
  platform: FakePlatform;
  database: Database;
  /** How another process reaches the same database. */
  databaseEnv: { DATABASE_URL: string; FLOWBOT_SECRET_KEY: string };
  /** The environment the bot was configured from (fakes' URLs, token). */
  env: Record<string, string>;
  bot: Bot;
  /** Every line the bot logged, as written (after redaction). */
  logs: string[];
  /** Stops the bot and starts a fresh process-equivalent on the same database and fakes; `meanwhile` runs in between. */
  restart(meanwhile?: () => Promise<void>): Promise<Bot>;
  close(): Promise<void>;
}

/** Fast timings: the behaviour is the same as in production, only the clocks are shorter. */
export { TEST_TIMINGS };
export { jobIdOf } from "./harness-parts.js";

export interface HarnessOptions {
  discord?: FakeDiscordOptions;
  /** Knobs of the fake registry + partner proxy (it always runs; `true` is kept for older callers). */
  platform?: boolean | Partial<FakePlatformKnobs>;
  /** Routes the fake platform serves for a test's own operation (see `startFakePlatform`). */
  platformRoutes?: Route[];
  /**
   * The server's image check stays at its default (`spoiler`, the real classifier scoring every
   * image). Otherwise the harness's server turns it off: the check has tests of its own
   * (image-check*.test.ts), and scoring every image of every other test cost CI about a tenth of
   * its time. Outside servers the member's own default (spoiler) still applies.
   */
  imageCheck?: boolean;
  /** Timings that differ from TEST_TIMINGS (a short deadline, say); `job` is merged field by field. */
  timings?: BotTimings;
  /** What the bot runs, when a test adds to the real one (a kind of its own, say). */
  app?: App;
  /**
   * The bot reaches the fake Discord through the REST proxy (`npm run rest-proxy`), as several
   * processes would; the fake then counts the global limit in any one second (`SLIDING_GLOBAL`).
   */
  restProxy?: boolean;
}

export async function startHarness(
  knobs: FakeCloudOptions = {},
  env: Record<string, string> = {},
  options: HarnessOptions = {},
): Promise<Harness> {
  // Behind the proxy, Discord's global limit is counted as Discord does: in any one second.
  const rateLimits = options.restProxy ? { global: SLIDING_GLOBAL, ...options.discord?.rateLimits } : undefined;
  const discord = await startFakeDiscord({ ...options.discord, ...(rateLimits ? { rateLimits } : {}) });
  const proxy: RestProxy | undefined = options.restProxy
    ? await startRestProxy({ upstream: discord.apiUrl, port: 0, host: "127.0.0.1", log: createLogger("silent") })
    : undefined;
  const cloud = await startFakeCloud({ stepMs: 15, steps: 10, ...knobs });
  const platformKnobs = typeof options.platform === "object" ? options.platform : {};
  const platform = await startFakePlatform({
    token: cloud.apiKey,
    knobs: { taskMs: 300, ...platformKnobs },
    ...(options.platformRoutes ? { routes: options.platformRoutes } : {}),
  });
  const { database, cleanup, url: databaseUrl, secretKey } = await createTestDatabase("postgres");
  const botEnv: Record<string, string> = {
    DISCORD_TOKEN: discord.token,
    DISCORD_API_URL: proxy?.apiUrl ?? discord.apiUrl,
    FLOW_CLOUD_URL: cloud.url,
    FLOW_API_URL: platform.url,
    FLOWBOT_HTTP_PORT: "0",
    FLOWBOT_METRICS_PORT: "0",
    LOG_LEVEL: "debug",
    ...env,
  };
  const config = loadConfig(botEnv);
  // Registered as deploy-commands does: options then arrive with the types the definitions give them.
  discord.registerCommands(commandDefinitions(true, true, options.app ?? app));
  const { log, logs } = keptLog();
  const timings = {
    ...TEST_TIMINGS,
    // Interaction tokens age by the fake Discord's clock, as Discord's own expire by it.
    now: discord.clock.now,
    ...options.timings,
    job: { ...TEST_TIMINGS.job, ...options.timings?.job },
  };
  if (!options.imageCheck)
    await database.store.guilds.updateSettings(discord.guild.id, { imageCheck: { mode: "off" } });
  const running = await runBot({ app: options.app ?? app, config, log, database, databaseUrl, timings });
  const harness: Harness = {
    discord,
    cloud,
    platform,
    database,
    databaseEnv: { DATABASE_URL: databaseUrl!, FLOWBOT_SECRET_KEY: secretKey! },
    env: botEnv,
    get bot() {
      return running.bot;
    },
    logs,
    restart: running.restart,
    async close() {
      await running.bot.stop();
      await cleanup();
      await cloud.close();
      await platform.close();
      await proxy?.close();
      await discord.close();
    },
  };
  return harness;
}

/** One harness for a test file: started before its tests, closed after them. */
export function useHarness(options: HarnessOptions = {}): Harness {
  return perFile(() => startHarness({}, {}, options));
}

/**
 * Starts a job of a kind that exists only in the test (registered through `HarnessOptions.app`),
 * as a reaction would under a message the member posts now, saying `content`; resolves with that
 * message and the job's message once it shows.
 */
export async function startTestKind(
  h: Harness,
  kind: string,
  request: unknown,
  content: string,
): Promise<{ source: Message; reply: Message }> {
  await setGuildKey(h);
  const { guild } = h.discord;
  const source = await h.discord.postUserMessage(guild.channelId, { content });
  const channel = (await h.bot.client.channels.fetch(guild.channelId)) as TextChannel;
  const message = await channel.messages.fetch(source.id);
  const applicant = { guildId: guild.id, channelId: guild.channelId, userId: guild.member.id, botPermissions: null };
  // The test's kind is not in the product's typed table: the runner takes it by name all the same.
  const jobs = h.bot.context.jobs as unknown as {
    start(kind: string, request: unknown, ...rest: unknown[]): Promise<number>;
  };
  if ((await jobs.start(kind, request, fromReaction(message, guild.member.id), applicant)) !== 1)
    throw new Error(`the ${kind} job did not start`);
  const reply = await h.discord.waitFor(() =>
    h.discord.messages.all().find((m) => m.replyTo === source.id && m.embeds.length > 0),
  );
  return { source, reply };
}

/** Stores the fake cloud's key as the guild's key, the way /settings key would. */
export async function setGuildKey(h: Harness, key = h.cloud.apiKey): Promise<void> {
  await h.bot.context.store.guilds.setApiKey(h.discord.guild.id, key);
}

/** The prompts the cloud was sent whose workflow says `text`. */
export const promptsSaying = (h: Harness, text: string) =>
  h.cloud.requests.filter((r) => r.path === "/api/prompt" && JSON.stringify(r.body).includes(text));

type Message = ReturnType<FakeDiscord["messages"]["get"]> & object;

/** Waits until a job message shows a terminal state (an embed and no Cancel button). */
export function ended(h: Harness, messageId: string, timeoutMs = 20_000): Promise<Message> {
  return h.discord.waitFor(() => {
    const message = h.discord.messages.get(messageId);
    return message && message.embeds.length > 0 && !JSON.stringify(message.components).includes("job:cancel:")
      ? message
      : undefined;
  }, timeoutMs);
}

/** Waits until the interaction's job message shows it running. */
export function running(h: Harness, interaction: { originalMessage(): Message | undefined }): Promise<Message> {
  return h.discord.waitFor(() => {
    const message = interaction.originalMessage();
    return message && JSON.stringify(message.embeds).includes("Running") ? message : undefined;
  });
}
