import { ApiError } from "./api/errors.js";
import { say, t, text, type Key, type Text } from "./i18n/index.js";

/**
 * A problem the member can act on: its message is shown to them as it is. Thrown from
 * anywhere; the router turns it into an ephemeral reply. Given a catalogue `Text`
 * (`new UserError(text("admit.noKey"))`) it is put into each reader's language, and its
 * `message` (what logs show) is the English one.
 */
export class UserError extends Error {
  override readonly name = "UserError";
  readonly text: Text | undefined;

  constructor(message: string | Text, options?: ErrorOptions) {
    super(typeof message === "string" ? message : say("en", message), options);
    this.text = typeof message === "string" ? undefined : message;
  }
}

/** Several texts as one, a line each (every problem with a member's options, reported at once). */
export function textLines(lines: readonly Text[]): Text {
  const [first, ...rest] = lines;
  if (!first) throw new Error("textLines needs at least one line");
  return rest.length === 0 ? first : text("check.lines", { first, rest: textLines(rest) });
}

const EXECUTION_ERRORS: Readonly<Record<string, Key>> = {
  ModelDownloadError: "exec.ModelDownloadError",
  ImageDownloadError: "exec.ImageDownloadError",
  OOMError: "exec.OOMError",
  InsufficientFundsError: "exec.InsufficientFundsError",
  InactiveSubscriptionError: "exec.InactiveSubscriptionError",
};

/** The catalogue text of an `execution_error`. */
export function executionErrorText(exceptionType: string, exceptionMessage: string): Text {
  const detail = exceptionMessage.trim().split("\n")[0]?.slice(0, 300);
  if (exceptionType === "ValidationError")
    return detail ? text("exec.ValidationError", { detail }) : text("exec.ValidationErrorPlain");
  const known = Object.hasOwn(EXECUTION_ERRORS, exceptionType) ? EXECUTION_ERRORS[exceptionType] : undefined;
  return known ? ({ key: known, params: {} } as Text) : text("exec.unknown", { type: exceptionType });
}

/** The member-facing text of an `execution_error`, in the language of `locale` (English by default). */
export function describeExecutionError(exceptionType: string, exceptionMessage: string, locale?: string): string {
  return say(locale, executionErrorText(exceptionType, exceptionMessage));
}

/**
 * Whose API key a job runs on, for the words of a refusal: a server's (its settings), or the
 * member's own (outside servers that added the bot: their preferences).
 */
export type KeyHolder = "server" | "member";

/**
 * What to tell a member about any error, in the language of `locale` (English by default), and
 * whether it was expected (logged at info) or a bug (logged at error, with a generic reply).
 */
export function describeError(
  error: unknown,
  locale?: string,
  holder: KeyHolder = "server",
): { message: string; expected: boolean } {
  if (error instanceof UserError)
    return { message: error.text ? say(locale, error.text) : error.message, expected: true };
  if (error instanceof ApiError) return { message: describeApiError(error, locale, holder), expected: true };
  return { message: t(locale, "common.internalError"), expected: false };
}

function describeApiError(error: ApiError, locale: string | undefined, holder: KeyHolder): string {
  const own = holder === "member";
  const service = t(
    locale,
    error.service === "cloud"
      ? "service.cloud"
      : error.service === "registry"
        ? "service.registry"
        : error.service === "engine"
          ? "service.engine"
          : "service.partner",
  );
  const detail = error.message;
  switch (error.status) {
    case 401:
      return t(locale, own ? "anywhere.keyRefused" : "api.keyRefused", { service });
    case 402:
      return t(locale, own ? "anywhere.outOfCredits" : "api.outOfCredits");
    case 403:
      return t(locale, "api.forbidden", { service, detail });
    case 404:
      return t(locale, "api.notFound", { service, detail });
    case 429:
      if (error.service !== "cloud") return t(locale, "api.rateLimited", { service });
      return t(locale, own ? "anywhere.inactiveSubscription" : "api.inactiveSubscription");
    case 400:
    case 422:
      return t(locale, "api.rejected", { service, detail });
  }
  if (error.code === "validation") return error.message;
  if (error.code === "timeout") return t(locale, "api.timeout", { service });
  return t(locale, "api.unavailable", { service });
}
