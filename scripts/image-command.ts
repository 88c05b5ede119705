import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The image's own command and the process settings its `ENV` gives, read from the Dockerfile so
 * that the bench and `npm run measure:idle` run the bot exactly as the image does.
 */
export function imageCommand(): { argv: string[]; env: Record<string, string> } {
  const dockerfile = readFileSync(join(import.meta.dirname, "..", "Dockerfile"), "utf8");
  const argv = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
  const env: Record<string, string> = {};
  for (const [, name, value] of dockerfile.matchAll(/^ENV .*?\b(MALLOC_ARENA_MAX)=(\S+)/gm)) env[name!] = value!;
  return { argv, env };
}
