import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's Prometheus metrics, served at `GET /metrics`. One registry per process (as
 * prom-client's own default is), so the job lifecycle, the coalescer and the Discord client can
 * count without being handed an object; a test reads differences, never absolute values.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: "flowbot_" });

export type JobOutcome = "completed" | "failed" | "cancelled";

const jobs = new Counter({
  name: "flowbot_jobs_total",
  help: "Jobs that reached a terminal state, by kind and outcome.",
  labelNames: ["kind", "outcome"] as const,
  registers: [registry],
});

const jobDuration = new Histogram({
  name: "flowbot_job_duration_seconds",
  help: "Time from a job's creation to its terminal state, by kind and outcome.",
  labelNames: ["kind", "outcome"] as const,
  // Image jobs take seconds, video jobs minutes.
  buckets: [1, 2, 5, 10, 20, 30, 60, 120, 300, 600, 1200, 1800, 3600],
  registers: [registry],
});

const discordRequests = new Counter({
  name: "flowbot_discord_requests_total",
  help: "Requests made to Discord's REST API, by route, method and status.",
  labelNames: ["route", "method", "status"] as const,
  registers: [registry],
});

const discordRateLimited = new Counter({
  name: "flowbot_discord_rate_limited_total",
  help: "Discord REST answers with status 429, by route.",
  labelNames: ["route", "method"] as const,
  registers: [registry],
});

const progress = new Counter({
  name: "flowbot_progress_updates_total",
  help: 'Progress states of running jobs: "sent" became a message edit, "absorbed" was replaced by a newer state first.',
  labelNames: ["result"] as const,
  registers: [registry],
});

const interactionsForgotten = new Counter({
  name: "flowbot_interactions_forgotten_total",
  help: 'Interactions taken over from a process gone and not handled again: "unanswered" past Discord\'s 3 s, "expired" past their token\'s 15 minutes, "answered" answered in full already, "never_emitted" dropped by discord.js.',
  labelNames: ["why"] as const,
  registers: [registry],
});

const streamReconnects = new Counter({
  name: "flowbot_event_stream_reconnects_total",
  help: "Times a cloud event stream came back after being lost.",
  registers: [registry],
});

/** One self-hosted engine as the gauges read it (`EnginePool.status`). */
export interface EngineGaugeSource {
  url: string;
  up: boolean;
  queue: number | undefined;
  inFlight: number;
  maxInFlight?: number;
  models: Partial<Record<string, number>>;
}

/** Where the engine gauges read from at each scrape: the process's engine pool, when it has one. */
let engineSource: (() => EngineGaugeSource[]) | undefined;

/** A gauge per engine, set afresh at each scrape from the pool (an engine no longer listed leaves no stale series). */
function engineGauge(
  name: string,
  help: string,
  read: (engine: EngineGaugeSource, set: (value: number, labels?: Record<string, string>) => void) => void,
  labels: string[] = [],
) {
  return new Gauge({
    name,
    help,
    labelNames: ["engine", ...labels],
    registers: [registry],
    collect() {
      this.reset();
      for (const engine of engineSource?.() ?? []) {
        const label = { engine: engineLabel(engine.url) };
        read(engine, (value, more = {}) => this.set({ ...label, ...more }, value));
      }
    },
  });
}

/** An engine's URL without any credential in it, as a label. */
function engineLabel(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, "")}`;
  } catch {
    return "?";
  }
}

engineGauge("flowbot_engine_up", "Whether a self-hosted engine answers (its socket is open): 1 or 0.", (e, set) =>
  set(e.up ? 1 : 0),
);
engineGauge(
  "flowbot_engine_queue",
  "A self-hosted engine's queue_remaining (every client's prompts), while it answers.",
  (e, set) => {
    if (e.queue !== undefined) set(e.queue);
  },
);
engineGauge(
  "flowbot_engine_in_flight",
  "This process's prompts on a self-hosted engine: picked, submitted or followed.",
  (e, set) => set(e.inFlight),
);
engineGauge(
  "flowbot_engine_max_in_flight",
  "A self-hosted engine's most prompts in flight (FLOW_ENGINE_URLS max=), when set.",
  (e, set) => {
    if (e.maxInFlight !== undefined) set(e.maxInFlight);
  },
);
engineGauge(
  "flowbot_engine_models",
  "Names a self-hosted engine holds, by kind (checkpoint, lora, embedding, sampler, ...), as last read.",
  (e, set) => {
    for (const [kind, count] of Object.entries(e.models)) if (count !== undefined) set(count, { kind });
  },
  ["kind"],
);

export const metrics = {
  /** The engine gauges read this at each scrape; `undefined` stops them (its pool closed). */
  engines(source: (() => EngineGaugeSource[]) | undefined): void {
    engineSource = source;
  },
  /** A job reached a terminal state `ms` after it was created. */
  jobEnded(kind: string, outcome: JobOutcome, ms: number): void {
    jobs.inc({ kind, outcome });
    jobDuration.observe({ kind, outcome }, Math.max(0, ms) / 1000);
  },
  /** A progress state was sent as an edit, or absorbed by a newer one. */
  progress(result: "sent" | "absorbed", count = 1): void {
    if (count > 0) progress.inc({ result }, count);
  },
  /** An accepted interaction forgotten rather than handled: nobody could answer it any more. */
  interactionForgotten(why: "unanswered" | "expired" | "answered" | "never_emitted"): void {
    interactionsForgotten.inc({ why });
  },
  streamReconnected(): void {
    streamReconnects.inc();
  },
  /** One answer from Discord's REST API; `route` is already free of ids and tokens. */
  discordResponse(route: string, method: string, status: number): void {
    const labels = { route, method: method.toUpperCase() };
    discordRequests.inc({ ...labels, status: String(status) });
    if (status === 429) discordRateLimited.inc(labels);
  },
};

/** The Prometheus text exposition of every metric. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}
