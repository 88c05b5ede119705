import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Client, Events, GatewayCloseCodes, GatewayIntentBits, Partials, Status, type Interaction } from "discord.js";
import { CloudClient } from "./api/cloud.js";
import { PartnerClient } from "./api/partner.js";
import { RegistryClient } from "./api/registry.js";
import type { CloudEventsOptions } from "./api/events.js";
import type { Config } from "./config.js";
import type { Services } from "./context.js";
import type { Store } from "./db/store.js";
import type { Routes } from "./discord/handlers.js";
import { unregisteredCommandsWarning } from "./discord/command-check.js";
import { discordRestAgent } from "./discord/rest-agent.js";
import { countDiscordRequests } from "./discord/rest-metrics.js";
import { createReactionRouter } from "./discord/reactions.js";
import { createRouter } from "./discord/router.js";
import { basicPresenter, NO_MENTIONS, type Presenter } from "./discord/render.js";
import type { JobTimings } from "./jobs/job.js";
import { DEFAULT_REMOTE_TIMINGS, Remotes, type RemoteTimings } from "./jobs/remotes/index.js";
import { openJobOutput } from "./jobs/open-output.js";
import { JobRunner } from "./jobs/runner.js";
import { fingerprint, StreamHub } from "./jobs/remotes/streams.js";
import { startHttpServer, type HttpServer } from "./http/server.js";
import { Signer } from "./http/sign.js";
import { registerSecret, type Logger } from "./logger.js";
import { RegistryLookup } from "./registry/lookup.js";

const MAX_CACHED_CLIENTS = 200;
/** How long a shutdown waits for handlers under way (a submission, an upload). */
const SHUTDOWN_GRACE_MS = 30_000;
/** Reading members' images for reaction upscales needs Message Content (privileged). */
const INTENTS = [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.GuildMessageReactions];
const DISALLOWED_INTENT_WARNING =
  "Discord refused the Message Content intent (close code 4014). flowbot runs without it: reaction upscales work " +
  "on flowbot's own messages only, the Upscale image context menu works everywhere. To upscale members' images by " +
  "reaction, switch on \"Message Content Intent\" in the Discord Developer Portal (your application → Bot → " +
  "Privileged Gateway Intents) and restart flowbot.";

/** What command handlers get: the services, the remotes they start jobs with, and the job runner. */
export interface Context extends Services {
  jobs: JobRunner;
  remotes: Remotes;
  partnerFor(apiKey: string): PartnerClient;
}

/** What the bot runs: the handlers and presenters of `commands/`, handed in by the entry point. */
export interface App {
  routes: Routes<Context>;
  /** How each kind of job looks, by the `kind` its command records. */
  presenters: Record<string, Presenter>;
}

export interface BotTimings {
  minEditIntervalMs?: number;
  pollIntervalMs?: number;
  events?: Partial<Omit<CloudEventsOptions, "baseUrl" | "apiKey" | "logger">>;
  partnerPoll?: RemoteTimings["partnerPoll"];
  deadlines?: Partial<RemoteTimings["deadlines"]>;
  leaseMs?: number;
  job?: Partial<JobTimings>;
}

export interface BotOptions {
  app: App;
  config: Config;
  log: Logger;
  store: Store;
  /** Signs the HTTP server's links and callbacks (the database's `signingKey`); without it, a random key (links last as long as the process). */
  signingKey?: Buffer;
  /** Shorter timings for tests; production uses the defaults. */
  timings?: BotTimings;
  /** This process's name in the jobs it claims (default: host, pid and a random suffix). */
  owner?: string;
}

