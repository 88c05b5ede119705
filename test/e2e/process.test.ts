import { describe, expect, test } from "vitest";
import { runScript, useProcessFakes } from "../helpers/npm.js";

const run = runScript;

describe("the bot as a process", () => {
  const fakes = useProcessFakes();

  test("`npm start` with the fakes' URLs comes online on the embedded database and stops cleanly", async () => {
    const { discord } = fakes;
    const bot = run("start", fakes.env(), /"msg":"online"/);
    const output = await bot.matched;
    expect(output).toContain('"guilds":1');
    expect(output).not.toContain(discord.token);
    expect(discord.restLog.some((r) => r.path.endsWith("/gateway/bot"))).toBe(true);
    process.kill(-bot.child.pid!, "SIGINT");
    await bot.exited;
    expect(bot.output()).toContain('"msg":"shutting down"');
    expect(bot.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);

  test("a missing token is reported clearly, with every other problem", async () => {
    const bot = run("start", { FLOWBOT_DATA_DIR: fakes.dataDir, LOG_LEVEL: "loud" });
    const code = await bot.exited;
    expect(code).toBe(1);
    expect(bot.output()).toContain("DISCORD_TOKEN");
    expect(bot.output()).toContain("LOG_LEVEL");
  }, 120_000);

  test("`npm run demo` prints a completed generation", async () => {
    const demo = run("demo", {});
    expect(await demo.exited).toBe(0);
    expect(demo.output()).toMatch(/Completed/);
    expect(demo.output()).toMatch(/\.png \(\d+(\.\d+)? KB, PNG \d+×\d+\)/);
  }, 180_000);
});
