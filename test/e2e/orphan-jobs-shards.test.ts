import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { rawRows } from "../helpers/db.js";
import { startHarness, type Harness } from "./harness.js";

/**
 * With shards, a process knows only its own shards' servers: a server on another shard is not one
 * the bot left. Its jobs stay open for that shard's process, and never starve this one's recovery.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({}, { DISCORD_SHARDS: "0", DISCORD_SHARD_COUNT: "2" }, { discord: { shards: 2, guilds: 4 } });
});
afterAll(async () => {
  await h?.close();
});
const shardOf = (guildId: string) => Number((BigInt(guildId) >> 22n) % 2n);
/** A snowflake of now on `shard` (of two) that is no server the bot is in. */
function idOnShard(shard: number): string {
  const now = BigInt(Date.now() - 1_420_070_400_000) << 22n;
  return String(shardOf(String(now)) === shard ? now : now + (1n << 22n));
}

async function undeliveredFailedJob(guildId: string, channelId: string): Promise<string> {
  const job = await h.database.store.jobs.create({ guildId, channelId, userId: "2", kind: "upscale", params: {}, remote: "partner-image:image-upscaler" });
  await h.database.store.jobs.attachRemote(job.id, `task-${job.id}`);
  await h.database.store.jobs.transition(job.id, "failed", { error: { code: "task_failed", message: "failed at the service" } });
  return job.id;
}

test("600 open jobs of a server on another shard are left to it, a server of this shard the bot is not in ends, and this shard's job is recovered", async () => {
  const mine = h.discord.guilds.find((g) => shardOf(g.id) === 0)!;
  const other = h.discord.guilds.find((g) => shardOf(g.id) === 1)!;
  const left = idOnShard(0);
  expect(shardOf(left)).toBe(0);
  await h.bot.context.store.guilds.setApiKey(mine.id, h.cloud.apiKey);
  await rawRows(h.database, sql`
    insert into jobs (guild_id, channel_id, user_id, kind, params, remote, remote_id, status, created_at)
    select ${other.id}, ${other.channelId}, '2', 'upscale', '{}'::jsonb, 'partner-image:image-upscaler', 'other-' || g, 'in_progress',
           now() - interval '2 days' + g * interval '1 second'
    from generate_series(1, 600) g`);
  const gone = await undeliveredFailedJob(left, "1");
  const ours = await undeliveredFailedJob(mine.id, mine.channelId);

  await h.restart();
  await expect.poll(async () => (await h.database.store.jobs.get(ours))?.deliveredAt ?? null, { timeout: 15_000 }).not.toBeNull();
  await expect.poll(async () => (await h.database.store.jobs.get(gone))?.deliveredAt ?? null, { timeout: 5_000 }).not.toBeNull();
  const [open] = await rawRows(h.database, sql`select count(*)::int as n from jobs where guild_id = ${other.id} and delivered_at is null and owner is null`);
  expect(open!.n).toBe(600);
}, 40_000);
