import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FakeCloudOptions } from "../../fakes/cloud/server.js";
import type { StoredMessage } from "../../fakes/discord/server.js";
import { startHarness, type Harness } from "./harness.js";

/**
 * Two processes sharing four shards and the database: the harness's bot serves shards 0-1, a
 * child process (`startHigh`, as a supervisor would start it, again after a kill) shards 2-3.
 * Every server takes `limit` jobs at once, with no daily quota, on the fake cloud's key.
 */
export const SHARDS = 4;
export const shardOf = (guildId: string) => Number((BigInt(guildId) >> 22n) % BigInt(SHARDS));

export interface ShardProcesses {
  h: Harness;
  /** The servers the child process serves. */
  highGuilds: Set<string>;
  /** Starts the process on shards 2-3; resolves once it is online. */
  startHigh(): Promise<{ child: ChildProcess; exited: Promise<unknown>; output(): string }>;
  close(): Promise<void>;
}

export async function startShardProcesses(limit: number, cloud: FakeCloudOptions = {}): Promise<ShardProcesses> {
  const timings = { leaseMs: 20_000, scanMs: 1_000 };
  const h = await startHarness(
    cloud,
    { DISCORD_SHARDS: "0-1" },
    { discord: { shards: SHARDS, guilds: 8 }, restProxy: true, platform: { taskMs: Infinity }, timings },
  );
  const dataDir = await mkdtemp(join(tmpdir(), "flowbot-kill-"));
  for (const guild of h.discord.guilds) {
    await h.database.store.guilds.setApiKey(guild.id, h.cloud.apiKey);
    await h.database.store.guilds.updateSettings(guild.id, { maxConcurrentJobs: limit, dailyQuota: null });
  }
  const children: ChildProcess[] = [];
  const startHigh = async () => {
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
    await h.discord
      .waitFor(() => /"msg":"online"/.test(output), 60_000)
      .catch((error: unknown) => {
        throw new Error(`the process on shards 2-3 did not come online: ${output.slice(-2_000)}`, { cause: error });
      });
    return { child, exited, output: () => output };
  };
  return {
    h,
    highGuilds: new Set(h.discord.guilds.filter((g) => shardOf(g.id) >= 2).map((g) => g.id)),
    startHigh,
    async close() {
      for (const child of children) child.kill("SIGKILL");
      await h.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `condition` (a database or fake's state) until it holds. */
export async function until(
  condition: () => Promise<boolean> | boolean,
  timeoutMs: number,
  what = "the condition",
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The server a message of the fake Discord was posted in. */
export function guildOf(h: Harness, message: Pick<StoredMessage, "channelId">): string {
  return h.discord.guilds.find((g) => g.channelId === message.channelId)!.id;
}
