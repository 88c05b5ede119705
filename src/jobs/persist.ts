import { ApiError } from "../api/errors.js";
import { schedule, withRetries } from "../api/retry.js";
import type { Hold, JobRecord, Store } from "../db/store.js";
import { keyHolderOf } from "../scope.js";
import type { Logger } from "../logging/logger.js";
import type { JobTimings } from "./timings.js";
import { startFailure, type Failure } from "./failure.js";
import type { Remote, RemoteUpdate, Sending } from "./remote.js";

/**
 * Stores a started job's remote id, tried again on failure: a restart must find the running
 * work, not lose it. When every try failed the job runs on in memory, and a restart finds it by
 * reconciling. False when `hold` no longer holds the job (the id is stored all the same): another
 * process follows it, this one must not.
 */
export async function storeRemoteId(deps: PersistDeps, jobId: string, remoteId: string, hold?: Hold): Promise<boolean> {
  const held = await retried(deps, "storing the remote id", () => deps.store.jobs.attachRemote(jobId, remoteId, hold));
  if (held === undefined) deps.log.error("could not store the remote id; following it in memory");
  return held !== false;
}

/**
 * The fence before a submit: the job is marked submitted and sent while this process still holds it as it
 * took it (`hold`); a job recorded with its slot is marked sent (a job taken over with neither mark was never sent). "lost": another process holds it now, or submitted it; "unknown": the database
 * could not be reached (the job must not be submitted either: it could not be told from a lost one).
 */
export async function markSubmitting(
  deps: PersistDeps,
  jobId: string,
  hold: Hold | undefined,
  /** Marked submitted already (its slot taken as it was recorded, or by the process it was taken over from): only marked sent. */
  slotted = false,
): Promise<"mine" | "lost" | "unknown"> {
  if (!hold) return "mine";
  const mark = () => (slotted ? deps.store.jobs.markSending(jobId, hold) : deps.store.jobs.markSubmitting(jobId, hold));
  const mine = await retried(deps, "marking the submit", mark);
  if (mine === false) deps.log.warn("another process holds this job now; it is not submitted here");
  return mine === undefined ? "unknown" : mine ? "mine" : "lost";
}

/** The fence did not let the job be sent here: another process holds it ("lost"), or the database could not tell ("unknown"). */
export class NotSent extends Error {
  constructor(readonly why: "lost" | "unknown") {
    super(`the job is not sent here (${why})`);
  }
}

/**
 * The fence of a job's submit (`Remote.start`'s `sending`): `markSubmitting` at the first call,
 * that answer kept for the next calls; rejects with `NotSent` unless the job is this process's to send.
 */
export function sendingFence(
  deps: PersistDeps,
  jobId: string,
  hold: Hold | undefined,
  slotted: boolean,
): Sending & { called(): boolean } {
  let fence: Promise<void> | undefined;
  const sending = () =>
    (fence ??= markSubmitting(deps, jobId, hold, slotted).then((mine) => {
      if (mine !== "mine") throw new NotSent(mine);
    }));
  return Object.assign(sending, { called: () => fence !== undefined });
}

/**
 * Starts the remote work, once (never retried: it may have reached the service), and stores its
 * id before anything else is reported: a restart must find the running work, not lose it. `lost`:
 * another process holds the job now (the id is stored all the same) and follows it. The remote
 * marks the job sent right before its submit (`sending`); one that never called it (a remote of
 * its own that knows no fence) is marked after. Throws `NotSent` when the fence said no.
 * `unknown`: the submit ran out of time and the service could not be asked whether it has the job
 * (it may be running there): the job is to be looked for again later, as a job taken over is
 * (a job held by no lease fails as before).
 */
export async function startRemote(
  deps: PersistDeps & { remote: Remote },
  job: Pick<JobRecord, "id" | "guildId">,
  hold: Hold | undefined,
  locale: string,
  sending: Sending & { called(): boolean },
  update?: (update: RemoteUpdate) => void,
): Promise<(StartResult & { lost: boolean }) | { failed: Failure } | { unknown: true }> {
  const jobId = job.id;
  let started: StartResult;
  try {
    started = await deps.remote.start(jobId, sending, update);
    if (!sending.called()) await sending();
  } catch (error) {
    if (error instanceof NotSent) throw error;
    // Timed out, the submit may have reached the service: read back before anything else (never sent again).
    const found = mayHaveArrived(error) ? await readBack(deps, jobId) : undefined;
    if (found === SILENT && hold) {
      deps.log.warn(
        { err: error },
        "the submit timed out and the service cannot be asked for the job: looked for later",
      );
      return { unknown: true };
    }
    if (found === undefined || found === SILENT) {
      // Its words name whose key was refused: the server's, or the member's own.
      const failed = startFailure(error, locale, keyHolderOf(job.guildId));
      if (!failed.expected) deps.log.error({ err: error }, "start failed");
      return { failed: failed.error };
    }
    deps.log.warn({ err: error }, "the submit timed out, but the service has the job: following it");
    started = { remoteId: found };
  }
  const lost = !(await storeRemoteId(deps, jobId, started.remoteId, hold));
  if (lost) deps.log.warn("another process holds this job now; it follows it from there");
  return { ...started, lost };
}

type StartResult = Awaited<ReturnType<Remote["start"]>>;

/** A submit that ran out of time: its answer is unknown, it may be on the service. */
function mayHaveArrived(error: unknown): boolean {
  return error instanceof ApiError && error.code === "timeout";
}

/** The service could not be asked: whether it has the job is unknown. */
const SILENT = Symbol("silent");

/**
 * The remote id of a job whose submit's answer is unknown, read back from the service (its tag),
 * asked again `storeRetryMs` apart while the service does not answer; undefined when it answered
 * without the job, `SILENT` when it never answered.
 */
async function readBack(
  deps: PersistDeps & { remote: Remote },
  jobId: string,
): Promise<string | undefined | typeof SILENT> {
  const reconcile = deps.remote.reconcile?.bind(deps.remote);
  if (!reconcile) return undefined;
  try {
    return await withRetries(schedule(deps.timings.storeRetryMs), () => reconcile(jobId), {
      onRetry: (error, attempt) => deps.log.warn({ err: error, attempt }, "reading the job back failed; trying again"),
    });
  } catch (error) {
    deps.log.warn({ err: error }, "could not read the job back from the service after its submit timed out");
    return SILENT;
  }
}

export interface PersistDeps {
  store: Store;
  log: Logger;
  timings: Pick<JobTimings, "storeRetryMs">;
}

/** `write` tried again on failure, `storeRetryMs` apart; undefined when every try failed. */
export async function retried<T>(deps: PersistDeps, what: string, write: () => Promise<T>): Promise<T | undefined> {
  try {
    return await withRetries(schedule(deps.timings.storeRetryMs), write, {
      onRetry: (error, attempt) => deps.log.warn({ err: error, attempt }, `${what} failed; trying again`),
    });
  } catch (error) {
    deps.log.error({ err: error }, `${what} failed`);
    return undefined;
  }
}
