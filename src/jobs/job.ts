import { setTimeout as sleep } from "node:timers/promises";
import type { Client } from "discord.js";
import { ApiError } from "../api/errors.js";
import type { Claim, JobRecord, Store, StoredOutput } from "../db/store.js";
import { renderEnded, type JobMessage, type JobView, type Presenter } from "../discord/render.js";
import type { MessageTarget } from "../discord/target.js";
import { describeError, UserError } from "../errors.js";
import type { Logger } from "../logger.js";
import { metrics } from "../metrics.js";
import { downloadOutputs, TransientFetchError, type UploadLimits } from "./download.js";
import { JobMessageView } from "./job-message.js";
import type { Pacer } from "./pacer.js";
import type { Following, Remote, RemoteEnd, RemoteUpdate } from "./remote.js";

export type Outcome =
  | { status: "completed"; credits?: number }
  | { status: "failed"; error: { code: string; message: string } }
  | { status: "cancelled"; message: string };

const INTERRUPTED_ELSEWHERE = "The service stopped this job: it was cancelled outside this bot.";

export interface JobTimings {
  minEditIntervalMs: number;
  /** Waits before each further try of a terminal message that could not be delivered. */
  deliveryRetryMs: readonly number[];
  /** Waits before each further try of one output download. */
  fetchRetryMs: readonly number[];
  /** Waits before each further try of storing the remote id. */
  storeRetryMs: readonly number[];
  downloadTimeoutMs: number;
  /** A job that ran longer than this ends with a reply that mentions its requester. */
  notifyAfterMs: number;
}

export interface JobDeps {
  client: Client;
  store: Store;
  log: Logger;
  remote: Remote;
  presenter: Presenter;
  target: MessageTarget;
  limits: UploadLimits;
  /** A link to output `n` of a job, for a file too large to attach (see `downloadOutputs`). */
  fileLink?: (jobId: string, n: number, output: StoredOutput) => string | undefined;
  timings: JobTimings;
  /** Shared by every job of the bot: keeps their Discord edits under the global limit. */
  pacer?: Pacer;
  claim: Claim;
  /** The job no longer counts against its server's concurrency limit. */
  onLeftRunning: (job: Job) => void;
  /** The job is over for this process (delivered, given up for now, lost, or shut down). */
  onDone: (job: Job) => void;
}

/**
 * One job, any kind, from its start to its terminal message: starts the remote once and stores
 * its id before anything else, follows it, shows coalesced progress, persists state changes and
 * outputs (never each progress event), ends it at its deadline, and delivers exactly once.
 */
export class Job {
  readonly view: JobView;
  private readonly message: JobMessageView;
  private readonly outputs: StoredOutput[];
  private writes: Promise<void> = Promise.resolve();
  private following: Following | undefined;
  private deadline: NodeJS.Timeout | undefined;
  private finishing: Promise<void> | undefined;
  private cancelMessage: string | undefined;
  private stopping: Promise<"deleted" | "interrupted"> | undefined;
  /** Aborted at shutdown or when the lease is lost: ends retry waits. */
  private readonly detached = new AbortController();
  /** Whether every output event may have been seen (false after a restart): else the remote fills in. */
  private sawEverything: boolean;
  remoteId: string | undefined;

  constructor(
    readonly record: JobRecord,
    private readonly deps: JobDeps,
  ) {
    this.remoteId = record.remoteId ?? undefined;
    this.sawEverything = this.remoteId === undefined;
    this.outputs = [...(record.outputs ?? [])];
    this.view = {
      id: record.id,
      kind: record.kind,
      userId: record.userId,
      params: record.params,
      phase: record.remoteId ? "queued" : "submitting",
      createdAt: new Date(record.createdAt).getTime(),
      notes: [],
    };
    this.message = new JobMessageView(
      this.view, deps.presenter, deps.client, deps.target, deps.log, deps.timings.minEditIntervalMs,
      (id) => this.deps.store.jobs.setMessage(record.id, id),
      deps.pacer,
    );
  }

  /** True once the job is ending (or over): it no longer runs. */
  get done(): boolean {
    return this.finishing !== undefined || this.detached.signal.aborted;
  }

  get messageId(): string | undefined {
    return this.message.messageId;
  }

  /** A new job: starts the remote work once, stores its id (retried), then follows it. False when it never started. */
  async begin(): Promise<boolean> {
    this.message.show();
    this.armDeadline();
    let started: Awaited<ReturnType<Remote["start"]>>;
    try {
      started = await this.deps.remote.start(this.record.id);
    } catch (error) {
      const { message, expected } = describeError(error);
      if (!expected) this.deps.log.error({ err: error }, "start failed");
      await this.finish({ status: "failed", error: { code: error instanceof ApiError ? error.code : "start_failed", message } });
      return false;
    }
    this.remoteId = started.remoteId;
    // Nothing is reported before the id is stored: a restart must find the running work, not lose it.
    await this.storeRemoteId();
    if (started.outputs) this.keepOutputs(started.outputs);
    if (started.end) {
      await this.finish(this.outcomeOf(started.end));
      return true;
    }
    this.follow(false);
    if (this.cancelMessage !== undefined) {
      await this.cancel(this.cancelMessage).catch((error: unknown) => this.deps.log.warn({ err: error }, "cancel after start failed"));
    }
    return true;
  }

