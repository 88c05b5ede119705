import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { beforeEach, describe, expect, test } from "vitest";
import { deployCommands } from "../../scripts/deploy-commands.js";
import type { FakeDiscord } from "../../fakes/discord/server.js";
import { randomSecretKey } from "../helpers/db.js";
import { root, runScript, useProcessFakes } from "../helpers/npm.js";

/** Each first-run fault ends `npm start` with one plain line saying what to do, and no stack trace. */
describe("a first start's faults, explained in one line each", () => {
  const fakes = useProcessFakes();
  let discord: FakeDiscord;
  let env: Record<string, string>;

  beforeEach(() => {
    discord = fakes.discord;
    discord.gateway.disallowedIntents = 0;
    discord.commands.clear();
    env = fakes.env();
  });

  /** Runs `npm start` to its end and returns the line it printed for the operator. */
  async function failedStart(overrides: Record<string, string>): Promise<string> {
    const bot = runScript("start", { ...env, ...overrides });
    expect(await bot.exited).toBe(1);
    const output = bot.output();
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain(discord.token);
    // The last line that is not a JSON log record: stdout's records and stderr's explanation
    // arrive through two pipes, in either order.
    return output
      .trim()
      .split("\n")
      .filter((line) => !line.startsWith("{"))
      .at(-1)!;
  }

  test("Discord unreachable: names the URL tried", async () => {
    const line = await failedStart({ DISCORD_API_URL: "http://127.0.0.1:9/api" });
    expect(line).toBe(
      "Discord is unreachable at http://127.0.0.1:9/api (ECONNREFUSED): check this machine's network and DNS, and DISCORD_API_URL.",
    );
  }, 120_000);

  test("token refused", async () => {
    const line = await failedStart({ DISCORD_TOKEN: "MTIz.not-the-token" });
    expect(line).toBe(
      "Discord refused DISCORD_TOKEN: copy the bot's token again from the Developer Portal (your application → Bot → Reset Token).",
    );
    expect(line).not.toContain("MTIz.not-the-token");
  }, 120_000);

  test("intent disallowed (close code 4014): warns once naming the Developer Portal switch, then comes online without it", async () => {
    discord.gateway.disallowedIntents = 1 << 15; // Message Content, as when its switch is off
    const bot = runScript("start", env, /"msg":"online"/);
    const output = await bot.matched;
    expect(output.match(/Message Content Intent/g)).toHaveLength(1);
    expect(output).toContain("Privileged Gateway Intents");
    bot.interrupt();
    await bot.exited;
  }, 120_000);

  test("every intent refused (4014 even without Message Content): one line saying so", async () => {
    discord.gateway.disallowedIntents = ~0;
    const line = await failedStart({});
    expect(line).toContain(
      "Discord refused the gateway intents flowbot needs (close code 4014), even without Message Content",
    );
  }, 120_000);

  test("database unreachable: names where, never the password", async () => {
    const line = await failedStart({
      DATABASE_URL: "postgres://flowbot:hunter2@127.0.0.1:9/flowbot",
      FLOWBOT_SECRET_KEY: randomSecretKey(),
    });
    expect(line).toBe(
      "The database at 127.0.0.1:9/flowbot is unreachable (ECONNREFUSED): check DATABASE_URL and that Postgres is running and accepts connections.",
    );
  }, 120_000);

  test("no DISCORD_TOKEN: one line saying how to start the playground instead", async () => {
    const line = await failedStart({ DISCORD_TOKEN: "" });
    expect(line).toMatch(/^DISCORD_TOKEN is not set: .*run `npm run playground`/);
    expect(line).toContain("Setting up the Discord side");
  }, 120_000);

  test("a required setting missing: names it and what it should be", async () => {
    const bot = runScript("start", { ...env, FLOW_API_URL: "" });
    expect(await bot.exited).toBe(1);
    expect(bot.output()).toContain("FLOW_API_URL is not set: it should be the registry and partner API's base URL");
  }, 120_000);

  test("commands not registered yet: comes online and says how to register them; quiet once they are", async () => {
    const bot = runScript("start", env, /No commands are registered/);
    const output = await bot.matched;
    expect(output).toContain(`run \`DISCORD_APPLICATION_ID=${discord.applicationId} npm run deploy-commands\``);
    expect(output).toContain(`-- --guild ${discord.guild.id}\` (one server, at once)`);
    bot.interrupt();
    await bot.exited;

    await deployCommands({ token: discord.token, applicationId: discord.applicationId, apiUrl: discord.apiUrl });
    const again = runScript("start", { ...env, DISCORD_APPLICATION_ID: discord.applicationId }, /"msg":"online"/);
    await again.matched;
    // The check runs after "online": wait until its request was answered before looking.
    await discord.waitFor(() => discord.restLog.filter((r) => r.path.endsWith("/commands")).length >= 3, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    again.interrupt();
    await again.exited;
    expect(again.output()).not.toContain("are registered");
  }, 180_000);

  test("a clean copy of the project with only a .env file comes online with `npm start`", async () => {
    const clone = mkdtempSync(join(tmpdir(), "flowbot-clone-"));
    try {
      const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
        cwd: root,
        encoding: "utf8",
      })
        .split("\n")
        .filter(Boolean);
      for (const file of files) {
        mkdirSync(dirname(join(clone, file)), { recursive: true });
        cpSync(join(root, file), join(clone, file));
      }
      symlinkSync(join(root, "node_modules"), join(clone, "node_modules"));
      const example = readFileSync(join(clone, ".env.example"), "utf8");
      const filled = Object.entries({ ...env, FLOWBOT_DATA_DIR: join(clone, "data") }).reduce(
        (text, [name, value]) => text.replace(new RegExp(`^(# )?${name}=.*$`, "m"), `${name}=${value}`),
        example,
      );
      writeFileSync(join(clone, ".env"), filled);
      const bot = runScript("start", {}, /"msg":"online"/, clone);
      expect(await bot.matched).toContain('"guilds":1');
      bot.interrupt();
      await bot.exited;
      expect(bot.output()).toContain('"msg":"shutting down"');
    } finally {
      await rm(clone, { recursive: true, force: true });
    }
  }, 180_000);
});
