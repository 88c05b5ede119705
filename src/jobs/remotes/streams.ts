import { createHash } from "node:crypto";
import { EARLY_LIMITS, EarlyEvents } from "../../api/early-events.js";
import { CloudEvents, type CloudEvent, type CloudEventsOptions } from "../../api/events.js";
import type { SocketSignal } from "../../api/cloud-types.js";
import type { Logger } from "../../logging/logger.js";
import { metrics } from "../../metrics.js";

/**
 * What a watcher hears: the job's own events, the key's queue moving (`status`, to every watcher),
 * and a note that the stream came back after a gap.
 */
export type StreamSignal = SocketSignal;

type Listener = (signal: StreamSignal) => void;

interface Stream {
  events: CloudEvents;
  watchers: Map<string, Set<Listener>>;
  /** Events that arrived before anyone watched their prompt (the submit answer can lag the socket). */
  early: EarlyEvents;
  idleTimer?: NodeJS.Timeout;
}

export interface StreamHubOptions {
  cloudUrl: string;
  log: Logger;
  events?: Partial<Omit<CloudEventsOptions, "baseUrl" | "apiKey" | "logger">>;
  /** How long a stream with no watcher stays open. */
  idleMs?: number;
}

/**
 * One event stream per API key, shared by every job of that key; events are routed to the
 * job by `prompt_id`.
 */
export class StreamHub {
  private readonly streams = new Map<string, Stream>();

  constructor(private readonly options: StreamHubOptions) {}

  /** Opens (or reuses) the key's stream and starts routing `promptId`'s events to `listener`. */
  watch(apiKey: string, promptId: string, listener: Listener): () => void {
    const stream = this.stream(apiKey);
    clearTimeout(stream.idleTimer);
    let set = stream.watchers.get(promptId);
    if (!set) stream.watchers.set(promptId, (set = new Set()));
    set.add(listener);
    for (const event of stream.early.take(promptId)) listener(event);
    return () => {
      set.delete(listener);
      if (set.size === 0) stream.watchers.delete(promptId);
      if (stream.watchers.size === 0) this.scheduleIdleClose(apiKey, stream);
    };
  }

  /**
   * Opens the key's stream before a submission and waits (briefly) until it is connected, so the
   * job's first events are not missed. A stream that cannot connect is no reason not to submit:
   * the job is then followed by polling until the stream comes up.
   */
  async ready(apiKey: string, timeoutMs = 3_000): Promise<void> {
    await this.stream(apiKey).events.connectedWithin(timeoutMs);
  }

  isConnected(apiKey: string): boolean {
    return this.streams.get(fingerprint(apiKey))?.events.connected ?? false;
  }

  async close(): Promise<void> {
    const all = [...this.streams.values()];
    this.streams.clear();
    await Promise.all(all.map((s) => (clearTimeout(s.idleTimer), s.events.close())));
  }

  private stream(apiKey: string): Stream {
    const id = fingerprint(apiKey);
    const existing = this.streams.get(id);
    if (existing) return existing;
    const events = new CloudEvents({
      ...this.options.events,
      baseUrl: this.options.cloudUrl,
      apiKey,
      logger: this.options.log.child({ stream: id }),
    });
    const stream: Stream = { events, watchers: new Map(), early: new EarlyEvents({ ...EARLY_LIMITS, events: 500 }) };
    events.on("event", (event: CloudEvent) => this.route(stream, event));
    events.on("reconnect", () => {
      metrics.streamReconnected();
      this.broadcast(stream, { type: "reconnected" });
    });
    events.on("disconnect", () => this.broadcast(stream, { type: "disconnected" }));
    events.start();
    this.streams.set(id, stream);
    // A stream opened for a submission that then failed (a refused key) must not linger.
    this.scheduleIdleClose(apiKey, stream);
    return stream;
  }

  private route(stream: Stream, event: CloudEvent): void {
    // The key's queue moved (a prompt queued, started or ended): every waiting job's place may have changed.
    if (event.type === "status") return this.broadcast(stream, event);
    const promptId = "promptId" in event ? event.promptId : undefined;
    if (promptId === undefined) return;
    const set = stream.watchers.get(promptId);
    if (set) {
      for (const listener of set) listener(event);
      return;
    }
    stream.early.keep(promptId, event);
  }

  private broadcast(stream: Stream, signal: StreamSignal): void {
    for (const set of stream.watchers.values()) for (const listener of set) listener(signal);
  }

  private scheduleIdleClose(apiKey: string, stream: Stream): void {
    clearTimeout(stream.idleTimer);
    stream.idleTimer = setTimeout(() => {
      if (stream.watchers.size > 0) return;
      this.streams.delete(fingerprint(apiKey));
      void stream.events.close();
    }, this.options.idleMs ?? 60_000);
    stream.idleTimer.unref();
  }
}

/** A stable id for a key that reveals nothing of it (safe in logs and map keys). */
export function fingerprint(apiKey: string): string {
  return createHash("sha256").update(apiKey).digest("hex").slice(0, 12);
}
