import { EventEmitter } from "node:events";
import { Worker } from "node:worker_threads";
import { Limit } from "../limit.js";
import type { FromWorker, ToWorker } from "./protocol.js";
import { threadOf } from "./thread.js";
import type { Frames } from "./video.js";

export interface ClassifierOptions {
  /** The thread ends after this long without a check, giving its memory back (default 10 minutes). */
  idleMs?: number;
  /** A check not answered within this is given up: its thread is ended and made anew (default 60 s). */
  checkTimeoutMs?: number;
  /** Threads a check may take down before it is given up as unreadable (default 2). */
  maxCrashes?: number;
}

interface Pending {
  message: ToWorker;
  crashes: number;
  resolve(scores: number[][]): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

/**
 * The model's thread's JavaScript heap: its objects are the model's steps and one image's arrays at a
 * time (some 9 MB in use; the weights and activations live in the WASM memory, outside it). A young
 * generation of 2 MB instead of the process's (its garbage is an image's pixels, a few at a time), 4
 * MB less of the thread measured; an old generation of 64 MB bounds a runaway thread, which then dies
 * out of memory and is made anew like any crash (its checks sent again).
 */
const MODEL_THREAD_LIMITS = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 64 };

/**
 * Checks decoded and in the thread at once. The model is slower than a busy bot's outputs come
 * (32–45 ms an image on the bench's machine): every check posted at once held hundreds of images'
 * pixels twice (150 KB in the thread's queue, and here for a resend); the others now wait holding
 * only their file, which their delivery holds anyway. More than the one the model runs and the
 * next: each answer goes through this event loop before the next check is decoded and sent, and
 * under load it lags 100–300 ms (the bench's p99), 3–8 of the model's images. 8 keep it busy
 * through that for some 2.4 MB.
 */
export const CHECKS_AT_ONCE = 8;

/** The image could not be scored (its checks took the thread down, or timed out): the caller treats it as flagged. */
export class ClassifierError extends Error {
  override readonly name = "ClassifierError";
}

/**
 * The model, in a thread of its own (off the event loop), started on the first check and ended
 * after a while without one. Checks take their turn in order (`CHECKS_AT_ONCE`): a check's frames
 * are decoded in its turn, and only then sent to the thread. When the thread dies (a crash,
 * an out-of-memory, an operator's kill) every check it held is sent again to a new one, so no job
 * loses its check; a check that took down `maxCrashes` threads is refused instead.
 * Events: `checking` (a check was handed to the thread), `restarted` (a thread died and another
 * took its checks), `ready` (the model is loaded).
 */
export class Classifier extends EventEmitter {
  private current: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly idleMs: number;
  private readonly checkTimeoutMs: number;
  private readonly maxCrashes: number;
  private readonly turns = new Limit(CHECKS_AT_ONCE);
  /** Bumped by a `close` or a model that cannot load: the checks then waiting for their turn are refused with `refusal`. */
  private generation = 0;
  private refusal = new ClassifierError("the image check was shut down");

  constructor(options: ClassifierOptions = {}) {
    super();
    this.idleMs = options.idleMs ?? 10 * 60_000;
    this.checkTimeoutMs = options.checkTimeoutMs ?? 60_000;
    this.maxCrashes = options.maxCrashes ?? 2;
  }

  /** The thread running now, if any (operators' diagnostics, and the tests that kill it). */
  get worker(): Worker | undefined {
    return this.current;
  }

  /**
   * Each frame's class probabilities, the frames decoded by `decode` in the check's turn (undefined
   * when it cannot read them: nothing is sent).
   */
  classify(decode: () => Promise<Frames | undefined>): Promise<number[][] | undefined> {
    const generation = this.generation;
    return this.turns.run(async () => {
      if (generation !== this.generation) throw this.refusal;
      const frames = await decode();
      if (generation !== this.generation) throw this.refusal;
      return frames && this.post(frames);
    });
  }

