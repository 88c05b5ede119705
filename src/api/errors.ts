import { isRecord, nonEmpty, tryJson } from "./loose-json.js";
import { redactUrls } from "./redact.js";

export type Service = "cloud" | "registry" | "partner" | "engine";

export interface ApiErrorInit {
  service: Service;
  /** HTTP status; undefined when the request never got an answer. */
  status?: number;
  /** Machine-readable code: the service's own, or one of ours (`network`, `timeout`, `http_<status>`). */
  code: string;
  message: string;
  retryable: boolean;
  /** Seconds from a `Retry-After` header, when the service sent one. */
  retryAfter?: number;
  /** Per-node validation errors of a rejected workflow submission. */
  nodeErrors?: Record<string, unknown>;
  cause?: unknown;
}

/** Every failure of the API layer: typed, with what a caller needs to decide and to explain. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly service: Service;
  readonly status: number | undefined;
  readonly code: string;
  readonly retryable: boolean;
  readonly retryAfter: number | undefined;
  readonly nodeErrors: Record<string, unknown> | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.service = init.service;
    this.status = init.status;
    this.code = init.code;
    this.retryable = init.retryable;
    this.retryAfter = init.retryAfter;
    this.nodeErrors = init.nodeErrors;
  }
}

/**
 * Whether a status is worth another try. The cloud's 429 means "subscription inactive",
 * not a rate limit, so it is final there; the platform's 429 is a real rate limit.
 */
export function isRetryableStatus(service: Service, status: number): boolean {
  if (status === 429) return service !== "cloud";
  return status === 408 || status >= 500;
}

const MAX_MESSAGE = 500;

/**
 * Reads an error body in any of the shapes the services send (wire-notes.md):
 * `{error:{type,message,details},node_errors}`, `{code,message}`, `{error,message}`,
 * `{message,details:[...]}`, or plain text.
 */
export function parseErrorBody(service: Service, status: number, text: string, retryAfter?: number): ApiError {
  let code = `http_${status}`;
  let message = text.trim().slice(0, MAX_MESSAGE) || `HTTP ${status}`;
  let nodeErrors: Record<string, unknown> | undefined;

  const body = tryJson(text);
  if (isRecord(body)) {
    if (isRecord(body.error)) {
      code = nonEmpty(body.error.type) ?? code;
      message = joinMessage(nonEmpty(body.error.message), nonEmpty(body.error.details)) ?? message;
    } else if (typeof body.error === "string") {
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a value off the wire, of any type, read as text
      code = body.code !== undefined ? String(body.code) : body.error;
      message = nonEmpty(body.message) ?? body.error;
    } else if (body.code !== undefined) {
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a value off the wire, of any type, read as text
      code = String(body.code);
      message = nonEmpty(body.message) ?? message;
    } else if (typeof body.message === "string") {
      const details = Array.isArray(body.details) ? body.details.filter((d) => typeof d === "string") : [];
      message = joinMessage(body.message, details.join("; ")) ?? message;
    }
    if (isRecord(body.node_errors) && Object.keys(body.node_errors).length > 0) {
      nodeErrors = body.node_errors;
    }
  }

  return new ApiError({
    service,
    status,
    code,
    // A storage error page may quote the signed URL it refused.
    message: redactUrls(message).slice(0, MAX_MESSAGE),
    retryable: isRetryableStatus(service, status),
    ...(retryAfter === undefined ? {} : { retryAfter }),
    ...(nodeErrors === undefined ? {} : { nodeErrors }),
  });
}

/** `Retry-After` as seconds: either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || raw === "") return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - now) / 1000);
}

function joinMessage(message: string | undefined, details: string | undefined): string | undefined {
  if (message === undefined) return details || undefined;
  return details ? `${message}: ${details}` : message;
}
