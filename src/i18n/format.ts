import { languageOf } from "./locales.js";
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
