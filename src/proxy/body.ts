import type { IncomingMessage } from "node:http";

/** Discord refuses a request body past 25 MiB (413, code 40005): the proxy need not read more. */
export const MAX_BODY_BYTES = 25 * 1024 * 1024;

export class BodyTooLarge extends Error {
  override readonly name = "BodyTooLarge";
  constructor(readonly limit: number) {
    super(`the request body is over ${limit} bytes`);
  }
}

/**
 * The request's body as bytes, refused as soon as it is known to be over `limit`: from its
 * Content-Length before a byte is read, else when the bytes read pass it. What comes after is
 * read and dropped (the request is not destroyed, so the caller can still answer it).
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const settle = (error?: Error) => {
      req.off("data", onData).off("end", onEnd).off("error", settle).off("close", onClose);
      if (error) {
        chunks.length = 0;
        req.resume();
        reject(error);
      } else resolve(Buffer.concat(chunks, bytes));
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limit) settle(new BodyTooLarge(limit));
      else chunks.push(chunk);
    };
    const onEnd = () => settle();
    const onClose = () => settle(new Error("the client closed the request before its body ended"));
    if (Number(req.headers["content-length"] ?? 0) > limit) return settle(new BodyTooLarge(limit));
    req.on("data", onData).once("end", onEnd).once("error", settle).once("close", onClose);
  });
}
