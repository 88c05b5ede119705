/** The languages the bot speaks, by Discord's locale codes (English stands for en-US and en-GB). */
export const LOCALES = ["en", "de", "fr", "es-ES", "pt-BR", "ja", "ko"] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The bot's language for a Discord locale: its own, or the nearest it speaks (Latin American
 * Spanish reads the Spanish texts), else English. An absent locale (a reaction has none) is English.
 */
export function languageOf(locale: string | null | undefined): Locale {
  if (isLocale(locale)) return locale;
  if (locale === "es-419") return "es-ES";
  return "en";
}
