import { randomUUID } from "node:crypto";
import { EarlyEvents } from "../api/early-events.js";
import { EngineClient } from "../api/engine/client.js";
import { CloudEvents, type CloudEvent, type CloudEventsOptions } from "../api/events.js";
import type { SocketSignal } from "../api/cloud-types.js";
import type { EngineLimits } from "../config/config-engines.js";
import { UserError } from "../errors.js";
import { text } from "../i18n/index.js";
import type { Logger } from "../logging/logger.js";
import type { EngineModels, EngineSource, ModelCatalogue } from "../models/catalogue.js";
import { checkpointNeed, type Need } from "../models/needs.js";
import { choose } from "./choose.js";
import { LeftBehind } from "./left-behind.js";
import { EngineWaits, type PlaceListener, type WaitLimits } from "./waits.js";

/**
 * What a watcher of one prompt hears: its events, the engine's queue moving (`status`, to every
 * watcher), and the engine's socket going down or coming back.
 */
export type EngineSignal = SocketSignal;
type Listener = (signal: EngineSignal) => void;

export interface Engine {
  url: string;
  client: EngineClient;
  events: CloudEvents;
  /** The engine's load: `queue_remaining` of its last status message, plus what we queued since. */
  queueRemaining: number | undefined;
  watchers: Map<string, Set<Listener>>;
  /** Events of prompts nobody watches yet (the submit answer can lag the socket), bounded. */
  early: EarlyEvents;
  /** Its share of the work and its most prompts in flight (FLOW_ENGINE_URLS). */
  limits: EngineLimits;
  /** Picked for a prompt not submitted yet, and prompts submitted but not watched yet (by id, when sent). */
  starting: number;
  submitted: Map<string, number>;
  /** The checkpoint of the last prompt sent there (likely still loaded). */
  lastCheckpoint: string | undefined;
  /** Prompts moved off it while it did not answer: taken off it when it answers again. */
  leftBehind: LeftBehind;
}

/** One engine as operators see it. */
export interface EngineStatus extends EngineLimits {
  url: string;
  up: boolean;
  /** Its `queue_remaining` (every client's prompts); undefined while it does not answer. */
  queue: number | undefined;
  /** This process's prompts there. */
  inFlight: number;
  /** How many names of each kind it holds, as last read. */
  models: EngineModels["counts"];
  modelsReadAt: number | undefined;
}

export interface EnginePoolOptions {
  urls: string[];
  /** Each engine's weight and most-in-flight, by URL (default: weight 1, no most). */
  limits?: Record<string, EngineLimits>;
  /** What each engine holds: a job goes only to engines that hold every model it names. */
  models?: ModelCatalogue;
  /** The checkpoint of the built-in workflow (FLOW_ENGINE_CHECKPOINT); else each engine's first. */
  checkpoint?: string | undefined;
  /** A header for every engine (an operator's reverse proxy). */
  header?: { name: string; value: string };
  log: Logger;
  /** How long a request to an engine may take, headers and body together (the client's default otherwise). */
  timeoutMs?: number;
  events?: Partial<Omit<CloudEventsOptions, "baseUrl" | "apiKey" | "logger" | "clientId">>;
}

/** A prompt submitted but never watched (its job ended first) stops counting in flight after this. */
const SUBMITTED_TTL_MS = 60_000;

/**
 * The self-hosted engines of this process: one socket per engine, all with this process's client
 * id (the engine sends a prompt's events to its submitter's id only), each engine's load from its
 * status messages, and new prompts sent to the least loaded among those that answer and hold the
 * models the prompt names, within each engine's weight and most-in-flight (`acquire` waits for room).
 */
export class EnginePool {
  /** This process's client id: every prompt it submits carries it. */
  readonly clientId = `flowbot-${randomUUID()}`;
  private readonly engines = new Map<string, Engine>();
  private readonly waits: EngineWaits<Engine> = new EngineWaits<Engine>(this);
  private closing = false;

  constructor(private readonly options: EnginePoolOptions) {
    for (const url of options.urls) this.add(url);
    options.models?.useEngines(this.modelSource());
    options.models?.onChange(() => this.waits.wake());
  }

  /** What each engine holds; undefined when the pool was made without a catalogue. */
  get models(): ModelCatalogue | undefined {
    return this.options.models;
  }

  get urls(): string[] {
    return [...this.engines.keys()];
  }