  /** Follows a job whose remote id is known, after a restart or a takeover: events may have been missed. */
  resume(): void {
    this.armDeadline();
    this.follow(true);
  }

  /** Cancels it on the service (deleted while it waits, else stopped); throws a UserError when it cannot. */
  async cancel(message: string): Promise<void> {
    this.cancelMessage = message;
    if (this.remoteId === undefined || this.done) return;
    const stop = this.deps.remote.stop;
    if (!stop) throw new UserError("This kind of job cannot be stopped on the service once it has started.");
    // Once: a second stop could hit the next job of the key (a double click).
    this.stopping ??= stop.call(this.deps.remote, this.remoteId).catch((error: unknown) => {
      this.stopping = undefined; // refused or failed: a later click may try again
      throw error;
    });
    try {
      if ((await this.stopping) === "deleted") await this.finish({ status: "cancelled", message });
      else this.following?.wake();
    } catch (error) {
      this.cancelMessage = undefined;
      throw error;
    }
  }

  /** Look at the remote now (a partner callback arrived). */
  wake(): void {
    this.following?.wake();
  }

  /** Another process holds the job now: stop following, send and write nothing more. */
  lose(): void {
    this.detached.abort();
    this.stopFollowing();
    void this.message.stop();
    this.deps.onDone(this);
  }

  /**
   * Shutdown: a job that is ending finishes its delivery attempt (without further retries); any
   * other stops following without a terminal message, to be resumed by whichever process claims it.
   */
  async settle(): Promise<void> {
    this.detached.abort();
    if (this.finishing) return this.finishing;
    this.stopFollowing();
    await Promise.all([this.message.stop(), this.writes]);
  }

  /** Ends the job once: records the outcome, shows the terminal message, marks it delivered. */
  finish(outcome: Outcome): Promise<void> {
    if (this.finishing) return this.finishing;
    this.stopFollowing();
    this.deps.onLeftRunning(this);
    this.finishing = this.deliverWithRetries(outcome).finally(() => this.deps.onDone(this));
    return this.finishing;
  }

  private async storeRemoteId(): Promise<void> {
    const waits = this.deps.timings.storeRetryMs;
    for (let attempt = 0; ; attempt++) {
      try {
        await this.deps.store.jobs.attachRemote(this.record.id, this.remoteId!);
        return;
      } catch (error) {
        const wait = waits[attempt];
        if (wait === undefined) {
          // The job runs on: this process follows it, and a restart finds it by reconciling.
          this.deps.log.error({ err: error }, "could not store the remote id; following it in memory");
          return;
        }
        this.deps.log.warn({ err: error, attempt }, "storing the remote id failed; trying again");
        await sleep(wait);
      }
    }
  }

  private follow(resumed: boolean): void {
    if (this.remoteId === undefined || this.following || this.done) return;
    if (resumed) this.sawEverything = false;
    if (this.view.phase === "submitting") this.view.phase = "queued";
    this.following = this.deps.remote.follow(
      this.remoteId,
      {
        update: (update) => this.onUpdate(update),
        outputs: (outputs) => this.keepOutputs(outputs),
        end: (end) => void this.finish(this.outcomeOf(end)),
      },
      { resumed },
    );
    // The remote may have ended the job while it was being followed.
    if (this.done) this.stopFollowing();
    else this.message.show();
  }

  private stopFollowing(): void {
    this.following?.stop();
    this.following = undefined;
    clearTimeout(this.deadline);
  }

  private armDeadline(): void {
    const left = this.view.createdAt + this.deps.remote.deadlineMs - Date.now();
    this.deadline = setTimeout(() => {
      const minutes = Math.round(this.deps.remote.deadlineMs / 60_000);
      void this.finish({
        status: "failed",
        error: { code: "deadline", message: `It did not finish within ${minutes > 0 ? `${minutes} minutes` : "its time limit"}, so the bot stopped waiting for it.` },
      });
    }, Math.max(0, left));
    this.deadline.unref();
  }

  private onUpdate(update: RemoteUpdate): void {
    if (this.done) return;
    const view = this.view;
    if (update.phase === "running" && view.phase !== "running") {
      view.runningSince = Date.now();
      view.queueAhead = undefined;
      this.write(() => this.deps.store.jobs.transition(this.record.id, "in_progress"));
    }
    const { phase, ...rest } = update;
    Object.assign(view, rest);
    if (phase === "running" || (phase === "queued" && view.phase !== "running")) view.phase = phase;
    this.message.show();
  }

