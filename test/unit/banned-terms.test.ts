import { describe, expect, test } from "vitest";
import { UserError } from "../../src/errors.js";
import { isAgeRestrictedChannel, refuseOutsideAgeRestricted } from "../../src/rules/age-restricted.js";
import {
  BannedTermError,
  checkBannedTerm,
  compileBannedTerms,
  refuseBannedTerms,
  termKey,
} from "../../src/rules/banned-terms.js";

const matches = (term: string, text: string) => compileBannedTerms([term]).match(text) === term;

describe("a banned term matches as a whole word", () => {
  test.each([
    ["case", "cat", "A CAT on a mat"],
    ["the term's case", "CAT", "a cat"],
    ["accents in the text", "cafe", "un café noir"],
    ["accents in the term", "Crème brûlée", "creme BRULEE please"],
    ["decomposed accents", "café", "cafe\u0301"],
    ["a German sharp s", "strasse", "die Straße"],
    ["a sharp s in the term", "Straße", "STRASSE"],
    ["a Turkish dotted capital I", "istanbul", "İSTANBUL at night"],
    ["a Polish ł and a Danish ø", "lodz oresund", "Łódź Øresund"],
    ["Vietnamese tones", "pho", "một bát phở"],
    ["Greek accents and final sigma", "οδος", "ΟΔΌΣ"],
    ["Cyrillic case", "кошка", "Кошка спит"],
    ["full-width letters", "cat", "ＣＡＴ"],
    ["a ligature", "fish", "ﬁsh"],
    ["circled digits", "123", "code ①②③"],
    ["at the start and at the end", "cat", "cat"],
    ["before punctuation", "cat", "a cat, a dog."],
    ["inside prompt weights", "cat", "(cat:1.3), masterpiece"],
    ["before an apostrophe", "cat", "the cat's toy"],
    ["after an elided article", "amour", "l'amour"],
    ["in a hyphenated word", "cat", "cat-girl"],
    ["next to an underscore", "cat", "cat_girl"],
    ["split by a zero-width space", "cat", "c\u200bat"],
    ["split by a soft hyphen", "catnip", "cat\u00adnip"],
    ["split by a zero-width joiner", "cat", "c\u200dat"],
    ["a multi-word term across spaces", "red fox", "a red   fox"],
    ["a multi-word term across punctuation", "red fox", "red, fox"],
    ["a hyphenated term without its hyphen", "x-rated", "X rated"],
    ["a multi-word term across a line of dashes", "x rated", "x — rated"],
    ["an emoji", "🍆", "a big 🍆!"],
    ["an emoji of another skin tone", "👍", "nice 👍🏿"],
    ["an emoji next to a word", "🍆", "eggplant🍆"],
    ["a family emoji", "👨‍👩‍👧", "the 👨‍👩‍👧 at home"],
    ["a flag among flags", "🇺🇸", "🇫🇷🇺🇸🇩🇪"],
    ["Arabic without its vowel marks", "كتب", "كَتَبَ"],
    ["Hebrew without its points", "שלום", "שָׁלוֹם"],
  ])("ignoring %s", (_what, term, text) => {
    expect(matches(term, text)).toBe(true);
  });

  test.each([
    ["a word that contains the term", "cat", "concatenate"],
    ["a word that starts with the term", "cat", "category"],
    ["a plural (a different word)", "cat", "cats"],
    ["the term followed by a digit", "cat", "cat2"],
    ["letters of the term apart", "cat", "c a t"],
    ["letters of the term split by dots", "cat", "c.a.t"],
    ["one word of a multi-word term", "red fox", "a red panda and a fox"],
    ["a multi-word term in another order", "red fox", "fox red"],
    ["a multi-word term inside longer words", "red fox", "bred foxes"],
    ["a Cyrillic look-alike (not folded)", "cat", "сat"],
    ["kana that differ by a voicing mark", "か", "が"],
    ["Hangul syllables that differ by a final consonant", "가", "각"],
    ["an emoji that is another emoji", "🍆", "🍑"],
    ["a flag made of the end of one flag and the start of the next", "🇷🇺", "🇫🇷🇺🇸"],
    ["a Latin term glued to more letters after CJK", "cat", "猫cats"],
  ])("not in %s", (_what, term, text) => {
    expect(matches(term, text)).toBe(false);
  });

  test.each([
    ["Chinese inside a sentence", "猫", "我喜欢猫和狗"],
    ["Japanese inside a longer word", "猫", "黒猫が好き"],
    ["Japanese katakana with its long mark", "コーヒー", "アイスコーヒーください"],
    ["Korean with a particle attached", "고양이", "고양이가 잔다"],
    ["Thai inside a sentence", "แมว", "ฉันรักแมวมาก"],
    ["a Latin word written next to kana", "cat", "catが好き"],
    ["a term mixing CJK and Latin", "猫cat", "黒猫cat!"],
  ])("in scripts without spaces between words it matches inside words: %s", (_what, term, text) => {
    expect(matches(term, text)).toBe(true);
  });

  test("a mixed term keeps its boundary on its Latin edge", () => {
    expect(matches("猫cat", "黒猫cats")).toBe(false);
  });

  test("with no terms nothing matches, and the first term found is the one reported", () => {
    expect(compileBannedTerms([]).match("anything")).toBeUndefined();
    expect(compileBannedTerms(["dog", "cat"]).match("cat and dog")).toBe("dog");
  });

  test("200 terms of 100 characters: the last one is found at the end of a 2,000-character prompt", () => {
    const terms = Array.from({ length: 200 }, (_, i) => `${"term".repeat(24)}${i}`.slice(-100));
    const matcher = compileBannedTerms(terms);
    const prompt = `${"a long and harmless prompt ".repeat(74)}`.slice(0, 2000);
    expect(matcher.match(prompt)).toBeUndefined();
    expect(matcher.match(`${prompt.slice(0, 1800)} ${terms[199]}`)).toBe(terms[199]);
  });
});

