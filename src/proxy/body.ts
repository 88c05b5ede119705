import type { IncomingMessage } from "node:http";

/** Discord refuses a request body past 25 MiB (413, code 40005): the proxy need not read more. */
export const MAX_BODY_BYTES = 25 * 1024 * 1024;

export class BodyTooLarge extends Error {
  override readonly name = "BodyTooLarge";
  constructor(readonly limit: number) {
    super(`the request body is over ${limit} bytes`);
  }
}

/** A body could not be held: the bodies held at once by every request are at their ceiling. */
export class ProxyBusy extends Error {
  override readonly name = "ProxyBusy";
}

/**
 * The bytes of request bodies held at once, all requests together: each body is capped, but
 * many at once could still take the memory of the one process every bot sends through.
 */
export class BodyBudget {
  private held = 0;
  constructor(readonly maxBytes: number) {}

  take(bytes: number): boolean {
    if (this.held + bytes > this.maxBytes) return false;
    this.held += bytes;
    return true;
  }

  give(bytes: number): void {
    this.held -= bytes;
  }
}

/**
 * The request's body as bytes, refused as soon as it is known to be over `limit`: from its
 * Content-Length before a byte is read, else when the bytes read pass it. What comes after is
 * read and dropped (the request is not destroyed, so the caller can still answer it). Its bytes
 * are taken from `budget` as they come (ProxyBusy when it has none left): the caller gives the
 * body's length back once done with it; on an error, they are given back here.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES, budget?: BodyBudget): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const settle = (error?: Error) => {
      req.off("data", onData).off("end", onEnd).off("error", settle).off("close", onClose);
      if (error) {
        budget?.give(chunks.reduce((n, c) => n + c.length, 0));
        chunks.length = 0;
        req.resume();
        reject(error);
      } else resolve(Buffer.concat(chunks, bytes));
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limit) return settle(new BodyTooLarge(limit));
      if (budget && !budget.take(chunk.length)) return settle(new ProxyBusy("too many request bodies held at once"));
      chunks.push(chunk);
    };
    const onEnd = () => settle();
    const onClose = () => settle(new Error("the client closed the request before its body ended"));
    if (Number(req.headers["content-length"] ?? 0) > limit) return settle(new BodyTooLarge(limit));
    req.on("data", onData).once("end", onEnd).once("error", settle).once("close", onClose);
  });
}
