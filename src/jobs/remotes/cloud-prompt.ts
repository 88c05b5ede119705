import type { CloudClient, FileRef, NodeOutput, SubmitOptions, Workflow } from "../../api/cloud.js";
import type { SocketSignal } from "../../api/cloud-types.js";
import { ApiError } from "../../api/errors.js";
import type { StoredOutput } from "../../db/store.js";
import { UserError } from "../../errors.js";
import { text } from "../../i18n/index.js";
import { failure } from "../failure.js";
import {
  INTERRUPTED_ELSEWHERE,
  noFence,
  type Following,
  type Remote,
  type RemoteEnd,
  type RemoteListener,
} from "../remote.js";
import type { StreamHub } from "./streams.js";
import { placeInLine } from "./place-in-line.js";
import { quietTime } from "../../api/quiet.js";
import { switchSignal } from "./signals.js";

const OUTPUT_KINDS = ["images", "video", "audio", "gifs"] as const;
/** Where the job id rides along in the submitted graph, so a lost prompt id can be found in the queue. */
const TAG = "flowbot_job";

export interface CloudPromptOptions {
  cloud: CloudClient;
  streams: StreamHub;
  apiKey: string;
  pollIntervalMs: number;
  deadlineMs: number;
  /** The graph to submit (or how to make it: uploads first); absent for a job followed again after a restart. */
  workflow?: Workflow | (() => Promise<Workflow>);
  /** What the workflow is already known to need (a saved workflow's Partner Nodes). */
  submit?: SubmitOptions;
}

/**
 * A cloud prompt: submitted once, followed on the key's shared event stream, with status polls
 * when the stream is quiet or down (one at a time), the queue position while it waits, and the
 * history filling in outputs whose events may have been missed.
 */
export function cloudPromptRemote(options: CloudPromptOptions): Remote {
  const { cloud, streams, apiKey } = options;
  let graph: Workflow | undefined = typeof options.workflow === "object" ? options.workflow : undefined;
  return {
    ref: "cloud",
    deadlineMs: options.deadlineMs,
    async start(jobId, sending = noFence) {
      if (!options.workflow) throw new Error("a cloud prompt needs a workflow to start");
      const workflow = typeof options.workflow === "function" ? await options.workflow() : options.workflow;
      graph = workflow;
      await streams.ready(apiKey);
      // Known before the fence (object_info may need a read): between the job's sent mark and the
      // service, nothing but the POST, so that a process gone in between leaves as little as can be
      // of a job marked sent that never arrived (one a restart can only end, never send again).
      const partnerNodes = options.submit?.partnerNodes ?? (await cloud.hasPartnerNodes(workflow));
      await sending();
      const { promptId } = await cloud.submit(tag(workflow, jobId), { ...options.submit, partnerNodes });
      return { remoteId: promptId };
    },
    follow: (promptId, listener, { resumed }) => follow(options, graph, promptId, listener, resumed),
    stop: (promptId) => stopPrompt(cloud, promptId),
    async outputs(promptId, known, complete) {
      if (complete && known.length > 0) return [...known];
      const all = [...known];
      const history = await cloud.history(promptId);
      for (const [node, output] of Object.entries(history?.outputs ?? {})) all.push(...newOutputs(all, node, output));
      return all;
    },
    open: (output, options) => cloud.view(output, options),
    async reconcile(jobId) {
      const { running, pending } = await cloud.queue();
      return [...running, ...pending].find((item) =>
        JSON.stringify(item.workflow ?? null).includes(`"${TAG}":"${jobId}"`),
      )?.promptId;
    },
  };
}

