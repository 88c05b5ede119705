import { ApiError } from "./api/errors.js";

/**
 * A problem the member can act on: its message is shown to them as it is. Thrown from
 * anywhere; the router turns it into an ephemeral reply.
 */
export class UserError extends Error {
  override readonly name = "UserError";
}

const EXECUTION_ERRORS: Record<string, string> = {
  ValidationError: "The service rejected the workflow's inputs",
  ModelDownloadError: "A model this workflow needs is unavailable on the service. Try another workflow or model",
  ImageDownloadError: "The service could not download the input image. Try attaching it again",
  OOMError: "The service ran out of GPU memory. Try a smaller size or fewer images",
  InsufficientFundsError: "The account behind this server's API key is out of credits. Top it up, then try again",
  InactiveSubscriptionError: "The subscription behind this server's API key is not active. Running workflows needs an active subscription",
};

/** The member-facing text of an `execution_error`. */
export function describeExecutionError(exceptionType: string, exceptionMessage: string): string {
  const known = EXECUTION_ERRORS[exceptionType];
  const detail = exceptionMessage.trim().split("\n")[0]?.slice(0, 300);
  if (known) return exceptionType === "ValidationError" && detail ? `${known}: ${detail}` : `${known}.`;
  return `The service failed while running the job (${exceptionType}). Try again in a moment.`;
}

/**
 * What to tell a member about any error, and whether it was expected (logged at info) or a
 * bug (logged at error, with a generic reply).
 */
export function describeError(error: unknown): { message: string; expected: boolean } {
  if (error instanceof UserError) return { message: error.message, expected: true };
  if (error instanceof ApiError) return { message: describeApiError(error), expected: true };
  return { message: "Something went wrong on our side. It has been logged; please try again.", expected: false };
}

function describeApiError(error: ApiError): string {
  const service = error.service === "cloud" ? "The workflow service" : error.service === "registry" ? "The node registry" : "The partner service";
  switch (error.status) {
    case 401:
      return `${service} refused this server's API key. A member with Manage Server can set a new one with \`/settings key\`.`;
    case 402:
      return "The account behind this server's API key is out of credits. Top it up, then try again.";
    case 403:
      return `${service} refused access to that (${error.message}).`;
    case 404:
      return `${service} does not know that (${error.message}).`;
    case 429:
      return error.service === "cloud"
        ? "The subscription behind this server's API key is not active. Running workflows needs an active subscription."
        : `${service} is rate limiting requests. Try again in a minute.`;
    case 400:
    case 422:
      return `${service} rejected the request: ${error.message}`;
  }
  if (error.code === "validation") return error.message;
  if (error.code === "timeout") return `${service} did not answer in time. Try again in a minute.`;
  return `${service} is not answering right now. Try again in a minute.`;
}
