import type { NodeOutput, SocketSignal } from "../../api/cloud-types.js";
import { steady, withRetries } from "../../api/retry.js";
import type { EngineHistory } from "../../api/engine/client.js";
import type { StoredOutput } from "../../db/store.js";
import type { Engine, EnginePool } from "../../engines/pool.js";
import { placeInLine } from "./place-in-line.js";
import { switchSignal } from "./signals.js";
import type { Need } from "../../models/needs.js";
import { text } from "../../i18n/index.js";
import { failure } from "../failure.js";
import type { Following, RemoteEnd, RemoteListener } from "../remote.js";
import { newOutputs } from "./cloud-prompt.js";
import { endOf, historyOutputs, parseEngineRemoteId, type EngineTimings } from "./engine-history.js";
import { quietTime } from "../../api/quiet.js";

export interface FollowEngineOptions {
  pool: EnginePool;
  timings: EngineTimings;
  remoteId: string;
  listener: RemoteListener;
  resumed: boolean;
  /** Sends the same graph to another engine (picked for it); absent when the graph is not at hand (a job followed again). */
  resubmit?: (engine: Engine) => Promise<string>;
  /** What the graph names: it moves only to an engine that holds all of it. */
  needs?: readonly Need[];
}

/** Reads of the queue that find the prompt nowhere before it counts as lost (a restarted engine forgets). */
const MISSING_READS = 3;

/**
 * Follows one engine prompt: its events on the engine's socket, its history when it ends (read
 * again while the entry is not written yet), and history and queue reads while the socket is down
 * or after a restart. An engine that stops answering gets `goneMs`: then a prompt it never
 * started goes to another engine, once, and a running one ends with a clear message.
 */
