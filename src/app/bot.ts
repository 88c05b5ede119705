import { randomBytes } from "node:crypto";
import { Client } from "discord.js";
import type { Config } from "../config/config.js";
import type { Store } from "../db/store.js";
import type { Db } from "../db/client.js";
import { startLiveness, type Liveness } from "../db/liveness.js";
import type { Context } from "../features/context.js";
import { admit, type Applicant } from "../admission/admit.js";
import { answeringStarts } from "../admission/answer-first.js";
import { settingsCache } from "../settings-cache/index.js";
import { imageCheck } from "../image-check/service.js";
import { imageChecker, sharedClassifier } from "../image-check/index.js";
import { serviceClients, type BotTimings } from "./clients.js";
import { discordClientOptions } from "../discord/gateway/client-options.js";
import { unregisteredCommandsWarning } from "../discord/gateway/command-check.js";
import { discordRestAgent } from "../discord/gateway/rest-agent.js";
import { discordJobMessages } from "../discord/job-message/messages.js";
import { Pacer } from "../discord/job-message/pacer.js";
import { DEFAULT_JOB_TIMINGS } from "../jobs/timings.js";
import { loginGateway } from "../discord/gateway/login.js";
import { settleShardCount, shardClientOptions } from "../discord/gateway/shards.js";
import { JobRunner } from "../jobs/runner.js";
import type { JobKinds } from "../jobs/kind.js";
import type { Feature } from "../features/feature.js";
import { jobKindsOf, jobsOf, pagesOf, presentersOf } from "./routes.js";
import { botIntake } from "./bot-intake.js";
import { takeOverAccepted } from "./accepted-records.js";
import type { InteractionLedger } from "../discord/gateway/interaction-ledger.js";
import type { HttpServer } from "../http/server.js";
import { startBotHttpServer } from "../http/bot-server.js";
import { Signer } from "../http/sign.js";
import { registerSecret, type Logger } from "../logging/logger.js";
import { apiKeys } from "../keys/keys.js";
import { guildPlace } from "../discord/gateway/guild-gone.js";
import { metrics } from "../metrics.js";

export type { BotTimings } from "./clients.js";

/** What the bot runs: its features (`src/features/index.ts`), handed in by the entry point; a test may add its own. */
export interface App {
  features: readonly Feature[];
}

