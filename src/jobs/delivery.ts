import { schedule, withRetries, type Attempt } from "../api/retry.js";
import type { Hold, JobRecord, Store, StoredOutput } from "../db/store.js";
import type { Logger } from "../logging/logger.js";
import type { ByteBudget, HeldBytes, Limit } from "../limit.js";
import { metrics } from "../metrics.js";
import { expectedBytes, TransientFetchError, type UploadLimits } from "./download.js";
import { fetchThenScreen, type OutputScreen } from "./screen.js";
import { linkOf, type FileLink } from "./outputs.js";
import { t } from "../i18n/index.js";
import { worded, type Failure, type Reason } from "./failure.js";
import type { JobMessage } from "./port.js";
import type { Remote } from "./remote.js";
import type { JobTimings } from "./timings.js";
import type { JobView, OutputFile } from "./view.js";

export type Outcome =
  | { status: "completed"; credits?: number }
  | { status: "failed"; error: Failure }
  | { status: "cancelled"; reason: Reason };

/** What delivering a job reads and writes of it (see `Job`). */
export interface Deliverable {
  readonly record: JobRecord;
  /** The claim it is delivered under (see `Job.hold`). */
  readonly hold: Hold | undefined;
  readonly view: JobView;
  readonly message: JobMessage;
  readonly remote: Remote;
  readonly remoteId: string | undefined;
  /** Whether every output event may have been seen (false after a restart): else the remote fills in. */
  readonly sawEverything: boolean;
  /** Its channel or server is gone: nothing is sent. */
  readonly unreachable: boolean;
  /** Set once delivered: its turn in the line was given up then, and whether a job of its server waits. */
  released: { waiting: boolean } | undefined;
  /** The outputs known so far (stored, or seen while it ran). */
  readonly outputs: readonly StoredOutput[];
  keepOutputs(outputs: StoredOutput[]): void;
  /** Resolves once every database write queued so far is done. */
  flushed(): Promise<void>;
}

export interface DeliveryDeps {
  store: Store;
  log: Logger;
  limits: UploadLimits;
  fileLink?: FileLink;
  /** The image check: every picture and video is scored before it is attached. */
  screen?: OutputScreen;
  timings: JobTimings;
  /**
   * The bytes of files the process's deliveries hold, all of them together (`Holdings.fileBytes`): a
   * delivery takes what its files are expected to hold before it fetches them, holds what they
   * really hold once they are known (announced, read, checked), and gives it back once Discord has
   * them. One bound on what deliveries hold, whatever their number: those of files waiting for a
   * channel's bucket (5 edits in 5 s) hold their bytes, not a turn that another channel could use.
   */
  fileBytes: ByteBudget;
  /**
   * Deliveries fetching and checking their files, and recording their end, at once: the others wait
   * their turn, in order. Work, not memory (what the files hold is `fileBytes`' alone): with no
   * bound every ending job's delivery ran at once, each slower for all the others (engine bench at
   * load 6.5-8: overhead p50 2.3 s against 0.18 s).
   */
  turns: Limit;
}

/**
 * Delivery is idempotent (the same message is edited), so a failed attempt is simply tried again;
 * `detached` (shutdown, a lost lease) makes the next attempt the last and ends the waits. "lost":
 * another process holds the job now (its claim fenced this one out), and delivers it.
 */
export async function deliverWithRetries(
  job: Deliverable,
  deps: DeliveryDeps,
  outcome: Outcome,
  detached: AbortSignal,
): Promise<"lost" | undefined> {
  // Only a completed job fetches and checks files: it waits its turn for that work, and gives it on
  // once its files are ready (what they hold is the byte budget's to bound, not the turns').
  const once = ({ final }: Attempt) => {
    const steps = new Steps();
    return outcome.status === "completed"
      ? deps.turns.run((release) => deliver(job, deps, outcome, final, steps.mark("turn"), release))
      : deliver(job, deps, outcome, final, steps);
  };
  try {
    const delivered = await withRetries(schedule(deps.timings.deliveryRetryMs), once, {
      signal: detached,
      onRetry: (error, attempt) => deps.log.warn({ err: error, attempt }, "could not end the job; trying again"),
    });
    if (delivered === "lost") deps.log.warn("another process holds this job now; it delivers it");
    return delivered;
  } catch (error) {
    // The lease runs out unrenewed, so this process or another tries again later.
    deps.log.error({ err: error }, "could not end the job; it is tried again when its claim runs out");
    return;
  }
}

