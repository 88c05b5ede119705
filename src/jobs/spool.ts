import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Over the cap: the download is stopped there. */
const OVER = new Error("over the cap");

/**
 * Writes a stream to `path` as its chunks arrive unless it is over `cap` bytes: then it is
 * dropped as soon as that is known (from its declared size, or while writing) and undefined is
 * returned; else its length. No chunk is kept once written, so a large output is never held in
 * memory whole (`readCapped` holds it once, in one Buffer).
 */
export async function saveCapped(
  body: Readable,
  cap: number,
  path: string,
  size?: number,
): Promise<number | undefined> {
  if (size !== undefined && size > cap) {
    body.destroy();
    return undefined;
  }
  let length = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      length += chunk.length;
      done(length > cap ? OVER : null, chunk);
    },
  });
  try {
    await pipeline(body, count, createWriteStream(path));
  } catch (error) {
    if (error === OVER) return undefined;
    throw error;
  }
  return length;
}

/** A temporary directory for the files of one delivery, removed (whatever is in it) by `remove`. */
export async function spoolDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "flowbot-download-"));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
