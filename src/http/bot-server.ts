import type { Client } from "discord.js";
import type { Config } from "../config/config.js";
import type { Store } from "../db/store.js";
import { notReady } from "../discord/gateway/ready.js";
import type { EngineStatus } from "../engines/pool.js";
import { engineStatusLines } from "../engines/status-lines.js";
import { openJobOutput, type OpenOutputDeps } from "../jobs/open-output.js";
import type { Logger } from "../logging/logger.js";
import { startHttpServer, type HttpHooks, type HttpLimits, type HttpServer } from "./server.js";
import type { Signer } from "./sign.js";

export interface BotHttpOptions {
  config: Config;
  /** Shorter limits for tests; production uses the defaults. */
  limits: Partial<HttpLimits> | undefined;
  log: Logger;
  signer: Signer;
  /** The bot's current client: it is replaced when Discord refuses the Message Content intent. */
  client: () => Client;
  store: Store;
  jobs: { wake(jobId: string): unknown; remoteFor: OpenOutputDeps["remoteFor"] };
  keys: { forJob: OpenOutputDeps["keyForJob"] };
  /** The self-hosted engines, when there are any: listed in the readiness answer. */
  engines?: { status(): EngineStatus[] } | undefined;
  /** The features' pages (src/features/feature.ts). */
  page?: HttpHooks["page"];
}

/**
 * The bot's HTTP server wired to the bot: ready when its gateway and database are, partners' calls
 * wake their jobs, and file links open a job's outputs afresh through the job's own remote.
 */
export function startBotHttpServer(options: BotHttpOptions): Promise<HttpServer> {
  const { config, limits, signer, store, jobs, keys } = options;
  return startHttpServer({
    port: config.http.port,
    ...(config.http.host ? { host: config.http.host } : {}),
    ...(config.http.metrics ? { metrics: config.http.metrics } : {}),
    ...(limits ? { limits } : {}),
    log: options.log.child({ part: "http" }),
    signer,
    hooks: {
      notReady: () => notReady(options.client(), store),
      readinessDetails: () => engineStatusLines(options.engines?.status() ?? []),
      wake: (jobId) => void jobs.wake(jobId),
      ...(options.page ? { page: options.page } : {}),
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
}