  private post({ pixels, frames }: Frames): Promise<number[][]> {
    clearTimeout(this.idleTimer);
    return new Promise((resolve, reject) => {
      const entry: Pending = { message: { id: this.nextId++, pixels, frames }, crashes: 0, resolve, reject };
      this.pending.set(entry.message.id, entry);
      this.send(entry);
    });
  }

  /**
   * Starts the thread (and so the model's load) ahead of a check that is coming, a job's output: the
   * load (a second or so) is then done by the time the output is. It keeps no process alive, and ends
   * after `idleMs` like any thread without checks. Nothing when the thread runs already.
   */
  warm(): void {
    if (this.current) return;
    this.start().unref();
    if (this.pending.size === 0) this.idleSoon();
  }

  /** Ends the thread (shutdown); checks still waiting, in the thread or for their turn, are refused. */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    this.refuseWaiting(new ClassifierError("the image check was shut down"));
    const worker = this.current;
    this.current = undefined;
    for (const entry of this.pending.values()) this.settle(entry, new ClassifierError("the image check was shut down"));
    if (worker) await worker.terminate();
  }

  private send(entry: Pending): void {
    const worker = this.current ?? this.start();
    // A check waiting on the thread keeps the process alive; a thread with none does not.
    worker.ref();
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => this.timedOut(worker), this.checkTimeoutMs);
    entry.timer.unref();
    // Copied, not transferred: the pixels are sent again if this thread dies.
    worker.postMessage(entry.message);
    this.emit("checking", entry.message.id);
  }

  private start(): Worker {
    const worker = threadOf(
      new URL("./worker.js", import.meta.url),
      { resourceLimits: MODEL_THREAD_LIMITS },
      (message) => this.received(message as FromWorker),
    );
    this.current = worker;
    worker.on("error", () => undefined); // its exit follows, and is what counts
    worker.on("exit", () => this.exited(worker));
    return worker;
  }

  private received(message: FromWorker): void {
    if (message.type === "ready") return void this.emit("ready");
    if (message.type === "failed") {
      // The model cannot load here at all: every waiting check is refused, and the next one tries again.
      const error = new ClassifierError(`the image classifier could not load: ${message.message}`);
      this.refuseWaiting(error);
      for (const entry of this.pending.values()) this.settle(entry, error);
      void this.current?.terminate();
      return;
    }
    const entry = this.pending.get(message.id);
    if (!entry) return;
    if (message.type === "error") this.settle(entry, new ClassifierError(message.message));
    else if (message.scores.length !== entry.message.frames)
      this.settle(entry, new ClassifierError(`${message.scores.length} scores for ${entry.message.frames} frames`));
    else this.settle(entry, message.scores);
  }

  private settle(entry: Pending, result: number[][] | Error): void {
    clearTimeout(entry.timer);
    this.pending.delete(entry.message.id);
    if (result instanceof Error) entry.reject(result);
    else entry.resolve(result);
    if (this.pending.size === 0) {
      this.current?.unref();
      this.idleSoon();
    }
  }

  /** The checks waiting for their turn now are refused with `error` when it comes (before they decode anything). */
  private refuseWaiting(error: ClassifierError): void {
    this.generation++;
    this.refusal = error;
  }

  private timedOut(worker: Worker): void {
    if (this.current === worker) void worker.terminate();
  }

  /** A thread ended: its checks go to a new one, unless it was ended on purpose with none left. */
  private exited(worker: Worker): void {
    if (this.current !== worker) return;
    this.current = undefined;
    if (this.pending.size === 0) return;
    for (const entry of [...this.pending.values()]) {
      entry.crashes++;
      if (entry.crashes >= this.maxCrashes)
        this.settle(entry, new ClassifierError("the image check failed repeatedly"));
    }
    if (this.pending.size === 0) return;
    this.emit("restarted");
    for (const entry of this.pending.values()) this.send(entry);
  }

  private idleSoon(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      const worker = this.current;
      if (this.pending.size > 0 || !worker) return;
      this.current = undefined;
      void worker.terminate();
    }, this.idleMs);
    this.idleTimer.unref();
  }
}
