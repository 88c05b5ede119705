import { setTimeout as sleep } from "node:timers/promises";
import type { Client } from "discord.js";
import type { CloudClient, NodeOutput, Workflow } from "../api/cloud.js";
import { ApiError } from "../api/errors.js";
import type { JobRecord, Store, StoredOutput } from "../db/store.js";
import { renderCompleted, renderEnded, type JobMessage, type JobView, type OutputFile } from "../discord/render.js";
import type { MessageTarget } from "../discord/target.js";
import { describeError, describeExecutionError } from "../errors.js";
import type { Logger } from "../logger.js";
import { metrics } from "../metrics.js";
import { JobMessageView } from "./job-message.js";
import { newOutputs, stopRemote } from "./remote.js";
import { downloadOutputs, type UploadLimits } from "./download.js";
import type { GenerateParams } from "./params.js";
import type { StreamHub, StreamSignal } from "./streams.js";

export type Outcome =
  | { status: "completed" }
  | { status: "failed"; error: { code: string; message: string } }
  | { status: "cancelled"; message: string };

const INTERRUPTED_ELSEWHERE = "The service stopped this job: it was cancelled outside this bot.";

export interface TrackedJobDeps {
  client: Client;
  store: Store;
  log: Logger;
  streams: StreamHub;
  cloud: CloudClient;
  apiKey: string;
  target: MessageTarget;
  limits: UploadLimits;
  minEditIntervalMs: number;
  pollIntervalMs: number;
  /** Waits before each further try of a terminal message that could not be sent. */
  deliveryRetryMs: readonly number[];
  onDone: (jobId: string) => void;
}

/**
 * One job from submission to its terminal message: follows the key's event stream, renders
 * progress (coalesced), persists outputs as they arrive, polls when the stream is quiet or
 * was down, and delivers exactly once.
 */
export class TrackedJob {
  readonly view: JobView;
  private readonly message: JobMessageView;
  private readonly outputs: StoredOutput[];
  private writes: Promise<void> = Promise.resolve();
  private unwatch: (() => void) | undefined;
  private pollTimer: NodeJS.Timeout | undefined;
  private lastSignalAt = Date.now();
  private finishing: Promise<void> | undefined;
  private cancelMessage: string | undefined;
  /** Consecutive 401s from status polls. */
  private refusals = 0;
  /** Aborted at shutdown: ends retry waits. */
  private readonly detached = new AbortController();
  private stopping: Promise<"deleted" | "interrupted"> | undefined;
  /**
   * Whether every `executed` event may have been seen: false after a gap in the stream, after a
   * restart, or when the end was learnt by polling. Then the history fills in missed outputs.
   */
  private sawEverything: boolean;
  remoteId: string | undefined;

  constructor(
    readonly record: JobRecord,
    private readonly deps: TrackedJobDeps,
    private readonly workflow?: Workflow,
  ) {
    this.remoteId = record.remoteId ?? undefined;
    // A job that already has a remote id is being recovered: its stream had a gap.
    this.sawEverything = this.remoteId === undefined;
    this.outputs = [...((record.outputs as StoredOutput[] | null) ?? [])];
    const view: JobView = {
      id: record.id,
      userId: record.userId,
      params: record.params as GenerateParams,
      phase: record.remoteId ? "queued" : "submitting",
      createdAt: new Date(record.createdAt).getTime(),
      notes: [],
    };
    this.message = new JobMessageView(view, deps.client, deps.target, deps.log, deps.minEditIntervalMs);
    this.view = view;
  }

  get done(): boolean {
    return this.finishing !== undefined;
  }

  /** Submits the workflow, then follows it. Errors end the job with a clear message. */
  async submit(workflow: Workflow): Promise<void> {
    this.message.show();
    try {
      await this.deps.streams.ready(this.deps.apiKey);
      const { promptId } = await this.deps.cloud.submit(workflow);
      this.remoteId = promptId;
    } catch (error) {
      const { message } = describeError(error);
      const code = error instanceof ApiError ? error.code : "submit_failed";
      if (!(error instanceof ApiError)) this.deps.log.error({ err: error }, "submit failed");
      await this.finish({ status: "failed", error: { code, message } });
      return;
    }
    // The service runs the job now: a failed write must not end it (the write is logged).
    this.write(() => this.deps.store.jobs.attachRemote(this.record.id, this.remoteId!));
    this.follow();
    if (this.cancelMessage !== undefined) {
      await this.cancel(this.cancelMessage).catch((error: unknown) => this.deps.log.warn({ err: error }, "cancel after submit failed"));
      return;
    }
    if (this.view.phase === "submitting") {
      this.view.phase = "queued";
      this.message.show();
    }
    await this.refreshQueuePosition();
  }

