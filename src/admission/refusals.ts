import { UserError } from "../errors.js";

/** Refusals thrown before a job existed, after the member's command was already answered publicly. */
const refusals = new WeakSet<object>();

/** Marks the refusals of the admission (src/admission/admit.ts): said privately even after a public answer. */
export function refusedBeforeJob<E>(error: E): E {
  if (error instanceof UserError) refusals.add(error);
  return error;
}

/** Whether `error` refused a job before it existed: a deferred public answer is then taken back and the refusal said privately. */
export function isRefusalBeforeJob(error: unknown): boolean {
  return typeof error === "object" && error !== null && refusals.has(error);
}
