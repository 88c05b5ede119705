import type { AnswerFirstOptions } from "../admission/answer-first.js";
import { CloudClient } from "../api/cloud.js";
import type { CloudEventsOptions } from "../api/events.js";
import { PartnerClient } from "../api/partner.js";
import { RegistryClient } from "../api/registry.js";
import type { Config } from "../config/config.js";
import type { HttpLimits } from "../http/server.js";
import type { JobTimings } from "../jobs/timings.js";
import { DEFAULT_REMOTE_TIMINGS, Remotes, type RemoteTimings } from "../jobs/remotes/index.js";
import { StreamHub } from "../jobs/remotes/streams.js";
import type { Logger } from "../logging/logger.js";
import { perKey } from "../keys/per-key.js";
import { RegistryLookup } from "../registry/lookup.js";
import { EnginePool } from "../engines/pool.js";
import { unconfigured } from "../engines/unconfigured.js";
import { DEFAULT_ENGINE_TIMINGS, type EngineTimings } from "../jobs/remotes/engine-prompt.js";
import { ModelCatalogue } from "../models/catalogue.js";

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
  /** Self-hosted engines: read-back tick, silence before an engine counts as gone, history retries. */
  engine?: Partial<EngineTimings>;
  /** How long a request to the cloud or an engine may take, headers and body together (default 30 s): a submit is then "unknown". */
  requestTimeoutMs?: number;
  /** How often every engine's model lists are read again (default five minutes). */
  modelRefreshMs?: number;
  /** How a command is answered before its database checks (src/admission/answer-first.ts). */
  answer?: Partial<AnswerFirstOptions>;
  /** How stale the settings held in memory may get when a change notification was lost (default 30 s). */
  settingsRefreshMs?: number;
  /** The clock interaction tokens age by (tests hand in the fake Discord's); `Date.now` by default. */
  now?: () => number;
}

/**
 * The service clients of one process: one per key, the shared event streams, the self-hosted
 * engines, the remotes and the registry reads. Engines only: the cloud and the platform answer
 * that this bot is not set up for them.
 */
export function serviceClients(config: Config, log: Logger, timings: BotTimings) {
  const { cloudUrl, apiUrl } = config.flow;
  const timeout = timings.requestTimeoutMs !== undefined ? { timeoutMs: timings.requestTimeoutMs } : {};
  const cloudFor = perKey((apiKey) =>
    cloudUrl ? new CloudClient({ baseUrl: cloudUrl, apiKey, ...timeout }) : unconfigured<CloudClient>(),
  );
  const partnerFor = perKey((token) =>
    apiUrl ? new PartnerClient({ baseUrl: apiUrl, token }) : unconfigured<PartnerClient>(),
  );
  // What each backend holds: the engines' lists (read by the pool's catalogue), the cloud's object_info per key.
  const models = new ModelCatalogue({
    ...(cloudUrl ? { cloud: (apiKey: string) => cloudFor(apiKey).objectInfo() } : {}),
    ...(timings.modelRefreshMs !== undefined ? { refreshMs: timings.modelRefreshMs } : {}),
    log: log.child({ part: "models" }),
  });
  const engines = config.engines.urls.length
    ? new EnginePool({
        ...config.engines,
        models,
        log: log.child({ part: "engines" }),
        events: timings.events ?? {},
        ...timeout,
      })
    : undefined;
  const streams = new StreamHub({
    cloudUrl: cloudUrl ?? "",
    log: log.child({ part: "events" }),
    events: timings.events ?? {},
  });
  const remotes = new Remotes(
    { cloudFor, partnerFor, streams, ...(engines ? { engines } : {}), cloud: cloudUrl !== undefined, models },
    {
      cloudPollMs: timings.pollIntervalMs ?? DEFAULT_REMOTE_TIMINGS.cloudPollMs,
      engine: { ...DEFAULT_ENGINE_TIMINGS, ...timings.engine },
      partnerPoll: timings.partnerPoll ?? DEFAULT_REMOTE_TIMINGS.partnerPoll,
      deadlines: { ...DEFAULT_REMOTE_TIMINGS.deadlines, ...timings.deadlines },
    },
  );
  // Registry reads take no credential; a member waits on them, so one quick retry at most.
  const registry = new RegistryLookup(
    apiUrl
      ? new RegistryClient({ baseUrl: apiUrl, timeoutMs: 10_000, retry: { retries: 1 } })
      : unconfigured<RegistryClient>(),
  );
  return { cloudFor, partnerFor, streams, remotes, registry, engines, models };
}