function follow(
  options: CloudPromptOptions,
  workflow: Workflow | undefined,
  promptId: string,
  listener: RemoteListener,
  resumed: boolean,
): Following {
  const { cloud, streams, apiKey, pollIntervalMs } = options;
  const known: StoredOutput[] = [];
  let ended = false;
  let running = false;
  let queued = !resumed;
  // Quiet after six ticks of its poll timer with no sign of its life (see `quietTime`).
  const quiet = quietTime(6);
  let polling: Promise<void> | undefined;
  let refusals = 0;
  // A new job's place is read after it was submitted (an older shared read does not hold it).
  const followedAt = Date.now();

  const end = (result: RemoteEnd) => {
    if (ended) return;
    ended = true;
    stop();
    listener.end(result);
  };
  const markRunning = () => {
    if (running) return;
    running = true;
    queued = false;
    listener.update({ phase: "running", queueAhead: undefined });
  };
  const keep = (node: string, output: NodeOutput) => {
    const fresh = newOutputs(known, node, output);
    if (fresh.length === 0) return;
    known.push(...fresh);
    listener.outputs(fresh);
  };

  const place = placeInLine({
    read: (since) => cloud.queue({ shared: true, since }),
    promptId: () => promptId,
    waiting: () => queued && !ended,
    listener,
  });

  const onSignal = (signal: SocketSignal) => {
    if (ended) return;
    // The key's queue moved: a waiting job's place is read again (it is shown as it is). Not a
    // sign of this job's own life: its quiet time goes on.
    if (signal.type === "status") return place.moved(Date.now());
    quiet.heard();
    switchSignal(signal, {
      running: markRunning,
      update: (update) => listener.update(update),
      nodeClass: (node) => workflow?.[node]?.class_type,
      executed: keep,
      end,
      succeeded: () => end({ status: "completed" }),
      reconnected: () => void poll(),
    });
  };

  /** One status poll at a time: a slow answer is waited for, never overlapped. */
  const poll = (): Promise<void> => (polling ??= pollOnce().finally(() => (polling = undefined)));
  const pollOnce = async () => {
    if (ended) return;
    try {
      const { state } = await cloud.status(promptId);
      refusals = 0;
      if (state === "completed") end({ status: "completed" });
      else if (state === "failed") end({ status: "failed", error: failure("failed", text("fail.serviceFailed")) });
      else if (state === "cancelled") end({ status: "cancelled", reason: INTERRUPTED_ELSEWHERE });
      else if (state === "in_progress") markRunning();
      // A quiet time's look takes any recent read of the queue.
      else if (queued) place.moved(0);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
        end({ status: "failed", error: failure("lost", text("fail.lost")) });
      } else if (error instanceof ApiError && error.status === 401 && ++refusals >= 3) {
        // A key revoked or replaced while the job ran: it can no longer be followed.
        end({ status: "failed", error: failure("key_refused", text("fail.keyRefusedWhileRunning")) });
      }
    }
  };
  // Set once watching: stop() may run before (the replay of early events inside watch() may end the job).
  const handles: { unwatch?: () => void; timer?: NodeJS.Timeout } = {};
  function stop() {
    handles.unwatch?.();
    clearInterval(handles.timer);
  }
  // The replay of early events inside watch() may end the job at once.
  handles.unwatch = streams.watch(apiKey, promptId, onSignal);
  if (ended) {
    stop();
    return { stop: () => undefined, wake: () => undefined };
  }
  const timer = setInterval(() => {
    if (quiet.tick() || !streams.isConnected(apiKey)) void poll();
  }, pollIntervalMs);
  handles.timer = timer;
  timer.unref();
  // A resumed job may have ended while nobody listened; a new one shows its place in the queue.
  if (resumed) void poll();
  else place.moved(followedAt);
  return {
    stop() {
      ended = true;
      stop();
    },
    wake: () => void poll(),
  };
}

/** The files of an `executed` output that are not among `known` yet. */
export function newOutputs(known: readonly StoredOutput[], node: string, output: NodeOutput): StoredOutput[] {
  const fresh: StoredOutput[] = [];
  for (const kind of OUTPUT_KINDS) {
    for (const ref of (output[kind] as FileRef[] | undefined) ?? []) {
      const seen = [...known, ...fresh].some((o) => o.node === node && o.filename === ref.filename);
      if (!seen)
        fresh.push({ node, kind, filename: ref.filename, subfolder: ref.subfolder ?? "", type: ref.type ?? "output" });
    }
  }
  return fresh;
}

/**
 * Stops a prompt: deleted from the queue while it waits, else interrupted. The service interrupts
 * whatever of the key runs at the moment it gets the request, so the queue is read again right
 * before: if anything else of the key runs or waits (it could start the instant ours ends — with
 * the operator's shared key, another server's job), the interrupt is refused rather than risked.
 */
export async function stopPrompt(cloud: CloudClient, promptId: string): Promise<"deleted" | "interrupted"> {
  const { deleted } = await cloud.cancelQueued([promptId]);
  if (deleted.includes(promptId)) return "deleted";
  const { running, pending } = await cloud.queue();
  if (!running.some((item) => item.promptId === promptId)) {
    throw new UserError(text("job.notRunning"));
  }
  const others = running.length - 1 + pending.length;
  if (others > 0) {
    throw new UserError(
      `This job shares its account with ${others} other running or waiting job(s), and the service can only stop whatever runs at that moment. It was not cancelled, so no other job is stopped by mistake.`,
    );
  }
  await cloud.interrupt();
  return "interrupted";
}

/** The graph with the job id in the first node's `_meta`, which the service keeps and ignores. */
function tag(workflow: Workflow, jobId: string): Workflow {
  const [first] = Object.keys(workflow).sort();
  if (first === undefined) return workflow;
  const node = workflow[first]!;
  return { ...workflow, [first]: { ...node, _meta: { ...node._meta, [TAG]: jobId } } };
}