/** How long a shutdown waits for handlers under way (a submission, an upload). */
const SHUTDOWN_GRACE_MS = 30_000;
/** How often the reactions and interactions of processes gone are looked for (as often as their jobs, by default). */
const DEFAULT_ACCEPTED_SCAN_MS = 5_000;
const DISALLOWED_INTENT_WARNING =
  "Discord refused the Message Content intent (close code 4014). flowbot runs without it: reaction upscales work " +
  "on flowbot's own messages only, the Upscale image context menu works everywhere. To upscale members' images by " +
  'reaction, switch on "Message Content Intent" in the Discord Developer Portal (your application → Bot → ' +
  "Privileged Gateway Intents) and restart flowbot.";

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

  const { cloudFor, partnerFor, streams, remotes, registry, engines } = serviceClients(config, log, timings);
  const keys = apiKeys(store, config.flow.defaultApiKey, engines !== undefined);
  const cacheOptions = { refreshMs: timings.settingsRefreshMs, memberRules: config.anywhere };
  const held = settingsCache({ store, log, url: livenessDb?.url, ...cacheOptions });
  const settings = held.cache;
  const apiKeyFor = async (guildId: string) => (await keys.current(guildId))?.key;

  const images = imageCheck({
    checker: imageChecker(sharedClassifier()),
    settingsOf: async (guildId) => (await settings.get(guildId)).settings,
    preferencesOf: (guildId, userId) => settings.memberPreferences(guildId, userId),
    operatorThreshold: config.imageCheck.threshold,
  });
  const { fileLinkDays, publicUrl } = config.http;
  const signer = new Signer(signingKey ?? randomBytes(32), fileLinkDays ? { fileLinkDays } : {});
  const kindDeps = { store, remotes, cloudFor, partnerFor, settings, images };
  const kinds = jobKindsOf(app.features, kindDeps);
  const jobTimings = {
    ...DEFAULT_JOB_TIMINGS,
    ...timings.job,
    ...(timings.minEditIntervalMs !== undefined ? { minEditIntervalMs: timings.minEditIntervalMs } : {}),
  };
  const presenterFor = presentersOf(app.features);
  const messages = discordJobMessages({
    client: () => client,
    presenterFor,
    minEditIntervalMs: jobTimings.minEditIntervalMs,
    oldMessageEditIntervalMs: jobTimings.oldMessageEditIntervalMs,
    pacer: new Pacer(), // one Discord budget for all of this bot's job messages
    now: timings.now,
  });
  // The member is answered first (src/admission/answer-first.ts); recorded jobs' remote work goes behind the answers.
  // A start waits for its interaction's record (made as it arrived) before anything else.
  const recording: { ledger?: InteractionLedger } = {};
  const answered = answeringStarts(settings, keys.hasFallback, timings.answer, (ids) =>
    recording.ledger?.recorded(ids),
  );
  const jobs = new JobRunner<JobKinds, Applicant>({
    beforeSending: answered.quiet,
    interactionRecorded: (interactionId) => recording.ledger?.jobRecorded(interactionId),
    store,
    log: log.child({ part: "jobs" }),
    kinds,
    admit: (applicant) => admit({ store, keys, settings }, applicant),
    // A stored job of a kind this version does not know is followed as a cloud prompt.
    fallbackRemote: (apiKey) => remotes.cloudPrompt(apiKey),
    messages,
    keyForJob: (job) => keys.forJob(job),
    fileLink: (jobId, n, output) => (publicUrl ? signer.fileUrl(publicUrl, jobId, n) : output.url),
    screen: images,
    timings: jobTimings,
    ...(timings.leaseMs !== undefined ? { leaseMs: timings.leaseMs } : {}),
    ...(timings.scanMs !== undefined ? { scanMs: timings.scanMs } : {}),
    ...(owner !== undefined ? { owner } : {}),
  });
  // Partner tasks call back, and large files are linked through this bot, only where the world can reach it.
  if (publicUrl) remotes.callbackUrlFor = (jobId) => signer.callbackUrl(publicUrl, jobId);
  const context: Context = {
    config,
    log,
    store,
    jobs: jobsOf(jobs, answered),
    remotes,
    cloudFor,
    partnerFor,
    apiKeyFor,
    keys,
    registry,
    settings,
    images,
    presenterFor,
    now: timings.now ?? Date.now,
    get client() {
      return client;
    },
  };
  let http: HttpServer | undefined;
  let liveness: Liveness | undefined;
  const intakeParts = botIntake(app.features, context, config, log);
  const { intake, commandNames, reactionRouter } = intakeParts;
  recording.ledger = intakeParts.ledger;
  const handlers = { reactions: reactionRouter, interactions: intakeParts.ledger };
  let acceptedTimer: NodeJS.Timeout | undefined;
  let acceptedScan: Promise<unknown> | undefined;
  // The reactions and interactions a process gone had accepted and not handled to their end: handled here, once.
  const scanAccepted = (live: Liveness) =>
    (acceptedScan ??= takeOverAccepted(store.accepted, live, client, handlers, log)
      .catch((error: unknown) => log.warn({ err: error }, "could not take over accepted reactions and interactions"))
      .finally(() => (acceptedScan = undefined)));
  intake.wire(client);

  const login = (c: Client) => loginGateway(c, config.discord.token);

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
      http = await startBotHttpServer({
        config,
        limits: timings.http,
        log,
        signer,
        client: () => client,
        store,
        jobs,
        keys,
        engines,
        page: pagesOf(app.features, context),
      });
      engines?.start();
      metrics.engines(engines ? () => engines.status() : undefined);
      held.start();
      recommendedShards = await settleShardCount(client, config.discord.shards, config.discord.token);
      if (!(await login(client))) {
        log.warn(DISALLOWED_INTENT_WARNING);
        client = makeClient(false);
        intake.wire(client);
        if (!(await login(client)))
          throw new Error("Discord refused the gateway intents flowbot needs: Disallowed intent(s), close code 4014.");
      }
      const { shards, shardCount } = client.options;
      log.info({ user: client.user?.tag, guilds: client.guilds.cache.size, shards, shardCount }, "online");
      void warnIfUnregistered();
      void settings.warm(client.guilds.cache.keys());
      for (const feature of app.features)
        feature
          .warm?.(kindDeps)
          .catch((error: unknown) => log.warn({ err: error, feature: feature.name }, "warm-up failed"));
      if (livenessDb) {
        liveness = await startLiveness({ ...livenessDb, owner: jobs.owner, logger: log.child({ part: "liveness" }) });
        store.watchOwners(liveness);
        liveness.onLineMoved(() => jobs.lineMoved());
      }
      await jobs.recover(guildPlace(() => client));
      if (liveness) {
        const live = liveness;
        await scanAccepted(live);
        acceptedTimer = setInterval(() => void scanAccepted(live), timings.scanMs ?? DEFAULT_ACCEPTED_SCAN_MS);
        acceptedTimer.unref();
      }
    },
    async stop() {
      // Intake first: no job may start while the streams close under it.
      intake.unwire(client);
      clearInterval(acceptedTimer);
      await acceptedScan;
      await http?.close();
      await intake.settle(SHUTDOWN_GRACE_MS);
      await jobs.stop();
      await held.stop();
      // What the handlers ended left to write (the records forgotten, how interactions were
      // answered) is written while this process is still alive for the others: none of its
      // handled records is left behind to be handled again.
      await intakeParts.records.flush();
      // After the claims were handed over: from now on this process is gone for the others.
      await liveness?.close();
      await streams.close();
      await engines?.close();
      if (engines) metrics.engines(undefined);
      await client.destroy();
      await restAgent.close().catch(() => undefined);
    },
  };
}
