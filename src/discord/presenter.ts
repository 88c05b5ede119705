import type { ButtonBuilder } from "discord.js";
import type { JobMessage, OutputFile } from "./render.js";

export type JobPhase = "submitting" | "queued" | "running" | "delivering" | "completed" | "failed" | "cancelled";

/** What a job's message shows, whatever its kind; `params` is the kind's own record, read by its presenter. */
export interface JobView {
  id: string;
  kind: string;
  userId: string;
  params: unknown;
  phase: JobPhase;
  createdAt: number;
  runningSince?: number;
  finishedAt?: number;
  queueAhead?: number;
  node?: string;
  nodeClass?: string;
  progress?: { value: number; max: number };
  preview?: { data: Buffer; mime: string };
  /** The service's own word for the state (partner tasks). */
  state?: string;
  /** 0–100, when the service reports it. */
  percent?: number;
  /** When the service expects the job to end (epoch ms). */
  etaAt?: number;
  credits?: number;
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
