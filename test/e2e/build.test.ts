import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startFakeCloud, type FakeCloud } from "../fakes/cloud/server.js";
import { startFakeDiscord, type FakeDiscord } from "../fakes/discord/server.js";
import { root, runScript } from "../helpers/npm.js";

describe("npm run build", () => {
  let discord: FakeDiscord;
  let cloud: FakeCloud;
  let dataDir: string;

  beforeAll(async () => {
    [discord, cloud] = await Promise.all([startFakeDiscord(), startFakeCloud()]);
    dataDir = await mkdtemp(join(tmpdir(), "flowbot-dist-"));
  });
  afterAll(async () => {
    await Promise.all([discord?.close(), cloud?.close()]);
    await rm(dataDir, { recursive: true, force: true });
  });

  test("produces a dist that runs with node alone, finds its migrations and ships no fakes", async () => {
    const build = runScript("build", {});
    expect(await build.exited).toBe(0);
    const dist = join(root, "dist");
    expect(existsSync(join(dist, "test"))).toBe(false);
    expect(readdirSync(join(dist, "scripts")).sort()).toEqual(["deploy-commands.js", "migrate.js"]);
    expect(readdirSync(join(dist, "migrations")).some((f) => f.endsWith(".sql"))).toBe(true);

    const bot = runScript("start:dist", {
      DISCORD_TOKEN: discord.token, DISCORD_API_URL: discord.apiUrl, FLOW_CLOUD_URL: cloud.url, FLOW_API_URL: cloud.url,
      FLOWBOT_HTTP_PORT: "0", FLOWBOT_DATA_DIR: dataDir,
    }, /"msg":"online"/);
    const output = await bot.matched;
    expect(output).toContain("database migrations");
    bot.interrupt();
    await bot.exited;
    expect(bot.output()).toContain('"msg":"shutting down"');
  }, 120_000);
});
