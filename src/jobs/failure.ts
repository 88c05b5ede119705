import { ApiError } from "../api/errors.js";
import { describeError, UserError, type KeyHolder } from "../errors.js";
import { say, text, type Text } from "../i18n/index.js";

/**
 * Why a job failed or was cancelled. `message` is English (logs, and jobs recorded before the
 * catalogue); `text` is the catalogue's, put into words in the language of whoever reads the
 * job's message (its server's on the job's message, the member's in `/show`).
 */
export interface Reason {
  message: string;
  text?: Text;
}

export interface Failure extends Reason {
  code: string;
}

/** A failure worded by the catalogue. */
export function failure(code: string, why: Text): Failure {
  return { code, message: say("en", why), text: why };
}

/** A reason in the reader's language. */
export function worded(reason: Reason, locale: string): string {
  return reason.text ? say(locale, reason.text) : reason.message;
}

/**
 * Why a job's start failed: a refusal keeps its catalogue text; a service's answer is put into the
 * job's language now (its words come from the service). `expected`: not a bug.
 */
export function startFailure(error: unknown, locale: string, holder: KeyHolder): { error: Failure; expected: boolean } {
  const { message, expected } = describeError(error, "en", holder);
  const code = error instanceof ApiError ? error.code : "start_failed";
  const why =
    error instanceof UserError && error.text
      ? { text: error.text }
      : { message: describeError(error, locale, holder).message };
  return { error: { code, message, ...why }, expected };
}

/** The refusal of a cancel where the service cannot stop this kind of job once started. */
export function cannotStop(): UserError {
  return new UserError(text("job.cannotStop"));
}

/** A cancel reached a job this process no longer holds: the process that does (or the service, from here) stops it. */
export class LostJob extends Error {
  constructor() {
    super("another process holds this job now");
  }
}
