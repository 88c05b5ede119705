import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const featureFiles = (readdirSync("src/features", { recursive: true }) as string[])
  .filter((file) => file.endsWith(".ts"))
  .map((file) => join("src/features", file));

/** A read of a server's settings, language or key display straight from the store, past the cache. */
const DIRECT = /\bstore\.guilds\.get\(/;

describe("one way a feature reads a server's settings", () => {
  test("the features are found", () => {
    expect(featureFiles.length).toBeGreaterThan(20);
  });

  test("no feature reads a server's settings from the store: they read the settings cache (ctx.settings), kept current on every write", () => {
    const direct = featureFiles.filter((file) => DIRECT.test(readFileSync(file, "utf8")));
    expect(direct).toEqual([]);
  });

  test("the check finds a direct read", () => {
    expect(DIRECT.test("const { language } = await ctx.store.guilds.get(interaction.guildId);")).toBe(true);
    expect(DIRECT.test("const { language } = await ctx.settings.get(interaction.guildId);")).toBe(false);
  });
});
