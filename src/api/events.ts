import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";
import WebSocket from "ws";
import type { CloudEvent } from "./cloud-types.js";
import { parseBinaryFrame, parseTextFrame } from "./frames.js";
import { quietTime, type QuietTime } from "./quiet.js";
import { backoff, type RetryPolicy } from "./retry.js";

export type { CloudEvent } from "./cloud-types.js";

type LogFn = (o: object, m?: string) => void;

export interface CloudEventsOptions {
  baseUrl: string;
  /** The cloud key; empty for a self-hosted engine, which takes none. */
  apiKey: string;
  /** The client id to connect with (an engine sends a prompt's events only to its submitter's id); random otherwise. */
  clientId?: string;
  /** Headers of the upgrade request (an engine's reverse proxy may want one). */
  headers?: Record<string, string>;
  logger?: { debug: LogFn; info: LogFn; warn: LogFn };
  pingIntervalMs?: number;
  /**
   * With no pong or other frame for this long, the socket is dropped and reopened. Counted in ping
   * ticks, not by the wall clock (see `quietTime`): dropped at the tick after this over
   * `pingIntervalMs` (rounded up, one at least) ticks without a frame, so never before this long.
   */
  stallTimeoutMs?: number;
  reconnect?: { baseDelayMs?: number; maxDelayMs?: number };
  /** A frame larger than this closes the socket (1009) before it is held; it is reopened as after any drop. */
  maxFrameBytes?: number;
  /**
   * Whether to offer permessage-deflate (default: offered). A self-hosted engine's server takes it
   * when offered, and each socket then keeps a decompressor for its life; its frames are events of a
   * few hundred bytes and previews already compressed, so a fleet of engines is not worth one each.
   */
  compress?: boolean;
}

/**
 * The largest frame taken (`ws` takes 100 MiB by default). Text frames are events of a few hundred
 * bytes; the largest are preview images (cloud-api.md: a JPEG or PNG of the image being made,
 * shown small): 8 MiB holds even an uncompressed 1024×1024 RGBA PNG twice over.
 */
export const MAX_FRAME_BYTES = 8 * 1024 * 1024;

const FEATURE_FLAGS = JSON.stringify({ type: "feature_flags", data: { supports_preview_metadata: true } });
const TERMINAL = new Set(["execution_success", "execution_error", "execution_interrupted"]);
const quiet: LogFn = () => {};

/**
 * The event stream of one API key, shared by all of its jobs. Emits "open", "reconnect" (after
 * a gap: followers then poll to catch up), "disconnect" and "event" (every CloudEvent).
 */
export class CloudEvents extends EventEmitter {
  private readonly clientId: string;
  private readonly log: { debug: LogFn; info: LogFn; warn: LogFn };
  private readonly pingIntervalMs: number;
  private readonly stallTimeoutMs: number;
  /** Reconnects never give up while running; the wait backs off, never shorter than half its ceiling. */
  private readonly reconnect: RetryPolicy;
  private readonly subscribers = new Map<string, Set<(event: CloudEvent) => void>>();
  private socket: WebSocket | undefined;
  private running = false;
  private everOpened = false;
  private attempt = 0;
  private timers: { ping?: NodeJS.Timeout; retry?: NodeJS.Timeout } = {};
  /** The open socket's quiet time, in ping ticks: more than a stall's worth, and it is dropped. */
  private silence: QuietTime | undefined;
  /** Frames without a prompt id belong to the prompt that executed last. */
  private lastPromptId: string | undefined;
  /** The wait `connectedWithin` callers share while the socket is down. */
  private connecting: Promise<void> | undefined;

  constructor(private readonly options: CloudEventsOptions) {
    super();
    this.clientId = options.clientId ?? randomUUID();
    this.log = options.logger ?? { debug: quiet, info: quiet, warn: quiet };
    this.pingIntervalMs = options.pingIntervalMs ?? 10_000;
    this.stallTimeoutMs = options.stallTimeoutMs ?? 30_000;
    this.reconnect = backoff({
      retries: Infinity,
      baseDelayMs: options.reconnect?.baseDelayMs ?? 500,
      maxDelayMs: options.reconnect?.maxDelayMs ?? 30_000,
      jitter: "half",
    });
  }

