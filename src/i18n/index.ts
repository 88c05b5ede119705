/**
 * Every text a member reads, in seven languages, looked up by key: `t(locale, "admit.busy", { count: 3 })`.
 *
 * Our own small typed module rather than i18next: the bot answers each interaction in a language
 * of its own (a private reply in the member's, a job message in the server's), so a lookup is a
 * pure function of (locale, key, params) with no global language, nothing to load and no init;
 * and the compile-time checks we want come from the English texts themselves (a key that does not
 * exist, a missing or misnamed placeholder, a translation whose placeholders differ from English),
 * which i18next's typed resources check for the default language only and not across translations
 * whose plural keys differ (`_one`/`_other` in German, `_other` alone in Japanese). Plurals use
 * `Intl.PluralRules`, numbers, dates and lists `Intl` (see ./message.ts); about 150 lines in all.
 */
import { en } from "./en/index.js";
import { de } from "./de/index.js";
import { esES } from "./es-ES/index.js";
import { fr } from "./fr/index.js";
import { ja } from "./ja/index.js";
import { ko } from "./ko/index.js";
import { ptBR } from "./pt-BR/index.js";
import { languageOf, type Locale } from "./locales.js";
import { commandName, optionName } from "./commands/index.js";
import {
  render,
  type Entry,
  type OptionRef,
  type ParamsOf,
  type PlaceholderMismatch,
  type References,
  type Translation,
} from "./message.js";

export type { NestedText, OptionRef, Plural, Translation, Word } from "./message.js";

/** A parameter naming a command's option (`generate.width`), worded in each reader's language. */
export const option = (path: string) => ({ option: path });

export { LOCALES, isLocale, languageOf, type Locale } from "./locales.js";

/**
 * The parts the catalogue is made of: here the generic texts (errors, jobs, checks, rules, engines,
 * what several features share), and each feature's own, which its `texts/index.ts` adds to this
 * interface by declaration merging (`declare module`) and to `catalogues` by `addTexts` as it loads.
 *
 * The catalogue is joined this way round because a feature depends on this module, never this
 * module on a feature: src/i18n sits below src/discord, src/jobs and the features, so importing a
 * feature's texts here (even their types) would close a circle through every feature that says
 * something and make the Discord layer depend on the features. The type checker still sees one
 * catalogue: a key, its placeholders and every translation are checked as before, a feature's
 * translations by `addTexts`. A feature's code imports `t` and `text` through its own texts
 * module, so whatever can say a feature's text has loaded it.
 */
export interface CatalogueParts {
  generic: typeof en;
}
type Joined<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;
export type Catalogue = Joined<CatalogueParts[keyof CatalogueParts]>;
export type Key = keyof Catalogue;
export type Params<K extends Key> = ParamsOf<Catalogue[K]>;
/** The parameters argument of a key: none for a text without placeholders. */
export type ParamsArg<K extends Key> = keyof Params<K> extends never
  ? [params?: Record<string, never>]
  : [params: Params<K>];

/** Every text by language: the generic ones from the start, each feature's once its texts are added. */
export const catalogues = Object.fromEntries(
  Object.entries({ en, de, fr, "es-ES": esES, "pt-BR": ptBR, ja, ko }).map(([language, texts]) => [
    language,
    { ...texts },
  ]),
) as Record<Locale, Record<Key, Entry>>;

type Translations<E> = { readonly [L in Exclude<Locale, "en">]: Translation<E> };
/** A translation whose placeholders differ from English fails to compile, naming the keys that differ. */
type Agreeing<E, T extends Translations<E>> = {
  [L in Exclude<Locale, "en">]: { readonly [K in PlaceholderMismatch<E, T[L]>]: { placeholdersAsIn: E[K] } };
};

/**
 * Adds a feature's texts to the catalogue: the English ones and a translation in every other
 * language with the same keys (a missing one fails to compile) and the same placeholders (a
 * differing one fails to compile, naming the key). A key the catalogue already has is refused.
 */
export function addTexts<E extends Record<string, Entry>, T extends Translations<E>>(
  english: E,
  translations: T & Agreeing<E, T>,
): void {
  const taken = Object.keys(english).filter((key) => key in catalogues.en);
  if (taken.length > 0) throw new Error(`These texts are in the catalogue already: ${taken.join(", ")}`);
  for (const [language, texts] of Object.entries({ ...translations, en: english }))
    Object.assign(catalogues[language as Locale], texts);
}

const references =
  (language: Locale): References =>
  (kind, path) =>
    kind === "/" ? commandName(language, path) : optionName(language, path);

function lookup(locale: string | null | undefined, key: Key, params: object | undefined): string {
  const language = languageOf(locale);
  const entry = catalogues[language][key] ?? catalogues.en[key];
  // Only a key whose feature's texts were never loaded (see `CatalogueParts`) can be missing.
  if (entry === undefined) throw new Error(`No text "${key}" in the catalogue: are its feature's texts loaded?`);
  return render(language, entry, worded(language, params ?? {}), references(language));
}

/** Parameters that are texts or options of their own (alone or in a list), put into the same language's words. */
function worded(language: Locale, params: object): Record<string, unknown> {
  const word = (value: unknown): unknown => {
    if (typeof value !== "object" || value === null) return value;
    if ("key" in value && "params" in value) return lookup(language, (value as Text).key, (value as Text).params);
    if ("option" in value) return optionName(language, String((value as OptionRef).option));
    return value;
  };
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, Array.isArray(value) ? value.map(word) : word(value)]),
  );
}

/** The text of `key` in the language of `locale`, its placeholders filled and formatted for it. */
export function t<K extends Key>(locale: string | null | undefined, key: K, ...[params]: ParamsArg<K>): string {
  return lookup(locale, key, params);
}

/** A text decided in one place and put into words in another (an error thrown deep, replied to later). */
export type Text<K extends Key = Key> = K extends Key ? { key: K; params: Params<K> } : never;

export function text<K extends Key>(key: K, ...[params]: ParamsArg<K>): Text<K> {
  return { key, params: params ?? {} } as Text<K>;
}

/** A `Text` in the language of `locale`. */
export function say(locale: string | null | undefined, message: Text): string {
  return lookup(locale, message.key, message.params);
}

/** A translator bound to one locale, for a module that writes several texts for the same reader. */
export function translator(locale: string | null | undefined) {
  return <K extends Key>(key: K, ...params: ParamsArg<K>) => t(locale, key, ...params);
}
export type Translate = ReturnType<typeof translator>;

export { formatNumber, formatDate, formatRange } from "./format.js";
export { privateLocale, publicLocale, type GuildLocaleSource } from "./resolve.js";
export {
  addCommandTexts,
  choiceName,
  commandName,
  localizeCommands,
  optionName,
  type CommandTexts,
} from "./commands/index.js";
