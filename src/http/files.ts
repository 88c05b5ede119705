import type { IncomingMessage, ServerResponse } from "node:http";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Agent } from "undici";
import type { ByteRange, DownloadOptions } from "../api/download.js";
import { ApiError } from "../api/errors.js";

/** An output opened fresh from the service. */
export interface OutputStream {
  body: Readable | ReadableStream<Uint8Array>;
  /** Bytes in the whole file, when the service said; ranges are honoured only when known. */
  size?: number;
  /** The bytes the body holds, when the service answered the range passed on to it. */
  range?: { start: number; end: number };
  contentType?: string;
  filename?: string;
}

/** Opens output `n` of a job with the given download options; undefined when there is none. */
export type OpenOutput = (jobId: string, n: number, how: DownloadOptions) => Promise<OutputStream | undefined>;

export interface FileLimits {
  /** Downloads served at once, in all; also the pool's connections per origin, so none waits for one. */
  maxDownloads: number;
  /** Downloads of one job's files at once (a video player opens two or three). */
  maxPerJob: number;
  /** A download that could write nothing for this long (its reader stopped reading) is closed. */
  idleMs: number;
}

export const FILE_LIMITS: FileLimits = { maxDownloads: 32, maxPerJob: 4, idleMs: 30_000 };

/**
 * The `/files` links: each download streams from the service on a connection pool of its own,
 * so a reader who never reads holds one of these connections, never one a job needs; a download
 * that stalls is closed after `idleMs`, and there are at most so many at once, per job and in all.
 */
export class FileLinks {
  private readonly pool: Agent;
  private active = 0;
  private readonly perJob = new Map<string, number>();

  constructor(
    private readonly open: OpenOutput,
    private readonly limits: FileLimits = FILE_LIMITS,
  ) {
    this.pool = new Agent({ connections: limits.maxDownloads, keepAliveTimeout: 10_000 });
  }

  async serve(req: IncomingMessage, res: ServerResponse, jobId: string, n: number): Promise<void> {
    const ofJob = this.perJob.get(jobId) ?? 0;
    if (this.active >= this.limits.maxDownloads) return busy(res, "too many file downloads at once");
    if (ofJob >= this.limits.maxPerJob) return busy(res, "too many downloads of this job's files at once");
    this.active++;
    this.perJob.set(jobId, ofJob + 1);
    const aborted = new AbortController();
    res.once("close", () => {
      aborted.abort();
      this.active--;
      const left = (this.perJob.get(jobId) ?? 1) - 1;
      if (left === 0) this.perJob.delete(jobId);
      else this.perJob.set(jobId, left);
    });
    // Idle with nothing sent yet, the service is what is slow: the reader is told so, not cut off.
    res.setTimeout(this.limits.idleMs, () => {
      if (res.headersSent) return void res.destroy();
      aborted.abort();
      text(res, 504, "the service did not send the file in time; try again");
    });

    const asked = parseRange(req.headers.range);
    // A HEAD needs only the size: the service is asked for one byte, which tells it.
    const range = asked ?? (req.method === "HEAD" ? { start: 0, end: 0 } : undefined);
    let output: OutputStream | undefined;
    try {
      output = await this.open(jobId, n, {
        dispatcher: this.pool,
        signal: aborted.signal,
        ...(range ? { range } : {}),
      });
    } catch (error) {
      if (res.headersSent) return; // answered 504 meanwhile
      if (error instanceof ApiError && error.status === 416) return void res.writeHead(416).end();
      throw error;
    }
    if (res.headersSent) {
      if (output) await discard(output.body);
      return;
    }
    if (!output) return void res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("no such file\n");
    await sendOutput(req, res, output, asked);
  }

  /** Open downloads are cut; the pool's connections closed. */
  async close(): Promise<void> {
    await this.pool.destroy();
  }
}

function busy(res: ServerResponse, reason: string): void {
  text(res, 503, `${reason}; try again in a few seconds`, { "retry-after": "10" });
}

function text(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", ...headers }).end(`${body}\n`);
}

/**
 * Answers a GET or HEAD for an output with the range the member asked for (video players seek
 * with them). The range was passed on to the service; when it answered with the whole file
 * instead, the bytes before the range are skipped and the reading stops after it.
 */
