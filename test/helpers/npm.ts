import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll } from "vitest";
import { startFakeCloud, type FakeCloud } from "../../fakes/cloud/server.js";
import { startFakeDiscord, type FakeDiscord, type FakeDiscordOptions } from "../../fakes/discord/server.js";

export const root = join(import.meta.dirname, "..", "..");

let hermetic: string | undefined;
/**
 * The project as a spawned script sees it: a directory of links to the project's files, without
 * the `.env` or `data/` a developer keeps in the project root (the bot reads both from its working
 * directory), so what a test runs depends on the test alone.
 */
export function hermeticRoot(): string {
  if (hermetic) return hermetic;
  const dir = mkdtempSync(join(tmpdir(), "flowbot-project-"));
  for (const name of readdirSync(root)) {
    if (name !== ".env" && name !== "data" && name !== "dist") symlinkSync(join(root, name), join(dir, name));
  }
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  return (hermetic = dir);
}

/** Every script still running; stopped after each test, whether it passed or failed. */
const running = new Set<ChildProcess>();
afterEach(async () => {
  await Promise.all([...running].map(stop));
});

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  signal("SIGINT");
  const timer = setTimeout(() => signal("SIGKILL"), 10_000);
  await closed;
  clearTimeout(timer);
}

/**
 * Runs an npm script (in the hermetic project unless `cwd` says otherwise) with only the given
 * environment, collecting its output, until `until` matches or it exits.
 */
export function runScript(script: string, env: Record<string, string>, until?: RegExp, cwd = hermeticRoot()) {
  const child = spawn("npm", ["run", "--silent", script], {
    cwd,
    // Its own process group, as in a terminal: Ctrl-C signals npm and the bot together.
    detached: true,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("close", () => running.delete(child));
  let output = "";
  const matched = new Promise<string>((resolve, reject) => {
    const check = () => until?.test(output) && resolve(output);
    child.stdout.on("data", (d) => ((output += d), check()));
    child.stderr.on("data", (d) => ((output += d), check()));
    child.on("close", (code) =>
      until ? reject(new Error(`exited ${code} before ${until}:\n${output}`)) : resolve(output),
    );
  });
  // "close", not "exit": output still in the pipes when the process ends is read first.
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  return { child, matched, exited, output: () => output, interrupt: () => process.kill(-child.pid!, "SIGINT") };
}

export interface ProcessFakes {
  discord: FakeDiscord;
  cloud: FakeCloud;
  dataDir: string;
  /** The environment that points a spawned bot at the fakes, on its own embedded database, HTTP on a free port. */
  env(): Record<string, string>;
}

/** Inside a describe block: the fakes a spawned bot talks to, started before its tests and closed after. */
export function useProcessFakes(discord?: FakeDiscordOptions): ProcessFakes {
  const fakes = {} as ProcessFakes;
  beforeAll(async () => {
    [fakes.discord, fakes.cloud] = await Promise.all([startFakeDiscord(discord), startFakeCloud()]);
    fakes.dataDir = await mkdtemp(join(tmpdir(), "flowbot-process-"));
    fakes.env = () => ({
      DISCORD_TOKEN: fakes.discord.token,
      DISCORD_API_URL: fakes.discord.apiUrl,
      FLOW_CLOUD_URL: fakes.cloud.url,
      FLOW_API_URL: fakes.cloud.url,
      FLOWBOT_HTTP_PORT: "0",
      FLOWBOT_DATA_DIR: fakes.dataDir,
    });
  });
  afterAll(async () => {
    await Promise.all([fakes.discord?.close(), fakes.cloud?.close()]);
    if (fakes.dataDir) await rm(fakes.dataDir, { recursive: true, force: true });
  });
  return fakes;
}
