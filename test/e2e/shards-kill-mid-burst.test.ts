import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { StoredMessage } from "../../fakes/discord/server.js";
import { makePng } from "../../fakes/png.js";
import { rawRows } from "../helpers/db.js";
import { startHarness, type Harness } from "./harness.js";

/**
 * Two processes sharing four shards and the database; the one on shards 2-3 is killed with
 * SIGKILL in the middle of a burst of reaction upscales, while some of its jobs are recorded and
 * others are still on their way to being recorded or sent, and is started again (as its supervisor
 * would). Every reaction is upscaled exactly once: a job recorded and never sent is started by the
 * other process (not failed as "no trace"), one at the service is followed, one in line waits its
 * turn there, and a reaction accepted but whose jobs were not recorded yet is handled again by the
 * process that serves its server now.
 */
const SHARDS = 4;
const PER_GUILD = 10;
const LIMIT = 4;
const shardOf = (guildId: string) => Number((BigInt(guildId) >> 22n) % BigInt(SHARDS));

let h: Harness;
let dataDir: string;
const children: ChildProcess[] = [];

async function startHigh(): Promise<{ child: ChildProcess; exited: Promise<unknown> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "main.ts"], {
    cwd: join(import.meta.dirname, "..", ".."),
    env: {
      PATH: process.env.PATH ?? "",
      ...h.env,
      ...h.databaseEnv,
      DISCORD_SHARDS: "2-3",
      LOG_LEVEL: "info",
      FLOWBOT_DATA_DIR: dataDir,
      FLOWBOT_HTTP_PORT: "0",
      FLOWBOT_METRICS_PORT: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  await h.discord.waitFor(() => /"msg":"online"/.test(output), 30_000);
  return { child, exited };
}

beforeAll(async () => {
  const timings = { leaseMs: 20_000, scanMs: 1_000 };
  h = await startHarness(
    {},
    { DISCORD_SHARDS: "0-1" },
    { discord: { shards: SHARDS, guilds: 8 }, restProxy: true, platform: { taskMs: Infinity }, timings },
  );
  dataDir = await mkdtemp(join(tmpdir(), "flowbot-kill-"));
  for (const guild of h.discord.guilds) {
    await h.database.store.guilds.setApiKey(guild.id, h.cloud.apiKey);
    await h.database.store.guilds.updateSettings(guild.id, { maxConcurrentJobs: LIMIT, dailyQuota: null });
  }
}, 60_000);
afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await h?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The recorded upscale jobs of the images posted: by the message reacted to. */
async function recorded(): Promise<Map<string, { status: string; remoteId: string | null; delivered: boolean }>> {
  const rows = await rawRows(
    h.database,
    sql`select dedupe_key, status, remote_id, delivered_at from jobs where dedupe_key is not null`,
  );
  return new Map(
    rows.map((r) => [
      String(r.dedupe_key).split(":")[0]!,
      { status: String(r.status), remoteId: r.remote_id as string | null, delivered: r.delivered_at !== null },
    ]),
  );
}

const posts = () => h.platform.requests.filter((r) => r.method === "POST" && r.path.endsWith("/image-upscaler"));

test("SIGKILL mid-burst of reaction upscales: every reaction is upscaled exactly once", async () => {
  const high = await startHigh();
  const highGuilds = new Set(h.discord.guilds.filter((g) => shardOf(g.id) >= 2).map((g) => g.id));
  expect(highGuilds.size).toBeGreaterThan(0);
  const targets: StoredMessage[] = [];
  for (const guild of h.discord.guilds) {
    for (let i = 0; i < PER_GUILD; i++) {
      const image = { filename: `${i}.png`, contentType: "image/png", data: makePng(32, 24, `${guild.id}-${i}`) };
      targets.push(
        await h.discord.postUserMessage(guild.channelId, {
          content: `picture ${i}`,
          attachments: [{ ...image, width: 32, height: 24 }],
        }),
      );
    }
  }
  const highTargets = targets.filter((t) => highGuilds.has(guildOf(t)));
  const reactions = targets.map((target) => h.discord.driver.react(target.id, "🔍", { user: h.discord.guild.owner }));
  // Killed once a few of its jobs are recorded: the rest are on their way (accepted, recorded, sent, or not yet).
  await until(async () => {
    const jobs = await recorded();
    return highTargets.filter((t) => jobs.has(t.id)).length >= 3;
  }, 60_000);
  high.child.kill("SIGKILL");
  await high.exited;
  await Promise.all(reactions);
  const atKill = await recorded();
  const accepted = await rawRows(h.database, sql`select count(*)::int as n from accepted_reactions`);
  // Started again on the same shards: it takes over the reactions the killed one accepted.
  await startHigh();
  h.platform.knobs.taskMs = 1_000;
  h.platform.completeHeld();

  // Every reaction ends in one completed, delivered upscale, each image sent once.
  await until(async () => {
    const jobs = await recorded();
    return jobs.size === targets.length && [...jobs.values()].every((job) => job.delivered);
  }, 90_000);
  const jobs = await recorded();
  for (const target of targets) expect(jobs.get(target.id)?.status, `the upscale of ${target.id}`).toBe("completed");
  const sent = posts().map((r) => String((r.body as { image?: string }).image));
  expect(new Set(sent).size).toBe(sent.length);
  expect(sent).toHaveLength(targets.length);
  await until(
    async () => Number((await rawRows(h.database, sql`select count(*)::int as n from accepted_reactions`))[0]!.n) === 0,
    30_000,
  );
  console.log(
    `killed process: ${highTargets.length} reactions, ${highTargets.filter((t) => atKill.has(t.id)).length} with a job at the kill, ${String(accepted[0]!.n)} accepted and not handled to their end; all upscaled once`,
  );
}, 240_000);

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function guildOf(message: StoredMessage): string {
  return h.discord.guilds.find((g) => g.channelId === message.channelId)!.id;
}
