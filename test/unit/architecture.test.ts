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
const featuresDir = join("src", "features");
const featureNames = readdirSync(join(root, featuresDir), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** The feature-level folder several image kinds share: the one feature others may import. */
const SHARED_FEATURE = "partner-image";

/** The feature a project path belongs to, if any. */
function featureOf(path: string): string | undefined {
  const parts = path.split("/");
  return parts[0] === "src" && parts[1] === "features" && parts.length > 3 ? parts[2] : undefined;
}

/** Every import circle among the files under `dir`, each as the chain of files that closes it. */
function circles(dir: string): string[] {
  const files = sources(dir);
  const graph = new Map(
    files.map((file) => [
      file,
      resolvedImports(file)
        .map((path) => path.replace(/\.js$/, ".ts"))
        .filter((path) => files.includes(path)),
    ]),
  );
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
  for (const file of files) if (!state.has(file)) visit(file);
  return found;
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

  test("the test's own feature (relight) needs nothing outside its folder but the product", () => {
    const fixture = join("test", "fixtures", "features", "relight");
    const outside = sources(fixture)
      .flatMap(resolvedImports)
      .filter((path) => !path.startsWith(fixture + "/") && !path.startsWith("src/"));
    expect(sources(fixture).length).toBeGreaterThan(1);
    expect(outside).toEqual([]);
  });

  test.each(product)("%s has at most 250 lines as Prettier formats it", async (file) => {
    const text = readFileSync(join(root, file), "utf8");
    const formatted = await format(text, { ...(await resolveConfig(join(root, file))), filepath: join(root, file) });
    expect(formatted.split("\n").length - 1).toBeLessThanOrEqual(250);
  });

  test("the median product file is under 120 formatted lines", async () => {
    const lengths = await Promise.all(
      product.map(async (file) => {
        const text = readFileSync(join(root, file), "utf8");
        const options = { ...(await resolveConfig(join(root, file))), filepath: join(root, file) };
        return (await format(text, options)).split("\n").length - 1;
      }),
    );
    lengths.sort((a, b) => a - b);
    expect(lengths[Math.floor(lengths.length / 2)]).toBeLessThan(120);
  });
});
