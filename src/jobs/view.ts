import type { Locale } from "../i18n/locales.js";
import type { RemoteUpdate } from "./remote.js";

export type JobPhase =
  "waiting" | "submitting" | "queued" | "running" | "delivering" | "completed" | "failed" | "cancelled";

/**
 * What a job's message shows, whatever its kind: the newest of what its remote reported, and the
 * job's own facts; `params` is the kind's own record, read by its presenter.
 */
export interface JobView extends Omit<RemoteUpdate, "phase"> {
  id: string;
  kind: string;
  userId: string;
  /** The language its message speaks: the server's, fixed when it started. */
  locale: Locale;
  params: unknown;
  phase: JobPhase;
  createdAt: number;
  /** Waiting for a free slot of its server: the server's waiting jobs before it. */
  lineAhead?: number;
  runningSince?: number;
  finishedAt?: number;
  error?: string;
  notes: string[];
}

/** One output as it is attached to the job's message. */
export interface OutputFile {
  name: string;
  data: Buffer;
}
