import type { Dispatcher } from "undici";
import type { Download } from "./cloud-types.js";
import { ApiError, type Service } from "./errors.js";
import type { RawResponse, RequestSpec } from "./http.js";

/** How to download a file, when the caller is not a job delivering it. */
export interface DownloadOptions {
  signal?: AbortSignal;
  /** One byte range, `{ start, end }` inclusive or `{ suffix }` (the last N bytes), passed on to the store. */
  range?: ByteRange;
  /** The connection pool to use (the HTTP server's file links have one of their own). */
  dispatcher?: Dispatcher;
}

export type ByteRange = { start: number; end?: number } | { suffix: number };

/** The parts of a request that a download's options set. */
export function downloadSpec(options: DownloadOptions): Pick<RequestSpec, "headers" | "signal" | "dispatcher"> {
  const { range, signal, dispatcher } = options;
  const value =
    range === undefined
      ? undefined
      : "suffix" in range
        ? `bytes=-${range.suffix}`
        : `bytes=${range.start}-${range.end ?? ""}`;
  return {
    headers: { accept: "*/*", ...(value ? { range: value } : {}) },
    ...(signal ? { signal } : {}),
    ...(dispatcher ? { dispatcher } : {}),
  };
}

/**
 * A successful answer as a download. A 206 says which bytes the body holds and the file's size
 * (`Content-Range: bytes 0-99/1234`); a 200 holds the whole file, its size when `Content-Length` says.
 */
export function toDownload(response: RawResponse, filename: string, service: Service): Download {
  const contentType = first(response.headers["content-type"]) ?? "application/octet-stream";
  if (response.status === 206) {
    const match = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(first(response.headers["content-range"]) ?? "");
    if (!match) {
      response.body.destroy();
      throw new ApiError({
        service,
        code: "invalid_response",
        message: "a file download answered 206 without a usable Content-Range",
        retryable: false,
      });
    }
    const [start, end, size] = [Number(match[1]), Number(match[2]), match[3] === "*" ? undefined : Number(match[3])];
    return {
      filename,
      contentType,
      ...(size === undefined ? {} : { size }),
      range: { start, end },
      body: response.body,
    };
  }
  const size = Number(first(response.headers["content-length"]) ?? Number.NaN);
  return { filename, contentType, ...(Number.isInteger(size) ? { size } : {}), body: response.body };
}

export function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