  /** Opens every socket and says, one line each, which engine has no checkpoint. Does not wait for any engine. */
  start(): void {
    for (const engine of this.engines.values()) engine.events.start();
    this.options.models?.start();
    void this.checkCheckpoints();
  }

  /**
   * The engine of a URL listed in FLOW_ENGINE_URLS; a clear UserError for any other: what a stored
   * job or an engine's answer names is data, and no request (with the operator's header) goes elsewhere.
   */
  engine(url: string): Engine {
    const engine = this.find(url);
    if (!engine) throw new UserError(text("engine.unknownEngine"));
    return engine;
  }

  /** The listed engine of a URL, or undefined. */
  find(url: string): Engine | undefined {
    return this.engines.get(normal(url));
  }

  /** Whether the engine's socket is up: an engine that does not answer is left out until it does. */
  answering(engine: Engine): boolean {
    return engine.events.connected;
  }

  /**
   * The listed engine for a prompt that names `needs`, among those answering that hold them all and
   * have room (`except` left out): the least busy for its weight, preferring the one that ran the
   * same checkpoint last (see `choose`); undefined when none fits now.
   */
  pick(except: readonly string[] = [], needs: readonly Need[] = []): Engine | undefined {
    const candidates = this.fitting(needs).filter((engine) => !except.includes(engine.url) && this.hasRoom(engine));
    const pool = candidates.map((engine) => ({
      engine,
      url: engine.url,
      // Queued there from the moment it is picked: an engine whose submits hang stops looking least busy.
      queue: (engine.queueRemaining ?? 0) + engine.starting,
      weight: engine.limits.weight,
      lastCheckpoint: engine.lastCheckpoint,
    }));
    return choose(pool, checkpointNeed(needs))?.engine;
  }

  /** The listed engines that answer and hold every need (all answering ones without a catalogue). */
  fitting(needs: readonly Need[]): Engine[] {
    const models = this.options.models;
    return [...this.engines.values()].filter(
      (engine) => this.answering(engine) && (!models || needs.length === 0 || models.holds(engine.url, needs)),
    );
  }

  /** Prompts of this process in flight on the engine: picked, submitted, or followed there. */
  inFlight(engine: Engine): number {
    const now = Date.now();
    let submitted = 0;
    for (const [promptId, at] of engine.submitted) {
      if (now - at > SUBMITTED_TTL_MS) engine.submitted.delete(promptId);
      else if (!engine.watchers.has(promptId)) submitted++;
    }
    return engine.starting + submitted + engine.watchers.size;
  }

  /** Whether the engine is below its most-in-flight. */
  hasRoom(engine: Engine): boolean {
    const most = engine.limits.maxInFlight;
    return most === undefined || this.inFlight(engine) < most;
  }

  /**
   * An engine for a prompt that names `needs`, counted in flight there from now on (`submitted` or
   * `release` says what became of it). Waits while the engines holding the needs are all at their most
   * (up to `roomWaitMs`; `place` hears its place meanwhile), or do not answer (up to `holderWaitMs`);
   * throws a clear UserError when none holds them, or the wait ran out.
   */
  acquire(needs: readonly Need[], waits: WaitLimits, place?: PlaceListener): Promise<Engine> {
    return this.waits.acquire(needs, waits, place);
  }

  /** Jobs waiting for an engine that fits them (room, or an engine holding their models to answer). */
  get waiting(): number {
    return this.waits.size;
  }

  /** Counts a prompt in flight on the engine picked for it, before it is sent (`submitted` or `release` follows). */
  reserve(engine: Engine): void {
    engine.starting++;
  }

  /** The picked engine's prompt was sent, as `promptId`, with `checkpoint`: in flight until it is watched, then while it is. */
  submitted(engine: Engine, promptId: string, checkpoint: string | undefined): void {
    engine.starting = Math.max(0, engine.starting - 1);
    engine.submitted.set(promptId, Date.now());
    if (checkpoint !== undefined) engine.lastCheckpoint = checkpoint;
  }

  /** The picked engine's prompt was not sent: its room goes to the next job waiting. */
  release(engine: Engine): void {
    engine.starting = Math.max(0, engine.starting - 1);
    this.waits.wake();
  }