/** One attempt. Only a completed job fetches files: what they hold is held of `fileBytes` until they are sent. */
async function deliver(
  job: Deliverable,
  deps: DeliveryDeps,
  outcome: Outcome,
  final: boolean,
  steps: Steps,
  release?: () => void,
): Promise<"lost" | undefined> {
  const files: { held?: HeldBytes } = {};
  try {
    return await deliverHolding(job, deps, outcome, final, steps, files, release);
  } finally {
    files.held?.release();
  }
}

async function deliverHolding(
  job: Deliverable,
  deps: DeliveryDeps,
  outcome: Outcome,
  final: boolean,
  steps: Steps,
  holding: { held?: HeldBytes },
  release?: () => void,
): Promise<"lost" | undefined> {
  const { view, record, hold } = job;
  const error = outcome.status === "failed" ? outcome.error : undefined;
  view.preview = undefined;
  view.notes = [];
  // Waited for by the fence, not before the files are fetched: no write of the job is queued from now on.
  const flushed = job.flushed();
  // The fence: the outcome is recorded, with the outputs seen and the credits reported (stored once,
  // here, whatever the progress events said on the way: the month's sum reads them), only while
  // this process holds the job as it took it, after its files were fetched (a process that lost the
  // job meanwhile is fenced out before it shows anything). One statement: an output the image check
  // held back is marked so in it, its file links serving nothing from the moment the job is
  // completed (src/http/files.ts), never a moment later.
  const fence = async (heldBack: boolean) => {
    await flushed;
    const last = {
      ...(error ? { error } : {}),
      outputs: [...job.outputs],
      ...(outcome.status === "completed" && view.credits !== undefined ? { credits: view.credits } : {}),
      ...(heldBack ? { heldBack } : {}),
    };
    const ended = await deps.store.jobs.end(record.id, outcome.status, hold, last);
    steps.mark("record");
    return ended;
  };
  let files: OutputFile[] = [];
  let ended: boolean;
  if (outcome.status === "completed") {
    if (outcome.credits !== undefined) view.credits = outcome.credits;
    view.phase = "delivering";
    job.message.show();
    const collecting = await collectOutputs(job, deps, final, holding);
    steps.mark("fetch");
    // Checked: what is held is the files themselves.
    const checked = collecting.files.then(async (collected) => {
      steps.mark("check");
      await holding.held?.resize(bytesOf(collected.files));
      return collected;
    });
    if (collecting.mayHoldBack) {
      // Under `block` the statement needs the check's verdicts (the image check never fails: an
      // image it cannot score counts as flagged): it follows them.
      const collected = await checked;
      files = collected.files;
      ended = await fence(collected.heldBack);
    } else {
      // No verdict can hold an output back (the check spoilers, or is off): the outcome is recorded
      // while the files are scored, not after (the check's queue, on a loaded machine, is most of a
      // job's end): a database round trip less between the service's end and the result shown. The
      // message still waits for both: nothing is shown unscored.
      const [fenced, collected] = await Promise.allSettled([fence(false), checked]);
      if (fenced.status === "rejected") throw fenced.reason;
      if (collected.status === "rejected") throw collected.reason;
      ended = fenced.value;
      files = collected.value.files;
    }
  } else ended = await fence(false);
  if (!ended && hold) return "lost";
  view.finishedAt ??= Date.now();
  // The service failed it, lost it, or it ran past its deadline: its quota unit comes back (once).
  if (outcome.status === "failed") await deps.store.usage.giveBackForJob(record.id);
  if (outcome.status === "completed") view.phase = "completed";
  else {
    view.phase = outcome.status;
    view.error = worded(outcome.status === "failed" ? outcome.error : outcome.reason, view.locale);
  }
  // The files are fetched and checked: what is left is Discord's. Waiting for a channel's bucket
  // (another job's final message before it) holds their bytes, not a turn that another channel's
  // delivery could use: a turn held through those waits kept every delivery behind them (seconds
  // each, measured in test/e2e/shards-kill-generate.test.ts).
  release?.();
  const shown = job.unreachable ? await job.message.stop().then(() => false) : await job.message.end(files, final);
  steps.mark("show");
  // The files are sent: what is left (the delivery recorded, a long job's reply) holds none, and would
  // otherwise keep the next job's files waiting behind a database round trip or two.
  holding.held?.release();
  // Marked even when the channel is gone: Discord said so, and retrying could never succeed. Its
  // turn in its server's line is given up in the same statement (see `Deliverable.released`).
  const { first, waiting } = await deps.store.line.deliver(record.id, hold);
  job.released = { waiting };
  if (first) metrics.jobEnded(record.kind, outcome.status, (view.finishedAt ?? Date.now()) - view.createdAt);
  deps.log.info({ status: outcome.status, shown, first, ms: steps.taken }, "job ended");
  // An edit notifies nobody: a long job ends with a reply that pings its requester, and only them.
  if (first && shown && (view.finishedAt ?? 0) - view.createdAt >= deps.timings.notifyAfterMs)
    await job.message.notify();
  return undefined;
}

