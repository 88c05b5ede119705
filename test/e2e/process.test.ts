import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test, vi } from "vitest";
import { root, runScript, useProcessFakes } from "../helpers/npm.js";

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
  }, 60_000);

  test("the Dockerfile's command runs the bot as the process that gets SIGTERM, and it stops cleanly", async () => {
    const dockerfile = readFileSync(join(root, "Dockerfile"), "utf8");
    const [command, ...args] = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
    const bot = spawn(command!, args, {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", ...fakes.env() },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    bot.stdout.on("data", (d) => (output += d));
    bot.stderr.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => bot.on("exit", (code) => resolve(code)));
    await vi.waitFor(() => expect(output).toContain('"msg":"online"'), { timeout: 45_000, interval: 100 });
    bot.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain('"msg":"shutting down"');
  }, 60_000);

  test("a missing token is reported clearly, with every other problem", async () => {
    const bot = run("start", { FLOWBOT_DATA_DIR: fakes.dataDir, LOG_LEVEL: "loud" });
    const code = await bot.exited;
    expect(code).toBe(1);
    expect(bot.output()).toContain("DISCORD_TOKEN");
    expect(bot.output()).toContain("LOG_LEVEL");
  }, 60_000);

  test("`npm run demo` prints a completed generation", async () => {
    const demo = run("demo", {});
    expect(await demo.exited).toBe(0);
    expect(demo.output()).toMatch(/Completed/);
    expect(demo.output()).toMatch(/\.png \(\d+(\.\d+)? KB, PNG \d+×\d+\)/);
  }, 90_000);
});
