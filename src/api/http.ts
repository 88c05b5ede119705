import type { Readable } from "node:stream";
import { Agent, type Dispatcher, type FormData, request } from "undici";
import { ApiError, parseErrorBody, parseRetryAfter, type Service } from "./errors.js";
import { MAX_ERROR_BYTES, MAX_JSON_BYTES, readText } from "./read-text.js";
import { pathOnly } from "./redact.js";
import { backoff, withRetries, type Backoff, type RetryPolicy } from "./retry.js";

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

export interface RequestSpec {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  query?: Record<string, QueryValue>;
  /** A JSON body; sets `Content-Type: application/json`. */
  json?: unknown;
  /** A multipart body. */
  form?: FormData;
  headers?: Record<string, string>;
  /**
   * Whether the request may be sent again after it may have reached the service.
   * Defaults to true for GET and PUT. A request that never connected is always safe to retry.
   */
  idempotent?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** A connection pool for this request only (the client's otherwise). */
  dispatcher?: Dispatcher;
  /** The largest JSON answer read (`MAX_JSON_BYTES` unless the document needs more: `object_info`). */
  maxBytes?: number;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Readable;
}

export interface HttpClientOptions {
  service: Service;
  baseUrl: string;
  /** Headers sent with every request to `baseUrl` (never to other origins). */
  headers?: Record<string, string>;
  timeoutMs?: number;
  retry?: Partial<Backoff>;
  dispatcher?: Dispatcher;
  /** The paths are signed URLs (their credential is in the path and query): errors never name them. */
  signedUrls?: boolean;
}

export const DEFAULT_RETRY: Backoff = { retries: 3, baseDelayMs: 300, maxDelayMs: 10_000 };
const DEFAULT_TIMEOUT_MS = 30_000;
/** A `Retry-After` longer than this is not waited out inside one call. */
const MAX_RETRY_AFTER_MS = 60_000;

/** One keep-alive connection pool per origin, shared by every client of the process. */
export const sharedAgent = new Agent({ keepAliveTimeout: 30_000, keepAliveMaxTimeout: 120_000, connections: 16 });

/**
 * The self-hosted engines' connections, one pool per engine: an operator may list hundreds, each
 * running one prompt at a time, so each gets few connections, kept open briefly whatever the engine
 * offers (a real engine says 75 s): each held idle costs its socket and its HTTP client, and 500
 * engines' sockets from the start's reads measured ~25 MB of heap and ~40 MB of RSS until closed.
 */
export const engineAgent = new Agent({ keepAliveTimeout: 10_000, keepAliveMaxTimeout: 10_000, connections: 4 });

/** Error codes of a connection that was refused or never made: the request never left. */
const NOT_SENT = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "UND_ERR_CONNECT_TIMEOUT"]);

/**
 * The HTTP layer every API client uses: keep-alive, timeouts, typed errors, and retries with
 * backoff and jitter where they are safe.
 */
export class HttpClient {
  readonly service: Service;
  readonly baseUrl: string;
  private readonly headers: Record<string, string>;
  private readonly timeoutMs: number;
  private readonly retry: RetryPolicy;
  private readonly dispatcher: Dispatcher;
  private readonly signedUrls: boolean;

  constructor(options: HttpClientOptions) {
    this.service = options.service;
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.headers = options.headers ?? {};
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.retry = backoff({ ...DEFAULT_RETRY, ...options.retry });
    this.dispatcher = options.dispatcher ?? sharedAgent;
    this.signedUrls = options.signedUrls ?? false;
  }

  /** Sends a request and parses a JSON answer; an empty body gives `undefined`. */
  async json<T>(spec: RequestSpec): Promise<T> {
    // The body is read inside the retry loop: an answer cut off half-way is a network error too.
    const maxBytes = spec.maxBytes ?? MAX_JSON_BYTES;
    const { status, text } = await this.withRetries(spec, () =>
      this.inTime(spec, async (timed) => {
        const response = await this.once(timed);
        const read = await readText(response.body, maxBytes);
        if (read === undefined) {
          throw new ApiError({
            service: this.service,
            status: response.status,
            code: "too_large",
            message: `${this.describe(spec)} answered more than ${Math.round(maxBytes / 1024)} KiB of JSON`,
            retryable: false,
          });
        }
        return { status: response.status, text: read };
      }),
    );
    if (text.trim() === "") return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch (cause) {
      throw new ApiError({
        service: this.service,
        status,
        code: "invalid_response",
        message: `${this.describe(spec)} answered a body that is not JSON`,
        retryable: false,
        cause,
      });
    }
  }

