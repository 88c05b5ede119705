import { redactUrls } from "../api/redact.js";

/**
 * How an error is logged. discord.js errors (`DiscordAPIError`, `HTTPError`, `RateLimitError`)
 * carry the request's URL, whose path holds the interaction or webhook token, and its body,
 * files included (a 2 MB output image became a 4 MB log line): only what explains the failure
 * is kept, picked field by field, never the error object whole.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (typeof error !== "object" || error === null) return typeof error === "string" ? redactUrls(error) : error;
  const e = error as Record<string, unknown>;
  const out: Record<string, unknown> = { type: typeName(error) };
  if (typeof e.message === "string") out.message = bounded(redactUrls(e.message));
  for (const key of KEPT) {
    const value = e[key];
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") out[key] = value;
  }
  const url = typeof e.url === "string" ? e.url : undefined;
  const route = typeof e.route === "string" ? e.route : url;
  if (route !== undefined) out.route = discordRoute(route);
  if (typeof e.stack === "string") out.stack = bounded(redactUrls(e.stack));
  if (e.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** Plain fields that say what failed; nothing here can hold a body, a header or a token. */
const KEPT = [
  "code",
  "status",
  "method",
  "service",
  "retryable",
  "retryAfter",
  "timeToReset",
  "limit",
  "global",
  "scope",
  "errno",
  "syscall",
] as const;
const MAX_CAUSES = 3;
/** A message or stack longer than this is bulk, not explanation. */
const MAX_TEXT = 4000;

function bounded(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}… (${text.length - MAX_TEXT} more characters)` : text;
}

/**
 * A Discord route without origin, API version, query or token:
 * `https://discord.com/api/v10/webhooks/1/<token>/messages/@original` → `/webhooks/1/:token/messages/@original`.
 */
export function discordRoute(url: string): string {
  const path = /^[a-z]+:/i.test(url) ? pathOf(url) : url.replace(/[?#].*$/, "");
  // Not a Discord API path (another service's URL may be signed in its path): the origin only.
  if (path === undefined || (/^[a-z]+:/i.test(url) && !/^\/api\/v\d+\//.test(path))) return redactUrls(url);
  return path.replace(/^\/api\/v\d+/, "").replace(/\/(webhooks|interactions)\/(\d+|:id)\/[^/]+/, "/$1/$2/:token");
}

function pathOf(url: string): string | undefined {
  try {
    const path = new URL(url).pathname;
    return path
      .split("/")
      .map((part) => decodeURIComponent(part))
      .join("/");
  } catch {
    return undefined;
  }
}

function typeName(error: object): string {
  const name = error.constructor?.name;
  return name && name !== "Object" ? name : "Error";
}
