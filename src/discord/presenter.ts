import type { ButtonBuilder } from "discord.js";
import type { RemoteUpdate } from "../jobs/remote.js";
import type { JobMessage, OutputFile } from "./render.js";

export type JobPhase = "submitting" | "queued" | "running" | "delivering" | "completed" | "failed" | "cancelled";

/**
 * What a job's message shows, whatever its kind: the newest of what its remote reported, and the
 * job's own facts; `params` is the kind's own record, read by its presenter.
 */
export interface JobView extends Omit<RemoteUpdate, "phase"> {
  id: string;
  kind: string;
  userId: string;
  params: unknown;
  phase: JobPhase;
  createdAt: number;
  runningSince?: number;
  finishedAt?: number;
  error?: string;
  notes: string[];
}

/**
 * How one kind of job looks: owned by its command file, registered by kind. The shared parts
 * (status line, progress bar, elapsed time, preview, Cancel, notes, failures) are drawn by
 * `render.ts`; a presenter adds what is its own.
 */
export interface Presenter {
  /** The embed's title (a prompt, "Upscale 4×", ...). */
  title(view: JobView): string;
  /** Lines under the shared status line while the job runs. */
  progressLines?(view: JobView): string[];
  /** The finished job: its files, embed and buttons (custom ids carry the job id, so they outlive restarts). */
  completed(view: JobView, files: OutputFile[]): JobMessage;
  /** A button for a failed or cancelled job (e.g. Try again); none by default. */
  retryButton?(view: JobView): ButtonBuilder | undefined;
}
