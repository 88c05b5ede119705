import { languageOf, type Locale } from "../locales.js";
import { addIdentifierChoices, isIdentifierChoice, type CommandTable } from "./table.js";

export type { CommandTable } from "./table.js";

/** A command's texts in every language but English (the definitions' own), as a feature's `texts/commands.ts` writes them. */
export type CommandTexts = Readonly<Record<Exclude<Locale, "en">, CommandTable>>;

/**
 * Every language but English, with its table of command texts: each feature's, added when its texts
 * are loaded (`addCommandTexts`, from its `texts/commands.ts`). The generic texts name the features'
 * commands (`{/settings key}` in `admit.noKey`) and are put into words when said, by then the bot's
 * features are loaded.
 */
const tables: Record<Exclude<Locale, "en">, Record<string, CommandTable[string]>> = {
  de: {},
  fr: {},
  "es-ES": {},
  "pt-BR": {},
  ja: {},
  ko: {},
};
export const COMMAND_TABLES: CommandTexts = tables;

/**
 * Adds a feature's command texts (names, descriptions, choices) in every language, a path already
 * there refused; and the choices of its that keep their names in every language (see `addIdentifierChoices`).
 */
export function addCommandTexts(texts: CommandTexts, identifierChoices: readonly string[] = []): void {
  addIdentifierChoices(identifierChoices);
  for (const [language, table] of Object.entries(texts) as [keyof CommandTexts, CommandTable][]) {
    const taken = Object.keys(table).filter((path) => path in tables[language]);
    if (taken.length > 0)
      throw new Error(`These command texts are in the ${language} table already: ${taken.join(", ")}`);
    Object.assign(tables[language], table);
  }
}

/** The Discord locales each table is registered under: Latin American Spanish reads the Spanish one. */
const DISCORD_LOCALES: Readonly<Record<keyof typeof COMMAND_TABLES, readonly string[]>> = {
  de: ["de"],
  fr: ["fr"],
  "es-ES": ["es-ES", "es-419"],
  "pt-BR": ["pt-BR"],
  ja: ["ja"],
  ko: ["ko"],
};

/** Discord's `name_localizations` / `description_localizations`: text by Discord locale code. */
type LocalizationMap = Record<string, string>;

/** The parts of a command definition that carry texts, whatever its kind (kept free of discord.js types). */
interface Localizable {
  name: string;
  description?: string;
  type?: number;
  name_localizations?: LocalizationMap | null;
  description_localizations?: LocalizationMap | null;
  options?: Localizable[];
  choices?: Array<{ name: string; value: string | number; name_localizations?: LocalizationMap | null }>;
}

const CHAT_INPUT = 1;

/**
 * The definitions the bot registers, with every name and description in each language of the
 * tables: applied once, where `deploy-commands` produces the JSON, so the command files stay as
 * they are. Names a table lacks stay English (the tests require every one).
 */
export function localizeCommands<T extends { name: string; type?: number }>(definitions: readonly T[]): T[] {
  return definitions.map((definition) => {
    const copy = structuredClone(definition) as T & Localizable;
    const chatInput = copy.type === undefined || copy.type === CHAT_INPUT;
    localize(copy, copy.name, chatInput);
    return copy;
  });
}

function localize(item: Localizable, path: string, withDescription: boolean): void {
  item.name_localizations = localizations((table) => entryName(table[path]));
  if (withDescription) item.description_localizations = localizations((table) => entryDescription(table[path]));
  for (const choice of item.choices ?? []) {
    const choicePath = `${path}=${choice.value}`;
    choice.name_localizations = localizations((table) =>
      isIdentifierChoice(choicePath) ? choice.name : entryName(table[choicePath]),
    );
  }
  for (const option of item.options ?? []) localize(option, `${path}.${option.name}`, true);
}

function localizations(pick: (table: CommandTable) => string | undefined): LocalizationMap {
  const map: Record<string, string> = {};
  for (const [language, table] of Object.entries(COMMAND_TABLES) as [keyof typeof COMMAND_TABLES, CommandTable][]) {
    const text = pick(table);
    if (text !== undefined) for (const locale of DISCORD_LOCALES[language]) map[locale] = text;
  }
  return map;
}

const entryName = (entry: CommandTable[string] | undefined) => (typeof entry === "string" ? entry : entry?.[0]);
const entryDescription = (entry: CommandTable[string] | undefined) =>
  typeof entry === "string" ? undefined : entry?.[1];

/**
 * An option's name as a member of this locale sees it (`generate.width` → `breite` in German),
 * for refusals that name the option; its English name where no table has it.
 */
export function optionName(locale: string | null | undefined, path: string): string {
  const language = languageOf(locale);
  const localized = language === "en" ? undefined : entryName(COMMAND_TABLES[language][path]);
  return localized ?? path.slice(path.lastIndexOf(".") + 1);
}

/** A choice's name as this locale's menu shows it (`upscale.optimized_for`, `soft_portraits` → `Portraits doux`); the value itself in English. */
export function choiceName(locale: string | null | undefined, path: string, value: string): string {
  const language = languageOf(locale);
  const entry = language === "en" ? undefined : COMMAND_TABLES[language][`${path}=${value}`];
  return typeof entry === "string" ? entry : value;
}

/** A command as a member of this locale types it: `settings key` → `/einstellungen schlüssel`. */
export function commandName(locale: string | null | undefined, command: string): string {
  const parts = command.split(" ");
  return `/${parts.map((_, i) => optionName(locale, parts.slice(0, i + 1).join("."))).join(" ")}`;
}
