import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { format, resolveConfig } from "prettier";
import { describe, expect, test } from "vitest";

const root = join(import.meta.dirname, "..", "..");

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .map((file) => join(dir, file));
}

function imports(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  return [...text.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]!);
}

describe("dependency direction", () => {
  const api = sources("src/api");

  test("finds the API layer's files", () => {
    expect(api.length).toBeGreaterThan(5);
  });

  test.each(api)("%s imports nothing of Discord", (file) => {
    expect(imports(file).filter((spec) => spec.includes("discord"))).toEqual([]);
  });

  test.each(api)("%s imports nothing of ours outside src/api", (file) => {
    const outside = imports(file)
      .filter((spec) => spec.startsWith("."))
      .map((spec) => relative(join(root, "src/api"), resolve(join(root, file, ".."), spec)))
      .filter((path) => path.startsWith(".."));
    expect(outside).toEqual([]);
  });
});

/** The project-relative paths a file imports (relative specifiers only). */
function resolvedImports(file: string): string[] {
  return imports(file)
    .filter((spec) => spec.startsWith("."))
    .map((spec) => relative(root, resolve(join(root, file, ".."), spec)));
}

describe("the job lifecycle and the entry point", () => {
  const lifecycle = sources("src/jobs").filter((file) => !file.startsWith(join("src", "jobs", "remotes")));
  const clients = [
    "src/api/cloud.js",
    "src/api/partner.js",
    "src/api/events.js",
    "src/api/registry.js",
    "src/api/http.js",
    "src/api/signed.js",
  ];

  test("finds the lifecycle's files and its remotes", () => {
    expect(lifecycle.length).toBeGreaterThan(5);
    expect(sources("src/jobs/remotes").length).toBeGreaterThan(3);
  });

  test.each(lifecycle)("%s uses no service client: only the remotes do", (file) => {
    expect(resolvedImports(file).filter((path) => clients.includes(path))).toEqual([]);
  });

  test.each(sources("src"))("%s imports no command file", (file) => {
    expect(resolvedImports(file).filter((path) => path.startsWith("commands"))).toEqual([]);
  });

  test.each(sources("src/api"))("%s imports nothing of ours outside src/api (no circle through it either)", (file) => {
    expect(resolvedImports(file).filter((path) => !path.startsWith(join("src", "api")))).toEqual([]);
  });

  test("src/features/services.ts depends on nothing of the job lifecycle", () => {
    expect(resolvedImports("src/features/services.ts").filter((path) => path.startsWith(join("src", "jobs")))).toEqual(
      [],
    );
  });
});

/** Every product file: the entry point, the commands and `src`. */
const product = ["main.ts", ...sources("commands"), ...sources("src")];

/** A file's lines as Prettier formats it, each file formatted once. */
const formatted = new Map<string, Promise<number>>();
function formattedLines(file: string): Promise<number> {
  if (!formatted.has(file)) {
    formatted.set(
      file,
      (async () => {
        const options = { ...(await resolveConfig(join(root, file))), filepath: join(root, file) };
        return (await format(readFileSync(join(root, file), "utf8"), options)).split("\n").length - 1;
      })(),
    );
  }
  return formatted.get(file)!;
}
const featuresDir = join("src", "features");
const featureNames = readdirSync(join(root, featuresDir), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** The feature-level folder several image kinds share: the one feature others may import. */
const SHARED_FEATURE = "partner-image";

/**
 * The texts of each feature under `dir/features/` written outside its folder, keyed by one of its
 * commands: its commands' names and descriptions (`"blur.radius": ["…", "…"]`, a choice
 * `"blur.mode=soft": "…"`, `blur: ["…", "…"]`), wherever they are, and its catalogue texts
 * (`"blur.done": "…"`) outside every feature's folder. A feature's commands are the names its
 * `new SlashCommandBuilder().setName("…")` gives.
 */
function featureTextsOutside(dir: string): Array<{ file: string; key: string; feature: string; command: boolean }> {
  const features = join(dir, "features");
  const commandsOf = readdirSync(join(root, features), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const commands = sources(join(features, entry.name)).flatMap((file) =>
        [
          ...readFileSync(join(root, file), "utf8").matchAll(/new SlashCommandBuilder\(\)\s*\.setName\("([a-z-]+)"\)/g),
        ].map((m) => m[1]!),
      );
      return { feature: entry.name, commands };
    });
  return sources(dir).flatMap((file) => {
    const text = readFileSync(join(root, file), "utf8");
    const inFeature = file.startsWith(features + "/");
    return commandsOf
      .filter(({ feature }) => !file.startsWith(join(features, feature) + "/"))
      .flatMap(({ feature, commands }) =>
        commands.flatMap((command) =>
          [...text.matchAll(new RegExp(`^\\s*(?:"(${command}[.=][^"]*)"|(${command}))\\s*:\\s*(\\[?)`, "gm"))]
            .map((m) => {
              const key = m[1] ?? m[2]!;
              return { file, key, feature, command: m[3] === "[" || key.includes("=") };
            })
            .filter(({ key, command }) => command || (key.includes(".") && !inFeature)),
        ),
      );
  });
}

