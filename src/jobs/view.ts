import type { JobRecord } from "../db/store.js";
import type { Locale } from "../i18n/locales.js";
import type { Pieces } from "../pieces.js";
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
  /**
   * How the service's previews are shown, which the image check cannot score as they stream: as
   * they come (its policy is off), behind a spoiler (`spoiler`), or not at all (`block`, and until
   * the job's policy is known).
   */
  previews?: "shown" | "spoiler" | "hidden";
}

/** One output as it is attached to the job's message. */
export interface OutputFile {
  name: string;
  /** Its bytes: as downloaded, in pieces (see `Pieces`), or made here in one Buffer (an image re-encoded). */
  data: Buffer | Pieces;
}

/** A stored job's view as it starts to be followed: submitting, or queued once its remote id is known. */
export function viewOf(record: JobRecord): JobView {
  return {
    id: record.id,
    kind: record.kind,
    userId: record.userId,
    locale: record.locale ?? "en",
    params: record.params,
    phase: record.remoteId ? "queued" : "submitting",
    createdAt: new Date(record.createdAt).getTime(),
    notes: [],
  };
}

/** Shows what the remote reported; true when the job turned running with it (a state change to record). */
export function applyUpdate(view: JobView, update: RemoteUpdate): boolean {
  const turnedRunning = update.phase === "running" && view.phase !== "running";
  if (turnedRunning) {
    view.runningSince = Date.now();
    view.queueAhead = undefined;
  }
  const { phase, preview, ...rest } = update;
  Object.assign(view, rest);
  if (preview && view.previews !== "hidden") view.preview = preview;
  if (phase === "running" || (phase === "queued" && view.phase !== "running")) view.phase = phase;
  return turnedRunning;
}