  /** Follows a job that already has a remote id (after a restart): stream plus an immediate poll. */
  resume(): void {
    this.follow();
    void this.poll();
  }

  /** Cancels: deletes it from the queue while pending, interrupts it while running. */
  async cancel(message: string): Promise<void> {
    this.cancelMessage = message;
    if (this.remoteId === undefined || this.done) return;
    // Once: a second interrupt could stop the next job of the key (a double click).
    this.stopping ??= stopRemote(this.deps.cloud, this.remoteId).catch((error: unknown) => {
      this.stopping = undefined; // refused or failed: a later click may try again
      throw error;
    });
    try {
      if ((await this.stopping) === "deleted") {
        await this.finish({ status: "cancelled", message });
        return;
      }
    } catch (error) {
      this.cancelMessage = undefined;
      throw error;
    }
    // The stream reports execution_interrupted; a poll settles it if the stream does not.
    setTimeout(() => void this.poll(), 5_000).unref();
  }

  /**
   * Shutdown: a job that is ending finishes its delivery attempt (without further retries); any other
   * stops following without a terminal message and resumes at the next start.
   */
  async settle(): Promise<void> {
    this.detached.abort();
    if (this.finishing) return this.finishing;
    this.stopFollowing();
    await Promise.all([this.message.stop(), this.writes]);
  }

  private follow(): void {
    if (this.remoteId === undefined || this.unwatch || this.done) return;
    const unwatch = this.deps.streams.watch(this.deps.apiKey, this.remoteId, (signal) => this.onSignal(signal));
    // The replay of early events inside watch() may already have ended the job.
    if (this.done) {
      unwatch();
      return;
    }
    this.unwatch = unwatch;
    // Events sent before the stream first connects are lost: the history fills them in.
    if (!this.deps.streams.isConnected(this.deps.apiKey)) this.sawEverything = false;
    this.pollTimer = setInterval(() => {
      const quiet = Date.now() - this.lastSignalAt > this.deps.pollIntervalMs * 6;
      if (quiet || !this.deps.streams.isConnected(this.deps.apiKey)) void this.poll();
    }, this.deps.pollIntervalMs);
    this.pollTimer.unref();
  }

  private stopFollowing(): void {
    this.unwatch?.();
    this.unwatch = undefined;
    clearInterval(this.pollTimer);
  }

  private onSignal(signal: StreamSignal): void {
    this.lastSignalAt = Date.now();
    const view = this.view;
    switch (signal.type) {
      case "disconnected":
        this.sawEverything = false;
        return;
      case "reconnected":
        this.sawEverything = false;
        void this.poll();
        return;
      case "execution_start":
        this.markRunning();
        break;
      case "executing":
        if (signal.node === null) return;
        this.markRunning();
        view.node = signal.node;
        view.nodeClass = this.workflow?.[signal.node]?.class_type;
        view.progress = undefined;
        break;
      case "progress":
        this.markRunning();
        view.progress = { value: signal.value, max: signal.max };
        break;
      case "preview":
        view.preview = { data: signal.data, mime: signal.mime };
        break;
      case "executed":
        this.keepOutputs(signal.node, signal.output);
        return;
      case "execution_success":
        void this.finish({ status: "completed" });
        return;
      case "execution_error":
        void this.finish({
          status: "failed",
          error: { code: signal.exceptionType, message: describeExecutionError(signal.exceptionType, signal.exceptionMessage) },
        });
        return;
      case "execution_interrupted":
        void this.finish({ status: "cancelled", message: this.cancelMessage ?? INTERRUPTED_ELSEWHERE });
        return;
      default:
        return;
    }
    this.message.show();
  }

  private markRunning(): void {
    if (this.view.phase === "running") return;
    this.view.phase = "running";
    this.view.runningSince = Date.now();
    this.view.queueAhead = undefined;
    this.write(() => this.deps.store.jobs.transition(this.record.id, "in_progress"));
  }

  private keepOutputs(node: string, output: NodeOutput): void {
    const fresh = newOutputs(this.outputs, node, output);
    if (fresh.length === 0) return;
    this.outputs.push(...fresh);
    this.write(() => this.deps.store.jobs.appendOutputs(this.record.id, fresh));
  }

  /** Database writes in arrival order; a failed one is logged and does not stop the next. */
  private write(fn: () => Promise<unknown>): void {
    this.writes = this.writes.then(fn).then(
      () => undefined,
      (error: unknown) => this.deps.log.error({ err: error }, "job write failed"),
    );
  }

