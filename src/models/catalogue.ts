import type { ObjectInfo } from "../api/cloud-types.js";
import { Limit } from "../limit.js";
import type { Logger } from "../logging/logger.js";
import { cloudHoldings, readEngineHoldings, type Holdings, type ModelReader } from "./holdings.js";
import { KINDS, type ModelKind } from "./kinds.js";
import type { Need } from "./needs.js";

/** The engines whose holdings the catalogue keeps (the engine pool). */
export interface EngineSource {
  /** The engines new jobs may go to (FLOW_ENGINE_URLS). */
  readonly urls: readonly string[];
  reader(url: string): ModelReader;
  /** Whether the engine answers now. */
  answering(url: string): boolean;
}

export interface CatalogueOptions {
  engines?: EngineSource;
  /** The cloud's `object_info`, read with a key (the cloud client caches it). */
  cloud?: (apiKey: string) => Promise<ObjectInfo>;
  /** How often every engine's lists are read again (default five minutes). */
  refreshMs?: number;
  log: Logger;
}

/** One engine holding a name, and whether it answers now. */
export interface Holder {
  url: string;
  up: boolean;
}

/** What the catalogue knows of one engine (for `/metrics` and the readiness answer). */
export interface EngineModels {
  url: string;
  up: boolean;
  /** When its lists were last read (epoch ms); undefined while never read. */
  readAt: number | undefined;
  /** How many names of each kind it holds. */
  counts: Partial<Record<ModelKind, number>>;
}

export const DEFAULT_MODEL_REFRESH_MS = 5 * 60_000;

/**
 * Engines whose lists are read at once: a read asks an engine some fifteen routes together, each on
 * a connection of its own; a fleet of hundreds read all at once at start held thousands of sockets
 * and their buffers (some 170 MB for 500 engines) long after.
 */
const READS_AT_ONCE = 8;

interface Entry {
  holdings?: Holdings;
  /** The content key of `holdings` when they are the shared copy (see `ModelCatalogue.shared`). */
  key?: string;
  readAt?: number;
  reading?: Promise<void>;
  /** Another read was asked for while one ran: it runs after it (the one running may predate a change). */
  again?: Promise<void>;
}

/**
 * What each backend holds: every engine's checkpoints, LoRAs, embeddings, samplers, schedulers
 * and other model files, read from its `/models/<folder>` routes at start, when it comes back,
 * every few minutes and when it refused a name; the cloud's from its `object_info`. Jobs are
 * routed by it (`holds`), and members are offered and refused names by it (`names`, `holders`).
 */
