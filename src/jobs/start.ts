import type { JobRecord } from "../db/store.js";
import type { Admission } from "./admission.js";
import type { BuiltJob, JobKind, JobStart } from "./kind.js";
import type { Origin } from "./port.js";

export interface Launch extends BuiltJob {
  origin: Origin;
  admission: Admission;
  kind: string;
}

export interface StartSteps<A> {
  admit(applicant: A): Promise<Admission>;
  /** Records the job, starts its remote work and follows it; undefined when deduplicated away. */
  launch(launch: Launch): Promise<JobRecord | undefined>;
}

/**
 * The one way a job starts, whatever asked for it (a command, a button, the context menu, a
 * reaction): every job is admitted first (key, channel, permissions, room in line, quota), so that a
 * refusal starts none of them and can still be told privately; then each is built by its kind and
 * handed to the lifecycle. Whatever fails before a job is recorded gives back its admission, and
 * the admissions of those not reached yet. Returns how many started (a deduplicated reaction starts none).
 */
export async function startJobs<R, A>(
  steps: StartSteps<A>,
  name: string,
  kind: JobKind<R>,
  starts: JobStart<R, A>[],
): Promise<number> {
  const admissions: Admission[] = [];
  try {
    for (const start of starts) admissions.push(await steps.admit(start.applicant));
  } catch (error) {
    await Promise.all(admissions.map((a) => a.cancel().catch(() => undefined)));
    throw error;
  }
  let started = 0;
  for (const [i, { request, origin }] of starts.entries()) {
    const admission = admissions[i]!;
    try {
      let built: BuiltJob;
      try {
        built = await kind.build(request, admission, origin);
      } catch (error) {
        await admission.cancel().catch(() => undefined);
        throw error;
      }
      if (await steps.launch({ ...built, origin, admission, kind: name })) started++;
    } catch (error) {
      // The failed one gave its own back; the ones not reached yet give theirs.
      await Promise.all(admissions.slice(i + 1).map((a) => a.cancel().catch(() => undefined)));
      throw error;
    }
  }
  return started;
}
