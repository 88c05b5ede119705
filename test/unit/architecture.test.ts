import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
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

  test("src/services.ts depends on nothing of the job lifecycle", () => {
    expect(resolvedImports("src/services.ts").filter((path) => path.startsWith(join("src", "jobs")))).toEqual([]);
  });
});

/** Every product file: the entry point, the commands and `src`. */
const product = ["main.ts", ...sources("commands"), ...sources("src")];

describe("one home per kind, and a job core that knows no Discord", () => {
  const core = sources("src/jobs");
  const kindsDir = join("src", "kinds");
  const kindNames = readdirSync(join(root, kindsDir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

  test("finds the kinds", () => {
    expect(kindNames).toEqual(expect.arrayContaining(["generate", "upscale", "style-transfer", "enhance", "video"]));
  });

  test.each(core)("%s imports no discord.js", (file) => {
    expect(imports(file).filter((spec) => spec === "discord.js" || spec.startsWith("@discordjs"))).toEqual([]);
  });

  test.each(core)("%s imports nothing of src/discord or src/kinds", (file) => {
    const outside = resolvedImports(file).filter(
      (path) => path.startsWith(join("src", "discord")) || path.startsWith(kindsDir),
    );
    expect(outside).toEqual([]);
  });

  test.each(kindNames)("the kind %s imports no other kind", (kind) => {
    const own = join(kindsDir, kind);
    const others = sources(own)
      .flatMap(resolvedImports)
      .filter((path) => path.startsWith(kindsDir + "/") && !path.startsWith(own + "/") && path.split("/").length > 3);
    expect(others).toEqual([]);
  });

  test.each(sources("commands"))("%s imports no other command", (file) => {
    const commands = resolvedImports(file).filter((path) => path.startsWith("commands"));
    expect(file === join("commands", "index.ts") ? [] : commands).toEqual([]);
  });

  test.each(product)("%s has at most 250 lines", (file) => {
    expect(readFileSync(join(root, file), "utf8").split("\n").length - 1).toBeLessThanOrEqual(250);
  });
});
