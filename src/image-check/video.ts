import { once } from "node:events";
import { Limit } from "../limit.js";
import { threadOf } from "./thread.js";

/** Frames taken from a video: `frames` square RGB images one after the other. */
export interface Frames {
  pixels: Uint8Array;
  frames: number;
}

/** A video's decoding is given up after this (a 10-second clip takes about a second). */
const DECODE_TIMEOUT_MS = 60_000;

/**
 * One video decoded at a time in the process: each decoder holds 80–140 MB (`checkBytes`), and a
 * delivery of several videos, or several deliveries, each decoding its own at once went far past
 * the deliveries' byte budget.
 */
const decoding = new Limit(1);

/**
 * Three frames of a video (its start, middle and end), decoded in a thread of its own that ends
 * with it, in its turn (`decoding`): its copy for the thread is made then, too. Undefined when they
 * cannot be read: not a video ffmpeg reads, a decoder that fails or takes too long, or no decoder
 * installed (`@ffmpeg/core` is an optional dependency).
 */
export function framesOf(pieces: Iterable<Uint8Array>, length: number): Promise<Frames | undefined> {
  return decoding.run(() => decode(pieces, length));
}

async function decode(pieces: Iterable<Uint8Array>, length: number): Promise<Frames | undefined> {
  // Its own buffer, handed to the thread rather than copied once more.
  const video = new Uint8Array(length);
  let at = 0;
  for (const piece of pieces) {
    video.set(piece, at);
    at += piece.length;
  }
  const worker = threadOf(new URL("./video-worker.js", import.meta.url), {
    workerData: { video },
    transferList: [video.buffer],
  });
  const timer = setTimeout(() => void worker.terminate(), DECODE_TIMEOUT_MS);
  try {
    const [answer] = (await Promise.race([once(worker, "message"), once(worker, "exit").then(() => [undefined])])) as [
      ({ pixels: Uint8Array; frames: number } | { error: string }) | undefined,
    ];
    return answer && "pixels" in answer ? { pixels: answer.pixels, frames: answer.frames } : undefined;
  } catch {
    return undefined; // the thread failed to start (once() rejects on its 'error')
  } finally {
    clearTimeout(timer);
    // Ended before the next video's turn: its decoder's memory is given back only then.
    await worker.terminate();
  }
}
