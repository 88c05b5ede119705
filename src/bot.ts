import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Client, Events, GatewayCloseCodes, Status, type Interaction } from "discord.js";
import { CloudClient } from "./api/cloud.js";
import { PartnerClient } from "./api/partner.js";
import { RegistryClient } from "./api/registry.js";
import type { CloudEventsOptions } from "./api/events.js";
import type { Config } from "./config.js";
import type { Store } from "./db/store.js";
import type { Db } from "./db/client.js";
import { startLiveness, type Liveness } from "./db/liveness.js";
import type { App, Context } from "./app.js";
import { admit, type Applicant } from "./discord/admit.js";
import { discordClientOptions } from "./discord/client-options.js";
import { unregisteredCommandsWarning } from "./discord/command-check.js";
import { discordRestAgent } from "./discord/rest-agent.js";
import { countDiscordRequests } from "./discord/rest-metrics.js";
import { createReactionRouter } from "./discord/reactions.js";
import { createRouter } from "./discord/router.js";
import { basicPresenter } from "./discord/render.js";
import { discordJobMessages } from "./discord/job-message.js";
import { Pacer } from "./discord/pacer.js";
import { DEFAULT_JOB_TIMINGS, type JobTimings } from "./jobs/timings.js";
import { loginGateway } from "./discord/login.js";
import { settleShardCount, shardClientOptions } from "./discord/shards.js";
import { DEFAULT_REMOTE_TIMINGS, Remotes, type RemoteTimings } from "./jobs/remotes/index.js";
import { openJobOutput } from "./jobs/open-output.js";
import { JobRunner } from "./jobs/runner.js";
import { kindJobs, type KindJobs } from "./kinds/index.js";
import { fingerprint, StreamHub } from "./jobs/remotes/streams.js";
import { perKey } from "./per-key.js";
import { notReady } from "./discord/ready.js";
import { startHttpServer, type HttpLimits, type HttpServer } from "./http/server.js";
import { Signer } from "./http/sign.js";
import { registerSecret, type Logger } from "./logger.js";
import { RegistryLookup } from "./registry/lookup.js";
import { jobKeys } from "./keys.js";
import { endJobsWhenRemoved, guildPlace } from "./discord/guild-gone.js";

/** How long a shutdown waits for handlers under way (a submission, an upload). */
const SHUTDOWN_GRACE_MS = 30_000;
const DISALLOWED_INTENT_WARNING =
  "Discord refused the Message Content intent (close code 4014). flowbot runs without it: reaction upscales work " +
  "on flowbot's own messages only, the Upscale image context menu works everywhere. To upscale members' images by " +
  'reaction, switch on "Message Content Intent" in the Discord Developer Portal (your application → Bot → ' +
  "Privileged Gateway Intents) and restart flowbot.";

export interface BotTimings {
  minEditIntervalMs?: number;
  pollIntervalMs?: number;
  events?: Partial<Omit<CloudEventsOptions, "baseUrl" | "apiKey" | "logger">>;
  partnerPoll?: RemoteTimings["partnerPoll"];
  deadlines?: Partial<RemoteTimings["deadlines"]>;
  leaseMs?: number;
  /** How often jobs nobody holds are looked for (default 5 s). */
  scanMs?: number;
  job?: Partial<JobTimings>;
  http?: Partial<HttpLimits>;
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
  /**
   * The database this process holds its liveness lock on while it lives, so that other processes
   * take its jobs over at once when it dies (src/db/liveness.ts). Every process sharing a Postgres
   * database needs it: one without looks dead to the others.
   */
  liveness?: { url: string | undefined; db: Db };
}

