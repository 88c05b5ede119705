import type { JobRecord, StoredOutput } from "../db/store.js";
import { cannotStop, startFailure, type Reason } from "./failure.js";
import { deliverWithRetries, type Deliverable, type DeliveryDeps, type Outcome } from "./delivery.js";
import type { JobMessage, JobMessages, OpenedMessage } from "./port.js";
import { storeRemoteId } from "./persist.js";
import { armDeadline } from "./deadline.js";
import { INTERRUPTED_ELSEWHERE, type Following, type Remote, type RemoteEnd, type RemoteUpdate } from "./remote.js";
import type { JobView } from "./view.js";

export type { Outcome } from "./delivery.js";
export type { JobTimings } from "./timings.js";

export interface JobDeps extends DeliveryDeps {
  remote: Remote;
  /** Makes the job's message (the chat side of the port). */
  messages: JobMessages;
  /** The message its origin opened, for a new job; a job taken over finds the recorded one. */
  opened?: OpenedMessage;
  /** The job is over for this process (delivered, given up for now, lost, or shut down). */
  onDone: (job: Job) => void;
}

/**
 * One job, any kind, from its start to its terminal message: starts the remote once and stores
 * its id before anything else, follows it, shows coalesced progress, persists state changes and
 * outputs (never each progress event), ends it at its deadline, and delivers exactly once.
 */
export class Job implements Deliverable {
  readonly view: JobView;
  readonly message: JobMessage;
  readonly outputs: StoredOutput[];
  private writes: Promise<void> = Promise.resolve();
  private following: Following | undefined;
  /** Followed once: from then on it is followed until it ends (see `refollow`). */
  private began = false;
  private deadline: NodeJS.Timeout | undefined;
  private finishing: Promise<void> | undefined;
  private cancelMessage: Reason | undefined;
  private stopping: Promise<"deleted" | "interrupted"> | undefined;
  /** Aborted at shutdown or when the lease is lost: ends retry waits. */
  private readonly detached = new AbortController();
  /** Whether every output event may have been seen (false after a restart): else the remote fills in. */
  sawEverything: boolean;
  /** Its channel or server is gone: it ends without a message (see `abandon`). */
  unreachable = false;
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
      locale: record.locale ?? "en",
      params: record.params,
      phase: record.remoteId ? "queued" : "submitting",
      createdAt: new Date(record.createdAt).getTime(),
      notes: [],
    };
    this.message = deps.messages.of(
      {
        channelId: record.channelId,
        messageId: record.messageId ?? undefined,
        ...(deps.opened ? { opened: deps.opened } : {}),
      },
      {
        view: this.view,
        log: deps.log,
        moved: (id) => this.deps.store.jobs.setMessage(record.id, id),
        channelGone: () => void this.abandon("Its channel was deleted."),
      },
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
    // Its time runs from its start: waiting for a slot does not count.
    this.deadline = armDeadline(Date.now(), this.deps.remote.deadlineMs, (outcome) => void this.finish(outcome));
    let started: Awaited<ReturnType<Remote["start"]>>;
    try {
      started = await this.deps.remote.start(this.record.id);
    } catch (error) {
      const failed = startFailure(error, this.view.locale);
      if (!failed.expected) this.deps.log.error({ err: error }, "start failed");
      await this.finish({ status: "failed", error: failed.error });
      return false;
    }
    this.remoteId = started.remoteId;
    // Nothing is reported before the id is stored: a restart must find the running work, not lose it.
    await storeRemoteId(this.deps, this.record.id, this.remoteId);
    if (started.outputs) this.keepOutputs(started.outputs);
    if (started.end) {
      await this.finish(this.outcomeOf(started.end));
      return true;
    }
    this.follow(false);
    if (this.cancelMessage !== undefined) {
      await this.cancel(this.cancelMessage).catch((error: unknown) =>
        this.deps.log.warn({ err: error }, "cancel after start failed"),
      );
    }
    return true;
  }

  /** Follows a job whose remote id is known, after a restart or a takeover: events may have been missed. */
  resume(): void {
    this.deadline = armDeadline(
      this.view.createdAt,
      this.deps.remote.deadlineMs,
      (outcome) => void this.finish(outcome),
    );
    this.follow(true);
  }

  /** Cancels it on the service (deleted while it waits, else stopped); throws a UserError when it cannot. */
  async cancel(message: Reason): Promise<void> {
    this.cancelMessage = message;
    if (this.remoteId === undefined || this.done) return;
    const stop = this.deps.remote.stop;
    if (!stop) throw cannotStop();
    // Once: a second stop could hit the next job of the key (a double click).
    this.stopping ??= stop.call(this.deps.remote, this.remoteId).catch((error: unknown) => {
      this.stopping = undefined; // refused or failed: a later click may try again
      throw error;
    });
    try {
      if ((await this.stopping) === "deleted") await this.finish({ status: "cancelled", reason: message });
      else this.following?.wake();
    } catch (error) {
      this.cancelMessage = undefined;
      throw error;
    }
  }

  /** Its channel or server is gone: its remote work is stopped where the service allows, and it ends (cancelled) without a message. */
  abandon(reason: string): Promise<void> {
    if (this.done) return this.finishing ?? Promise.resolve();
    this.unreachable = true;
    const stop = this.deps.remote.stop;
    if (stop && this.remoteId !== undefined)
      void stop
        .call(this.deps.remote, this.remoteId)
        .catch((error: unknown) =>
          this.deps.log.warn({ err: error }, "could not stop the remote work of an unreachable job"),
        );
    return this.finish({ status: "cancelled", reason: { message: reason } });
  }

  /** Began, but neither followed nor ending (following threw): followed again, as after a restart. True when it was. */
  refollow(): boolean {
    if (!this.began || this.remoteId === undefined || this.following || this.done) return false;
    this.follow(true);
    return true;
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

  /** Shutdown: one ending finishes its delivery attempt (no more retries); any other stops following, to be resumed elsewhere. */
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
    this.finishing = deliverWithRetries(this, this.deps, outcome, this.detached.signal).finally(() =>
      this.deps.onDone(this),
    );
    return this.finishing;
  }

  private follow(resumed: boolean): void {
    if (this.remoteId === undefined || this.following || this.done) return;
    this.began = true;
    if (resumed) this.sawEverything = false;
    if (this.view.phase === "submitting") this.view.phase = "queued";
    const listener = {
      update: (update: RemoteUpdate) => this.onUpdate(update),
      outputs: (outputs: StoredOutput[]) => this.keepOutputs(outputs),
      moved: (remoteId: string) => {
        this.remoteId = remoteId;
        void storeRemoteId(this.deps, this.record.id, remoteId);
      },
      end: (end: RemoteEnd) => void this.finish(this.outcomeOf(end)),
    };
    try {
      this.following = this.deps.remote.follow(this.remoteId, listener, { resumed });
    } catch (error) {
      this.deps.log.error({ err: error }, "could not follow the job; trying again at the next renewal of its claim");
      return;
    }
    // The remote may have ended the job while it was being followed.
    if (this.done) this.stopFollowing();
    else this.message.show();
  }

  private stopFollowing(): void {
    this.following?.stop();
    this.following = undefined;
    clearTimeout(this.deadline);
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

  get remote(): Remote {
    return this.deps.remote;
  }

  flushed(): Promise<void> {
    return this.writes;
  }

  keepOutputs(outputs: StoredOutput[]): void {
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
    if (end.status === "cancelled")
      return { status: "cancelled", reason: this.cancelMessage ?? end.reason ?? INTERRUPTED_ELSEWHERE };
    return end;
  }
}
