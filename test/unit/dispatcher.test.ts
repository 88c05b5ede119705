import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

// Whichever undici loads first owns the process-wide dispatcher (see src/discord/gateway/rest-agent.ts):
// nothing of ours may set it or send through it.
const root = join(import.meta.dirname, "..", "..");
const files = ["src", "commands"].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .map((file) => join(dir, file)),
);
const text = (file: string) => readFileSync(join(root, file), "utf8");

/** The argument text of every `request(` call, up to its closing parenthesis. */
function requestCalls(source: string): string[] {
  const calls: string[] = [];
  for (const match of source.matchAll(/\brequest\(/g)) {
    let depth = 0;
    for (let i = match.index + "request".length; i < source.length; i++) {
      if (source[i] === "(") depth++;
      if (source[i] === ")" && --depth === 0) {
        calls.push(source.slice(match.index, i + 1));
        break;
      }
    }
  }
  return calls;
}

describe("the process-wide dispatcher", () => {
  test.each(files)("%s neither sets nor reads it, nor uses the global fetch", (file) => {
    expect(text(file)).not.toMatch(/\b(?:setGlobalDispatcher|getGlobalDispatcher)\b|(?<![.\w])fetch\(/);
  });

  test.each(files.filter((file) => /import \{[^}]*\brequest\b[^}]*\} from "undici"/.test(text(file))))(
    "%s passes a dispatcher of its own to every undici request",
    (file) => {
      const calls = requestCalls(text(file));
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) expect(call).toMatch(/\bdispatcher\b/);
    },
  );
});
