import { execFile } from "node:child_process";
import { copyFile, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { promisify } from "node:util";

const root = join(import.meta.dirname, "..");

/**
 * Compiles the bench's bot process (bench/bot.ts with the bot's code it imports) to JavaScript,
 * so that it runs with node alone, as the image runs the bot: under tsx the same process holds
 * some 60 MB more (the loader, the sources and their transforms). Into a directory of this run
 * inside the repository (the compiled files find node_modules from there); `remove` deletes it.
 * Emitted without type-checking (`noCheck`): with `isolatedModules` the JavaScript is the same
 * either way, and the types are `npm run typecheck`'s to check; checking them here took three
 * quarters of the compile, paid again by every bench and by each of the bench's tests.
 */
export async function compileBotProcess(): Promise<{ entry: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(root, "bench", ".build-"));
  const config = join(dir, "tsconfig.json");
  const compilerOptions = {
    noEmit: false,
    outDir: dir,
    rootDir: root,
    sourceMap: false,
    incremental: false,
    noCheck: true,
  };
  await writeFile(
    config,
    JSON.stringify({ extends: join(root, "tsconfig.json"), compilerOptions, include: [join(root, "bench", "bot.ts")] }),
  );
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  try {
    await promisify(execFile)(process.execPath, [tsc, "-p", config], { cwd: root });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`compiling the bench's bot failed: ${(error as { stdout?: string }).stdout ?? String(error)}`, {
      cause: error,
    });
  }
  // The image check's threads are plain JavaScript, started by URL, not imported: tsc leaves them out
  // (as `npm run build` copies them). Without them every check's thread died at start, every image
  // counted as unreadable, and the bench measured no model at all.
  const checks = join(root, "src", "image-check");
  for (const file of (await readdir(checks)).filter((f) => f.endsWith(".js")))
    await copyFile(join(checks, file), join(dir, "src", "image-check", file));
  return { entry: join(dir, "bench", "bot.js"), remove: () => rm(dir, { recursive: true, force: true }) };
}
