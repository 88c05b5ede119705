import type { CloudClient, SubmitOptions, Workflow } from "../../api/cloud.js";
import { type ImageOperation, type PartnerClient, type TaskState } from "../../api/partner.js";
import type { Remote, Sending } from "../remote.js";
import type { StreamHub } from "./streams.js";
import { cloudPromptRemote } from "./cloud-prompt.js";
import type { Engine, EnginePool } from "../../engines/pool.js";
import type { KeySource } from "../../db/schema.js";
import type { ModelCatalogue } from "../../models/catalogue.js";
import type { Need } from "../../models/needs.js";
import { DEFAULT_ENGINE_TIMINGS, enginePromptRemote, type EngineTimings } from "./engine-prompt.js";
import { partnerImageRemote } from "./partner-image.js";
import { PARTNER_POLL, type PollTimings } from "./partner-task.js";
import { partnerVideoRemote } from "./partner-video.js";

export interface RemoteTimings {
  /** Status poll tick of cloud prompts (polls run only when the stream is quiet or down). */
  cloudPollMs: number;
  partnerPoll: PollTimings;
  /** How long each family of job may take before it is ended with a clear message (an off-peak video may wait up to 48 h at the service). */
  deadlines: { cloud: number; image: number; video: number; videoOffPeak: number };
  /** Self-hosted engines: read-back tick, how long one may be silent before it counts as gone, history retries. */
  engine?: EngineTimings;
}

export const DEFAULT_REMOTE_TIMINGS: RemoteTimings = {
  cloudPollMs: 5_000,
  partnerPoll: PARTNER_POLL,
  deadlines: { cloud: 2 * 3_600_000, image: 30 * 60_000, video: 3 * 3_600_000, videoOffPeak: 49 * 3_600_000 },
};

export interface RemoteClients {
  cloudFor(apiKey: string): CloudClient;
  partnerFor(apiKey: string): PartnerClient;
  streams: StreamHub;
  /** The self-hosted engines (FLOW_ENGINE_URLS), when there are any. */
  engines?: EnginePool;
  /** Whether a cloud URL is configured: without it, every workflow runs on the engines. */
  cloud?: boolean;
  /** What each backend holds (the engines' lists, the cloud's object_info). */
  models?: ModelCatalogue;
}

/**
 * Builds the remotes of every family with the process's clients and timings: for a new job (with
 * what to send) and for a job followed again after a restart (from the `remote` stored with it).
 */
export class Remotes {
  /** Where a partner task reports back for a job, when the bot has a public URL (set by the HTTP server). */
  callbackUrlFor: ((jobId: string) => string | undefined) | undefined;

  constructor(
    private readonly clients: RemoteClients,
    readonly timings: RemoteTimings = DEFAULT_REMOTE_TIMINGS,
  ) {}

  cloudPrompt(apiKey: string, workflow?: Workflow | (() => Promise<Workflow>), submit?: SubmitOptions): Remote {
    const { cloudPollMs, deadlines } = this.timings;
    return cloudPromptRemote({
      cloud: this.clients.cloudFor(apiKey),
      streams: this.clients.streams,
      apiKey,
      pollIntervalMs: cloudPollMs,
      deadlineMs: deadlines.cloud,
      ...(workflow ? { workflow } : {}),
      ...(submit ? { submit } : {}),
    });
  }

  /** What each backend holds: the names members may choose, the engines that hold each. */
  get models(): ModelCatalogue | undefined {
    return this.clients.models;
  }

  /** The engines, when the bot has any. */
  get engines(): EnginePool | undefined {
    return this.clients.engines;
  }

  /**
   * Whether a workflow run goes to the engines: a server that set its own cloud key uses the cloud,
   * every other one the engines (when there are engines; when there is no cloud, always).
   */
  onEngines(keySource: KeySource | undefined): boolean {
    if (!this.clients.engines) return false;
    return this.clients.cloud === false || keySource !== "server";
  }

  /**
   * A prompt on the least loaded engine that holds what it names (`needs`); `workflow` makes its
   * graph there (absent: a job followed again).
   */
  enginePrompt(workflow?: (engine: Engine) => Promise<Workflow>, needs?: readonly Need[]): Remote {
    const pool = this.clients.engines;
    if (!pool) throw new Error("no self-hosted engines are configured (FLOW_ENGINE_URLS)");
    return enginePromptRemote({
      pool,
      timings: this.timings.engine ?? DEFAULT_ENGINE_TIMINGS,
      deadlineMs: this.timings.deadlines.cloud,
      ...(workflow ? { workflow } : {}),
      ...(needs ? { needs } : {}),
    });
  }

  partnerImage(
    apiKey: string,
    operation: ImageOperation,
    send?: (callbackUrl: string | undefined, sending: Sending) => Promise<TaskState>,
  ): Remote {
    return partnerImageRemote({
      partner: this.clients.partnerFor(apiKey),
      operation,
      ...(send ? { send } : {}),
      callbackUrlFor: (jobId) => this.callbackUrlFor?.(jobId),
      poll: this.timings.partnerPoll,
      deadlineMs: this.timings.deadlines.image,
    });
  }

  /** `offPeak`: the member chose the service's off-peak queue, which may take up to 48 hours. */
  partnerVideo(
    apiKey: string,
    offPeak: boolean,
    send?: (callbackUrl: string | undefined, sending: Sending) => Promise<TaskState>,
  ): Remote {
    return partnerVideoRemote({
      partner: this.clients.partnerFor(apiKey),
      ...(send ? { send } : {}),
      callbackUrlFor: (jobId) => this.callbackUrlFor?.(jobId),
      poll: this.timings.partnerPoll,
      deadlineMs: offPeak ? this.timings.deadlines.videoOffPeak : this.timings.deadlines.video,
    });
  }
}