  /** Per listed engine, for operators (`/metrics`, `/readyz`): whether it answers, its queue, its prompts in flight, its models. */
  status(): EngineStatus[] {
    const models = new Map((this.options.models?.status() ?? []).map((entry) => [entry.url, entry]));
    return this.list().map((engine) => ({
      url: engine.url,
      up: this.answering(engine),
      queue: engine.queueRemaining,
      inFlight: this.inFlight(engine),
      ...engine.limits,
      models: models.get(engine.url)?.counts ?? {},
      modelsReadAt: models.get(engine.url)?.readAt,
    }));
  }

  /** The listed engines, as the catalogue reads them. */
  list(): Engine[] {
    return [...this.engines.values()];
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

  /** FLOW_ENGINE_CHECKPOINT: the built-in workflow's checkpoint on every engine, when set. */
  get defaultCheckpoint(): string | undefined {
    return this.options.checkpoint;
  }

  /** The checkpoint the built-in workflow uses on this engine; undefined when it has none. */
  async checkpointFor(engine: Engine): Promise<string | undefined> {
    if (this.options.checkpoint !== undefined) return this.options.checkpoint;
    return (await engine.client.checkpoints())[0];
  }

  /**
   * A prompt of this process on an engine that stopped answering, sent elsewhere (or ended): it is
   * deleted from that engine's queue, or interrupted, as soon as the engine answers again.
   */
  leaveBehind(engine: Engine, promptId: string): void {
    engine.submitted.delete(promptId);
    engine.leftBehind.add(promptId);
    if (this.answering(engine)) void engine.leftBehind.sweep();
  }

  /** Routes the prompt's events on that engine to `listener`, replaying those that came first. */
  watch(engine: Engine, promptId: string, listener: Listener): () => void {
    engine.events.start();
    let set = engine.watchers.get(promptId);
    if (!set) engine.watchers.set(promptId, (set = new Set()));
    set.add(listener);
    for (const event of engine.early.take(promptId)) listener(event);
    return () => {
      set.delete(listener);
      if (set.size > 0) return;
      engine.watchers.delete(promptId);
      engine.submitted.delete(promptId);
      // Its room goes to the next job waiting.
      this.waits.wake();
    };
  }

  async close(): Promise<void> {
    this.closing = true;
    this.options.models?.stop();
    this.waits.close();
    for (const engine of this.engines.values()) engine.leftBehind.close();
    await Promise.all([...this.engines.values()].map((e) => e.events.close()));
  }

  private add(url: string): Engine {
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
    const client = new EngineClient({
      baseUrl: base,
      ...(this.options.header ? { header: this.options.header } : {}),
      ...(this.options.timeoutMs !== undefined ? { timeoutMs: this.options.timeoutMs } : {}),
    });
    const engine: Engine = {
      url: base,
      client,
      events,
      queueRemaining: undefined,
      watchers: new Map(),
      early: new EarlyEvents(),
      limits: this.options.limits?.[base] ?? { weight: 1 },
      starting: 0,
      submitted: new Map(),
      lastCheckpoint: undefined,
      leftBehind: new LeftBehind(client, log),
    };
    events.on("event", (event: CloudEvent) => this.route(engine, event));
    events.on("open", () => {
      log.info("engine answering");
      this.cameBack(engine, true);
    });
    events.on("reconnect", () => {
      log.info("engine answering again");
      this.cameBack(engine);
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
      // Its queue moved: the places of the prompts sent there, and of the jobs waiting here for room, may change.
      this.waits.wake();
      return this.broadcast(engine, event);
    }
    const promptId = "promptId" in event ? event.promptId : undefined;
    if (promptId === undefined) return;
    const set = engine.watchers.get(promptId);
    if (set) {
      for (const listener of set) listener(event);
      return;
    }
    // A prompt moved elsewhere that this engine runs after all: taken off it now, its events kept by nobody.
    if (engine.leftBehind.has(promptId)) return void engine.leftBehind.sweep();
    engine.early.keep(promptId, event);
  }

  /**
   * An engine that answers (again): its lists are read anew (at its first answer, only if the start's
   * read did not get them), and jobs waiting for it look again.
   */
  private cameBack(engine: Engine, first = false): void {
    void engine.leftBehind.sweep();
    void (first ? this.options.models?.ensure(engine.url) : this.options.models?.refresh(engine.url));
    this.waits.wake();
  }

  /** The listed engines as the catalogue reads them. */
  private modelSource(): EngineSource {
    return {
      urls: this.urls,
      reader: (url) => this.engine(url).client,
      answering: (url) => this.answering(this.engine(url)),
    };
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

const normal = (url: string): string => url.replace(/\/+$/, "");
