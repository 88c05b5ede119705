import type { APIEmbedField, ChatInputCommandInteraction, SlashCommandSubcommandBuilder } from "discord.js";
import type { GuildSettings } from "../../db/store.js";
import { UserError } from "../../errors.js";
import { formatNumber } from "../../i18n/format.js";
import {
  CHECK_MODES,
  STRICTNESSES,
  THRESHOLDS,
  type CheckMode,
  type ImageCheckSettings,
  type Strictness,
} from "../../image-check/policy.js";
import type { SettingsChange } from "./change.js";
import { t, text } from "./texts/index.js";

const AGE_RESTRICTED = ["exempt", "checked"] as const;

/** `/settings images`: what the image check does with a flagged image here, from which score, and where. */
export function imagesSubcommand(s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return s
    .setName("images")
    .setDescription("What the image check does with images it flags")
    .addStringOption((o) =>
      o
        .setName("check")
        .setDescription("Off, a flagged image behind a spoiler, or held back")
        .addChoices(...CHECK_MODES.map((mode) => ({ name: mode, value: mode }))),
    )
    .addStringOption((o) =>
      o
        .setName("strictness")
        .setDescription("How readily an image is flagged")
        .addChoices(...STRICTNESSES.map((name) => ({ name, value: name }))),
    )
    .addStringOption((o) =>
      o
        .setName("age_restricted")
        .setDescription("Whether age-restricted channels are checked too")
        .addChoices(...AGE_RESTRICTED.map((name) => ({ name, value: name }))),
    );
}

/** The change the options make (at least one given); a value Discord did not offer is refused. */
export function imagesChange(interaction: ChatInputCommandInteraction<"cached">): SettingsChange {
  const o = interaction.options;
  const pick = <T extends string>(name: string, values: readonly T[]): T | undefined => {
    const value = o.getString(name);
    if (value === null) return undefined;
    if (!(values as readonly string[]).includes(value)) throw new UserError(text("common.settingGone", { name }));
    return value as T;
  };
  const mode = pick<CheckMode>("check", CHECK_MODES);
  const strictness = pick<Strictness>("strictness", STRICTNESSES);
  const ageRestricted = pick<ImageCheckSettings["ageRestricted"]>("age_restricted", AGE_RESTRICTED);
  if (mode === undefined && strictness === undefined && ageRestricted === undefined)
    throw new UserError(text("images.none"));
  return {
    patch: () => ({ imageCheck: { mode, strictness, ageRestricted } }),
    confirm: (saved, locale) => t(locale, "images.saved", { policy: describePolicy(saved, undefined, locale) }),
  };
}

/** The policy in words: what happens to a flagged image, from which score, and in age-restricted channels. */
export function describePolicy(settings: GuildSettings, operatorThreshold: number | undefined, locale: string): string {
  const { mode, strictness, ageRestricted } = settings.imageCheck;
  const threshold = formatNumber(locale, operatorThreshold ?? THRESHOLDS[strictness]);
  const lines = [t(locale, `images.mode.${mode}`)];
  if (mode !== "off") {
    lines.push(
      operatorThreshold === undefined
        ? t(locale, "images.threshold", { strictness: t(locale, `images.strictness.${strictness}`), threshold })
        : t(locale, "images.operatorThreshold", { threshold }),
      t(locale, `images.ageRestricted.${ageRestricted}`),
    );
  }
  return lines.join("\n");
}

/** `/settings show`'s field. */
export function imagesField(
  settings: GuildSettings,
  operatorThreshold: number | undefined,
  locale: string,
): APIEmbedField {
  return { name: t(locale, "show.images"), value: describePolicy(settings, operatorThreshold, locale) };
}