/** The feature a project path belongs to, if any. */
function featureOf(path: string): string | undefined {
  const parts = path.split("/");
  return parts[0] === "src" && parts[1] === "features" && parts.length > 3 ? parts[2] : undefined;
}

/** The imports among the files under `dir`: each file with the files of `dir` it imports. */
function importGraph(dir: string): Map<string, string[]> {
  const files = sources(dir);
  return new Map(
    files.map((file) => [
      file,
      resolvedImports(file)
        .map((path) => path.replace(/\.js$/, ".ts"))
        .filter((path) => files.includes(path)),
    ]),
  );
}

/** Every import circle among the files under `dir`, each as the chain of files that closes it. */
function circles(dir: string): string[] {
  const graph = importGraph(dir);
  const found: string[] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") found.push([...stack.slice(stack.indexOf(next)), next].join(" -> "));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

/** The room of `dir` a file is in: the folder right under `dir` that holds it, or the file itself when it lies loose in `dir`. */
function roomOf(dir: string, file: string): string {
  const [first, ...rest] = relative(dir, file).split("/");
  return rest.length > 0 ? join(dir, first!) : file;
}

/**
 * Every import loop between the rooms of `dir` (its folders, and each loose file as a room of its
 * own), type imports counted: each as its rooms, then every import from one of them to another,
 * file -> file, so the message says which files tie it. Files may be loop-free while their folders
 * point both ways; this is the check of the folders.
 */
function folderLoops(dir: string): string[] {
  const ties = new Map<string, Map<string, string[]>>();
  for (const [file, imported] of importGraph(dir)) {
    for (const path of imported) {
      const [from, to] = [roomOf(dir, file), roomOf(dir, path)];
      if (from === to) continue;
      if (!ties.has(from)) ties.set(from, new Map());
      const byRoom = ties.get(from)!;
      byRoom.set(to, [...(byRoom.get(to) ?? []), `${file} -> ${path}`]);
    }
  }
  // Tarjan's strongly connected components: rooms that reach each other, in a loop of any length.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (room: string) => {
    index.set(room, index.size);
    low.set(room, index.get(room)!);
    stack.push(room);
    for (const next of ties.get(room)?.keys() ?? []) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(room, Math.min(low.get(room)!, low.get(next)!));
    }
    if (low.get(room) !== index.get(room)) return;
    const component = stack.splice(stack.indexOf(room));
    if (component.length > 1) loops.push(component.sort());
  };
  for (const room of [...ties.keys()].sort()) if (!index.has(room)) visit(room);
  return loops.map((rooms) => {
    // The fewest ties first: a folder that reaches back up usually does so in one or two files.
    const pairs = rooms
      .flatMap((from) => rooms.map((to) => ({ from, to, files: ties.get(from)?.get(to) ?? [] })))
      .filter((pair) => pair.files.length > 0)
      .sort((a, b) => a.files.length - b.files.length);
    const shown = (files: string[]) =>
      files.slice(0, 3).join(", ") + (files.length > 3 ? ` and ${files.length - 3} more` : "");
    return [
      `${rooms.join(" <-> ")}, tied by (the fewest first):`,
      ...pairs.map(({ from, to, files }) => `  ${from} -> ${to}: ${shown(files)}`),
    ].join("\n");
  });
}