describe("refusing a request", () => {
  test("names the field that holds a banned term and never the term or the list", () => {
    const refuse = () =>
      refuseBannedTerms(["secret-word", "other"], {
        prompt: "fine",
        negative: "a Secret Word here",
        frames: "also other",
      });
    expect(refuse).toThrow(BannedTermError);
    expect(refuse).toThrow(UserError);
    expect(refuse).toThrow(
      "This server's rules refuse this request: `negative` contains a term the server does not allow. Nothing was sent.",
    );
    try {
      refuse();
    } catch (error) {
      expect(String((error as Error).message).toLowerCase()).not.toMatch(/secret|other/);
    }
  });

  test("passes texts without banned terms, and texts left out", () => {
    expect(() =>
      refuseBannedTerms(compileBannedTerms(["cat"]), { prompt: "a dog", negative: undefined, extend: null, empty: "" }),
    ).not.toThrow();
  });
});

describe("a term a server adds", () => {
  test.each([
    ["spaces at the ends", "  cat  ", "cat", "cat"],
    ["accents and case", "Café Noir", "Café Noir", "cafe noir"],
    ["decomposed accents (composed)", "cafe\u0301", "café", "cafe"],
    ["an emoji", "🍆", "🍆", "🍆"],
    ["a flag", "🇺🇸", "🇺🇸", "🇺🇸"],
    ["CJK", "猫", "猫", "猫"],
    ["100 characters", "x".repeat(100), "x".repeat(100), "x".repeat(100)],
  ])("accepts %s", (_what, raw, term, key) => {
    expect(checkBannedTerm(raw)).toEqual({ term, key });
  });

  test.each([
    ["nothing", "", "`term` must be 1 to 100 characters long (it is 0)"],
    ["spaces only", "   ", "`term` must be 1 to 100 characters long (it is 0)"],
    ["zero-width characters only", "\u200b\u200d", "`term` must contain visible text"],
    ["101 characters", "x".repeat(101), "`term` must be 1 to 100 characters long (it is 101)"],
    ["a NUL", "cat\u0000", "`term` must not contain control characters"],
    ["a lone surrogate", "cat\ud800", "`term` contains a broken character"],
    ["a direction override", "\u202ecat", "`term` must not contain text-direction override characters"],
    ["a mention", "@everyone", "`term` must not contain mentions"],
    ["punctuation only", "!?-", "`term` must contain a letter, a digit or an emoji"],
  ])("refuses %s, naming the field", (_what, raw, refusal) => {
    expect(() => checkBannedTerm(raw)).toThrow(UserError);
    expect(() => checkBannedTerm(raw)).toThrow(refusal);
  });

  test("spellings of one term share a key", () => {
    expect(termKey("X-Rated")).toBe(termKey("x rated"));
    expect(termKey("ÉTÉ")).toBe(termKey("ete"));
    expect(termKey("cat")).not.toBe(termKey("cats"));
  });
});

describe("age-restricted workflows", () => {
  const nsfw = { nsfw: true, isThread: () => false };
  const ordinary = { nsfw: false, isThread: () => false };
  const thread = (parentNsfw: boolean) => ({ isThread: () => true, parent: { nsfw: parentNsfw } });

  test("a channel is age-restricted by its own mark, a thread by its channel's", () => {
    expect([nsfw, ordinary, thread(true), thread(false), null].map(isAgeRestrictedChannel)).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
  });

  test("such a workflow is refused outside them, naming it; any other runs anywhere", () => {
    const restricted = { name: "spicy", ageRestricted: true };
    expect(() => refuseOutsideAgeRestricted(restricted, ordinary)).toThrow(
      'The workflow "spicy" runs only in age-restricted channels',
    );
    expect(() => refuseOutsideAgeRestricted(restricted, thread(false))).toThrow(UserError);
    expect(() => refuseOutsideAgeRestricted(restricted, thread(true))).not.toThrow();
    expect(() => refuseOutsideAgeRestricted({ name: "plain", ageRestricted: false }, ordinary)).not.toThrow();
  });
});
