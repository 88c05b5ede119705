import type { Word } from "../i18n/index.js";
import type { InputImage } from "../images/attachment.js";
import type { ImageCheck, Place } from "./service.js";

/** How a member's image is fetched (src/images: checked to its end as it is read). */
export type Load = () => Promise<InputImage>;

/** The same load, reading once however often it is called: the image scored is the image sent. */
export function loadOnce(load: Load): Load {
  let loaded: Promise<InputImage> | undefined;
  return () => (loaded ??= load());
}

/**
 * Scores a member's images before anything is sent: each is fetched (once: give `loadOnce` loads,
 * which the send then reads again for free) and scored; under `block` a flagged one is refused with
 * a message naming its option, and nothing is sent. Nothing is fetched where the check is off.
 */
export async function checkInputs(
  check: ImageCheck | undefined,
  place: Place,
  inputs: readonly (readonly [field: Word, load: Load])[],
): Promise<void> {
  if (!check || inputs.length === 0 || (await check.policyAt(place)).mode === "off") return;
  for (const [field, load] of inputs) await check.input(field, (await load()).data, place);
}
