/** What the classifier's thread and the process say to each other. */

/** The model's input: square RGB images of this side. */
export const INPUT_SIDE = 224;

/** One or more frames (a video's), each INPUT_SIDE² RGB pixels, one after the other. */
export interface ToWorker {
  id: number;
  pixels: Uint8Array;
  frames: number;
}

export type FromWorker =
  | { type: "ready" }
  | { type: "failed"; message: string }
  | { type: "scores"; id: number; scores: number[][] }
  | { type: "error"; id: number; message: string };
