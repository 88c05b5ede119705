import type { ObjectInfo } from "../cloud-types.js";

/**
 * The choices of an input, in either format the engine's `object_info` uses: `[[choice, ...],
 * {options}]` (older nodes) or `["COMBO", { options: [...] }]` (newer ones); undefined otherwise.
 */
export function inputChoices(info: ObjectInfo, classType: string, input: string): unknown[] | undefined {
  const inputs = info[classType]?.input;
  const spec = inputs?.required?.[input] ?? inputs?.optional?.[input];
  if (!Array.isArray(spec)) return undefined;
  if (Array.isArray(spec[0])) return spec[0];
  const options = spec[1]?.options;
  return spec[0] === "COMBO" && Array.isArray(options) ? options : undefined;
}

/** The text choices of an input (none: `[]`). */
export function textChoices(info: ObjectInfo, classType: string, input: string): string[] {
  return (inputChoices(info, classType, input) ?? []).filter((c): c is string => typeof c === "string");
}

/** The checkpoints an engine has: `CheckpointLoaderSimple.ckpt_name`'s choices (none: `[]`). */
export function checkpointsOf(info: ObjectInfo): string[] {
  return textChoices(info, "CheckpointLoaderSimple", "ckpt_name");
}
