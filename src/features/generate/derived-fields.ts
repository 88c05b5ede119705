import type { APIEmbedField } from "discord.js";
// Not `import type`: loading this module loads the texts it says.
import { type Translate } from "./texts/index.js";
import { PAN_EMOJI } from "./layout.js";
import type { GenerateParams } from "./params.js";

/** The result's Workflow field: the saved one, or which built-in graph ran and why. */
export function workflowLabel(p: GenerateParams, t: Translate): string {
  if (p.outpaint) return t("creative.outpaint");
  if (p.inpaint) return t("region.workflow");
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
        : d.how === "pan"
          ? t("creative.pannedFrom", { direction: PAN_EMOJI[d.direction], n })
          : t("region.variedFrom", { region: t(`region.${d.region}`), n });
  return [{ name: t("creative.derived"), value: d.messageUrl ? `[${what}](${d.messageUrl})` : what, inline: false }];
}
