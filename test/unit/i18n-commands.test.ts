import { describe, expect, test } from "vitest";
import { commandDefinitions } from "../../scripts/deploy-commands.js";
import { COMMAND_TABLES } from "../../src/i18n/commands/index.js";
import { isIdentifierChoice } from "../../src/i18n/commands/table.js";
import { commandName, optionName } from "../../src/i18n/index.js";

/** What `npm run deploy-commands` sends, walked: every name and description with its localizations. */
type Choice = { name: string; value: string | number; name_localizations?: Record<string, string> };
type Item = {
  name: string;
  description?: string;
  type?: number;
  name_localizations?: Record<string, string>;
  description_localizations?: Record<string, string>;
  options?: Item[];
  choices?: Choice[];
};
interface Named {
  path: string;
  kind: "command" | "option" | "menu";
  item: Item;
  siblings: Item[];
}

const definitions = commandDefinitions() as unknown as Item[];
const named: Named[] = [];
const choices: Array<{ path: string; choice: Choice }> = [];
function walk(item: Item, path: string, siblings: Item[], kind: Named["kind"]): void {
  named.push({ path, kind, item, siblings });
  for (const choice of item.choices ?? []) choices.push({ path: `${path}=${choice.value}`, choice });
  for (const option of item.options ?? []) walk(option, `${path}.${option.name}`, item.options!, "option");
}
for (const d of definitions) walk(d, d.name, definitions, d.type === 1 || d.type === undefined ? "command" : "menu");

const LOCALES = ["de", "fr", "es-ES", "es-419", "pt-BR", "ja", "ko"];
const NAME = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const slash = named.filter((n) => n.kind !== "menu");

describe("the registered commands in every language", () => {
  test("cover every command, option and choice", () => {
    expect(definitions.length).toBeGreaterThanOrEqual(12);
    expect(slash.length).toBeGreaterThan(100);
    expect(choices.length).toBeGreaterThan(50);
  });

  test.each(slash.map((n) => [n.path, n] as const))(
    "%s: a Discord name and description in each language",
    (_, { item }) => {
      for (const locale of LOCALES) {
        const name = item.name_localizations?.[locale];
        const description = item.description_localizations?.[locale];
        expect(name, locale).toMatch(NAME);
        expect(name, locale).toBe(name!.toLowerCase());
        expect(description?.length, `${locale}: ${description}`).toBeGreaterThanOrEqual(1);
        expect(description!.length, `${locale}: ${description}`).toBeLessThanOrEqual(100);
      }
    },
  );

  test.each(named.filter((n) => n.kind === "menu").map((n) => [n.path, n] as const))(
    "context menu %s: a name of 1 to 32 characters in each language",
    (_, { item }) => {
      for (const locale of LOCALES) expect(item.name_localizations?.[locale]).toMatch(/^.{1,32}$/u);
    },
  );

  test.each(choices.map((c) => [c.path, c.choice] as const))(
    "choice %s: a name of 1 to 100 characters in each language",
    (_, choice) => {
      for (const locale of LOCALES)
        expect(choice.name_localizations?.[locale]?.length ?? 0, locale).toSatisfy((n: number) => n >= 1 && n <= 100);
    },
  );

  test("no two options of one command share a name in any language (Discord refuses that)", () => {
    const clashes: string[] = [];
    for (const locale of LOCALES) {
      for (const siblings of new Set(named.map((n) => n.siblings))) {
        const names = siblings.map((s) => s.name_localizations?.[locale]);
        for (const [i, name] of names.entries()) if (names.indexOf(name) !== i) clashes.push(`${locale}: ${name}`);
      }
    }
    expect(clashes).toEqual([]);
  });

  test("a description keeps every number of the English one (limits, ranges, defaults)", () => {
    const numbers = (s: string): string[] => [...(s.match(/\d+/g) ?? [])];
    const keeps = (translated: string, english: string) => {
      const left = numbers(translated);
      return numbers(english).every((n) => left.includes(n) && left.splice(left.indexOf(n), 1));
    };
    const lost = slash.flatMap(({ path, item }) =>
      LOCALES.filter((l) => !keeps(item.description_localizations![l]!, item.description!)).map(
        (l) => `${path} (${l})`,
      ),
    );
    expect(lost).toEqual([]);
  });

  test("the values sent to the service are unchanged", () => {
    for (const { choice } of choices) expect(choice.name_localizations).toBeDefined();
    const english = commandDefinitions() as unknown as Item[];
    expect(JSON.stringify(english, (k, v) => (k.endsWith("_localizations") ? undefined : v))).toBe(
      JSON.stringify(definitions, (k, v) => (k.endsWith("_localizations") ? undefined : v)),
    );
  });
});

describe("the per-language tables", () => {
  const paths = new Set([
    ...named.map((n) => n.path),
    ...choices.filter((c) => !isIdentifierChoice(c.path)).map((c) => c.path),
  ]);

  test.each(Object.entries(COMMAND_TABLES))(
    "%s has an entry for each path and none for a path that is gone",
    (_, table) => {
      expect([...paths].filter((p) => !(p in table))).toEqual([]);
      expect(Object.keys(table).filter((p) => !paths.has(p))).toEqual([]);
    },
  );

  test("refusals name an option as the member sees it", () => {
    expect(optionName("de", "generate.width")).toBe("breite");
    expect(optionName("en-US", "generate.width")).toBe("width");
    expect(commandName("fr", "settings key")).toBe("/paramètres clé");
  });
});