export async function sendOutput(
  req: IncomingMessage,
  res: ServerResponse,
  output: OutputStream,
  asked: ByteRange | undefined,
): Promise<void> {
  const { size } = output;
  const contentType = output.contentType ?? "application/octet-stream";
  const headers: Record<string, string | number> = {
    "content-type": contentType,
    // The service names the type; a browser must not guess another (HTML, script) from the bytes.
    "x-content-type-options": "nosniff",
    "accept-ranges": size === undefined && !output.range ? "none" : "bytes",
    "cache-control": "private, max-age=0",
    "content-disposition": disposition(contentType, output.filename),
  };
  let span: { start: number; end: number } | undefined;
  if (output.range && asked) {
    span = output.range;
    res.writeHead(206, {
      ...headers,
      "content-range": `bytes ${span.start}-${span.end}/${size ?? "*"}`,
      "content-length": span.end - span.start + 1,
    });
  } else if (output.range) {
    // Only a HEAD asks for a range the member did not: it wanted the size.
    res.writeHead(200, { ...headers, ...(size === undefined ? {} : { "content-length": size }) });
  } else {
    const wanted = asked && size !== undefined ? resolveRange(asked, size) : undefined;
    if (wanted === "unsatisfiable") {
      await discard(output.body);
      return void res.writeHead(416, { "content-range": `bytes */${size}` }).end();
    }
    if (wanted)
      res.writeHead(206, {
        ...headers,
        "content-range": `bytes ${wanted.start}-${wanted.end}/${size}`,
        "content-length": wanted.end - wanted.start + 1,
      });
    else res.writeHead(200, { ...headers, ...(size === undefined ? {} : { "content-length": size }) });
    span = wanted;
  }
  if (req.method === "HEAD") {
    await discard(output.body);
    return void res.end();
  }
  // The body of a honoured range starts at its first byte.
  const skip = output.range ? output.range.start : 0;
  const [from, to] = span ? [span.start - skip, span.end - skip] : [0, Number.POSITIVE_INFINITY];
  await pipeline(output.body, (source: AsyncIterable<Uint8Array>) => slice(source, from, to), res);
}

/** Pictures, videos and sounds open in the browser; anything else (HTML, SVG, PDF…) is saved, never run on this origin. */
const SHOWN_INLINE = /^(image\/(png|jpeg|gif|webp|avif)|video\/[\w.+-]+|audio\/[\w.+-]+)$/i;

function disposition(contentType: string, filename: string | undefined): string {
  const how = SHOWN_INLINE.test(contentType.split(";")[0]!.trim()) ? "inline" : "attachment";
  return filename ? `${how}; filename="${filename.replace(/[^\w.-]/g, "_")}"` : how;
}

/** The bytes from `start` to `end` inclusive; stops reading the source once past `end`. */
async function* slice(source: AsyncIterable<Uint8Array>, start: number, end: number): AsyncGenerator<Uint8Array> {
  let position = 0;
  for await (const chunk of source) {
    const from = Math.max(0, start - position);
    const to = Math.min(chunk.length, end + 1 - position);
    if (to > from) yield chunk.subarray(from, to);
    position += chunk.length;
    if (position > end) return;
  }
}

/** One `bytes=` range; a list of several, or anything else, is answered whole, as RFC 9110 allows. */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = header === undefined ? null : /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  if (match[1] === "") return Number(match[2]) > 0 ? { suffix: Number(match[2]) } : undefined;
  const start = Number(match[1]);
  if (match[2] === "") return { start };
  return Number(match[2]) >= start ? { start, end: Number(match[2]) } : undefined;
}

/** A range against a file of `size` bytes, as the bytes it covers. */
export function resolveRange(range: ByteRange, size: number): { start: number; end: number } | "unsatisfiable" {
  if ("suffix" in range)
    return size === 0 ? "unsatisfiable" : { start: Math.max(0, size - range.suffix), end: size - 1 };
  if (range.start >= size) return "unsatisfiable";
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

async function discard(body: OutputStream["body"]): Promise<void> {
  if (body instanceof ReadableStream) await body.cancel().catch(() => undefined);
  else body.destroy();
}
