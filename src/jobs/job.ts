import { holdOf, type Hold, type JobRecord, type StoredOutput } from "../db/store.js";
import { LostJob, type Reason } from "./failure.js";
import { RemoteStop } from "./remote-stop.js";
import { deliverWithRetries, type Deliverable, type DeliveryDeps, type Outcome } from "./delivery.js";
import { messageOf, type JobMessage, type JobMessages, type OpenedMessage } from "./port.js";
import { NotSent, sendingFence, startRemote, storeRemoteId } from "./persist.js";
import { lineFailure } from "./line-failure.js";
import { armDeadline } from "./deadline.js";
import { type Following, type Remote, type RemoteEnd, type RemoteUpdate } from "./remote.js";
import { applyUpdate, viewOf, type JobView } from "./view.js";
import { JobWrites } from "./job-writes.js";
import { outcomeOf } from "./outcome.js";

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
  private readonly writes: JobWrites;
  private following: Following | undefined;
  /** Followed once: from then on it is followed until it ends (see `refollow`). */
  private began = false;
  private deadline: NodeJS.Timeout | undefined;
  private finishing: Promise<void> | undefined;
  private cancelMessage: Reason | undefined;
  private readonly stopper: RemoteStop;
  /** Aborted at shutdown or when the lease is lost: ends retry waits. */
  private readonly detached = new AbortController();
  /** Whether every output event may have been seen (false after a restart): else the remote fills in. */
  sawEverything: boolean;
  /** Its channel or server is gone: it ends without a message (see `abandon`). */
  unreachable = false;
  released: Deliverable["released"];
  remoteId: string | undefined;
  /** The claim this process took the job under: every step that acts outside the database is fenced by it. */
  readonly hold: Hold | undefined;
  readonly remote: Remote;

  constructor(
    readonly record: JobRecord,
    private readonly deps: JobDeps,
  ) {
    this.remoteId = record.remoteId ?? undefined;
    this.remote = deps.remote;
    this.hold = holdOf(record);
    this.sawEverything = this.remoteId === undefined;
    this.writes = new JobWrites(record, this.hold, deps);
    const hold = this.hold;
    this.stopper = new RemoteStop(deps.remote, async () => !hold || deps.store.jobs.confirm(record.id, hold));
    this.view = viewOf(record);
    this.message = messageOf(deps.messages, record, deps.store.jobs.replyOf(record), deps.opened, {
      view: this.view,
      log: deps.log,
      moved: (id) => this.deps.store.jobs.setMessage(record.id, id),
      channelGone: () => void this.abandon("Its channel was deleted."),
      takeFollowUp: async (max) => !!record.interactionId && deps.store.jobs.takeFollowUp(record.interactionId, max),
    });
  }

  /** True once the job is ending (or over): it no longer runs. */
  get done(): boolean {
    return this.finishing !== undefined || this.detached.signal.aborted;
  }

  get messageId(): string | undefined {
    return this.message.messageId;
  }

  /**
   * A new job: starts the remote work once, stores its id (retried), then follows it. False when it never
   * started here: it failed, or another process holds it now (the fence before the submit, `slotted`:
   * marked submitted already, as it took its slot: only marked sent then).
   */
  async begin(slotted = false): Promise<boolean> {
    this.message.show();
    // Its time runs from its start: waiting for a slot does not count.
    this.armDeadline(Date.now());
    // Marked sent by the remote right before its submit, not before what comes first (downloads, an engine with room).
    const sending = sendingFence(this.deps, this.record.id, this.hold, slotted);
    let started;
    try {
      started = await startRemote(this.deps, this.record, this.hold, this.view.locale, sending, (update) =>
        this.onUpdate(update),
      );
    } catch (error) {
      if (!(error instanceof NotSent)) throw error;
      if (error.why === "unknown") await this.finish({ status: "failed", error: lineFailure.noDatabase() });
      else this.lose();
      return false;
    }
    if ("failed" in started) {
      await this.finish({ status: "failed", error: started.failed });
      return false;
    }
    if ("unknown" in started) {
      // Handed to the takeover, which looks for it on the service until it is found, or its time is up.
      this.lose();
      await this.deps.store.jobs.release([this.record.id], this.hold!.owner).catch(() => undefined);
      return true;
    }
    this.remoteId = started.remoteId;
    if (started.lost) {
      this.lose();
      return true;
    }
    if (started.outputs) this.keepOutputs(started.outputs);
    if (started.end) {
      await this.finish(outcomeOf(started.end, this.cancelMessage));
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
    this.armDeadline(this.view.createdAt);
    this.follow(true);
  }

  private armDeadline(from: number): void {
    this.deadline = armDeadline(from, this.deps.remote.deadlineMs, (outcome) => void this.finish(outcome));
  }

  /** Cancels it on the service (deleted while it waits, else stopped); throws a UserError when it cannot. */
  async cancel(message: Reason): Promise<void> {
    this.cancelMessage = message;
    if (this.remoteId === undefined || this.done) return;
    try {
      if ((await this.stopper.stop(this.remoteId)) === "deleted")
        await this.finish({ status: "cancelled", reason: message });
      else this.following?.wake();
    } catch (error) {
      this.cancelMessage = undefined;
      if (error instanceof LostJob) this.lose();
      throw error;
    }
  }

  /** Its channel or server is gone: its remote work is stopped where the service allows, and it ends (cancelled) without a message. */
  abandon(reason: string): Promise<void> {
    if (this.done) return this.finishing ?? Promise.resolve();
    this.unreachable = true;
    const remote = this.deps.remote;
    if (remote.stop && this.remoteId !== undefined)
      void remote
        .stop(this.remoteId)
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
    await Promise.all([this.message.stop(), this.writes.flushed()]);
  }

  /** Ends the job once: records the outcome, shows the terminal message, marks it delivered. */
  finish(outcome: Outcome): Promise<void> {
    if (this.finishing) return this.finishing;
    this.stopFollowing();
    this.finishing = deliverWithRetries(this, this.deps, outcome, this.detached.signal)
      .then((delivered) => {
        if (delivered === "lost") this.lose();
      })
      .finally(() => this.deps.onDone(this));
    return this.finishing;
  }

  private follow(resumed: boolean): void {
    if (this.remoteId === undefined || this.following || this.done) return;
    this.began = true;
    if (resumed) this.sawEverything = false;
    if (this.view.phase === "submitting") this.view.phase = "queued";
    // A place shown while it waited to be sent was in this process's line: the service's own is read from now on.
    if (!resumed && this.view.phase === "queued") this.view.queueAhead = undefined;
    const listener = {
      update: (update: RemoteUpdate) => this.onUpdate(update),
      outputs: (outputs: StoredOutput[]) => this.keepOutputs(outputs),
      moved: (remoteId: string) => {
        this.remoteId = remoteId;
        void storeRemoteId(this.deps, this.record.id, remoteId, this.hold);
      },
      end: (end: RemoteEnd) => void this.finish(outcomeOf(end, this.cancelMessage)),
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
    if (applyUpdate(this.view, update)) this.writes.running();
    this.message.show();
  }

  get outputs(): readonly StoredOutput[] {
    return this.writes.outputs;
  }

  flushed(): Promise<void> {
    return this.writes.flushed();
  }

  keepOutputs(outputs: StoredOutput[]): void {
    this.writes.keepOutputs(outputs);
  }
}