  private keepOutputs(outputs: StoredOutput[]): void {
    const fresh = outputs.filter((o) => !this.outputs.some((k) => k.node === o.node && k.filename === o.filename));
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

  private outcomeOf(end: RemoteEnd): Outcome {
    if (end.status === "cancelled") return { status: "cancelled", message: this.cancelMessage ?? end.message ?? INTERRUPTED_ELSEWHERE };
    return end;
  }

  /** Delivery is idempotent (the same message is edited), so a failed attempt is simply tried again. */
  private async deliverWithRetries(outcome: Outcome): Promise<void> {
    const waits = this.deps.timings.deliveryRetryMs;
    for (let attempt = 0; ; attempt++) {
      const final = attempt >= waits.length || this.detached.signal.aborted;
      try {
        await this.deliver(outcome, final);
        return;
      } catch (error) {
        const delay = waits[attempt];
        if (delay === undefined || this.detached.signal.aborted) {
          // The lease runs out unrenewed, so this process or another tries again later.
          this.deps.log.error({ err: error }, "could not end the job; it is tried again when its claim runs out");
          return;
        }
        this.deps.log.warn({ err: error, attempt }, "could not end the job; trying again");
        const waited = await sleep(delay, true, { signal: this.detached.signal }).catch(() => false);
        if (!waited) return;
      }
    }
  }

  private async deliver(outcome: Outcome, final: boolean): Promise<void> {
    await this.writes;
    const view = this.view;
    view.finishedAt ??= Date.now();
    view.preview = undefined;
    view.notes = [];
    const error = outcome.status === "failed" ? outcome.error : undefined;
    await this.deps.store.jobs.transition(this.record.id, outcome.status, error ? { error } : undefined);

    let message: JobMessage;
    if (outcome.status === "completed") {
      if (outcome.credits !== undefined) view.credits = outcome.credits;
      view.phase = "delivering";
      this.message.show();
      const files = await this.collectOutputs(final);
      view.phase = "completed";
      message = this.deps.presenter.completed(view, files);
    } else {
      view.phase = outcome.status;
      view.error = outcome.status === "failed" ? outcome.error.message : outcome.message;
      message = renderEnded(view, this.deps.presenter);
    }
    const shown = await this.message.end(message);
    // Marked even when the channel is gone: Discord said so, and retrying could never succeed.
    const first = await this.deps.store.jobs.markDelivered(this.record.id);
    if (first) metrics.jobEnded(this.record.kind, outcome.status, (view.finishedAt ?? Date.now()) - view.createdAt);
    this.deps.log.info({ status: outcome.status, shown, first }, "job ended");
    if (first && shown) await this.notifyIfLong();
  }

  private async collectOutputs(final: boolean) {
    let outputs: StoredOutput[] = this.outputs;
    if (this.remoteId !== undefined && (outputs.length === 0 || !this.sawEverything)) {
      try {
        outputs = await this.deps.remote.outputs(this.remoteId, this.outputs, this.sawEverything);
        this.keepOutputs(outputs);
        await this.writes;
      } catch (error) {
        if (!final) throw new TransientFetchError(`the outputs could not be read (${(error as Error).message})`);
        this.view.notes.push("The list of outputs could not be read from the service.");
      }
    }
    const { timings } = this.deps;
    const { fileLink } = this.deps;
    const link = (output: StoredOutput) => {
      const n = this.outputs.findIndex((o) => o.node === output.node && o.filename === output.filename);
      return n < 0 ? undefined : fileLink?.(this.record.id, n, output);
    };
    const policy = { retryMs: timings.fetchRetryMs, bodyTimeoutMs: timings.downloadTimeoutMs, final, link };
    const { files, notes } = await downloadOutputs((o) => this.deps.remote.open(o), outputs, this.deps.limits, policy);
    this.view.notes.push(...notes);
    if (files.length === 0 && notes.length === 0) this.view.notes.push("The job finished but produced no files.");
    return files;
  }

  /** An edit notifies nobody: a long job ends with a reply that pings its requester, and only them. */
  private async notifyIfLong(): Promise<void> {
    const view = this.view;
    const messageId = this.message.messageId;
    if (messageId === undefined || (view.finishedAt ?? 0) - view.createdAt < this.deps.timings.notifyAfterMs) return;
    try {
      const channel = await this.deps.client.channels.fetch(this.deps.target.channelId);
      if (!channel?.isSendable()) return;
      const what = view.phase === "completed" ? "is done" : view.phase === "cancelled" ? "was cancelled" : "failed";
      await channel.send({
        content: `<@${view.userId}> your job ${what}.`,
        reply: { messageReference: messageId, failIfNotExists: false },
        allowedMentions: { users: [view.userId] },
      });
    } catch (error) {
      this.deps.log.warn({ err: error }, "could not notify the requester");
    }
  }
}
