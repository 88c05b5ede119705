import { text, type Text } from "../i18n/index.js";
import type { Failure, Reason } from "./failure.js";
import type { Download } from "../api/cloud-types.js";
import type { DownloadOptions } from "../api/download.js";
import type { StoredOutput } from "../db/store.js";

/**
 * A job's fence before its submit (see `Remote.start`): resolves once the job is marked sent by
 * this process, at most once however often it is called; rejects when the job must not be sent here.
 */
export type Sending = () => Promise<void>;

/** No fence: a remote started outside a job (a test's). */
export const noFence: Sending = () => Promise.resolve();

/** The service stopped the job, and not at this bot's request. */
export const INTERRUPTED_ELSEWHERE: Reason = {
  message: "The service stopped this job: it was cancelled outside this bot.",
  text: text("fail.interruptedElsewhere"),
};

/** What a remote learnt about a running job; each field replaces the one shown before. */
export interface RemoteUpdate {
  phase?: "queued" | "running";
  /** Jobs ahead of this one in the service's queue. */
  queueAhead?: number;
  node?: string;
  nodeClass?: string;
  progress?: { value: number; max: number };
  preview?: { data: Buffer; mime: string };
  /** The service's state (partner tasks), as a catalogue text: the message words it in its language. */
  state?: Text<"state.waiting" | "state.working" | "state.done" | "state.failed" | "state.queued" | "state.rendering">;
  /** 0–100, when the service reports it. */
  percent?: number;
  /** When the service expects it to end (epoch ms). */
  etaAt?: number;
  credits?: number;
}

export type RemoteEnd =
  | { status: "completed"; credits?: number }
  | { status: "failed"; error: Failure }
  | { status: "cancelled"; reason?: Reason };

export interface RemoteListener {
  update(update: RemoteUpdate): void;
  /** Outputs learnt while the job runs: persisted as they arrive, so a restart loses none. */
  outputs(outputs: StoredOutput[]): void;
  /** The work was sent again elsewhere under a new remote id (an engine prompt moved off an engine that went away). */
  moved?(remoteId: string): void;
  /** Called once; the remote stops calling the listener after it. */
  end(end: RemoteEnd): void;
}

export interface Following {
  stop(): void;
  /** Look at the job now (a partner callback arrived, a stream came back). */
  wake(): void;
}

/**
 * One kind of remote work (a cloud prompt, a partner image task, a partner video task) behind
 * the one shape the lifecycle drives. A remote knows nothing of Discord or of the database.
 */
export interface Remote {
  /** Stored with the job (`partner-image:image-upscaler`, ...): its kind reads it when it follows the job again. */
  readonly ref: string;
  /** How long the job may take from its start before it is ended with a clear message. */
  readonly deadlineMs: number;
  /**
   * Starts the work, once: never retried when it may have reached the service. The job id is
   * passed so a remote can tag the work and find it again (`reconcile`). `sending` is the job's
   * fence: awaited right before the request that starts the work is sent (after any download, build
   * or wait for an engine), it marks the job sent, and throws when this process must not send it.
   * `update` hears what the job's message should say before it is sent (its place while it waits
   * for an engine with room).
   */
  start(
    jobId: string,
    sending?: Sending,
    update?: (update: RemoteUpdate) => void,
  ): Promise<{ remoteId: string; end?: RemoteEnd; outputs?: StoredOutput[] }>;
  /** `resumed`: the job ran while nobody followed it (a restart), so events may have been missed. */
  follow(remoteId: string, listener: RemoteListener, options: { resumed: boolean }): Following;
  /** Stops it on the service; absent when the service offers no way to. */
  stop?(remoteId: string): Promise<"deleted" | "interrupted">;
  /** Every output of the finished job, given those already known (`complete`: none can have been missed). */
  outputs(remoteId: string, known: readonly StoredOutput[], complete: boolean): Promise<StoredOutput[]>;
  /** Downloads one output; no credential of ours goes to a signed URL. */
  open(output: StoredOutput, options?: DownloadOptions): Promise<Download>;
  /** The remote id of a job whose start may have reached the service before its id was stored. */
  reconcile?(jobId: string): Promise<string | undefined>;
}
