import type { PanDirection, Strength, Zoom } from "./layout.js";
import type { Padding } from "../../workflows/built-in.js";
import type { RegionKind } from "./region/mask.js";

/** Where a variation, zoom or pan came from: the job, its image (0-based) and the message it was shown in. */
export type Derived = { job: string; image: number; messageUrl?: string } & (
  | { how: "vary"; strength: Strength }
  | { how: "zoom"; zoom: Zoom }
  | { how: "pan"; direction: PanDirection }
  | { how: "region"; region: RegionKind }
);

/** The saved workflow a variation could not keep: it cannot take an image, or it is no longer saved. */
export interface Fallback {
  name: string;
  reason: "noImage" | "gone";
}

/** Pixels added on each side by Zoom Out or Pan. */
export type { Padding };

/** A zoom or pan's job: the padding, and the checkpoint of the source's saved workflow, if it had one. */
export interface Outpaint extends Padding {
  checkpoint?: string;
}

/** A Vary (Region) job: the region, and the name its mask was uploaded under (set once uploaded). */
export interface Inpaint {
  region: RegionKind;
  mask?: string;
  /** The checkpoint of the source's saved workflow, if it had one. */
  checkpoint?: string;
}
