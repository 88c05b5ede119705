import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { commands, contextMenus } from "../../commands/index.js";

const root = join(import.meta.dirname, "..", "..");
const readme = readFileSync(join(root, "README.md"), "utf8");

describe("README", () => {
  test("opens with the command that runs the bot", () => {
    const firstBlock = /```sh\n([^\n]+)/.exec(readme)?.[1] ?? "";
    expect(firstBlock).toMatch(/^npm ci && npm start/);
  });

  test("links only to public web pages and to files of this repository", () => {
    const targets = [...readme.matchAll(/\]\(([^)]+)\)|<(https?:[^>]+)>/g)].map((m) => m[1] ?? m[2]!);
    for (const target of targets) {
      if (target.startsWith("#")) continue;
      if (/^https?:/.test(target)) expect(new URL(target).hostname).not.toMatch(/^(127\.|localhost)/);
      else expect(existsSync(join(root, target)), target).toBe(true);
    }
    expect(readme).not.toMatch(/\.\.\/|\/work\//);
  });

  test("has a row with an example for every registered command and context menu", () => {
    const rows = readme.split("\n").filter((line) => line.startsWith("| `"));
    for (const command of [...commands, ...contextMenus]) {
      const name = command.data.toJSON().type === 1 || command.data.toJSON().type === undefined ? `/${command.data.name}` : command.data.name;
      const row = rows.find((line) => line.includes(name));
      expect(row, `README row for ${name}`).toBeDefined();
      expect(row!.split("|").length, `${name} row has command, example and description`).toBeGreaterThanOrEqual(5);
    }
  });
});
