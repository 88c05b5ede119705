import { describe, expect, test } from "vitest";
import {
  catalogues,
  formatNumber,
  languageOf,
  LOCALES,
  option,
  privateLocale,
  publicLocale,
  t,
  text,
  say,
  type Key,
} from "../../src/i18n/index.js";
import { placeholderNames, type Plural } from "../../src/i18n/message.js";
import { commandDefinitions } from "../../scripts/deploy-commands.js";

// The whole catalogue: the generic texts and every feature's (the features are loaded with deploy-commands).
const en = catalogues.en;
const keys = Object.keys(en) as Key[];
const translations = LOCALES.filter((l) => l !== "en");
const isPlural = (entry: unknown): entry is Plural => typeof entry === "object" && entry !== null;

describe("the catalogue", () => {
  test("holds the texts of every area", () => {
    expect(keys.length).toBeGreaterThan(300);
  });

  test.each(translations)("%s has every key, and no key English lacks", (locale) => {
    expect(Object.keys(catalogues[locale]).sort()).toEqual([...keys].sort());
  });

  test.each(translations)("%s keeps every text's placeholders and command references", (locale) => {
    const differing = keys.filter(
      (key) => placeholderNames(catalogues[locale][key]).join() !== placeholderNames(en[key]).join(),
    );
    expect(differing).toEqual([]);
  });

  test.each(translations)("%s translates: no text is left in English unless it is a name or a symbol", (locale) => {
    const same = keys.filter((key) => JSON.stringify(catalogues[locale][key]) === JSON.stringify(en[key]));
    // Names, symbols and words some languages share with English (◀ ▶, Workflow, Prompt, MB, Status, OS).
    const shared =
      /^(button\.(previous|next)|size\.\w+|field\.(workflow|prompt|seed|credits|engine|hdr|portrait|loras|sampling)|generate\.hiresValue|creative\.prefsSampler|value\.(seconds|standard|no)|node\.(os|filterOs|status)|graph\.mapsTo|video\.title|queue\.link|job\.credits|duration\.seconds|upscale\.imageN?|check\.(rangesJoin|lines)|region\.(centre|page\.(prompt|rectangle))|graph\.(arrow|problem|node|nodeId|where)|image\.field)$/;
    expect(same.filter((key) => !shared.test(key))).toEqual([]);
  });

  test.each(translations)(
    "%s writes each plural in every form its language uses (many may fall back to other)",
    (locale) => {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.filter((c) => c !== "many");
      const missing = keys.filter((key) => {
        const entry = catalogues[locale][key];
        return (
          isPlural(entry) !== isPlural(en[key]) || (isPlural(entry) && categories.some((c) => entry[c] === undefined))
        );
      });
      expect(missing).toEqual([]);
    },
  );
});

describe("plural forms follow each language's rules", () => {
  test.each([
    ["en", 1, "This server already has 1 job running, its limit."],
    ["en", 2, "This server already has 2 jobs running, its limit."],
    ["de", 1, "Auf diesem Server läuft bereits 1 Auftrag"],
    ["de", 3, "Auf diesem Server laufen bereits 3 Aufträge"],
    ["fr", 0, "Ce serveur a déjà 0 tâche en cours"],
    ["fr", 2, "Ce serveur a déjà 2 tâches en cours"],
    ["es-ES", 1, "Este servidor ya tiene 1 tarea en curso"],
    ["es-ES", 4, "Este servidor ya tiene 4 tareas en curso"],
    ["pt-BR", 0, "Este servidor já tem 0 tarefa em andamento"],
    ["pt-BR", 5, "Este servidor já tem 5 tarefas em andamento"],
    ["ja", 1, "上限の 1 件のジョブ"],
    ["ko", 2, "한도인 2개의 작업"],
  ] as const)("%s, %i", (locale, count, expected) => {
    expect(t(locale, "admit.busy", { count })).toContain(expected);
  });
});

