import type { IncomingHttpHeaders } from "node:http";

/** What a store answers for stored bytes: the whole file, or the one range asked for. */
export interface ServedBytes {
  status: 200 | 206 | 416;
  headers: Record<string, string>;
  bytes: Buffer;
}

/**
 * Serves stored bytes as a storage service does: one `Range: bytes=` range (`a-b`, `a-`, `-n`) is
 * answered 206 with `Content-Range`, a range past the end 416, anything else the whole file.
 */
export function serveBytes(headers: IncomingHttpHeaders, data: Buffer, contentType: string): ServedBytes {
  const base = { "content-type": contentType, "accept-ranges": "bytes" };
  const match = /^bytes=(\d*)-(\d*)$/.exec(headers.range ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return { status: 200, headers: base, bytes: data };
  const size = data.length;
  const [start, end] =
    match[1] === ""
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), Math.min(match[2] === "" ? size - 1 : Number(match[2]), size - 1)];
  if (start >= size || start > end)
    return { status: 416, headers: { ...base, "content-range": `bytes */${size}` }, bytes: Buffer.alloc(0) };
  return {
    status: 206,
    headers: { ...base, "content-range": `bytes ${start}-${end}/${size}` },
    bytes: data.subarray(start, end + 1),
  };
}
