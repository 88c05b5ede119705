import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";

/**
 * The embedded database, sized for a small host. Where PGlite's memory went, measured with
 * `npm run measure:idle` and bare scripts (PGlite 0.5, Node 20):
 *
 * - Postgres's default shared_buffers (128 MB) is allocated and touched at start inside the WASM
 *   memory: opening a data directory held ~300 MB. The bot's tables are a few MB and every
 *   statement touches a handful of rows, so 8 MB of buffers is plenty; below that nothing more
 *   is saved (what remains is the WASM code, its heap and node itself).
 * - A new data directory is made by a second PGlite instance and initdb's own WASM module, whose
 *   memories (~600 MB) stay in the process until a full GC, which an idle bot may never run. So
 *   the directory is made in a short-lived child process, whose memory goes back to the system
 *   when it exits, before the bot opens it.
 */
const SETTINGS = ["shared_buffers=8MB"];

/** PGlite on `dir`, created first (in a child process) when the directory holds no database yet. */
export async function openEmbedded(dir: string): Promise<PGlite> {
  // Loaded only when embedded: importing PGlite costs some 40 MB that a Postgres deployment never uses.
  const { PGlite } = await import("@electric-sql/pglite");
  const startParams = [...PGlite.defaultStartParams, ...SETTINGS.flatMap((setting) => ["-c", setting])];
  if (!existsSync(join(dir, "PG_VERSION"))) await createApart(dir, startParams);
  return PGlite.create(dir, { startParams });
}

/** Plain JavaScript, so that it runs the same under tsx, the compiled bot and the tests. */
const CREATE = `
const [url, dir, params] = process.argv.slice(1);
const { PGlite } = await import(url);
const db = await PGlite.create(dir, { startParams: JSON.parse(params) });
await db.close();
`;

function createApart(dir: string, startParams: string[]): Promise<void> {
  const args = [
    "--input-type=module",
    "-e",
    CREATE,
    import.meta.resolve("@electric-sql/pglite"),
    dir,
    JSON.stringify(startParams),
  ];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => void (stderr = (stderr + chunk.toString()).slice(-2000)));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `creating the embedded database in ${dir} failed (exit ${code}): ${stderr.trim().split("\n").at(-1) ?? ""}`,
          ),
        );
    });
  });
}