  get connected(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /**
   * Resolves once the socket is open, or after `timeoutMs`. The callers of a burst share one pair
   * of listeners (not two per submission: a thousand at once set off Node's leak warning), each
   * with its own time: one arriving late in an outage still waits as long as it asked.
   */
  connectedWithin(timeoutMs: number): Promise<void> {
    if (this.connected) return Promise.resolve();
    this.connecting ??= new Promise<void>((resolve) => {
      const done = () => {
        this.off("open", done).off("reconnect", done);
        this.connecting = undefined;
        resolve();
      };
      this.on("open", done).on("reconnect", done);
    });
    return Promise.race([this.connecting, sleep(timeoutMs, undefined, { ref: false })]);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  async close(): Promise<void> {
    this.running = false;
    clearTimeout(this.timers.retry);
    const socket = this.socket;
    if (!socket || socket.readyState === WebSocket.CLOSED) return;
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
    else socket.close(1000);
    const kill = setTimeout(() => socket.terminate(), 1_000);
    await closed;
    clearTimeout(kill);
  }

  subscribe(promptId: string, listener: (event: CloudEvent) => void): () => void {
    let set = this.subscribers.get(promptId);
    if (!set) this.subscribers.set(promptId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.subscribers.get(promptId) === set) this.subscribers.delete(promptId);
    };
  }

  /** The stream URL; it holds the key, so it is never logged. */
  private url(): string {
    const url = new URL(this.options.baseUrl);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    url.pathname = `${url.pathname.replace(/\/+$/, "")}/ws`;
    const query: Record<string, string> = { clientId: this.clientId };
    if (this.options.apiKey !== "") query.token = this.options.apiKey;
    url.search = new URLSearchParams(query).toString();
    return url.toString();
  }

  private connect(): void {
    const socket = new WebSocket(this.url(), {
      handshakeTimeout: this.stallTimeoutMs,
      maxPayload: this.options.maxFrameBytes ?? MAX_FRAME_BYTES,
      perMessageDeflate: this.options.compress ?? true,
      ...(this.options.headers ? { headers: this.options.headers } : {}),
    });
    this.socket = socket;
    let opened = false;
    socket.on("open", () => {
      opened = true;
      this.onOpen(socket);
    });
    socket.on("message", (data: Buffer, isBinary: boolean) => {
      this.alive();
      this.onFrame(data, isBinary);
    });
    socket.on("pong", () => this.alive());
    socket.on("error", (error) =>
      this.log.debug({ code: (error as NodeJS.ErrnoException).code, reason: error.message }, "event stream error"),
    );
    socket.on("close", () => this.onClose(socket, opened));
  }

  private onOpen(socket: WebSocket): void {
    this.attempt = 0;
    socket.send(FEATURE_FLAGS);
    // Dropped at the tick that finds a stall's worth of ticks gone by since its last frame or pong:
    // the first tick after it may come at once, so the stall's ticks (rounded up, one at least) are
    // counted after that one. One fewer dropped a socket up to a ping early, and every socket at its
    // first tick when the stall was no longer than a ping.
    const silence = quietTime(Math.max(1, Math.ceil(this.stallTimeoutMs / this.pingIntervalMs)));
    this.silence = silence;
    this.timers.ping = setInterval(() => {
      if (socket.readyState !== WebSocket.OPEN) return;
      if (!silence.tick()) return socket.ping();
      this.log.warn({ stallTimeoutMs: this.stallTimeoutMs }, "event stream stalled; reconnecting");
      socket.terminate();
    }, this.pingIntervalMs);
    this.log.info({ reconnect: this.everOpened }, "event stream open");
    this.emit(this.everOpened ? "reconnect" : "open");
    this.everOpened = true;
  }

  private alive(): void {
    this.silence?.heard();
  }

  private onClose(socket: WebSocket, wasOpen: boolean): void {
    if (this.socket !== socket) return;
    clearInterval(this.timers.ping);
    this.timers.ping = this.silence = undefined;
    if (wasOpen) this.emit("disconnect");
    if (!this.running) return;
    const delay = this.reconnect.delayMs(this.attempt++);
    this.log.info({ delayMs: Math.round(delay), attempt: this.attempt }, "event stream closed; reconnecting");
    this.timers.retry = setTimeout(() => this.running && this.connect(), delay);
  }

  private onFrame(data: Buffer, isBinary: boolean): void {
    const event = isBinary ? parseBinaryFrame(data) : parseTextFrame(data.toString("utf8"));
    if (!event) return;
    if (event.type === "preview" || event.type === "text") {
      if (event.promptId === undefined && this.lastPromptId !== undefined) event.promptId = this.lastPromptId;
    } else if ("promptId" in event && event.promptId !== undefined) {
      if (TERMINAL.has(event.type)) {
        if (this.lastPromptId === event.promptId) this.lastPromptId = undefined;
      } else if (event.type !== "notification") {
        this.lastPromptId = event.promptId;
      }
    }
    this.safely(event, () => this.emit("event", event));
    const promptId = "promptId" in event ? event.promptId : undefined;
    if (promptId === undefined) return;
    for (const listener of this.subscribers.get(promptId) ?? []) this.safely(event, () => listener(event));
  }

  /** A listener that throws must not keep the others from their event, nor take the socket down. */
  private safely(event: CloudEvent, deliver: () => void): void {
    try {
      deliver();
    } catch (error) {
      this.log.warn({ err: error, type: event.type }, "an event listener failed");
    }
  }
}
