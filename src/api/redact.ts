/**
 * Signed storage URLs carry their credential in the path and the query, Discord's webhook and
 * interaction URLs in the path, the event socket's URL in `token=`: none of them may reach a
 * message, a note or a log line.
 */

const ABSOLUTE_URL = /\b(?:https?|wss?):\/\/[^\s"'<>\\]+/gi;
/** A query parameter whose name says it holds a credential: `token=`, `X-Amz-Signature=`, `api_key=`. */
const SECRET_PARAM = /([?&;][\w.-]*(?:token|signature|sig|key|credential|secret|auth)[\w.-]*=)[^&#\s"'<>\\]+/gi;

/** Reduces every absolute URL in a text to its origin, and masks credential-like query values. */
export function redactUrls(text: string): string {
  return text.replace(ABSOLUTE_URL, originOnly).replace(SECRET_PARAM, "$1[redacted]");
}

/** A request path without its query, for messages: the query may hold a credential or a signature. */
export function pathOnly(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

function originOnly(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname === "/" && parsed.search === "" ? parsed.origin : `${parsed.origin}/…`;
  } catch {
    return "[url]";
  }
}
