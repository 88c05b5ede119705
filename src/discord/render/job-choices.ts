import type { JobRecord } from "../../db/store.js";
import { languageOf } from "../../i18n/index.js";
import { worded } from "../../jobs/failure.js";
import type { JobView } from "./render.js";

/** Discord's most choices in one autocomplete answer, and the longest choice name. */
const MAX_CHOICES = 25;
const MAX_NAME = 100;

/**
 * Autocomplete choices for a command's job option: each job named by
 * `nameOf`, those whose name holds what the member typed (or, with `byId`, whose id starts with
 * it), at most 25.
 */
export function jobChoices<J extends { id: string }>(
  jobs: J[],
  typed: string,
  nameOf: (job: J) => string,
  byId = true,
): { name: string; value: string }[] {
  const lower = typed.toLowerCase();
  return jobs
    .map((job) => ({ name: nameOf(job), value: job.id }))
    .filter((c) => c.name.toLowerCase().includes(lower) || (byId && c.value.startsWith(lower)))
    .slice(0, MAX_CHOICES);
}

/** A choice name within Discord's 100 characters, cut with an ellipsis. */
export function clipChoice(name: string): string {
  return name.length > MAX_NAME ? `${name.slice(0, MAX_NAME - 1)}…` : name;
}

/** The stored job as its presenter draws it, in the language of the member who asks (a private answer, an autocomplete choice). */
export function viewOf(job: JobRecord, locale: string): JobView {
  const phase =
    job.status === "in_progress"
      ? "running"
      : job.status === "pending"
        ? job.remoteId
          ? "queued"
          : "submitting"
        : job.status;
  return {
    id: job.id,
    kind: job.kind,
    userId: job.userId,
    locale: languageOf(locale),
    params: job.params,
    phase,
    createdAt: new Date(job.createdAt).getTime(),
    ...(job.finishedAt ? { finishedAt: new Date(job.finishedAt).getTime() } : {}),
    ...(job.error ? { error: worded(job.error, locale) } : {}),
    ...(job.credits !== null ? { credits: job.credits } : {}),
    notes: [],
  };
}
