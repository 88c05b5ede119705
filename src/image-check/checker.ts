import type { Pieces } from "../pieces.js";
import { Classifier, type ClassifierOptions } from "./classifier.js";
import { checked, type Media } from "./metrics.js";
import { pixelsOf } from "./pixels.js";
import { INPUT_SIDE } from "./protocol.js";
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

/** One frame's pixels as the model takes them. */
const FRAME_BYTES = INPUT_SIDE * INPUT_SIDE * 3;
/**
 * A video's decoder (ffmpeg's WebAssembly build, in a thread of its own while it decodes): 80–140
 * MB measured. One video is decoded at a time in the process (./video.js): a delivery counts it
 * once, however many videos it has (`checkBytes`).
 */
const DECODER_BYTES = 96 * 1024 * 1024;
/** The frames a video's check takes (./video-worker.js). */
const VIDEO_FRAMES = 3;

/**
 * What checking a file of `size` bytes holds beside the file while it is checked: its pixels twice
 * (here, kept for a resend, and the copy in the model's thread's line); a video's copy handed to its
 * decoder, and the decoder itself when `decoder` (the delivery's first video: one decodes at a
 * time, so the delivery's others wait for the same one). Counted by delivery with the files it
 * holds (`FetchPolicy.alongside`).
 */
export function checkBytes(media: Media, size: number, decoder: boolean): number {
  if (media === "image") return 2 * FRAME_BYTES;
  return size + (decoder ? DECODER_BYTES : 0) + 2 * VIDEO_FRAMES * FRAME_BYTES;
}

/** The check on `classifier`: decoding here (sharp's threads, or a video's own thread), the model in its thread. */
export function imageChecker(classifier: Classifier): ImageChecker {
  return {
    warm: () => classifier.warm(),
    async check(bytes, media, threshold) {
      const started = performance.now();
      const frames = await (media === "video" ? videoFrames(bytes) : imageFrames(bytes));
      let verdict: Verdict = UNREADABLE;
      if (frames) {
        const scores = await classifier.classify(frames.pixels, frames.frames).catch(() => undefined);
        if (scores && scores.length === frames.frames) {
          const score = Math.max(...scores.map(scoreOf));
          verdict = { score, flagged: score >= threshold, unreadable: false };
        }
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