describe("one folder per feature, a Discord layer that knows none, and a job core that knows no Discord", () => {
  const core = sources("src/jobs");

  test("finds the features", () => {
    expect(featureNames).toEqual(
      expect.arrayContaining([
        "generate",
        "upscale",
        "style-transfer",
        "enhance",
        "video",
        "node",
        "workflow",
        "queue",
        "show",
        "cancel",
        "settings",
        SHARED_FEATURE,
      ]),
    );
  });

  test("no import circle in src (type imports count)", () => {
    expect(circles("src")).toEqual([]);
  });

  test("no import loop between src's folders (type imports count)", () => {
    expect(folderLoops("src").join("\n")).toBe("");
  });

  test("the folder loop check finds a loop that no file circle shows, and names the files that tie it", () => {
    // Its own proof: a fixture whose files import in a line (one/a -> two/b -> one/c) while its folders loop.
    const fixture = "test/fixtures/folder-loop";
    expect(circles(fixture)).toEqual([]);
    expect(folderLoops(fixture)).toEqual([
      [
        `${fixture}/one <-> ${fixture}/two, tied by (the fewest first):`,
        `  ${fixture}/one -> ${fixture}/two: ${fixture}/one/a.ts -> ${fixture}/two/b.ts`,
        `  ${fixture}/two -> ${fixture}/one: ${fixture}/two/b.ts -> ${fixture}/one/c.ts`,
      ].join("\n"),
    ]);
  });

  test("src holds at most eight loose files: entry points and leaves; the rest in folders named for what they hold", () => {
    const loose = readdirSync(join(root, "src"), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
    expect(loose.length, `loose in src/: ${loose.join(", ")}`).toBeLessThanOrEqual(8);
  });

  test("the circle check finds a circle", () => {
    // Its own proof: the check is run over a folder of the test's fixtures that holds one.
    expect(circles("test/fixtures/circle")).toEqual([
      "test/fixtures/circle/a.ts -> test/fixtures/circle/b.ts -> test/fixtures/circle/a.ts",
    ]);
  });

  test.each(core)("%s imports no discord.js", (file) => {
    expect(imports(file).filter((spec) => spec === "discord.js" || spec.startsWith("@discordjs"))).toEqual([]);
  });

  test.each(core)("%s imports nothing of src/discord or src/features", (file) => {
    const outside = resolvedImports(file).filter(
      (path) => path.startsWith(join("src", "discord")) || path.startsWith(featuresDir),
    );
    expect(outside).toEqual([]);
  });

  test.each(sources("src/discord"))("%s imports no feature and names no feature's command", (file) => {
    expect(resolvedImports(file).filter((path) => path.startsWith(featuresDir))).toEqual([]);
    const commands = product
      .filter((f) => featureOf(f) && f.endsWith("command.ts"))
      .flatMap((f) => [
        ...readFileSync(join(root, f), "utf8").matchAll(/new SlashCommandBuilder\(\)\s*\.setName\("([a-z-]+)"\)/g),
      ])
      .map((m) => m[1]!);
    const named = commands.filter((name) => new RegExp(`/${name}\\b`).test(readFileSync(join(root, file), "utf8")));
    expect(named).toEqual([]);
  });

  test.each(featureNames)("the feature %s imports no other feature (but the shared one)", (feature) => {
    const others = sources(join(featuresDir, feature))
      .flatMap(resolvedImports)
      .filter((path) => {
        const other = featureOf(path);
        return other !== undefined && other !== feature && other !== SHARED_FEATURE;
      });
    expect(others).toEqual([]);
  });

  test.each(featureNames.filter((feature) => existsSync(join(root, featuresDir, feature, "texts"))))(
    "the feature %s says its texts through its own texts module, which adds them to the catalogue",
    (feature) => {
      const texts = join(featuresDir, feature, "texts");
      const direct = sources(join(featuresDir, feature))
        .filter((file) => !file.startsWith(texts))
        .filter((file) => resolvedImports(file).includes(join("src", "i18n", "index.js")));
      expect(direct).toEqual([]);
    },
  );

  test.each(sources(featuresDir).filter((file) => !featureOf(file)))(
    "%s (beside the features) imports no feature but through the list",
    (file) => {
      const features = resolvedImports(file).filter((path) => featureOf(path) !== undefined);
      expect(file === join(featuresDir, "index.ts") ? [] : features).toEqual([]);
    },
  );

  test.each(product.filter((file) => !file.startsWith(featuresDir)))("%s imports no feature folder", (file) => {
    // The entry list (commands/index.ts) and the bot's types reach the features through `src/features/index.ts`
    // and `src/features/feature.ts` only.
    expect(resolvedImports(file).filter((path) => featureOf(path) !== undefined)).toEqual([]);
  });

  test("a feature's command names and descriptions, in every language, live in its folder", () => {
    const outside = featureTextsOutside("src").filter((found) => found.command);
    expect(outside.map(({ file, key, feature }) => `${file}: "${key}" is the feature ${feature}'s`)).toEqual([]);
  });

  test("a feature's catalogue texts, in every language, live in its folder", () => {
    // The texts of the Discord layer, the job core and src/workflows are keyed by what they are
    // (`graph.*`, `job.*`, `emoji.*`, `list.*`), never by a feature's command.
    const outside = featureTextsOutside("src").filter((found) => !found.command);
    expect(outside.map(({ file, key, feature }) => `${file}: "${key}" is the feature ${feature}'s`)).toEqual([]);
  });

  test("the feature text check finds a feature's text outside its folder", () => {
    // Its own proof: a fixture whose feature (blur) has a command text and a catalogue text in a central table.
    const fixture = join("test", "fixtures", "feature-text-outside");
    expect(featureTextsOutside(fixture)).toEqual([
      { file: `${fixture}/i18n/de.ts`, key: "blur.radius", feature: "blur", command: true },
      { file: `${fixture}/i18n/de.ts`, key: "blur.done", feature: "blur", command: false },
    ]);
  });

  test("the test's own feature (relight) needs nothing outside its folder but the product", () => {
    const fixture = join("test", "fixtures", "features", "relight");
    const outside = sources(fixture)
      .flatMap(resolvedImports)
      .filter((path) => !path.startsWith(fixture + "/") && !path.startsWith("src/"));
    expect(sources(fixture).length).toBeGreaterThan(1);
    expect(outside).toEqual([]);
  });

  test.each(product)("%s: over 400 formatted lines asks whether its ideas part", async (file) => {
    const lines = await formattedLines(file);
    expect(
      lines,
      `${file} has ${lines} lines as Prettier formats it: over 400, do its ideas part? Split it where they do`,
    ).toBeLessThanOrEqual(400);
  });

  test("the median product file is under 120 formatted lines", async () => {
    const lengths = await Promise.all(product.map(formattedLines));
    lengths.sort((a, b) => a - b);
    expect(lengths[Math.floor(lengths.length / 2)]).toBeLessThan(120);
  });
});

describe("comments stay true", () => {
  /** The comments of a file: `//` to the end of its line and `/* ... *\/`, not a URL's `//` or a glob's `/**` in a string. */
  function comments(text: string): string[] {
    return [...text.matchAll(/(?<![\w*"'`:\\/])(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/)/g)].map((m) => m[0]);
  }

  /** The `src/...` paths a text's comments name that do not exist (a `.js` name stands for its `.ts`). */
  function missingPaths(text: string): string[] {
    return comments(text)
      .flatMap((comment) => [...comment.matchAll(/(?<![\w./-])src\/[\w./-]*[\w-]/g)].map((m) => m[0]))
      .filter((path) => !existsSync(join(root, path)) && !existsSync(join(root, path.replace(/\.js$/, ".ts"))));
  }

  const files = [...product, ...["test", "bench", "scripts", "fakes", "playground"].flatMap(sources)];

  test("every src/ path a comment names exists", () => {
    const missing = files.flatMap((file) =>
      missingPaths(readFileSync(join(root, file), "utf8")).map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  test("the check reads comments, not code, and finds a missing path", () => {
    const text = [
      "// the rules (src/rules/admission.ts) and the old place (src/discord/admit.ts)",
      "/** see `src/gone/`. */",
      'const glob = "src/**/*.ts"; const url = "https://example.com/src/nowhere.ts";',
    ].join("\n");
    expect(missingPaths(text)).toEqual(["src/discord/admit.ts", "src/gone"]);
  });
});

describe("one owner of acknowledging an interaction", () => {
  const owner = join("src", "discord", "routing", "acknowledge.ts");

  /** Calls that answer an interaction (first answers, deferrals, edits, follow-ups, forms, choices) in a text. */
  function acknowledgements(text: string): string[] {
    const calls =
      /\binteraction\s*\.\s*(?:reply|deferReply|deferUpdate|editReply|update|followUp|showModal|respond|deleteReply)\(|(?<!\back)\.\s*(?:deferReply|deferUpdate|showModal)\(/g;
    return [...text.matchAll(calls)].map((m) => m[0].replace(/\s+/g, ""));
  }

  test("no product file but the owner answers an interaction itself", () => {
    const outside = product
      .filter((file) => file !== owner)
      .flatMap((file) => acknowledgements(readFileSync(join(root, file), "utf8")).map((call) => `${file}: ${call}`));
    expect(outside).toEqual([]);
  });

  test("the check finds an interaction answered outside the owner, not a message's reply or a row's update", () => {
    const text = [
      "await interaction.deferReply({ flags });",
      "await interaction\n  .reply({ content });",
      "await button.deferUpdate();",
      "await message.reply({ content }); await db.update(jobs); await ack.reply(interaction, {}); await ack.deferUpdate(button);",
    ].join("\n");
    expect(acknowledgements(text)).toEqual(["interaction.deferReply(", "interaction.reply(", ".deferUpdate("]);
  });
});

describe("heavy libraries load when first used", () => {
  /** Value imports (not `import type`) of `name` at the top of a file: they load it with the process. */
  const staticImports = (file: string, name: string) =>
    [...readFileSync(join(root, file), "utf8").matchAll(/^import\s+(?!type\b)[^;]*?from\s+["']([^"']+)["']/gm)]
      .map((m) => m[1]!)
      .filter((spec) => spec === name);

  test("sharp (some 25 MB) is imported statically by src/images/sharp.ts's loader alone: an idle bot never loads it", () => {
    const files = sources("src").filter((file) => staticImports(file, "sharp").length > 0);
    expect(files).toEqual([]);
  });
});
