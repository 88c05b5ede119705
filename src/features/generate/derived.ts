import type { APIEmbedField } from "discord.js";
import type { Translate } from "../../i18n/index.js";
import type { PanDirection, Strength, Zoom } from "./layout.js";
import { PAN_EMOJI } from "./layout.js";
import type { GenerateParams } from "./params.js";

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

/** The result's Workflow field: the saved one, or which built-in graph ran and why. */
export function workflowLabel(p: GenerateParams, t: Translate): string {
  if (p.outpaint) return t("creative.outpaint");
  if (p.workflow !== undefined) return p.workflow;
  if (p.fallbackFrom)
    return t(p.fallbackFrom.reason === "gone" ? "creative.fallbackGone" : "creative.fallbackNoImage", {
      name: p.fallbackFrom.name,
    });
  return t(p.image ? "generate.builtInImage" : "generate.builtInText");
}

/** "Strong variation of image 2", with a link to the message it came from. */
export function derivedFields(p: GenerateParams, t: Translate): APIEmbedField[] {
  const d = p.derived;
  if (!d) return [];
  const n = d.image + 1;
  const what =
    d.how === "vary"
      ? t("creative.variedFrom", { strength: t(d.strength === "strong" ? "creative.strong" : "creative.subtle"), n })
      : d.how === "zoom"
        ? t("creative.zoomedFrom", { zoom: `${d.zoom}×`, n })
        : t("creative.pannedFrom", { direction: PAN_EMOJI[d.direction], n });
  return [{ name: t("creative.derived"), value: d.messageUrl ? `[${what}](${d.messageUrl})` : what, inline: false }];
}