  /**
   * One try of a request whose answer is read whole, under an overall deadline (`timeoutMs`, the
   * headers and the body together): undici's own timeouts count the time between chunks, so an
   * answer dripped slowly would never end. Timed out, it is a "timeout": a request that may have
   * reached the service, never sent again unless it is idempotent.
   */
  private async inTime<R>(spec: RequestSpec, attempt: (timed: RequestSpec) => Promise<R>): Promise<R> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), spec.timeoutMs ?? this.timeoutMs);
    const signal = spec.signal ? AbortSignal.any([spec.signal, deadline.signal]) : deadline.signal;
    try {
      return await attempt({ ...spec, signal });
    } catch (error) {
      if (!deadline.signal.aborted || spec.signal?.aborted || error instanceof ApiError) throw error;
      throw new ApiError({
        service: this.service,
        code: "timeout",
        message: `${this.service} did not answer ${this.describe(spec)} in time`,
        retryable: true,
        cause: error,
      });
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Sends a request and returns the open response for any status below 400 (redirects are not
   * followed). Errors are thrown as ApiError after the retries the policy allows.
   */
  send(spec: RequestSpec): Promise<RawResponse> {
    return this.withRetries(spec, () => this.once(spec));
  }

  private withRetries<R>(spec: RequestSpec, attemptOnce: () => Promise<R>): Promise<R> {
    const idempotent = spec.idempotent ?? (spec.method === "GET" || spec.method === "PUT");
    const once = () => attemptOnce().catch((error: unknown) => Promise.reject(this.toApiError(error, spec)));
    return withRetries(this.retry, once, {
      signal: spec.signal,
      repeatable: (error) => {
        const apiError = error as ApiError;
        const sent = !(apiError.code === "network" && NOT_SENT.has(causeCode(apiError.cause)));
        const rejectedUnprocessed = apiError.status === 429 && apiError.retryable;
        const safe = idempotent || !sent || rejectedUnprocessed;
        const waitTooLong = (apiError.retryAfter ?? 0) * 1000 > MAX_RETRY_AFTER_MS;
        return apiError.retryable && safe && !waitTooLong;
      },
      requestedDelayMs: (error) => {
        const { retryAfter } = error as ApiError;
        return retryAfter === undefined ? undefined : retryAfter * 1000;
      },
    });
  }

  /** The URL a request would go to, for clients that need to build one (the WebSocket). */
  url(path: string, query?: Record<string, QueryValue>): URL {
    const url = new URL(this.baseUrl + path);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, String(item));
      else url.searchParams.set(key, String(value));
    }
    return url;
  }

  private async once(spec: RequestSpec): Promise<RawResponse> {
    const url = this.url(spec.path, spec.query);
    const headers: Record<string, string> = { accept: "application/json", ...this.headers, ...spec.headers };
    let body: string | FormData | undefined;
    if (spec.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(spec.json);
    } else if (spec.form !== undefined) {
      body = spec.form;
    }
    const timeoutMs = spec.timeoutMs ?? this.timeoutMs;
    const response = await request(url, {
      method: spec.method,
      headers,
      body,
      dispatcher: spec.dispatcher ?? this.dispatcher,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal: spec.signal,
    });
    if (response.statusCode < 400) {
      return { status: response.statusCode, headers: response.headers, body: response.body };
    }
    let text = (await readText(response.body, MAX_ERROR_BYTES, true).catch(() => "")) ?? "";
    // A store's error page may quote the signed path it refused.
    if (this.signedUrls && pathOnly(spec.path).length > 1) {
      text = text.replaceAll(spec.path, "[signed URL]").replaceAll(pathOnly(spec.path), "[signed URL]");
    }
    throw parseErrorBody(this.service, response.statusCode, text, parseRetryAfter(response.headers["retry-after"]));
  }

  private toApiError(error: unknown, spec: RequestSpec): ApiError {
    if (error instanceof ApiError) return error;
    const code = causeCode(error);
    const timedOut = code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT";
    const aborted = spec.signal?.aborted === true;
    return new ApiError({
      service: this.service,
      code: timedOut ? "timeout" : aborted ? "aborted" : "network",
      message: timedOut
        ? `${this.service} did not answer ${this.describe(spec)} in time`
        : `${this.service} could not be reached (${code || "connection failed"})`,
      retryable: !aborted,
      cause: error,
    });
  }

  /** How errors name a request: never with its query, never a signed URL's path. */
  private describe(spec: RequestSpec): string {
    return this.signedUrls
      ? `${spec.method} a signed URL on ${new URL(this.baseUrl).host}`
      : `${spec.method} ${pathOnly(spec.path)}`;
  }
}

function causeCode(error: unknown): string {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === "object" && current !== null && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && code !== "") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return "";
}