export interface Bot {
  client: Client;
  context: Context;
  /** The HTTP server, once started. */
  readonly http: HttpServer | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createBot({ app, config, log, store, signingKey, timings = {}, owner }: BotOptions): Bot {
  registerSecret(config.discord.token, { pinned: true });
  registerSecret(config.flow.defaultApiKey, { pinned: true });
  const restAgent = discordRestAgent();
  const makeClient = (messageContent: boolean) =>
    new Client({
      intents: messageContent ? [...INTENTS, GatewayIntentBits.MessageContent] : INTENTS,
      partials: [Partials.Message, Partials.Reaction, Partials.Channel],
      allowedMentions: NO_MENTIONS,
      rest: { ...(config.discord.apiUrl ? { api: config.discord.apiUrl } : {}), agent: restAgent },
    });
  // Replaced once at start when Discord refuses the Message Content intent: read it through getters.
  let client = makeClient(true);

  const cloudFor = perKey((apiKey) => new CloudClient({ baseUrl: config.flow.cloudUrl, apiKey }));
  const partnerFor = perKey((token) => new PartnerClient({ baseUrl: config.flow.apiUrl, token }));
  const apiKeyFor = async (guildId: string): Promise<string | undefined> => {
    const key = (await store.guilds.getApiKey(guildId)) ?? config.flow.defaultApiKey;
    registerSecret(key);
    return key;
  };

  const signer = new Signer(signingKey ?? randomBytes(32));
  const { publicUrl } = config.http;
  const streams = new StreamHub({ cloudUrl: config.flow.cloudUrl, log: log.child({ part: "events" }), events: timings.events ?? {} });
  const remotes = new Remotes(
    { cloudFor, partnerFor, streams },
    {
      cloudPollMs: timings.pollIntervalMs ?? DEFAULT_REMOTE_TIMINGS.cloudPollMs,
      partnerPoll: timings.partnerPoll ?? DEFAULT_REMOTE_TIMINGS.partnerPoll,
      deadlines: { ...DEFAULT_REMOTE_TIMINGS.deadlines, ...timings.deadlines },
    },
  );
  const jobs = new JobRunner({
    store,
    log: log.child({ part: "jobs" }),
    get client() {
      return client;
    },
    remotes,
    presenters: app.presenters,
    fallbackPresenter: basicPresenter,
    apiKeyFor,
    fileLink: (jobId, n, output) => (publicUrl ? signer.fileUrl(publicUrl, jobId, n) : output.url),
    timings: { ...timings.job, ...(timings.minEditIntervalMs !== undefined ? { minEditIntervalMs: timings.minEditIntervalMs } : {}) },
    ...(timings.leaseMs !== undefined ? { leaseMs: timings.leaseMs } : {}),
    ...(owner !== undefined ? { owner } : {}),
  });
  // Partner tasks call back, and large files are linked through this bot, only where the world can reach it.
  if (publicUrl) remotes.callbackUrlFor = (jobId) => signer.callbackUrl(publicUrl, jobId);
  // Registry reads take no credential; a member waits on them, so one quick retry at most.
  const registry = new RegistryLookup(new RegistryClient({ baseUrl: config.flow.apiUrl, timeoutMs: 10_000, retry: { retries: 1 } }));
  const context: Context = {
    config, log, store, jobs, remotes, cloudFor, partnerFor, apiKeyFor, registry,
    get client() {
      return client;
    },
  };
  let http: HttpServer | undefined;
  const route = createRouter(context, app.routes);
  const routeReaction = createReactionRouter(context, app.routes.reactions ?? []);

  // Handlers under way, so that a shutdown lets a submission finish recording its remote id.
  const handling = new Set<Promise<void>>();
  const onInteraction = (interaction: Interaction) => {
    const done = route(interaction).finally(() => handling.delete(done));
    handling.add(done);
  };
  const onReaction = (...args: Parameters<typeof routeReaction>) => {
    const done = routeReaction(...args).finally(() => handling.delete(done));
    handling.add(done);
  };
  const wire = (c: Client) => {
    countDiscordRequests(c);
    c.on(Events.InteractionCreate, onInteraction);
    c.on(Events.MessageReactionAdd, onReaction);
    c.on(Events.Error, (error) => log.error({ err: error }, "discord client error"));
    c.on(Events.ShardResume, (shard) => log.info({ shard }, "gateway resumed"));
  };
  wire(client);

  /** Logs in; resolves false when the gateway closed with 4014 (a disallowed intent). */
  const login = async (c: Client): Promise<boolean> => {
    let disallowed = false;
    const onDisconnect = ({ code }: { code: number }) => {
      if (code === GatewayCloseCodes.DisallowedIntents) disallowed = true;
    };
    c.on(Events.ShardDisconnect, onDisconnect);
    try {
      const ready = new Promise<void>((resolve) => c.once(Events.ClientReady, () => resolve()));
      await c.login(config.discord.token);
      await ready;
      return true;
    } catch (error) {
      if (disallowed) return false;
      throw error;
    } finally {
      c.off(Events.ShardDisconnect, onDisconnect);
    }
  };

  const commandNames = [...app.routes.commands, ...app.routes.contextMenus].map((c) => c.data.name);
  const warnIfUnregistered = () =>
    unregisteredCommandsWarning(client as Client<true>, commandNames, config.discord.applicationId).then(
      (warning) => warning && log.warn(warning),
      (error: unknown) => log.debug({ err: error }, "could not list the registered commands"),
    );

  return {
    get client() {
      return client;
    },
    context,
    get http() {
      return http;
    },
    async start() {
      // First, so that an orchestrator sees the process alive (and not ready) while it connects.
      http = await startHttpServer({
        port: config.http.port,
        log: log.child({ part: "http" }),
        signer,
        hooks: {
          notReady: () => notReady(client, store),
          wake: (jobId) => void jobs.wake(jobId),
          openOutput: (jobId, n) => openJobOutput({ store, remotes, apiKeyFor }, jobId, n),
        },
      });
      if (!(await login(client))) {
        log.warn(DISALLOWED_INTENT_WARNING);
        client = makeClient(false);
        wire(client);
        if (!(await login(client))) throw new Error("Discord refused the gateway intents flowbot needs (close code 4014).");
      }
      log.info({ user: client.user?.tag, guilds: client.guilds.cache.size }, "online");
      void warnIfUnregistered();
      await jobs.recover((guildId) => client.guilds.cache.has(guildId));
    },
    async stop() {
      // Intake first: no job may start while the streams close under it.
      client.off(Events.InteractionCreate, onInteraction);
      client.off(Events.MessageReactionAdd, onReaction);
      await http?.close();
      await Promise.race([Promise.allSettled(handling), sleep(SHUTDOWN_GRACE_MS, undefined, { ref: false })]);
      await jobs.stop();
      await streams.close();
      await client.destroy();
      await restAgent.close().catch(() => undefined);
    },
  };
}

/** One client per API key, most recently used kept, the oldest dropped past the limit; keyed by fingerprint. */
function perKey<T>(make: (apiKey: string) => T): (apiKey: string) => T {
  const cache = new Map<string, T>();
  return (apiKey) => {
    const id = fingerprint(apiKey);
    let client = cache.get(id);
    if (client !== undefined) cache.delete(id);
    else client = make(apiKey);
    cache.set(id, client);
    if (cache.size > MAX_CACHED_CLIENTS) cache.delete(cache.keys().next().value!);
    return client;
  };
}

const DATABASE_PING_MS = 2_000;

/** Why the bot cannot serve now (`/readyz`), or undefined: the gateway must be up and the database answer. */
async function notReady(client: Client, store: Store): Promise<string | undefined> {
  const shards = [...client.ws.shards.values()];
  if (!client.isReady() || shards.length === 0 || shards.some((shard) => shard.status !== Status.Ready)) {
    return "the Discord gateway is not connected";
  }
  const answered = await Promise.race([store.ping().then(() => true, () => false), sleep(DATABASE_PING_MS, false, { ref: false })]);
  return answered ? undefined : "the database does not answer";
}
