import type { ModelSettings } from "../db/settings.js";
import { UserError } from "../errors.js";
import { option, text } from "../i18n/index.js";
import { shortName } from "../models/closest.js";
import { isAgeRestrictedChannel, type ChannelLike } from "./age-restricted.js";

/** The models a job names, as the member or its stored params gave them. */
export interface ModelsAsked {
  checkpoint?: string;
  loras?: readonly string[];
}

const SHOWN = 10;

/** A name in a message: in code quotes, which it cannot close. */
export function quoted(name: string): string {
  return `\`${name.replaceAll("`", "'")}\``;
}

/** Whether a server's list holds a name: as listed, or as people type it (`ink` for `styles/ink.safetensors`). */
export function listed(list: readonly string[], name: string): boolean {
  const short = shortName(name);
  return list.some((entry) => entry === name || shortName(entry) === short);
}

/**
 * A server's `/settings models`: a checkpoint or LoRA outside its list (when it keeps one) is
 * refused naming what it offers; one marked age-restricted, anywhere but an age-restricted channel.
 */
export function refuseModels(settings: ModelSettings, asked: ModelsAsked, channel: ChannelLike | null | undefined) {
  const each = [
    ...(asked.checkpoint === undefined
      ? []
      : [
          {
            name: asked.checkpoint,
            field: "generate.model",
            offered: settings.offeredModels,
            restricted: settings.restrictedModels,
          },
        ]),
    ...(asked.loras ?? []).map((name) => ({
      name,
      field: "generate.lora",
      offered: settings.offeredLoras,
      restricted: settings.restrictedLoras,
    })),
  ];
  for (const { name, field, offered, restricted } of each) {
    const params = { field: option(field), name: quoted(name) };
    // A long list is cut: the refusal stays one message; autocomplete shows the rest.
    const shown = [...offered.slice(0, SHOWN).map(quoted), ...(offered.length > SHOWN ? ["…"] : [])];
    if (offered.length > 0 && !listed(offered, name))
      throw new UserError(text("rules.modelNotOffered", { ...params, names: shown }));
    if (listed(restricted, name) && !isAgeRestrictedChannel(channel))
      throw new UserError(text("rules.modelAgeRestricted", params));
  }
}

/** Whether /generate offers a name here (its autocomplete): on the server's list, if any, and age-restricted only where the channel is. */
export function offeredHere(
  settings: ModelSettings,
  kind: string,
  name: string,
  channel: ChannelLike | null | undefined,
): boolean {
  const lists =
    kind === "checkpoint"
      ? { offered: settings.offeredModels, restricted: settings.restrictedModels }
      : kind === "lora"
        ? { offered: settings.offeredLoras, restricted: settings.restrictedLoras }
        : undefined;
  if (!lists) return true;
  if (lists.offered.length > 0 && !listed(lists.offered, name)) return false;
  return !listed(lists.restricted, name) || isAgeRestrictedChannel(channel);
}
