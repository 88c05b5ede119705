import { UserError } from "../errors.js";
import { text } from "../i18n/index.js";
import type { ModelCatalogue } from "../models/catalogue.js";
import type { Need } from "../models/needs.js";

/** What the waits ask of the engine pool. */
export interface Fleet<Engine extends { url: string }> {
  readonly models: ModelCatalogue | undefined;
  pick(except: readonly string[], needs: readonly Need[]): Engine | undefined;
  reserve(engine: Engine): void;
  list(): Engine[];
  answering(engine: Engine): boolean;
  inFlight(engine: Engine): number;
}

/** How long a job waits for an engine with room, and for one holding its models to answer. */
export interface WaitLimits {
  holderWaitMs: number;
  roomWaitMs: number;
}

/** Told a waiting job's place in line (how many go before it). */
export type PlaceListener = (ahead: number) => void;

interface Waiter<Engine> {
  needs: readonly Need[];
  limits: WaitLimits;
  since: number;
  resolve(engine: Engine): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
  /** Told its place in line while it waits for room, each time it changes. */
  place?: PlaceListener;
  shown?: number;
}

/**
 * Jobs waiting for an engine, in the order they came: each takes the first engine that fits it
 * (it answers, holds what the job names, has room) as soon as one does. A job is never refused
 * because engines are at their most: it waits for room, up to its limit; one whose models are
 * held only by engines that do not answer waits for them a bounded time; one whose models no
 * engine holds ends at once, naming them.
 */
export class EngineWaits<Engine extends { url: string }> {
  private readonly waiting: Array<Waiter<Engine>> = [];
  private closed = false;

  constructor(private readonly pool: Fleet<Engine>) {}

  get size(): number {
    return this.waiting.length;
  }

  acquire(needs: readonly Need[], limits: WaitLimits, place?: PlaceListener): Promise<Engine> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ needs, limits, since: Date.now(), resolve, reject, ...(place ? { place } : {}) });
      this.wake();
    });
  }

  /**
   * Something changed (room freed, an engine answers, lists were read, an engine's queue moved): the
   * waiting jobs look again, in order, and those still waiting for room are told their place when it moved.
   */
  wake(): void {
    for (const waiter of [...this.waiting]) if (this.settle(waiter)) this.drop(waiter);
    this.waiting.forEach((waiter, before) => {
      const ahead = waiter.place && this.ahead(waiter, before);
      if (ahead === undefined || ahead === waiter.shown) return;
      waiter.shown = ahead;
      waiter.place!(ahead);
    });
  }

  /**
   * A job waiting for room: what goes before it is this process's prompts in flight at the engines
   * that could take it (it waits for one of them to leave), then the jobs that waited here before it
   * (`before`); undefined while no engine that could take it answers (it waits for one, not in a
   * line). Other clients' prompts at the engine are counted once it is sent there (the engine's queue).
   */
  private ahead(waiter: Waiter<Engine>, before: number): number | undefined {
    const models = this.pool.models;
    const engines = this.pool
      .list()
      .filter(
        (engine) =>
          this.pool.answering(engine) &&
          (!models || waiter.needs.length === 0 || models.holds(engine.url, waiter.needs)),
      );
    if (engines.length === 0) return undefined;
    return engines.reduce((sum, engine) => sum + this.pool.inFlight(engine), before);
  }

  close(): void {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.reject(new UserError(text("engine.shuttingDown")));
    }
  }

  /** Resolves or refuses the waiter when it can; false while it waits on. */
  private settle(waiter: Waiter<Engine>): boolean {
    if (this.closed) return false;
    const engine = this.pool.pick([], waiter.needs);
    if (engine) {
      this.pool.reserve(engine);
      waiter.resolve(engine);
      return true;
    }
    const { state, names } = this.why(waiter.needs);
    const limit = state === "full" ? waiter.limits.roomWaitMs : waiter.limits.holderWaitMs;
    const error =
      state === "nowhere"
        ? text("engine.notHeld", { names })
        : Date.now() - waiter.since < limit
          ? undefined
          : state === "full"
            ? text("engine.noRoom")
            : names.length > 0
              ? text("engine.holdersDown", { names })
              : text("engine.noneAnswering");
    if (error) {
      waiter.reject(new UserError(error));
      return true;
    }
    clearTimeout(waiter.timer);
    waiter.timer = setTimeout(() => this.wake(), waiter.since + limit - Date.now());
    waiter.timer.unref();
    return false;
  }

  /**
   * Why no engine fits now: `full`, engines that answer and hold the needs are at their most;
   * `down`, those that hold them (or whose lists are not read yet) do not answer; `nowhere`, no
   * engine holds them. `names`: the needs named for the member.
   */
  private why(needs: readonly Need[]): { state: "full" | "down" | "nowhere"; names: string[] } {
    const names = needs.filter((need) => need.kind === "checkpoint" || need.kind === "lora").map((n) => n.name);
    const models = this.pool.models;
    const listed = this.pool.list();
    const holding = listed.filter((engine) => !models || needs.length === 0 || models.holds(engine.url, needs));
    if (holding.some((engine) => this.pool.answering(engine))) return { state: "full", names };
    const unread = listed.some((engine) => models?.holdingsOf(engine.url) === undefined);
    if (holding.length > 0 || unread) return { state: "down", names };
    const lacking = needs.filter((need) => !listed.some((engine) => models!.holds(engine.url, [need])));
    return { state: "nowhere", names: lacking.map((need) => need.name) };
  }

  private drop(waiter: Waiter<Engine>): void {
    clearTimeout(waiter.timer);
    const index = this.waiting.indexOf(waiter);
    if (index >= 0) this.waiting.splice(index, 1);
  }
}
