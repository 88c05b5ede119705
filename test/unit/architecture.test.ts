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
