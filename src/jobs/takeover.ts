import { text } from "../i18n/index.js";
import { UnreadableKeyError, unreadableKeyText } from "../db/guilds.js";
import type { JobRecord } from "../db/store.js";
import { pastDeadline } from "./deadline.js";
import { failure } from "./failure.js";
import type { Holdings } from "./holdings.js";
import type { Job, Outcome } from "./job.js";
import type { Remote } from "./remote.js";

// What a process does with a job it took over from another (see `Leases`).

/** Jobs taken over at once: a process that died leaves dozens, each a few reads (a waiting one reads its images again). */
const TAKEOVER_LANES = 4;
export const GUILD_LEFT = "The bot was removed from this server.";

/** A job of a server the bot was removed from, taken over: it ends without a message, its remote work stopped where the service allows. */
export function abandon(holdings: Holdings, record: JobRecord): void {
  void holdings
    .keyFor(record)
    .catch(() => undefined)
    .then((apiKey) => holdings.track(record, holdings.remoteFor(record, apiKey ?? "")).abandon(GUILD_LEFT));
}

/**
 * A job taken over (its lease ran out, or its process is gone): followed here, delivered when it
 * already ended, ended when its key is gone, looked for on the service when its remote id was never stored.
 */
export async function adopt(holdings: Holdings, record: JobRecord, leaseMs: number): Promise<void> {
  let apiKey: string | undefined;
  let keyProblem: string | undefined;
  try {
    apiKey = await holdings.keyFor(record);
  } catch (error) {
    if (!(error instanceof UnreadableKeyError)) throw error;
    keyProblem = error.message;
  }
  const remote = holdings.remoteFor(record, apiKey ?? "");
  const job = holdings.track(record, remote);
  const outcome = recordedOutcome(record);
  if (outcome) void job.finish(outcome);
  else if (keyProblem !== undefined)
    void job.finish({ status: "failed", error: failure("key_unreadable", unreadableKeyText(record.guildId)) });
  else if (apiKey === undefined) {
    const why = text(record.keySource === "operator" ? "fail.operatorKeyRemoved" : "fail.keyRemoved");
    void job.finish({ status: "failed", error: failure("no_key", why) });
  } else if (record.remoteId === null) void reconcile(holdings, job, remote, leaseMs);
  else job.resume();
}

/**
 * A job recorded, and never sent (its process died before the fence of its submit): nothing of it
 * can be on the service, so it is started by the process that takes it over.
 */
export function neverSent(record: JobRecord): boolean {
  return (
    record.remoteId === null &&
    record.sentAt === null &&
    (record.status === "pending" || record.status === "in_progress")
  );
}

/** A job recorded without a remote id: its start may have reached the service before a crash. */
async function reconcile(holdings: Holdings, job: Job, remote: Remote, leaseMs: number): Promise<void> {
  const { store, log } = holdings;
  let found: string | undefined;
  try {
    found = await remote.reconcile?.(job.record.id);
  } catch (error) {
    if (Date.now() >= job.view.createdAt + remote.deadlineMs) {
      // Never found, its service silent all its time: it ends as any job past its deadline.
      log.warn({ err: error, jobId: job.record.id }, "could not look for the job on the service until its deadline");
      return void job.finish(pastDeadline(remote.deadlineMs));
    }
    log.warn({ err: error, jobId: job.record.id }, "could not look for the job on the service; trying later");
    job.lose();
    await store.jobs.release([job.record.id], holdings.claim.owner).catch(() => undefined);
    return;
  }
  if (found !== undefined) {
    if (!(await store.jobs.attachRemote(job.record.id, found, job.hold))) return job.lose();
    job.remoteId = found;
    job.resume();
    return;
  }
  const sentAt = job.record.sentAt ?? job.record.submittedAt;
  if (sentAt !== null && Date.now() - new Date(sentAt).getTime() < leaseMs) {
    // Its submit may still be on its way (the process that made it lost the job meanwhile): looked for again later.
    log.info({ jobId: job.record.id }, "the job's submit may still be under way; looking for it again later");
    job.lose();
    await store.jobs.release([job.record.id], holdings.claim.owner).catch(() => undefined);
    return;
  }
  void job.finish({
    status: "failed",
    error: failure("not_started", text(remote.reconcile ? "fail.restartNoTrace" : "fail.restartUnconfirmed")),
  });
}

/** Runs `work` on every item, `TAKEOVER_LANES` at a time, in order; the first failure is thrown once all ended. */
export async function inLanes<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  const failed = (await Promise.allSettled(Array.from({ length: Math.min(TAKEOVER_LANES, items.length) }, lane))).find(
    (r) => r.status === "rejected",
  );
  if (failed) throw failed.reason;
}

/** The outcome a job already reached in the database but never showed. */
function recordedOutcome(job: JobRecord): Outcome | undefined {
  switch (job.status) {
    case "completed":
      return { status: "completed" };
    case "cancelled":
      return { status: "cancelled", reason: { message: "Cancelled.", text: text("job.cancelled") } };
    case "failed":
      return { status: "failed", error: job.error ?? failure("failed", text("fail.generic")) };
    default:
      return undefined;
  }
}
