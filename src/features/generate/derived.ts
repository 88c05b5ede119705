import type { PanDirection, Strength, Zoom } from "./layout.js";

/** Where a variation, zoom or pan came from: the job, its image (0-based) and the message it was shown in. */
export type Derived = { job: string; image: number; messageUrl?: string } & (
  { how: "vary"; strength: Strength } | { how: "zoom"; zoom: Zoom } | { how: "pan"; direction: PanDirection }
);

/** The saved workflow a variation could not keep: it cannot take an image, or it is no longer saved. */
export interface Fallback {
  name: string;
  reason: "noImage" | "gone";
}

/** Pixels added on each side by Zoom Out or Pan. */
export interface Padding {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A zoom or pan's job: the padding, and the checkpoint of the source's saved workflow, if it had one. */
export interface Outpaint extends Padding {
  checkpoint?: string;
}
