import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { ApplicationCommandType } from "discord.js";
import { commands, contextMenus } from "../../commands/index.js";

const root = join(import.meta.dirname, "..", "..");
const readme = readFileSync(join(root, "README.md"), "utf8");

describe("README", () => {
  test("opens with the playground, then how to run the bot and its tests, before anything else", () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
    const [playground, start] = firstBlock.split("\n");
    expect(playground).toMatch(/^npm ci && npm run playground/);
    expect(start).toMatch(/^npm ci && npm start/);
    expect(firstBlock).toMatch(/npm test/);
    expect(readme.indexOf("npm ci && npm start")).toBeLessThan(readme.indexOf("## "));
    expect(readme.indexOf("## Run it in Discord")).toBeLessThan(readme.indexOf("(docs/discord-setup.md)"));
  });

  test("says how to try the engine path in the playground, on the port `npm run fake:engine` serves", () => {
    const section = readme.slice(readme.indexOf("## Try it first"), readme.indexOf("## Run it on your own GPU"));
    expect(section).toContain("`npm run fake:engine`");
    expect(section).toContain("`FLOW_ENGINE_URLS=http://127.0.0.1:8188 npm run playground`");
    const engineMain = readFileSync(join(root, "fakes", "cloud", "engine-main.ts"), "utf8");
    expect(engineMain).toContain('FAKE_ENGINE_PORTS ?? "8188"');
  });

  test("lists every demo scenario, and the values for running against the stand-ins", async () => {
    const { scenarios } = await import("../../scripts/demo/scenarios.js");
    for (const scenario of scenarios) expect(readme, scenario.name).toContain(`| \`${scenario.name}\``);
    for (const name of [
      "DISCORD_API_URL",
      "DISCORD_TOKEN",
      "DISCORD_APPLICATION_ID",
      "FLOW_CLOUD_URL",
      "FLOW_API_URL",
      "FLOW_API_KEY",
    ]) {
      expect(readme).toMatch(new RegExp(`^${name}=`, "m"));
    }
  });

  test("links only to public web pages and to files of this repository", () => {
    const targets = [...readme.matchAll(/\]\(([^)]+)\)|<(https?:[^>]+)>/g)].map((m) => m[1] ?? m[2]!);
    for (const target of targets) {
      if (target.startsWith("#")) continue;
      if (/^https?:/.test(target)) expect(new URL(target).hostname).not.toMatch(/^(127\.|localhost)/);
      else expect(existsSync(join(root, target.replace(/#.*/, ""))), target).toBe(true);
    }
    expect(readme).not.toMatch(/\.\.\/|\/work\//);
  });

  test("has a row with an example for every registered command and context menu", () => {
    const section = readme.slice(
      readme.indexOf("## Commands"),
      readme.indexOf("\n## ", readme.indexOf("## Commands") + 1),
    );
    const rows = section.split("\n").filter((line) => line.startsWith("| ") && !line.startsWith("|---"));
    for (const command of [...commands, ...contextMenus]) {
      const name =
        command.data.toJSON().type === ApplicationCommandType.ChatInput || command.data.toJSON().type === undefined
          ? `/${command.data.name}`
          : command.data.name;
      const row = rows.find((line) => line.includes(name));
      expect(row, `README row for ${name}`).toBeDefined();
      expect(row!.split("|").length, `${name} row has command, example and description`).toBeGreaterThanOrEqual(5);
    }
  });
});
