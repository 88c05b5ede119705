import type { IncomingMessage, ServerResponse } from "node:http";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** An output opened fresh from the service. */
export interface OutputStream {
  body: Readable | ReadableStream<Uint8Array>;
  /** Bytes in the whole file, when the service said; ranges are honoured only when known. */
  size?: number;
  contentType?: string;
  filename?: string;
}

type Range = { start: number; end: number } | "unsatisfiable" | undefined;

/**
 * Answers a GET or HEAD for an output, honouring one `Range` (video players seek with them). The
 * service is read from the start and the bytes before the range skipped: the file is fetched
 * fresh on every request, so it never depends on a signed URL that may have expired.
 */
export async function sendOutput(req: IncomingMessage, res: ServerResponse, output: OutputStream): Promise<void> {
  const { size } = output;
  const range = size === undefined ? undefined : parseRange(req.headers.range, size);
  const headers: Record<string, string | number> = {
    "content-type": output.contentType ?? "application/octet-stream",
    "accept-ranges": size === undefined ? "none" : "bytes",
    "cache-control": "private, max-age=0",
    ...(output.filename ? { "content-disposition": `inline; filename="${output.filename.replace(/[^\w.-]/g, "_")}"` } : {}),
  };
  if (range === "unsatisfiable") {
    await discard(output.body);
    res.writeHead(416, { "content-range": `bytes */${size}` }).end();
    return;
  }
  if (range) {
    res.writeHead(206, { ...headers, "content-range": `bytes ${range.start}-${range.end}/${size}`, "content-length": range.end - range.start + 1 });
  } else {
    res.writeHead(200, { ...headers, ...(size === undefined ? {} : { "content-length": size }) });
  }
  if (req.method === "HEAD") {
    await discard(output.body);
    res.end();
    return;
  }
  const span = range ?? { start: 0, end: Number.POSITIVE_INFINITY };
  await pipeline(output.body, (source: AsyncIterable<Uint8Array>) => slice(source, span.start, span.end), res);
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

/** One `bytes=` range (a list of several is answered whole, as RFC 9110 allows). */
export function parseRange(header: string | undefined, size: number): Range {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  let start: number;
  let end: number;
  if (match[1] === "") {
    // A suffix: the last N bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}

async function discard(body: OutputStream["body"]): Promise<void> {
  if (body instanceof ReadableStream) await body.cancel().catch(() => undefined);
  else body.destroy();
}
