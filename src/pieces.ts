import type { Readable } from "node:stream";

/**
 * A body's bytes in the pieces they arrived in, never copied into one Buffer: a job's 10 MiB
 * output held whole cost its size twice (the pieces until a GC, and the copy), and one written to
 * disk and read back twice too (the pieces of each way, until a GC). A delivery sends the pieces as
 * they are (`MultipartBody`); anything else that sends them reads them as any async iterable
 * (discord.js does), as often as it needs. What needs the bytes together takes `whole()`
 * (`readCapped`, an image to re-encode).
 */
export class Pieces implements AsyncIterable<Buffer> {
  constructor(
    readonly pieces: readonly Buffer[],
    readonly length: number,
  ) {}

  // eslint-disable-next-line @typescript-eslint/require-await -- discord.js reads a file given as an async iterable; nothing here waits
  async *[Symbol.asyncIterator](): AsyncIterator<Buffer> {
    yield* this.pieces;
  }

  /** One Buffer of them all, for what needs the bytes together (an image to re-encode). */
  whole(): Buffer {
    return Buffer.concat(this.pieces, this.length);
  }
}

/** A body of unknown size read past what its reader holds: held bytes grow by this much at a time. */
const GROWTH_STEP = 1024 * 1024;

/**
 * Reads a stream as its pieces unless it is over `cap` bytes: then it is dropped as soon as that
 * is known (from its declared size, or while reading) and undefined is returned. `held`: what the
 * reader may hold of a budget (`HeldBytes`), grown before a piece would pass it (the stream waits
 * meanwhile), so that what is read is never more than what is held.
 */
export async function readPiecesCapped(
  body: Readable,
  cap: number,
  size?: number,
  held?: { readonly bytes: number; resize(bytes: number): Promise<void> },
): Promise<Pieces | undefined> {
  if (size !== undefined && size > cap) {
    body.destroy();
    return undefined;
  }
  const pieces: Buffer[] = [];
  let length = 0;
  for await (const piece of body) {
    length += (piece as Buffer).length;
    if (length > cap) {
      body.destroy();
      return undefined;
    }
    if (held && length > held.bytes) await held.resize(Math.min(cap, Math.max(length, held.bytes + GROWTH_STEP)));
    pieces.push(piece as Buffer);
  }
  return new Pieces(pieces, length);
}
