/**
 * `npm run measure:idle [-- --command "node --import tsx main.ts" --seconds 20 --only postgres|first|second]`:
 * the bot's memory at rest, as the table of docs/performance.md shows it. It starts the fake Discord (one
 * server) and the fake cloud in this process, then the bot as a child running `--command` (by
 * default the image's own command and settings, read from the Dockerfile: run `npm run build`
 * first) three times: on a new
 * Postgres database, on a new embedded data directory (the very first start), and on that same
 * directory again. Each time it waits for the bot's "online" line, lets it idle `--seconds`, and
 * reads the resident memory of the bot's process and its children from /proc (Linux only).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { startFakeCloud } from "../fakes/cloud/server.js";
import { startFakeDiscord } from "../fakes/discord/server.js";
import { imageCommand } from "./image-command.js";

const MODES = ["postgres", "first", "second"] as const;
type Mode = (typeof MODES)[number];
const LABELS: Record<Mode, string> = {
  postgres: "Postgres (`DATABASE_URL` set)",
  first: "embedded PGlite, first start (a new data dir)",
  second: "embedded PGlite, second start (the same data dir)",
};

const argv = process.argv.slice(2);
const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const image = imageCommand();
const command = option("--command") ?? image.argv.join(" ");
const seconds = Number(option("--seconds") ?? 20);
const only = option("--only");
if (only !== undefined && !MODES.includes(only as Mode)) throw new Error(`--only must be one of ${MODES.join(", ")}`);
if (!Number.isFinite(seconds) || seconds < 0) throw new Error("--seconds must be a number of seconds, 0 or more");
if (command.endsWith("dist/main.js") && !existsSync("dist/main.js"))
  throw new Error("dist/main.js is missing: run `npm run build` first");
const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const [discord, cloud] = await Promise.all([startFakeDiscord(), startFakeCloud()]);
const dataDir = await mkdtemp(join(tmpdir(), "flowbot-idle-"));
const rows: string[] = [];
try {
  console.log(
    `measuring \`${command}\`${option("--command") ? "" : ` with ${JSON.stringify(image.env)}`}, idle ${seconds} s after "online" · node ${process.version} · ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), ${Math.round(totalmem() / 1024 ** 3)} GiB`,
  );
  for (const mode of only ? [only as Mode] : MODES) {
    const database = mode === "postgres" ? await createDatabase() : undefined;
    try {
      const env = {
        DISCORD_TOKEN: discord.token,
        DISCORD_API_URL: discord.apiUrl,
        FLOW_CLOUD_URL: cloud.url,
        FLOW_API_URL: cloud.url,
        FLOWBOT_HTTP_PORT: "0",
        FLOWBOT_DATA_DIR: dataDir,
        LOG_LEVEL: "info",
        ...(option("--command") ? {} : image.env),
        ...(database ? { DATABASE_URL: database.url, FLOWBOT_SECRET_KEY: randomBytes(32).toString("base64") } : {}),
      };
      const { idle, peak, onlineMs } = await measure(env);
      const row = `| ${LABELS[mode]} | ${mb(idle)} MB | ${mb(peak)} MB | ${(onlineMs / 1000).toFixed(1)} s |`;
      console.log(row);
      rows.push(row);
    } finally {
      await database?.drop();
    }
  }
} finally {
  await Promise.all([discord.close(), cloud.close()]);
  await rm(dataDir, { recursive: true, force: true });
}
console.log(
  `\n| mode | idle RSS | peak RSS | start → online |\n|---|---|---|---|\n${rows.join("\n")}\n\n${new Date().toISOString()}`,
);

/** Starts the bot, waits for "online", idles, and reads its memory (the process and its children). */
async function measure(env: Record<string, string>): Promise<{ idle: number; peak: number; onlineMs: number }> {
  const started = Date.now();
  const [file, ...args] = command.split(" ");
  const child = spawn(file!, args, {
    detached: true,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 100);
  try {
    await new Promise<void>((resolve, reject) => {
      const check = () => /"msg":"online"/.test(output) && resolve();
      child.stdout.on("data", (d) => ((output += d), check()));
      child.stderr.on("data", (d) => ((output += d), check()));
      child.on("close", (code) =>
        reject(new Error(`the bot exited (${code}) before coming online:\n${output.slice(-2000)}`)),
      );
    });
    const onlineMs = Date.now() - started;
    await sleep(seconds * 1000);
    return { idle: treeRss(child.pid!), peak: Math.max(peak, treeRss(child.pid!)), onlineMs };
  } finally {
    clearInterval(sampler);
    const closed = new Promise((resolve) => child.once("close", resolve));
    if (child.exitCode === null) process.kill(-child.pid!, "SIGTERM");
    await closed;
  }
}

/** Resident bytes of a process and all its descendants (the shell, npm or tsx in front of the bot included). */
function treeRss(pid: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = read(`/proc/${entry}/stat`);
    // The command name may hold spaces and parentheses: the parent's pid follows the last ")".
    const ppid = stat ? Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) : NaN;
    if (Number.isInteger(ppid)) parents.set(Number(entry), ppid);
  }
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of parents) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const p of tree) total += Number(/VmRSS:\s+(\d+) kB/.exec(read(`/proc/${p}/status`) ?? "")?.[1] ?? 0) * 1024;
  return total;
}

function read(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined; // the process ended meanwhile
  }
}

async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `flowbot_idle_${randomBytes(6).toString("hex")}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

function mb(bytes: number): number {
  return Math.round(bytes / 1e6);
}
