import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { root, runScript, useProcessFakes } from "../helpers/npm.js";

describe("npm run build", () => {
  const fakes = useProcessFakes();

  test("produces a dist that runs with node alone, finds its migrations and ships no fakes", async () => {
    const build = runScript("build", {});
    expect(await build.exited).toBe(0);
    const dist = join(root, "dist");
    expect(existsSync(join(dist, "test"))).toBe(false);
    expect(readdirSync(join(dist, "scripts")).sort()).toEqual(["deploy-commands.js", "migrate.js"]);
    expect(readdirSync(join(dist, "migrations")).some((f) => f.endsWith(".sql"))).toBe(true);

    const bot = runScript("start:dist", fakes.env(), /"msg":"online"/);
    const output = await bot.matched;
    expect(output).toContain("database migrations");
    bot.interrupt();
    await bot.exited;
    expect(bot.output()).toContain('"msg":"shutting down"');
  }, 120_000);
});