export class ModelCatalogue {
  private readonly engines = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();
  private readonly cloudMemo = new WeakMap<ObjectInfo, Holdings>();
  private readonly uses = new Map<string, number>();
  private readonly reads = new Limit(READS_AT_ONCE);
  /**
   * One copy of each distinct content, with how many engines hold it: a fleet's engines mostly hold
   * the same lists, and each read parses its own strings (hundreds of engines kept hundreds of copies).
   */
  private readonly shared = new Map<string, { key: string; holdings: Holdings; engines: number }>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: CatalogueOptions) {}

  /** The engines to keep lists of (the engine pool hands itself in as it is made). */
  useEngines(engines: EngineSource): void {
    this.options.engines = engines;
  }

  /** Reads every engine now, then every `refreshMs`. Does not wait for any. */
  start(): void {
    if (this.timer) return;
    const refreshAll = () => {
      for (const url of this.options.engines?.urls ?? []) void this.refresh(url);
    };
    refreshAll();
    this.timer = setInterval(refreshAll, this.options.refreshMs ?? DEFAULT_MODEL_REFRESH_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Reads one engine's lists again; resolves once a read that began after this call ended (failed or not). */
  refresh(url: string): Promise<void> {
    const entry = this.entry(url);
    if (!entry.reading) return (entry.reading = this.read(url, entry));
    return (entry.again ??= entry.reading.then(() => {
      entry.again = undefined;
      return (entry.reading = this.read(url, entry));
    }));
  }

  /**
   * Reads one engine's lists unless they were read (or a read runs: then again only if it failed, as
   * one begun before the engine answered does). An engine's first answer needs no second read of
   * what the start just read.
   */
  ensure(url: string): Promise<void> {
    const entry = this.entry(url);
    if (entry.readAt !== undefined) return Promise.resolve();
    if (!entry.reading) return this.refresh(url);
    return entry.reading.then(() => (entry.readAt === undefined ? this.refresh(url) : undefined));
  }

  /**
   * An engine refused names it was thought to hold (`value_not_in_list`): struck off there at once,
   * and every engine's lists read again (a model moved from one to another is found where it went).
   * Resolves once those reads ended.
   */
  async refused(url: string, needs: readonly Need[]): Promise<void> {
    const holdings = this.entry(url).holdings;
    if (holdings) {
      const copy = new Map([...holdings].map(([kind, names]) => [kind, new Set(names)]));
      for (const need of needs) copy.get(need.kind)?.delete(need.name);
      this.hold(this.entry(url), copy);
      this.changed();
    }
    const urls = new Set([url, ...(this.options.engines?.urls ?? [])]);
    await Promise.all([...urls].map((each) => this.refresh(each)));
  }

  /** Calls `listener` whenever an engine's lists changed; returns how to stop. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** What an engine holds; undefined until its lists were read once. */
  holdingsOf(url: string): Holdings | undefined {
    return this.engines.get(url)?.holdings;
  }

  /** The needs an engine lacks (all of them while its lists are unknown). */
  missing(url: string, needs: readonly Need[]): Need[] {
    const holdings = this.holdingsOf(url);
    return needs.filter((need) => !holdings?.get(need.kind)?.has(need.name));
  }

  /** Whether an engine holds every need (false while its lists are unknown). */
  holds(url: string, needs: readonly Need[]): boolean {
    return this.missing(url, needs).length === 0;
  }

  /** The configured engines that hold a name, each with whether it answers now. */
  holders(kind: ModelKind, name: string): Holder[] {
    return this.holdersOfAll([{ kind, name }]);
  }

  /** The configured engines that hold every need, each with whether it answers now. */
  holdersOfAll(needs: readonly Need[]): Holder[] {
    const source = this.options.engines;
    return (source?.urls ?? [])
      .filter((url) => this.holds(url, needs))
      .map((url) => ({ url, up: source!.answering(url) }));
  }

  /** Names of a kind the engines hold, each once, in alphabetical order; `up`: on engines that answer now only. */
  engineNames(kind: ModelKind, options: { up?: boolean } = {}): string[] {
    const source = this.options.engines;
    const names = new Set<string>();
    for (const url of source?.urls ?? []) {
      if (options.up && !source!.answering(url)) continue;
      for (const name of this.holdingsOf(url)?.get(kind) ?? []) names.add(name);
    }
    return sorted(names);
  }

  /** Names of a kind the cloud lists for this key, in alphabetical order; none without a cloud. */
  async cloudNames(kind: ModelKind, apiKey: string): Promise<string[]> {
    return sorted((await this.cloudHoldings(apiKey))?.get(kind) ?? []);
  }

  /** The cloud's holdings for this key; undefined without a cloud. */
  async cloudHoldings(apiKey: string): Promise<Holdings | undefined> {
    if (!this.options.cloud) return undefined;
    const info = await this.options.cloud(apiKey);
    let holdings = this.cloudMemo.get(info);
    if (!holdings) this.cloudMemo.set(info, (holdings = cloudHoldings(info)));
    return holdings;
  }

  /** Names of a kind across the backends a job may use (the engines, the cloud with a key), each once. */
  async names(kind: ModelKind, scope: { engines?: boolean; cloudKey?: string }): Promise<string[]> {
    const names = new Set(scope.engines ? this.engineNames(kind) : []);
    if (scope.cloudKey !== undefined) for (const name of await this.cloudNames(kind, scope.cloudKey)) names.add(name);
    return sorted(names);
  }

  /** Counts the names a job was started with: the autocompletes offer the most used first (in this process). */
  used(needs: readonly Need[]): void {
    for (const { kind, name } of needs) this.uses.set(`${kind}\n${name}`, this.usesOf(kind, name) + 1);
  }

  /** How many jobs this process started with a name. */
  usesOf(kind: ModelKind, name: string): number {
    return this.uses.get(`${kind}\n${name}`) ?? 0;
  }

  /** Whether every configured engine's lists were read at least once (until then, a name missing may only be unread). */
  allRead(): boolean {
    return (this.options.engines?.urls ?? []).every((url) => this.engines.get(url)?.readAt !== undefined);
  }

  /** Per configured engine: whether it answers, when its lists were read, how many names of each kind. */
  status(): EngineModels[] {
    const source = this.options.engines;
    return (source?.urls ?? []).map((url) => {
      const entry = this.engines.get(url);
      const counts: EngineModels["counts"] = {};
      for (const kind of KINDS) {
        const size = entry?.holdings?.get(kind)?.size;
        if (size !== undefined) counts[kind] = size;
      }
      return { url, up: source!.answering(url), readAt: entry?.readAt, counts };
    });
  }

  private entry(url: string): Entry {
    let entry = this.engines.get(url);
    if (!entry) this.engines.set(url, (entry = {}));
    return entry;
  }

  private async read(url: string, entry: Entry): Promise<void> {
    const reader = this.options.engines?.reader(url);
    if (!reader) return;
    try {
      const holdings = await this.reads.run(() => readEngineHoldings(reader));
      const changed = !same(entry.holdings, holdings);
      if (changed) this.hold(entry, holdings);
      entry.readAt = Date.now();
      if (changed) {
        this.options.log.info({ engine: url, models: countsOf(holdings) }, "engine models read");
        this.changed();
      }
    } catch (error) {
      // An engine that does not answer keeps the lists last read; it is read again when it comes back.
      this.options.log.debug({ err: error, engine: url }, "could not read the engine's models");
    } finally {
      if (entry.reading && !entry.again) entry.reading = undefined;
    }
  }

  /** Gives an engine these holdings, as the one copy of that content the catalogue keeps. */
  private hold(entry: Entry, holdings: Holdings): void {
    if (entry.key !== undefined) {
      const before = this.shared.get(entry.key);
      if (before && --before.engines === 0) this.shared.delete(entry.key);
    }
    const key = contentKey(holdings);
    let one = this.shared.get(key);
    if (!one) this.shared.set(key, (one = { key, holdings, engines: 0 }));
    one.engines++;
    // The shared record's key: the one just made is dropped with the lists read.
    entry.key = one.key;
    entry.holdings = one.holdings;
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}

function sorted(names: Iterable<string>): string[] {
  return [...new Set(names)].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true }));
}

/** The holdings' names, kind by kind in a fixed order, each kind's in the engine's order. */
function contentKey(holdings: Holdings): string {
  return JSON.stringify([...holdings.keys()].sort().map((kind) => [kind, [...holdings.get(kind)!]]));
}

function countsOf(holdings: Holdings): Record<string, number> {
  return Object.fromEntries([...holdings].map(([kind, names]) => [kind, names.size]));
}

function same(a: Holdings | undefined, b: Holdings): boolean {
  if (!a || a.size !== b.size) return false;
  for (const [kind, names] of b) {
    const other = a.get(kind);
    if (!other || other.size !== names.size || [...names].some((name) => !other.has(name))) return false;
  }
  return true;
}
