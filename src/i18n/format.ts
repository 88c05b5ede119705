import { languageOf, type Locale } from "./locales.js";
import { dateFormat, numberFormat } from "./message.js";

/** A number as the reader's language writes it (1,024 · 1.024 · 1 024). */
export function formatNumber(locale: string | null | undefined, value: number): string {
  return numberFormat(languageOf(locale)).format(value);
}

/** A date and time (UTC) as the reader's language writes it. */
export function formatDate(locale: string | null | undefined, value: Date | number): string {
  return dateFormat(languageOf(locale)).format(value);
}

/** A Discord timestamp that counts by itself in every client (no edits needed). */
export function relativeTime(epochMs: number): string {
  return `<t:${Math.round(epochMs / 1000)}:R>`;
}

/** How each language writes "from min to max" (`64 to 2048`, `64 bis 2048`, `64〜2048`). */
const RANGE: Readonly<Record<Locale, (min: string, max: string) => string>> = {
  en: (min, max) => `${min} to ${max}`,
  de: (min, max) => `${min} bis ${max}`,
  fr: (min, max) => `${min} à ${max}`,
  "es-ES": (min, max) => `${min} a ${max}`,
  "pt-BR": (min, max) => `${min} a ${max}`,
  ja: (min, max) => `${min}〜${max}`,
  ko: (min, max) => `${min}~${max}`,
};

/**
 * A limit's range in the reader's language, from its numbers (`{ min: 64, max: 2048 }` → `64 bis
 * 2048`): what a text says of a limit is the limit. Numbers without grouping, as a member types them.
 */
export function formatRange(locale: string | null | undefined, limit: { min: number; max: number }): string {
  const language = languageOf(locale);
  const number = (value: number) => plainNumber(language).format(value);
  return RANGE[language](number(limit.min), number(limit.max));
}

const plainNumbers = new Map<Locale, Intl.NumberFormat>();
const plainNumber = (language: Locale) => {
  let format = plainNumbers.get(language);
  if (!format) plainNumbers.set(language, (format = new Intl.NumberFormat(language, { useGrouping: false })));
  return format;
};
