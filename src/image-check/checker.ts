import type { Pieces } from "../pieces.js";
import { Classifier, type ClassifierOptions } from "./classifier.js";
import { checked, type Media } from "./metrics.js";
import { pixelsOf } from "./pixels.js";
import { scoreOf } from "./score.js";
import { framesOf, type Frames } from "./video.js";

export type { Media } from "./metrics.js";

/** What the check made of one image or video. */
export interface Verdict {
  /** Its score, 0..1 (a video's: its highest frame's); 1 when it could not be read. */
  score: number;
  /** At or above the threshold, or unreadable. */
  flagged: boolean;
  /** The classifier could not read it: treated as flagged. */
  unreadable: boolean;
}

/** Scores images and videos; a score at or above `threshold` is flagged. */
export interface ImageChecker {
  check(bytes: Buffer | Pieces, media: Media, threshold: number): Promise<Verdict>;
  /** A check is coming (a job that will be checked was taken): its model starts loading now, not on the check. */
  warm(): void;
}

const UNREADABLE = { score: 1, flagged: true, unreadable: true } as const;

/**
 * A video's decoder (ffmpeg's WebAssembly build, in a thread of its own while it decodes): 80–140
 * MB measured. One video is decoded at a time in the process (./video.js): a delivery counts it
 * once, however many videos it has (`checkBytes`).
 */
const DECODER_BYTES = 96 * 1024 * 1024;

/**
 * What checking a file of `size` bytes holds beside the file while it is checked: a video's copy
 * handed to its decoder, and the decoder itself when `decoder` (the delivery's first video: one
 * decodes at a time, so the delivery's others wait for the same one). Counted by delivery with
 * the files it holds (`FetchPolicy.alongside`). Not the frames' pixels: they are decoded only in
 * the check's turn, `CHECKS_AT_ONCE` checks in the whole process (some 150 KB an image, twice:
 * here for a resend, and the thread's copy), bounded there as the model's thread is.
 */
export function checkBytes(media: Media, size: number, decoder: boolean): number {
  if (media === "image") return 0;
  return size + (decoder ? DECODER_BYTES : 0);
}

/** The check on `classifier`: decoding here (sharp's threads, or a video's own thread), the model in its thread. */
export function imageChecker(classifier: Classifier): ImageChecker {
  return {
    warm: () => classifier.warm(),
    async check(bytes, media, threshold) {
      const started = performance.now();
      // Decoded in the check's turn, when the model is about to take it: until then only the file is held.
      const decode = () => (media === "video" ? videoFrames(bytes) : imageFrames(bytes));
      const scores = await classifier.classify(decode).catch(() => undefined);
      let verdict: Verdict = UNREADABLE;
      if (scores && scores.length > 0) {
        const score = Math.max(...scores.map(scoreOf));
        verdict = { score, flagged: score >= threshold, unreadable: false };
      }
      const result = verdict.unreadable ? "unreadable" : verdict.flagged ? "flagged" : "passed";
      checked(result, media, performance.now() - started);
      return verdict;
    },
  };
}

async function imageFrames(bytes: Buffer | Pieces): Promise<Frames | undefined> {
  const pixels = await pixelsOf(Buffer.isBuffer(bytes) ? bytes : bytes.pieces);
  return pixels && { pixels, frames: 1 };
}

function videoFrames(bytes: Buffer | Pieces): Promise<Frames | undefined> {
  return Buffer.isBuffer(bytes) ? framesOf([bytes], bytes.length) : framesOf(bytes.pieces, bytes.length);
}

let shared: Classifier | undefined;

/**
 * The process's one classifier: the model is loaded once per process, whatever number of bots it
 * runs (the tests run several), on the first image, and let go after a while without one.
 */
export function sharedClassifier(options?: ClassifierOptions): Classifier {
  shared ??= new Classifier(options);
  return shared;
}
