import { SETTINGS_LIMITS } from "../db/settings.js";
import { UserError } from "../errors.js";
import { option, text, type Text } from "../i18n/index.js";
import { checkText } from "../member-input/options.js";
import { isMemberScope } from "../scope.js";

/*
 * A server's banned terms, matched as whole words in every text a member sends.
 *
 * Both sides are folded the same way: compatibility forms spelled out (NFKD: "ﬁ" is "fi", full-width
 * "ＣＡＴ" is "CAT"), invisible characters dropped (so a zero-width space cannot split a word), case
 * folded, accents and other diacritics removed, and the few letters with a stroke that Unicode does
 * not decompose (ł, ø, đ...) written plainly. Only diacritics go, not every combining mark: the
 * vowel signs of Indic and Thai scripts and the kana voicing marks are part of their letters.
 * Libraries that remove accents work from their own tables and transliterate other scripts; this
 * is the Unicode normalisation they approximate, in a few lines.
 *
 * A word is a run of letters, marks and digits (so punctuation, apostrophes, hyphens and
 * underscores end words: "cat's" and "cat-girl" both hold the word "cat"), or one emoji (a flag
 * is one, its skin tone and presentation are folded away). A
 * multi-word term matches its words in a row, whatever separates them ("x-rated" is "x rated").
 *
 * Chinese, Japanese, Korean, Thai, Lao, Khmer and Burmese text does not mark words with spaces
 * (and Korean attaches particles to its nouns), so an edge of a term that is in one of these
 * scripts needs no word boundary: "猫" matches in "黒猫が好き". A server banning a short term there
 * bans it inside longer words too; for a list of refused words, refusing too much is the safer way
 * to be wrong. Look-alike letters of other scripts (a Cyrillic "а" for a Latin "a") are not folded.
 */

const DIACRITICS =
  // eslint-disable-next-line no-misleading-character-class -- combining marks matched alone, to be removed
  /[\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u064B-\u065F\u0670]/gu;
/** Format characters (zero-width spaces and joiners, soft hyphens, direction marks), fillers and variation selectors. */
// eslint-disable-next-line no-misleading-character-class -- each one is matched alone on purpose (fillers, variation selectors)
const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFE00-\uFE0F\uFFA0]/gu;
const PLAIN: Record<string, string> = {
  ł: "l",
  ø: "o",
  đ: "d",
  ð: "d",
  ħ: "h",
  ŧ: "t",
  ƀ: "b",
  ς: "σ",
  æ: "ae",
  œ: "oe",
  þ: "th",
};
const STROKED = new RegExp(`[${Object.keys(PLAIN).join("")}]`, "gu");
const UNSPACED =
  "\\p{scx=Han}\\p{scx=Hira}\\p{scx=Kana}\\p{scx=Hang}\\p{scx=Thai}\\p{scx=Laoo}\\p{scx=Khmr}\\p{scx=Mymr}";
const WORD_CHAR = "[\\p{L}\\p{M}\\p{N}]";
const UNSPACED_CHAR = `(?=${WORD_CHAR})[${UNSPACED}]`;
const WORD = new RegExp(
  `(?:${UNSPACED_CHAR})+|(?:(?!${UNSPACED_CHAR})${WORD_CHAR})+|\\p{Extended_Pictographic}|\\p{Regional_Indicator}{2}`,
  "gu",
);
const STARTS_UNSPACED = new RegExp(`^${UNSPACED_CHAR}`, "u");
const ENDS_UNSPACED = new RegExp(`${UNSPACED_CHAR}$`, "u");

/** The text as matching sees it: compatibility forms, case, accents and invisible characters folded away. */
export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(INVISIBLE, "")
    .toUpperCase() // upper, then lower: "ß" becomes "ss", "İ" and "ı" become "i"
    .toLowerCase()
    .normalize("NFKD")
    .replace(DIACRITICS, "")
    .replace(STROKED, (letter) => PLAIN[letter]!)
    .normalize("NFC");
}

/** The folded words of a text, in order. */
export function words(text: string): string[] {
  return fold(text).match(WORD) ?? [];
}

/** What two spellings of one term share ("Café" and "CAFE" are one term); empty when it has no word. */
export function termKey(term: string): string {
  return words(term).join(" ");
}

/** The term's words in a row, with a boundary at each edge that is not in an unspaced script. */
function needle(term: string): string | undefined {
  const key = termKey(term);
  if (key === "") return undefined;
  return `${STARTS_UNSPACED.test(key) ? "" : " "}${key}${ENDS_UNSPACED.test(key) ? "" : " "}`;
}

export interface BannedTermMatcher {
  /** The first banned term (as the server typed it) found in the text, if any. */
  match(text: string): string | undefined;
}

export function compileBannedTerms(terms: readonly string[]): BannedTermMatcher {
  const needles = terms.flatMap((term) => {
    const found = needle(term);
    return found === undefined ? [] : [{ term, needle: found }];
  });
  return {
    match(text) {
      if (needles.length === 0) return undefined;
      const haystack = ` ${words(text).join(" ")} `;
      return needles.find((n) => haystack.includes(n.needle))?.term;
    },
  };
}

/** The fields kinds give the rules, as the options members type them (the same words in every command). */
const FIELD_OPTIONS: Readonly<Record<string, string>> = { prompt: "generate.prompt", negative: "generate.negative" };
const FRAME_ENTRY = /^frames entry (\d+)$/;

/**
 * The refusal naming `field` in the reader's words: an option's name, or a key frame's entry of
 * `frames`; in a member's scope (outside servers that added the bot) the terms are the bot's, not a server's.
 */
function bannedTermText(field: string, scope: string): Text {
  const member = isMemberScope(scope);
  const frame = FRAME_ENTRY.exec(field);
  if (frame) return text(member ? "anywhere.bannedTermFrame" : "rules.bannedTermFrame", { n: Number(frame[1]) });
  return text(member ? "anywhere.bannedTerm" : "rules.bannedTerm", {
    field: Object.hasOwn(FIELD_OPTIONS, field) ? option(FIELD_OPTIONS[field]!) : field,
  });
}

/** A request refused by the banned terms of its scope (src/scope.ts); it names the field but never the term. */
export class BannedTermError extends UserError {
  constructor(
    readonly field: string,
    scope = "",
  ) {
    super(bannedTermText(field, scope));
  }
}

/**
 * Throws a BannedTermError for the first text (by field name, in the order given) holding a
 * banned term. Give every text the member sent: prompts, negatives, frames' prompts, forms.
 */
export function refuseBannedTerms(
  terms: readonly string[] | BannedTermMatcher,
  texts: Record<string, string | null | undefined>,
  scope = "",
): void {
  const matcher = "match" in terms ? terms : compileBannedTerms(terms);
  for (const [field, text] of Object.entries(texts)) {
    if (text && matcher.match(text) !== undefined) throw new BannedTermError(field, scope);
  }
}

const L = SETTINGS_LIMITS.bannedTerms;

/**
 * A term a server adds, checked with the rules of every member text (length, control and
 * direction characters, mentions), and holding at least one word so that it can match.
 */
export function checkBannedTerm(raw: string): { term: string; key: string } {
  const term = checkText(option("settings.banned-terms.add.term"), raw, { max: L.length.max });
  const key = termKey(term);
  if (key === "") throw new UserError(text("rules.termEmpty"));
  return { term, key };
}
