/** An error answer of the fake, with Discord's `{message, code}` body (and `errors` for 50035). */
export class DiscordError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: Record<string, unknown>,
  ) {
    super(message);
  }

  /** Extra response headers (a 429's `retry-after`). */
  headers(): Record<string, string> {
    return {};
  }

  body(): Record<string, unknown> {
    return this.errors
      ? { message: this.message, code: this.code, errors: this.errors }
      : { message: this.message, code: this.code };
  }
}

export const unauthorized = () => new DiscordError(401, 0, "401: Unauthorized");
export const notFound = () => new DiscordError(404, 0, "404: Not Found");
export const unknownMessage = () => new DiscordError(404, 10008, "Unknown Message");
export const unknownChannel = () => new DiscordError(404, 10003, "Unknown Channel");
export const unknownWebhook = () => new DiscordError(404, 10015, "Unknown Webhook");
export const unknownInteraction = () => new DiscordError(404, 10062, "Unknown interaction");
export const alreadyAcknowledged = () => new DiscordError(400, 40060, "Interaction has already been acknowledged.");
export const invalidWebhookToken = () => new DiscordError(401, 50027, "Invalid Webhook Token");
export const emptyMessage = () => new DiscordError(400, 50006, "Cannot send an empty message");
export const tooLarge = () => new DiscordError(413, 40005, "Request entity too large");
export const missingAccess = () => new DiscordError(403, 50001, "Missing Access");
export const cannotMessageUser = () => new DiscordError(403, 50007, "Cannot send messages to this user");
export const tooManyFollowUps = () =>
  new DiscordError(400, 40094, "This interaction has hit the maximum number of follow up messages");
export const notAuthor = () => new DiscordError(403, 50005, "Cannot edit a message authored by another user");

/** 400 code 50035 with one field error at `path` (dotted, e.g. "embeds.0.title"). */
export function invalidForm(path: string, code: string, message: string): DiscordError {
  const errors: Record<string, unknown> = {};
  let node = errors;
  const keys = path.split(".");
  for (const key of keys.slice(0, -1)) node = node[key] = {};
  node[keys.at(-1)!] = { _errors: [{ code, message }] };
  return new DiscordError(400, 50035, "Invalid Form Body", errors);
}

export const maxLength = (path: string, max: number) =>
  invalidForm(path, "BASE_TYPE_MAX_LENGTH", `Must be ${max} or fewer in length.`);