describe("formatting", () => {
  test("numbers as each language writes them", () => {
    expect(t("de", "node.versions", { count: 1234 })).toBe("Versionen (1.234, neueste zuerst)");
    expect(t("en", "node.versions", { count: 1234 })).toBe("Versions (1,234, newest first)");
    expect(formatNumber("fr", 1234)).toBe("1\u202f234");
  });

  test("lists joined by the language's own words", () => {
    expect(t("fr", "admit.permissions", { permissions: ["Voir le salon", "Joindre des fichiers"] })).toContain(
      "Voir le salon et Joindre des fichiers",
    );
    expect(t("es-ES", "admit.channels", { channels: ["<#1>", "<#2>"] })).toContain("<#1> o <#2>");
  });

  test("commands and options by the names the reader sees", () => {
    expect(t("de", "admit.noKey")).toContain("`/einstellungen schlüssel`");
    expect(t("en", "admit.noKey")).toContain("`/settings key`");
    expect(t("ja", "settings.defaultsNone")).toContain("`幅`");
    expect(t("en", "settings.defaultsNone")).toBe("Give at least one of `width`, `height` or `steps`.");
  });

  test("a text decided in one place is put into words in another", () => {
    const refusal = text("check.range", { field: "breite", min: 64, max: 2048 });
    expect(say("de", refusal)).toBe("`breite` muss eine ganze Zahl von 64 bis 2.048 sein.");
    expect(say("en-GB", refusal)).toBe("`breite` must be a whole number from 64 to 2,048.");
  });

  test("texts and options given to a text, alone or in a list, are put into the same language's words", () => {
    const refusal = text("image.problem", {
      field: option("video.start-end.start"),
      types: ["PNG"],
      max: text("size.mb", { n: 10 }),
      problem: text("inspect.empty"),
    });
    expect(say("fr", refusal)).toBe("`début` doit être un fichier PNG de 10 Mo maximum ; ce fichier est vide.");
    const permissions = text("admit.permissions", {
      permissions: [text("permission.EmbedLinks"), text("permission.AttachFiles")],
    });
    expect(say("de", permissions)).toContain("Links einbetten und Dateien anhängen");
  });

  test("an unknown locale reads English; Latin American Spanish reads Spanish", () => {
    expect(t("tr", "job.cancelled")).toBe("Cancelled.");
    expect(t("es-419", "job.cancelled")).toBe("Cancelada.");
    expect(languageOf(undefined)).toBe("en");
  });
});

describe("who reads which language", () => {
  test("a private reply speaks the member's client language", () => {
    expect(privateLocale({ locale: "ja" })).toBe("ja");
    expect(privateLocale({ locale: "en-GB" })).toBe("en");
  });

  test("a public job message speaks the server's setting, else its Community locale, else English", () => {
    const community = { features: ["COMMUNITY"], preferredLocale: "fr" };
    const plain = { features: [], preferredLocale: "fr" };
    expect(publicLocale("de", community)).toBe("de");
    expect(publicLocale(null, community)).toBe("fr");
    expect(publicLocale(null, plain)).toBe("en");
    expect(publicLocale(undefined, undefined)).toBe("en");
  });
});

describe("command references in the texts", () => {
  type Item = { name: string; options?: Item[] };
  const paths = new Set<string>();
  const walk = (item: Item, path: string) => {
    paths.add(path);
    for (const o of item.options ?? []) walk(o, `${path}.${o.name}`);
  };
  for (const d of commandDefinitions() as Item[]) walk(d, d.name);

  test("name commands and options that exist", () => {
    const referenced = new Set(
      keys.flatMap((key) =>
        placeholderNames(en[key])
          .filter((n) => /^[/@]/.test(n))
          .map((n) => n.slice(1).replace(/ /g, ".")),
      ),
    );
    expect(referenced.size).toBeGreaterThan(10);
    expect([...referenced].filter((path) => !paths.has(path))).toEqual([]);
  });
});