  private async poll(): Promise<void> {
    if (this.remoteId === undefined || this.done) return;
    try {
      const { state } = await this.deps.cloud.status(this.remoteId);
      if (state === "completed" || state === "failed" || state === "cancelled") this.sawEverything = false;
      if (state === "completed") await this.finish({ status: "completed" });
      else if (state === "failed") await this.finish({ status: "failed", error: { code: "failed", message: "The service reported that the job failed." } });
      else if (state === "cancelled") await this.finish({ status: "cancelled", message: this.cancelMessage ?? INTERRUPTED_ELSEWHERE });
      else if (state === "in_progress") this.markRunning();
      else if (this.view.phase === "queued") await this.refreshQueuePosition();
      this.refusals = 0;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
        await this.finish({ status: "failed", error: { code: "lost", message: "The service no longer knows this job." } });
        return;
      }
      // A key revoked or replaced while the job ran: it can no longer be followed.
      if (error instanceof ApiError && error.status === 401 && ++this.refusals >= 3) {
        await this.finish({ status: "failed", error: { code: "key_refused", message: "The service stopped accepting this server's API key while the job ran." } });
        return;
      }
      this.deps.log.warn({ err: error }, "status poll failed");
    }
  }

  /** Shows how many jobs are ahead while the job waits (one queue read, at submit and on poll ticks). */
  private async refreshQueuePosition(): Promise<void> {
    try {
      const { running, pending } = await this.deps.cloud.queue();
      if (this.view.phase !== "queued") return;
      const index = pending.findIndex((item) => item.promptId === this.remoteId);
      const ahead = index < 0 ? undefined : running.length + index;
      if (ahead === this.view.queueAhead) return;
      this.view.queueAhead = ahead;
      this.message.show();
    } catch (error) {
      this.deps.log.debug({ err: error }, "queue read failed");
    }
  }

  /** Ends the job once: records the outcome, shows the terminal message, marks it delivered. */
  finish(outcome: Outcome): Promise<void> {
    // A failure here (the database or Discord down) leaves the job undelivered in the database,
    // so the next start picks it up again.
    this.finishing ??= this.deliverWithRetries(outcome).finally(() => this.deps.onDone(this.record.id));
    return this.finishing;
  }

  /** Delivery is idempotent (an edit of the same message), so a failed one is simply tried again. */
  private async deliverWithRetries(outcome: Outcome): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.deliver(outcome);
        return;
      } catch (error) {
        // After the listed waits, the last one repeats for as long as the process runs.
        const waits = this.deps.deliveryRetryMs;
        const delay = waits[Math.min(attempt, waits.length - 1)];
        if (delay === undefined || this.detached.signal.aborted) {
          this.deps.log.error({ err: error }, "could not end the job; it is retried at the next start");
          return;
        }
        this.deps.log.warn({ err: error, attempt }, "could not end the job; trying again");
        const waited = await sleep(delay, true, { signal: this.detached.signal }).catch(() => false);
        if (!waited) return;
      }
    }
  }

  private async deliver(outcome: Outcome): Promise<void> {
    this.stopFollowing();
    await this.writes;
    const view = this.view;
    view.finishedAt = Date.now();
    view.preview = undefined;
    const error = outcome.status === "failed" ? outcome.error : undefined;
    await this.deps.store.jobs.transition(this.record.id, outcome.status, error ? { error } : undefined);

    let message: JobMessage;
    if (outcome.status === "completed") {
      view.phase = "delivering";
      this.message.show();
      const files = await this.collectOutputs();
      view.phase = "completed";
      message = renderCompleted(view, files);
    } else {
      view.phase = outcome.status;
      view.error = outcome.status === "failed" ? outcome.error.message : outcome.message;
      message = renderEnded(view);
    }
    const shown = await this.message.end(message);
    // Marked even when the channel is gone: retrying at every start could never succeed.
    const first = await this.deps.store.jobs.markDelivered(this.record.id);
    if (first) metrics.jobEnded(this.record.kind, outcome.status, Date.now() - this.record.createdAt.getTime());
    this.deps.log.info({ status: outcome.status, shown, first }, "job ended");
  }

  private async collectOutputs(): Promise<OutputFile[]> {
    if ((this.outputs.length === 0 || !this.sawEverything) && this.remoteId !== undefined) {
      const history = await this.deps.cloud.history(this.remoteId).catch(() => undefined);
      for (const [node, output] of Object.entries(history?.outputs ?? {})) this.keepOutputs(node, output);
      await this.writes;
    }
    const { files, notes } = await downloadOutputs(this.deps.cloud, this.outputs, this.deps.limits);
    this.view.notes.push(...notes);
    if (files.length === 0 && notes.length === 0) this.view.notes.push("The job finished but produced no files.");
    return files;
  }
}
