import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startLiveness, type Liveness } from "../../src/db/liveness.js";
import { rawRows } from "../helpers/db.js";
import { startHarness, type Harness } from "./harness.js";

/**
 * With shards, a process knows only its own shards' servers: a server on another shard is not one
 * the bot left. Its jobs stay with the process that holds them while it lives; once that process is
 * gone, this one takes them over and delivers them through their channel, as any other job.
 */
let h: Harness;
/** The process of shard 1, alive: it holds its liveness lock (on a connection of its own). */
let otherProcess: Liveness;
beforeAll(async () => {
  h = await startHarness({}, { DISCORD_SHARDS: "0", DISCORD_SHARD_COUNT: "2" }, { discord: { shards: 2, guilds: 4 } });
  otherProcess = await startLiveness({
    url: h.databaseEnv.DATABASE_URL,
    db: h.database.db,
    owner: "process-of-shard-1",
  });
});
afterAll(async () => {
  await otherProcess?.close();
  await h?.close();
});
const shardOf = (guildId: string) => Number((BigInt(guildId) >> 22n) % 2n);
/** A snowflake of now on `shard` (of two) that is no server the bot is in. */
function idOnShard(shard: number): string {
  const now = BigInt(Date.now() - 1_420_070_400_000) << 22n;
  return String(shardOf(String(now)) === shard ? now : now + (1n << 22n));
}

/** A job that failed at the service and was never shown, claimed by `owner` for an hour. */
async function undeliveredFailedJob(guildId: string, channelId: string, owner?: string): Promise<string> {
  const claim = owner === undefined ? undefined : { owner, leaseMs: 3_600_000 };
  const job = await h.database.store.jobs.create(
    { guildId, channelId, userId: "2", kind: "upscale", params: {}, remote: "partner-image:image-upscaler" },
    claim,
  );
  await h.database.store.jobs.attachRemote(job.id, `task-${job.id}`);
  await h.database.store.jobs.transition(job.id, "failed", {
    error: { code: "task_failed", message: `failed at the service (${job.id})` },
  });
  return job.id;
}
const deliveredAt = async (id: string) => (await h.database.store.jobs.get(id))?.deliveredAt ?? null;

test("jobs of another shard's server stay with their living process; one whose process is gone is delivered here through its channel; a server of this shard the bot is not in ends", async () => {
  const mine = h.discord.guilds.find((g) => shardOf(g.id) === 0)!;
  const other = h.discord.guilds.find((g) => shardOf(g.id) === 1)!;
  const left = idOnShard(0);
  expect(shardOf(left)).toBe(0);
  await h.bot.context.store.guilds.setApiKey(mine.id, h.cloud.apiKey);
  await h.bot.context.store.guilds.setApiKey(other.id, h.cloud.apiKey);
  await rawRows(
    h.database,
    sql`
    insert into jobs (guild_id, channel_id, user_id, kind, params, remote, remote_id, status, owner, lease_until, created_at)
    select ${other.id}, ${other.channelId}, '2', 'upscale', '{}'::jsonb, 'partner-image:image-upscaler', 'other-' || g, 'in_progress',
           'process-of-shard-1', now() + interval '1 hour', now() - interval '2 days' + g * interval '1 second'
    from generate_series(1, 600) g`,
  );
  const gone = await undeliveredFailedJob(left, "1");
  const ours = await undeliveredFailedJob(mine.id, mine.channelId);
  // Claimed by a process that died (it holds no liveness lock), its lease an hour away yet.
  const orphan = await undeliveredFailedJob(other.id, other.channelId, "process-of-shard-1-killed");
  const living = await undeliveredFailedJob(other.id, other.channelId, "process-of-shard-1");

  await h.restart();
  await expect.poll(() => deliveredAt(ours), { timeout: 15_000 }).not.toBeNull();
  await expect.poll(() => deliveredAt(gone), { timeout: 5_000 }).not.toBeNull();
  await expect.poll(() => deliveredAt(orphan), { timeout: 15_000 }).not.toBeNull();
  // Delivered by this process, in the other shard's channel (no message was recorded: one is posted).
  expect((await h.database.store.jobs.get(orphan))?.owner).toBe(h.bot.context.jobs.owner);
  const shown = h.discord.messages
    .all()
    .filter((m) => m.channelId === other.channelId && m.embeds.some((e) => e.description?.includes(orphan)));
  expect(shown).toHaveLength(1);
  // The living process's jobs are its own: neither taken over nor ended.
  expect(await deliveredAt(living)).toBeNull();
  const [open] = await rawRows(
    h.database,
    sql`select count(*)::int as n from jobs where guild_id = ${other.id} and delivered_at is null and owner = 'process-of-shard-1'`,
  );
  expect(open!.n).toBe(601);
}, 40_000);
