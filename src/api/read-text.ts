import type { Readable } from "node:stream";

/**
 * The largest JSON answer read whole. The services' answers are records of one job, task, upload
 * or page of packs (kilobytes, cloud-api.md, registry-and-partner-api.md); a history entry holds
 * its workflow, which `/workflow add` takes up to 1 MB of: 8 MiB is ample. Past it, the answer is
 * refused unread rather than held (a service answering gigabytes would take the process down).
 */
export const MAX_JSON_BYTES = 8 * 1024 * 1024;
/**
 * `object_info` describes every node class of the service, each with its inputs and their
 * choices (every model file, wire-notes.md): 378 classes on a bare engine (engine-notes.md) and
 * thousands on a cloud with custom packs, a few kilobytes each. 64 MiB leaves room for that.
 */
export const MAX_OBJECT_INFO_BYTES = 64 * 1024 * 1024;
/** An error's body is read for its message only (500 characters are kept). */
export const MAX_ERROR_BYTES = 64 * 1024;

/**
 * The body as text, read up to `maxBytes`: past that, undefined and the body is destroyed (the
 * connection with it), or with `keepStart` the first `maxBytes` bytes.
 */
export async function readText(body: Readable, maxBytes: number, keepStart = false): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of body) {
    const buffer = chunk as Buffer;
    if (bytes + buffer.length > maxBytes) {
      body.destroy();
      if (!keepStart) return undefined;
      chunks.push(buffer.subarray(0, maxBytes - bytes));
      return Buffer.concat(chunks).toString("utf8");
    }
    chunks.push(buffer);
    bytes += buffer.length;
  }
  return Buffer.concat(chunks, bytes).toString("utf8");
}
