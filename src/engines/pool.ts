import { randomUUID } from "node:crypto";
import { EngineClient } from "../api/engine/client.js";
import { CloudEvents, type CloudEvent, type CloudEventsOptions } from "../api/events.js";
import type { Logger } from "../logging/logger.js";

/** What a watcher of one prompt hears: its events, and the engine's socket going down or coming back. */
export type EngineSignal = CloudEvent | { type: "reconnected" } | { type: "disconnected" };
type Listener = (signal: EngineSignal) => void;

export interface Engine {
  url: string;
  client: EngineClient;
  events: CloudEvents;
  /** The engine's load: `queue_remaining` of its last status message, plus what we queued since. */
  queueRemaining: number | undefined;
  /** Listed in FLOW_ENGINE_URLS (new prompts go to those only). */
  listed: boolean;
  watchers: Map<string, Set<Listener>>;
  /** Events of prompts nobody watches yet (the submit answer can lag the socket). */
  early: Map<string, { at: number; events: CloudEvent[] }>;
}

export interface EnginePoolOptions {
  urls: string[];
  /** The checkpoint of the built-in workflow (FLOW_ENGINE_CHECKPOINT); else each engine's first. */
  checkpoint?: string | undefined;
  /** A header for every engine (an operator's reverse proxy). */
  header?: { name: string; value: string };
  log: Logger;
  events?: Partial<Omit<CloudEventsOptions, "baseUrl" | "apiKey" | "logger" | "clientId">>;
}

const EARLY_TTL_MS = 60_000;
const EARLY_MAX = 200;

/**
 * The self-hosted engines of this process: one socket per engine, all with this process's client
 * id (the engine sends a prompt's events to its submitter's id only), each engine's load from its
 * status messages, and new prompts sent to the least loaded among those that answer.
 */
export class EnginePool {
  /** This process's client id: every prompt it submits carries it. */
  readonly clientId = `flowbot-${randomUUID()}`;
  private readonly engines = new Map<string, Engine>();
  private closing = false;

  constructor(private readonly options: EnginePoolOptions) {
    for (const url of options.urls) this.add(url, true);
  }

  get urls(): string[] {
    return [...this.engines.values()].filter((e) => e.listed).map((e) => e.url);
  }

  /** Opens every socket and says, one line each, which engine has no checkpoint. Does not wait for any engine. */
  start(): void {
    for (const engine of this.engines.values()) engine.events.start();
    void this.checkCheckpoints();
  }

  /** The engine of a URL (one a stored job names, listed or not). */
  engine(url: string): Engine {
    return this.engines.get(normal(url)) ?? this.add(url, false);
  }

  /** Whether the engine's socket is up: an engine that does not answer is left out until it does. */
  answering(engine: Engine): boolean {
    return engine.events.connected;
  }

  /** The listed engine with the least work among those answering (`except` left out); undefined when none answers. */
  pick(except: string[] = []): Engine | undefined {
    let best: Engine | undefined;
    for (const engine of this.engines.values()) {
      if (!engine.listed || except.includes(engine.url) || !this.answering(engine)) continue;
      if (!best || (engine.queueRemaining ?? 0) < (best.queueRemaining ?? 0)) best = engine;
    }
    return best;
  }

  /** Like `pick`, waiting briefly for an engine to answer when none does yet (the sockets open at start). */
  async pickSoon(timeoutMs = 3_000): Promise<Engine | undefined> {
    const deadline = Date.now() + timeoutMs;
    let engine = this.pick();
    while (!engine && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      engine = this.pick();
    }
    return engine;
  }

  /** A prompt was queued there: counted in its load until its next status message says. */
  queued(engine: Engine): void {
    engine.queueRemaining = (engine.queueRemaining ?? 0) + 1;
  }

  /** Waits (briefly) for the engine's socket, so that a prompt's first events are not missed. */
  async ready(engine: Engine, timeoutMs = 3_000): Promise<void> {
    engine.events.start();
    await engine.events.connectedWithin(timeoutMs);
  }