export interface Bot {
  client: Client;
  context: Context;
  /** The HTTP server, once started. */
  readonly http: HttpServer | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createBot({
  app,
  config,
  log,
  store,
  signingKey,
  timings = {},
  owner,
  liveness: livenessDb,
}: BotOptions): Bot {
  registerSecret(config.discord.token, { pinned: true });
  registerSecret(config.flow.defaultApiKey, { pinned: true });
  const restAgent = discordRestAgent();
  // DISCORD_SHARD_COUNT=auto with DISCORD_SHARDS: the count is asked of Discord at start.
  let recommendedShards: number | undefined;
  const makeClient = (messageContent: boolean) =>
    new Client({
      ...shardClientOptions(config.discord.shards, recommendedShards),
      ...discordClientOptions(messageContent, { api: config.discord.apiUrl, agent: restAgent }),
    });
  // Replaced once at start when Discord refuses the Message Content intent: read it through getters.
  let client = makeClient(true);

  const cloudFor = perKey((apiKey) => new CloudClient({ baseUrl: config.flow.cloudUrl, apiKey }));
  const partnerFor = perKey((token) => new PartnerClient({ baseUrl: config.flow.apiUrl, token }));
  const keys = jobKeys(store, config.flow.defaultApiKey);
  const apiKeyFor = async (guildId: string) => (await keys.current(guildId))?.key;

  const signer = new Signer(signingKey ?? randomBytes(32));
  const { publicUrl } = config.http;
  const streams = new StreamHub({
    cloudUrl: config.flow.cloudUrl,
    log: log.child({ part: "events" }),
    events: timings.events ?? {},
  });
  const remotes = new Remotes(
    { cloudFor, partnerFor, streams },
    {
      cloudPollMs: timings.pollIntervalMs ?? DEFAULT_REMOTE_TIMINGS.cloudPollMs,
      partnerPoll: timings.partnerPoll ?? DEFAULT_REMOTE_TIMINGS.partnerPoll,
      deadlines: { ...DEFAULT_REMOTE_TIMINGS.deadlines, ...timings.deadlines },
    },
  );
  const kinds = kindJobs(app.kinds, { store, remotes, cloudFor, partnerFor });
  const jobTimings = {
    ...DEFAULT_JOB_TIMINGS,
    ...timings.job,
    ...(timings.minEditIntervalMs !== undefined ? { minEditIntervalMs: timings.minEditIntervalMs } : {}),
  };
  const presenterFor = (kind: string) => app.kinds[kind]?.presenter ?? basicPresenter;
  const messages = discordJobMessages({
    client: () => client,
    presenterFor,
    minEditIntervalMs: jobTimings.minEditIntervalMs,
    oldMessageEditIntervalMs: jobTimings.oldMessageEditIntervalMs,
    // One Discord budget for all of this bot's job messages.
    pacer: new Pacer(),
  });
  const jobs = new JobRunner<KindJobs, Applicant>({
    store,
    log: log.child({ part: "jobs" }),
    kinds,
    admit: (applicant) => admit({ store, keys }, applicant),
    // A stored job of a kind this version does not know is followed as a cloud prompt.
    fallbackRemote: (apiKey) => remotes.cloudPrompt(apiKey),
    messages,
    keyForJob: (job) => keys.forJob(job),
    fileLink: (jobId, n, output) => (publicUrl ? signer.fileUrl(publicUrl, jobId, n) : output.url),
    timings: jobTimings,
    ...(timings.leaseMs !== undefined ? { leaseMs: timings.leaseMs } : {}),
    ...(timings.scanMs !== undefined ? { scanMs: timings.scanMs } : {}),
    ...(owner !== undefined ? { owner } : {}),
  });
  // Partner tasks call back, and large files are linked through this bot, only where the world can reach it.
  if (publicUrl) remotes.callbackUrlFor = (jobId) => signer.callbackUrl(publicUrl, jobId);
  // Registry reads take no credential; a member waits on them, so one quick retry at most.
  const registry = new RegistryLookup(
    new RegistryClient({ baseUrl: config.flow.apiUrl, timeoutMs: 10_000, retry: { retries: 1 } }),
  );
  const context: Context = {
    config,
    log,
    store,
    jobs,
    remotes,
    cloudFor,
    partnerFor,
    apiKeyFor,
    keys,
    registry,
    presenterFor,
    get client() {
      return client;
    },
  };
  let http: HttpServer | undefined;
  let liveness: Liveness | undefined;
  const route = createRouter(
    context,
    app.routes,
    async (guildId) => (await context.store.guilds.get(guildId)).language,
  );
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
    endJobsWhenRemoved(c, (guildId) => jobs.endGuild(guildId), log);
  };
  wire(client);

  const login = (c: Client) => loginGateway(c, config.discord.token);

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
        ...(config.http.metrics ? { metrics: config.http.metrics } : {}),
        ...(timings.http ? { limits: timings.http } : {}),
        log: log.child({ part: "http" }),
        signer,
        hooks: {
          notReady: () => notReady(client, store),
          wake: (jobId) => void jobs.wake(jobId),
          openOutput: (jobId, n, how) =>
            openJobOutput(
              {
                store,
                remoteFor: (record, apiKey) => jobs.remoteFor(record, apiKey),
                keyForJob: (job) => keys.forJob(job),
              },
              jobId,
              n,
              how,
            ),
        },
      });
      recommendedShards = await settleShardCount(client, config.discord.shards, config.discord.token);
      if (!(await login(client))) {
        log.warn(DISALLOWED_INTENT_WARNING);
        client = makeClient(false);
        wire(client);
        if (!(await login(client)))
          throw new Error("Discord refused the gateway intents flowbot needs: Disallowed intent(s), close code 4014.");
      }
      const { shards, shardCount } = client.options;
      log.info({ user: client.user?.tag, guilds: client.guilds.cache.size, shards, shardCount }, "online");
      void warnIfUnregistered();
      if (livenessDb) {
        liveness = await startLiveness({ ...livenessDb, owner: jobs.owner, logger: log.child({ part: "liveness" }) });
        store.watchOwners(liveness);
        liveness.onLineMoved(() => jobs.lineMoved());
      }
      await jobs.recover(guildPlace(() => client));
    },
    async stop() {
      // Intake first: no job may start while the streams close under it.
      client.off(Events.InteractionCreate, onInteraction);
      client.off(Events.MessageReactionAdd, onReaction);
      await http?.close();
      await Promise.race([Promise.allSettled(handling), sleep(SHUTDOWN_GRACE_MS, undefined, { ref: false })]);
      await jobs.stop();
      // After the claims were handed over: from now on this process is gone for the others.
      await liveness?.close();
      await streams.close();
      await client.destroy();
      await restAgent.close().catch(() => undefined);
    },
  };
}

export type { App, Context } from "./app.js";