export function followEnginePrompt(options: FollowEngineOptions): Following {
  const { pool, timings, listener } = options;
  let promptId: string;
  let engine: Engine;
  try {
    let url: string;
    ({ promptId, url } = parseEngineRemoteId(options.remoteId));
    engine = pool.engine(url);
  } catch {
    // A remote id that names no listed engine is followed nowhere: the job ends, saying so.
    const error = failure("engine_gone", text("engine.unknownEngine"));
    let stopped = false;
    queueMicrotask(() => stopped || listener.end({ status: "failed", error }));
    return { stop: () => void (stopped = true), wake() {} };
  }
  const known: StoredOutput[] = [];
  let ended = false;
  let running = false;
  let moved = false;
  let missing = 0;
  let failingSince: number | undefined;
  // Quiet after five ticks of its poll timer with no sign of its life (see `quietTime`).
  const quiet = quietTime(5);
  let polling: Promise<void> | undefined;
  let finishing: Promise<void> | undefined;
  let successTimer: NodeJS.Timeout | undefined;
  // Every event of the prompt reached this follow (a new job, its socket never down): its outputs are all known.
  let sawAll = !options.resumed;

  const end = (result: RemoteEnd) => {
    if (ended) return;
    ended = true;
    stop();
    listener.end(result);
  };
  const markRunning = () => {
    if (running) return;
    running = true;
    listener.update({ phase: "running", queueAhead: undefined });
  };
  const keep = (fresh: StoredOutput[]) => {
    if (fresh.length === 0) return;
    known.push(...fresh);
    listener.outputs(fresh);
  };
  const keepNode = (node: string, output: NodeOutput) =>
    keep(newOutputs(known, node, output).map((o) => ({ ...o, engine: engine.url })));
  const settle = (history: EngineHistory) => {
    keep(historyOutputs(known, history, engine.url));
    end(endOf(history));
  };

  /** After `execution_success` or `executing: null`: the history entry, read again until it is written. */
  const finish = (): Promise<void> =>
    (finishing ??= (async () => {
      const read = async () => (await engine.client.history(promptId)) ?? Promise.reject(new Error("not written yet"));
      const history = await withRetries(steady(timings.historyRetries, timings.historyRetryMs), read, {
        repeatable: () => !ended,
      }).catch(() => undefined);
      if (history) return settle(history);
      // The events brought the outputs; the history only confirms them.
      if (known.length > 0) end({ status: "completed" });
      else end({ status: "failed", error: failure("lost", text("fail.lost")) });
    })());

  const place = placeInLine({
    read: (since) => engine.client.queue({ shared: true, since }),
    promptId: () => promptId,
    waiting: () => !running && !ended,
    listener,
  });

  const onSignal = (signal: SocketSignal) => {
    if (ended) return;
    // The engine's queue moved: a waiting prompt's place is read again (it is shown as it is). Not
    // a sign of this prompt's own life: its quiet time goes on.
    if (signal.type === "status") return place.moved(Date.now());
    quiet.heard();
    switchSignal(signal, {
      running: markRunning,
      update: (update) => listener.update(update),
      executed: keepNode,
      end,
      // The entry is written after this message and before `executing: null`, which reads it at
      // once; read here only if that message does not follow (engine-notes.md's race).
      succeeded: () => {
        // Every event was seen on a socket that stayed up: the outputs came with `executed`, so the
        // job ends now, not after the history entry (which would only confirm them).
        if (sawAll && known.length > 0) return end({ status: "completed" });
        successTimer ??= setTimeout(() => void finish(), timings.successWaitMs);
      },
      left: () => void finish(),
      reconnected: () => {
        sawAll = false;
        void poll();
      },
      disconnected: () => {
        sawAll = false;
        void poll();
      },
    });
  };

  const poll = (readHistory = true): Promise<void> =>
    (polling ??= pollOnce(readHistory).finally(() => (polling = undefined)));
  const pollOnce = async (readHistory: boolean) => {
    // Not once it succeeded: its history entry is read when written (`executing: null`).
    if (ended || finishing || successTimer) return;
    try {
      const history = readHistory ? await engine.client.history(promptId) : undefined;
      if (history) return settle(history);
      const { running: active, pending } = await engine.client.queue();
      failingSince = undefined;
      if (active.some((item) => item.promptId === promptId)) {
        missing = 0;
        return markRunning();
      }
      const index = pending.findIndex((item) => item.promptId === promptId);
      if (index >= 0) {
        missing = 0;
        return place.show(active.length + index);
      }
      // Between its end and its history entry the prompt is in neither: only repeated absence counts.
      if (++missing >= MISSING_READS) end({ status: "failed", error: failure("lost", text("fail.lost")) });
    } catch {
      failingSince ??= Date.now();
      // Gone only when its socket is down too: an engine whose front fails for a while may still hold (and run) the prompt.
      if (Date.now() - failingSince >= timings.goneMs && !pool.answering(engine)) await gone();
    }
  };

  /** The engine's socket is down and it has not answered for `goneMs`: the prompt there is taken off it when it answers again. */
  const gone = async () => {
    pool.leaveBehind(engine, promptId);
    const other = !running && !moved && options.resubmit ? pool.pick([engine.url], options.needs) : undefined;
    if (!other) return end({ status: "failed", error: failure("engine_gone", text("engine.wentAway")) });
    // Counted in flight there from now on, as a prompt picked for a start is.
    pool.reserve(other);
    moved = true;
    let remoteId: string;
    try {
      remoteId = await options.resubmit!(other);
    } catch {
      return end({ status: "failed", error: failure("engine_gone", text("engine.wentAway")) });
    }
    if (ended) return;
    unwatch();
    const next = parseEngineRemoteId(remoteId);
    promptId = next.promptId;
    engine = pool.engine(next.url);
    failingSince = undefined;
    missing = 0;
    listener.moved?.(remoteId);
    unwatch = pool.watch(engine, promptId, onSignal);
  };

  let unwatch = pool.watch(engine, promptId, onSignal);
  const timer = setInterval(() => {
    // A resumed prompt was submitted under another process's client id: its events come to that socket only.
    if (quiet.tick() || options.resumed || !pool.answering(engine) || failingSince !== undefined) void poll();
  }, timings.pollMs);
  timer.unref();
  function stop() {
    unwatch();
    clearInterval(timer);
    clearTimeout(successTimer);
  }
  // A resumed job may have ended while nobody listened; a new one shows its place in the engine's queue
  // (its history has no entry yet: had it ended already, its events, kept until watched, said so).
  if (ended) stop();
  else void poll(options.resumed);
  return {
    stop() {
      ended = true;
      stop();
    },
    wake: () => void poll(),
  };
}