  /** The checkpoint the built-in workflow uses on this engine; undefined when it has none. */
  async checkpointFor(engine: Engine): Promise<string | undefined> {
    if (this.options.checkpoint !== undefined) return this.options.checkpoint;
    return (await engine.client.checkpoints())[0];
  }

  /** Routes the prompt's events on that engine to `listener`, replaying those that came first. */
  watch(engine: Engine, promptId: string, listener: Listener): () => void {
    engine.events.start();
    let set = engine.watchers.get(promptId);
    if (!set) engine.watchers.set(promptId, (set = new Set()));
    set.add(listener);
    const early = engine.early.get(promptId);
    if (early) {
      engine.early.delete(promptId);
      for (const event of early.events) listener(event);
    }
    return () => {
      set.delete(listener);
      if (set.size === 0) engine.watchers.delete(promptId);
    };
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all([...this.engines.values()].map((e) => e.events.close()));
  }

  private add(url: string, listed: boolean): Engine {
    const base = normal(url);
    const log = this.options.log.child({ engine: base });
    const events = new CloudEvents({
      reconnect: { baseDelayMs: 500, maxDelayMs: 5_000 },
      ...this.options.events,
      baseUrl: base,
      apiKey: "",
      clientId: this.clientId,
      ...(this.options.header ? { headers: { [this.options.header.name]: this.options.header.value } } : {}),
      logger: log,
    });
    const engine: Engine = {
      url: base,
      client: new EngineClient({ baseUrl: base, ...(this.options.header ? { header: this.options.header } : {}) }),
      events,
      queueRemaining: undefined,
      listed,
      watchers: new Map(),
      early: new Map(),
    };
    events.on("event", (event: CloudEvent) => this.route(engine, event));
    events.on("open", () => log.info("engine answering"));
    events.on("reconnect", () => {
      log.info("engine answering again");
      this.broadcast(engine, { type: "reconnected" });
    });
    events.on("disconnect", () => {
      engine.queueRemaining = undefined;
      if (!this.closing) log.warn("engine stopped answering; no new prompt goes to it until it answers again");
      this.broadcast(engine, { type: "disconnected" });
    });
    this.engines.set(base, engine);
    return engine;
  }

  private route(engine: Engine, event: CloudEvent): void {
    if (event.type === "status") {
      engine.queueRemaining = event.queueRemaining;
      return;
    }
    const promptId = "promptId" in event ? event.promptId : undefined;
    if (promptId === undefined) return;
    const set = engine.watchers.get(promptId);
    if (set) {
      for (const listener of set) listener(event);
      return;
    }
    let entry = engine.early.get(promptId);
    if (!entry) {
      const now = Date.now();
      for (const [id, old] of engine.early) if (now - old.at > EARLY_TTL_MS) engine.early.delete(id);
      engine.early.set(promptId, (entry = { at: now, events: [] }));
    }
    if (event.type === "preview") entry.events = entry.events.filter((e) => e.type !== "preview");
    if (entry.events.length < EARLY_MAX) entry.events.push(event);
  }

  private broadcast(engine: Engine, signal: EngineSignal): void {
    for (const set of engine.watchers.values()) for (const listener of set) listener(signal);
  }

  private async checkCheckpoints(): Promise<void> {
    await Promise.all(
      [...this.engines.values()].map(async (engine) => {
        const checkpoints = await engine.client.checkpoints().catch(() => undefined);
        if (checkpoints === undefined) return;
        const log = this.options.log.child({ engine: engine.url });
        if (checkpoints.length === 0)
          log.warn(`engine ${engine.url} has no checkpoint: /generate's built-in workflow cannot run there`);
        else if (this.options.checkpoint !== undefined && !checkpoints.includes(this.options.checkpoint))
          log.warn(`engine ${engine.url} lacks FLOW_ENGINE_CHECKPOINT ${this.options.checkpoint}`);
      }),
    );
  }
}

function normal(url: string): string {
  return url.replace(/\/+$/, "");
}
