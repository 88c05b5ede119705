import type { Client } from "discord.js";
import type { CloudClient, SubmitOptions, Workflow } from "../api/cloud.js";
import type { JobRecord, Store } from "../db/store.js";
import { messageTarget, type MessageTarget } from "../discord/target.js";
import type { Logger } from "../logger.js";
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from "./download.js";
import type { StreamHub } from "./streams.js";
import { TrackedJob, type Outcome } from "./tracked-job.js";

export interface JobRunnerOptions {
  store: Store;
  log: Logger;
  streams: StreamHub;
  client: Client;
  cloudFor: (apiKey: string) => CloudClient;
  apiKeyFor: (guildId: string) => Promise<string | undefined>;
  minEditIntervalMs: number;
  pollIntervalMs: number;
  deliveryRetryMs?: readonly number[];
}

export interface Slot {
  release(): void;
}

export interface StartJob {
  job: JobRecord;
  apiKey: string;
  workflow: Workflow;
  target: MessageTarget;
  limits?: UploadLimits;
  submit?: SubmitOptions;
}

/** Owns the jobs this process is following: starts them, cancels them, and picks them up after a restart. */
export class JobRunner {
  private readonly active = new Map<string, TrackedJob>();
  private readonly reserved = new Map<string, number>();

  constructor(private readonly options: JobRunnerOptions) {}

  /**
   * Submits the job's workflow and follows it to its terminal message. Resolves once submitted.
   * The guild slot reserved for it (if any) passes to the job.
   */
  async start({ job, apiKey, workflow, target, limits, submit }: StartJob, slot?: Slot): Promise<void> {
    const tracked = this.track(job, apiKey, target, limits ?? DEFAULT_UPLOAD_LIMITS, workflow);
    slot?.release();
    await tracked.submit(workflow, submit);
  }

  /**
   * Takes one of the guild's job slots at once, before any slow work, so simultaneous commands
   * cannot exceed the limit; undefined when every slot is in use. Release it if the job never starts.
   */
  reserve(guildId: string, max: number): Slot | undefined {
    if (this.countForGuild(guildId) >= max) return undefined;
    this.reserved.set(guildId, (this.reserved.get(guildId) ?? 0) + 1);
    let held = true;
    return {
      release: () => {
        if (!held) return;
        held = false;
        const left = (this.reserved.get(guildId) ?? 1) - 1;
        if (left > 0) this.reserved.set(guildId, left);
        else this.reserved.delete(guildId);
      },
    };
  }

  countForGuild(guildId: string): number {
    let n = this.reserved.get(guildId) ?? 0;
    for (const job of this.active.values()) if (job.record.guildId === guildId) n++;
    return n;
  }

  /** Asks the service to stop the job; false when this process is not following it. */
  async cancel(jobId: string, message: string): Promise<boolean> {
    const tracked = this.active.get(jobId);
    if (!tracked || tracked.done) return false;
    await tracked.cancel(message);
    return true;
  }

  /**
   * Picks up every job that has not reached its terminal message: follows the running ones,
   * delivers the finished ones, and ends those that never reached the service.
   */
  async recover(isOurs: (guildId: string) => boolean): Promise<number> {
    const open = await this.options.store.jobs.listOpen();
    let count = 0;
    for (const job of open) {
      if (!isOurs(job.guildId) || this.active.has(job.id)) continue;
      count++;
      const target = messageTarget(this.options.client, job.channelId, job.messageId ?? undefined);
      const apiKey = await this.options.apiKeyFor(job.guildId);
      // Without a key the job can only be ended; its failure message needs no service call.
      const tracked = this.track(job, apiKey ?? "", target, DEFAULT_UPLOAD_LIMITS);
      const outcome = recordedOutcome(job);
      if (outcome) void tracked.finish(outcome);
      else if (apiKey === undefined) {
        void tracked.finish({ status: "failed", error: { code: "no_key", message: "This server's API key was removed while the job ran." } });
      }
      else if (job.remoteId === null) {
        void tracked.finish({
          status: "failed",
          error: { code: "not_submitted", message: "The bot restarted before this job reached the service. Press **Try again** to run it." },
        });
      } else tracked.resume();
    }
    this.options.log.info({ count }, "recovered open jobs");
    return count;
  }

  /** Shutdown: jobs that are ending finish their delivery; the others stop and resume at the next start. */
  async stop(): Promise<void> {
    await Promise.all([...this.active.values()].map((job) => job.settle()));
    this.active.clear();
  }

  private track(job: JobRecord, apiKey: string, target: MessageTarget, limits: UploadLimits, workflow?: Workflow): TrackedJob {
    const { store, log, streams, cloudFor, minEditIntervalMs, pollIntervalMs } = this.options;
    const tracked = new TrackedJob(
      job,
      {
        client: this.options.client,
        store,
        log: log.child({ jobId: job.id, guildId: job.guildId }),
        streams,
        cloud: cloudFor(apiKey),
        apiKey,
        target,
        limits,
        minEditIntervalMs,
        pollIntervalMs,
        deliveryRetryMs: this.options.deliveryRetryMs ?? [2_000, 10_000, 60_000, 300_000],
        onDone: (id) => this.active.delete(id),
      },
      workflow,
    );
    this.active.set(job.id, tracked);
    return tracked;
  }
}

/** The outcome a job already reached in the database but never showed. */
function recordedOutcome(job: JobRecord): Outcome | undefined {
  switch (job.status) {
    case "completed":
      return { status: "completed" };
    case "cancelled":
      return { status: "cancelled", message: "Cancelled." };
    case "failed": {
      const error = (job.error as { code: string; message: string } | null) ?? { code: "failed", message: "The job failed." };
      return { status: "failed", error };
    }
    default:
      return undefined;
  }
}