function bytesOf(files: readonly OutputFile[]): number {
  return files.reduce((sum, file) => sum + file.data.length, 0);
}

/**
 * The finished job's files: its outputs (read back from the remote when some may have been missed),
 * downloaded to fit; answers once they are fetched, with `files` (as the image check makes them: the
 * files as they are shown, its notes, and whether it held one back, marked by the caller with the
 * job's outcome) still under way, and whether the check's policy may hold one back (`block`).
 */
async function collectOutputs(
  job: Deliverable,
  deps: DeliveryDeps,
  final: boolean,
  holding: { held?: HeldBytes },
): Promise<{ mayHoldBack: boolean; files: Promise<{ files: OutputFile[]; heldBack: boolean }> }> {
  let outputs: readonly StoredOutput[] = job.outputs;
  if (job.remoteId !== undefined && (outputs.length === 0 || !job.sawEverything)) {
    try {
      outputs = await job.remote.outputs(job.remoteId, job.outputs, job.sawEverything);
      job.keepOutputs([...outputs]);
      await job.flushed();
    } catch (error) {
      if (!final) throw new TransientFetchError(`the outputs could not be read (${(error as Error).message})`);
      job.view.notes.push(t(job.view.locale, "note.outputsUnreadable"));
    }
  }
  const { timings } = deps;
  const policy = {
    retryMs: timings.fetchRetryMs,
    bodyTimeoutMs: timings.downloadTimeoutMs,
    final,
    link: linkOf(job.record.id, job.outputs, deps.fileLink),
    locale: job.view.locale,
  };
  const check = deps.screen && { screen: deps.screen, policy: await deps.screen.policyFor(job.record) };
  const open = (o: StoredOutput) => job.remote.open(o);
  // What the files are expected to hold is taken before any is fetched: deliveries wait here for room.
  const taken = await deps.fileBytes.take(expectedBytes(outputs, deps.limits));
  holding.held = taken;
  // Every output fetched (the fence follows them), their scores under way.
  const { screened } = await fetchThenScreen(open, [...outputs], deps.limits, { ...policy, held: taken }, check);
  const files = screened.then(({ files, notes, held }) => {
    job.view.notes.push(...notes);
    if (files.length === 0 && notes.length === 0) job.view.notes.push(t(job.view.locale, "note.noFiles"));
    return { files, heldBack: held };
  });
  return { mayHoldBack: check?.policy.mode === "block", files };
}

/**
 * When each step of a delivery attempt ended, in ms from the attempt's start (its turn, the files
 * fetched, their check, the end recorded, the result shown): "job ended" logs them, so that an
 * operator (and the bench) can tell what a slow end waited for.
 */
class Steps {
  private readonly start = Date.now();
  readonly taken: Partial<Record<"turn" | "fetch" | "check" | "record" | "show", number>> = {};

  mark(step: keyof Steps["taken"]): this {
    this.taken[step] = Date.now() - this.start;
    return this;
  }
}
