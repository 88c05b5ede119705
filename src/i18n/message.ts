/**
 * The shape of a catalogue entry and what its placeholders need, worked out from the English text
 * itself: `{name}` takes a string or a number as it is, `{name, number}` a number formatted by
 * `Intl.NumberFormat`, `{name, date}` a date by `Intl.DateTimeFormat`, `{name, list}` /
 * `{name, or}` a list joined by `Intl.ListFormat` ("a, b and c" / "a, b or c"). A plural entry is
 * an object of `Intl.PluralRules` categories (`other` always) chosen by its `count`. A text names a
 * command as `{/settings key}` and an option as `{@generate.width}`: both are filled in by
 * themselves with the names a member of that language sees (see ./commands), never by the caller.
 */
export type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";
export type Plural = { readonly other: string } & { readonly [C in Exclude<PluralCategory, "other">]?: string };
export type Entry = string | Plural;

/** Every `{…}` of a text, as written (`name` or `name, number`). */
type Placeholders<S> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;
type NameOf<P> = P extends `${infer N}, ${string}` ? N : P;

/** An option named by a text's parameter (`{ field: option("generate.width") }`): put in the reader's words. */
export interface OptionRef {
  readonly option: string;
}
/**
 * A catalogue text put into words inside another, in the same language (`{problem}` given
 * `text("inspect.empty")`, a list of `text("permission.EmbedLinks")`): what `text()` returns.
 */
export interface NestedText {
  readonly key: string;
  readonly params: object;
}
/** What a placeholder or a list item may be given: put into the reader's words where it is not a plain value. */
export type Word = string | OptionRef | NestedText;
type ValueOf<P> = P extends `${string}, number`
  ? number
  : P extends `${string}, date`
    ? Date | number
    : P extends `${string}, list` | `${string}, or`
      ? readonly Word[]
      : Word | number;

type TextsOf<E> = E extends string ? E : E[keyof E & PluralCategory] & string;

/** The parameters an entry needs; a plural's `count` is always one. */
export type ParamsOf<E> = {
  [P in Placeholders<TextsOf<E>> as NameOf<P> extends `/${string}` | `@${string}` ? never : NameOf<P>]: ValueOf<P>;
} & (E extends string ? unknown : { count: number });

/** The placeholder names of an entry, for checking that a translation keeps the same ones. */
export type NamesOf<E> = NameOf<Placeholders<TextsOf<E>>>;

/** What a translation of an English area looks like: the same keys, a text or plural forms each. */
export type Translation<A> = { readonly [K in keyof A]: A[K] extends string ? string : Plural };

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The keys of `T` whose placeholders differ from English; `never` when all agree. */
export type PlaceholderMismatch<A, T extends Translation<A>> = {
  [K in keyof A]: Same<NamesOf<A[K]>, NamesOf<T[K]>> extends true ? never : K;
}[keyof A];

const PLACEHOLDER = /\{(\w+)(?:, (number|date|list|or))?\}/g;
const REFERENCE = /\{([/@])([\w .-]+)\}/g;

/** Puts a command (`/`) or option (`@`) path into the reader's words. */
export type References = (kind: "/" | "@", path: string) => string;

const cache = new Map<string, unknown>();
function cached<T>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (found === undefined) cache.set(key, (found = make()));
  return found;
}

export const numberFormat = (locale: string) => cached(`n:${locale}`, () => new Intl.NumberFormat(locale));
export const dateFormat = (locale: string) =>
  cached(
    `d:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }),
  );
const listFormat = (locale: string, type: "conjunction" | "disjunction") =>
  cached(`l:${type}:${locale}`, () => new Intl.ListFormat(locale, { type }));
const pluralRules = (locale: string) => cached(`p:${locale}`, () => new Intl.PluralRules(locale));

/** Picks the plural form for `count` by the language's rules, `other` when the form is missing. */
export function pluralForm(locale: string, entry: Plural, count: number): string {
  return entry[pluralRules(locale).select(count)] ?? entry.other;
}

/** Fills an entry's placeholders with `params`, formatted for `locale`. */
export function render(locale: string, entry: Entry, params: Record<string, unknown>, references?: References): string {
  const text = typeof entry === "string" ? entry : pluralForm(locale, entry, Number(params.count));
  const named = references
    ? text.replace(REFERENCE, (_, kind: "/" | "@", path: string) => references(kind, path))
    : text;
  return named.replace(PLACEHOLDER, (whole, name: string, format: string | undefined) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === "object" && value !== null && "option" in value) {
      const path = String((value as OptionRef).option);
      return references ? references("@", path) : path.slice(path.lastIndexOf(".") + 1);
    }
    if (format === "number") return numberFormat(locale).format(value as number);
    if (format === "date") return dateFormat(locale).format(value as Date | number);
    if (format === "list" || format === "or")
      return listFormat(locale, format === "or" ? "disjunction" : "conjunction").format(value as string[]);
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a placeholder of any other type, as JavaScript writes it
    return String(value);
  });
}

/** The placeholder names and references of a text at run time (for the catalogue tests). */
export function placeholderNames(entry: Entry): string[] {
  const texts = typeof entry === "string" ? [entry] : Object.values(entry);
  const names = (text: string) => [
    ...[...text.matchAll(PLACEHOLDER)].map((m) => m[1]!),
    ...[...text.matchAll(REFERENCE)].map((m) => m[1]! + m[2]!),
  ];
  return [...new Set(texts.flatMap(names))].sort();
}

/** A compile-time assertion: `Assert<Agrees<PlaceholderMismatch<…>>>` fails naming the keys that differ. */
export type Agrees<M> = [M] extends [never] ? true : { placeholdersDifferIn: M };
export type Assert<T extends true> = T;
