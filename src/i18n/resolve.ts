import { languageOf, type Locale } from "./locales.js";

/** What Discord says of a server's language: discord.js's `Guild` has both. */
export interface GuildLocaleSource {
  features: readonly string[];
  /** `guild_locale` / `preferred_locale`; Discord lets a server choose it only when it is a Community server. */
  preferredLocale: string;
}

/** A private reply speaks the member's language: their client's, as the interaction says (`interaction.locale`). */
export function privateLocale(interaction: { locale: string }): Locale {
  return languageOf(interaction.locale);
}

/**
 * A public job message speaks the server's language: the one set with `/settings language`, else
 * the Community server's own locale, else English (a server that is not a Community server has
 * no locale of its own: Discord reports en-US for every one of them).
 */
export function publicLocale(setting: Locale | null | undefined, guild: GuildLocaleSource | null | undefined): Locale {
  if (setting) return setting;
  if (guild?.features.includes("COMMUNITY")) return languageOf(guild.preferredLocale);
  return "en";
}
