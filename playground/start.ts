import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import { app } from "../commands/index.js";
import { deployCommands } from "../scripts/deploy-commands.js";
import { createBot, type Bot, type BotTimings } from "../src/app/bot.js";
import { loadConfig } from "../src/config/config.js";
import { openDatabase, type Database } from "../src/db/client.js";
import { createLogger, type Logger } from "../src/logging/logger.js";
import { startFakeCloud, type FakeCloud, type FakeCloudOptions } from "../fakes/cloud/server.js";
import { startFakeDiscord, type FakeDiscord } from "../fakes/discord/server.js";
import { FAKE_API_KEY } from "../fakes/keys.js";
import { startFakePlatform, type FakePlatform, type FakePlatformKnobs } from "../fakes/platform/server.js";
import { keepChannels } from "./kept-channels.js";
import { Members } from "./member.js";
import { startWebServer } from "./web.js";

export interface PlaygroundOptions {
  /** Where the settings come from (default `process.env`). */
  env?: Record<string, string | undefined>;
  /** The page's port (default FLOWBOT_HTTP_PORT, else 8080; 0 picks a free one). */
  port?: number;
  /** A database opened by the caller (tests); else DATABASE_URL, else the embedded one. */
  database?: Database;
  /** Knobs of the simulators and the bot's timings, for tests; the defaults look like the real services. */
  cloud?: FakeCloudOptions;
  platform?: Partial<FakePlatformKnobs>;
  timings?: BotTimings;
  log?: Logger;
  /**
   * Where its channels (messages and files) and the simulated cloud's and platform's files are kept across its
   * restarts; by default beside the database it opens itself (FLOWBOT_DATA_DIR), none when a
   * database is handed in.
   */
  keepIn?: string;
}

export interface Playground {
  url: string;
  /** The page's token for this start: the page carries it; API calls without it are refused. */
  token: string;
  /** True when jobs go to the built-in simulators, false with FLOW_CLOUD_URL and FLOW_API_URL set. */
  simulated: boolean;
  discord: FakeDiscord;
  bot: Bot;
  cloud?: FakeCloud;
  platform?: FakePlatform;
  close(): Promise<void>;
}

/**
 * The playground in one process: the real bot (router, commands, job lifecycle, database) on the
 * fake Discord the tests use, the commands registered as `deploy-commands` registers them, the
 * cloud service and the registry + partner proxy simulated unless their URLs are set, and the
 * page, a Discord channel in the browser.
 */
export async function startPlayground(options: PlaygroundOptions = {}): Promise<Playground> {
  const env = options.env ?? process.env;
  const simulated = !(env.FLOW_CLOUD_URL && env.FLOW_API_URL);
  const closers: Array<() => Promise<unknown>> = [];
  const close = async () => {
    for (const step of closers.reverse()) await step().catch(() => undefined);
  };
  try {
    let cloud: FakeCloud | undefined;
    let platform: FakePlatform | undefined;
    const dataDir = env.FLOWBOT_DATA_DIR ?? "./data/playground";
    const keepIn = options.keepIn ?? (options.database ? undefined : join(dataDir, "playground"));
    if (simulated) {
      cloud = await startFakeCloud({
        stepMs: 300,
        latencyMs: 30,
        previewSize: 256,
        ...(keepIn ? { keepFilesIn: join(keepIn, "cloud-files") } : {}),
        ...options.cloud,
      });
      closers.push(() => cloud!.close());
      platform = await startFakePlatform({
        knobs: { taskMs: 4_000, videoTaskMs: 12_000, ...options.platform },
        ...(keepIn ? { keepFilesIn: join(keepIn, "platform-files") } : {}),
      });
      closers.push(() => platform!.close());
    }
    const discord = await startFakeDiscord({ stableIds: true });
    closers.push(() => discord.close());
    const members = new Members(discord);
    if (keepIn) {
      const kept = keepChannels(discord, join(keepIn, "channels"), members.origins);
      closers.push(() => Promise.resolve(kept.stop()));
    }
    const config = loadConfig({
      DATABASE_URL: env.DATABASE_URL,
      FLOWBOT_SECRET_KEY: env.FLOWBOT_SECRET_KEY,
      FLOWBOT_DATA_DIR: dataDir,
      LOG_LEVEL: env.LOG_LEVEL ?? "warn",
      FLOWBOT_HTTP_PORT: env.FLOWBOT_HTTP_PORT,
      DISCORD_TOKEN: discord.token,
      DISCORD_API_URL: discord.apiUrl,
      DISCORD_APPLICATION_ID: discord.applicationId,
      FLOW_CLOUD_URL: cloud?.url ?? env.FLOW_CLOUD_URL,
      FLOW_API_URL: platform?.url ?? env.FLOW_API_URL,
      FLOW_API_KEY: simulated ? FAKE_API_KEY : env.FLOW_API_KEY,
      // Your own engines (npm run fake:engine, or real ones): /generate runs there, the rest as above.
      FLOW_ENGINE_URLS: env.FLOW_ENGINE_URLS,
      FLOW_ENGINE_CHECKPOINT: env.FLOW_ENGINE_CHECKPOINT,
    });
    const log = options.log ?? createLogger(config.logLevel);
    let database = options.database;
    if (!database) {
      const opened = await openDatabase({ ...config.db, logger: log });
      closers.push(() => opened.close());
      database = opened;
    }
    // Globally, as `npm run deploy-commands` does: each command says where it is offered (a DM too).
    await deployCommands({ token: discord.token, applicationId: discord.applicationId, apiUrl: discord.apiUrl });
    // FLOWBOT_HTTP_PORT is the page's; the bot's own server (health, metrics, Vary (Region)'s editor)
    // takes a free port, where this browser opens the editor's links.
    const botPort = await freePort();
    const pagesUrl = `http://127.0.0.1:${botPort}`;
    const botConfig = { ...config, http: { ...config.http, port: botPort, publicUrl: undefined, pagesUrl } };
    const bot = createBot({
      app,
      config: botConfig,
      log,
      store: database.store,
      signingKey: database.signingKey,
      ...(options.timings ? { timings: options.timings } : {}),
    });
    closers.push(() => bot.stop());
    await bot.start();
    const store = database.store;
    const services = simulated
      ? `Simulated services, built in (the simulators' API key: ${FAKE_API_KEY})`
      : `Real services: ${config.flow.cloudUrl} and ${config.flow.apiUrl}`;
    // Where /generate goes, as the bot decides it: a server that set its own cloud key uses the cloud.
    const engines = config.engines.urls.length
      ? `; /generate on your engines (${config.engines.urls.join(", ")}), except where a server set its own cloud key`
      : "";
    const web = await startWebServer({
      port: options.port ?? config.http.port,
      discord,
      members,
      info: {
        services: services + engines,
        upscaleEmoji: async () => (await store.guilds.get(discord.guild.id)).settings.upscaleEmoji,
      },
    });
    closers.push(() => web.close());
    return {
      url: web.url,
      token: web.token,
      simulated,
      discord,
      bot,
      ...(cloud ? { cloud } : {}),
      ...(platform ? { platform } : {}),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A port free now, for the bot's own server: its pages' links must name it before it listens. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
