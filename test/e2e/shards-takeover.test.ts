import { sql } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import type { StoredMessage } from "../../fakes/discord/server.js";
import { makePng } from "../../fakes/png.js";
import { rawRows } from "../helpers/db.js";
import { jobIdOf } from "./harness.js";
import { logLines, shardOf, until, useShardProcesses, whileDelivering } from "./shard-processes.js";

const PER_GUILD = 20;
const LIMIT = 10;
/**
 * Members post in several channels of a server: Discord allows 5 edits per 5 s in one channel, so
 * twenty jobs ending at once in one channel take twenty seconds to show, whoever shows them.
 */
const CHANNELS_PER_GUILD = 4;
/** Each server's channels, its first one first. */
const channelsOf = new Map<string, string[]>();

// Two processes (src: test/e2e/shard-processes.ts): the killed one is known gone at once (its
// liveness lock); a lease long enough not to run out under load keeps a living process's jobs its
// own, and the scan comes every second. The service's tasks do not end until the test lets them
// (`completeHeld`): the kill comes mid-run.
const p = useShardProcesses(LIMIT);
const { h } = p;

beforeAll(() => {
  for (const guild of h.discord.guilds) {
    const added = Array.from({ length: CHANNELS_PER_GUILD - 1 }, () => h.discord.addChannel(0, { guildId: guild.id }));
    channelsOf.set(guild.id, [guild.channelId, ...added]);
  }
});

const posts = () => h.platform.requests.filter((r) => r.method === "POST" && r.path.endsWith("/image-upscaler"));
const replyUnder = (target: StoredMessage) => h.discord.messages.all().filter((m) => m.replyTo === target.id);
const delivered = (target: StoredMessage) => replyUnder(target).some((m) => m.attachments.length === 1);

/** The jobs of the servers in `guildIds`: how many, how many at the service, and the ids of those waiting in line. */
async function jobsOf(guildIds: string[]): Promise<{ recorded: number; atService: number; waiting: string[] }> {
  const rows = await rawRows(
    h.database,
    sql`
    select j.id, j.remote_id, t.state from jobs j left join job_turns t on t.job_id = j.id
    where j.guild_id in ${guildIds}`,
  );
  return {
    recorded: rows.length,
    atService: rows.filter((r) => r.remote_id !== null).length,
    waiting: rows.filter((r) => r.state === "waiting").map((r) => String(r.id)),
  };
}

/** What a takeover may add to a delivery, beyond what the process's own deliveries take: well under the lease (20 s). */
const TAKEOVER_SLACK_MS = 10_000;

test("two processes on shards 0-1 and 2-3 through the REST proxy: 160 reaction upscales, one killed mid-run, each image upscaled and delivered once", async () => {
  const high = await p.startHigh();
  expect(h.discord.gateway.shards.map((s) => s[0]).sort()).toEqual([0, 1, 2, 3]);
  const highGuilds = h.discord.guilds.filter((g) => shardOf(g.id) >= 2).map((g) => g.id);
  expect(highGuilds.length).toBeGreaterThan(0);

  const targets: StoredMessage[] = [];
  for (const guild of h.discord.guilds) {
    for (let i = 0; i < PER_GUILD; i++) {
      const seed = `${guild.id}-${i}`;
      const image = {
        filename: `${i}.png`,
        contentType: "image/png",
        data: makePng(32, 24, seed),
        width: 32,
        height: 24,
      };
      const channelId = channelsOf.get(guild.id)![i % CHANNELS_PER_GUILD]!;
      targets.push(await h.discord.postUserMessage(channelId, { content: `picture ${i}`, attachments: [image] }));
    }
  }
  for (const target of targets) await h.discord.driver.react(target.id, "🔍", { user: h.discord.guild.owner });

  // Mid-run: every reaction reached its process and was answered (a dead session's events are
  // lost, on Discord too); each server has its limit of jobs at the service and the rest in line.
  const perProcess = highGuilds.length * PER_GUILD;
  let atKill = await jobsOf(highGuilds);
  await until(
    async () => {
      atKill = await jobsOf(highGuilds);
      return (
        atKill.recorded === perProcess &&
        atKill.atService === highGuilds.length * LIMIT &&
        atKill.waiting.length === perProcess - atKill.atService
      );
    },
    60_000,
    "the high process's jobs at the service and in line",
  );
  high.child.kill("SIGKILL");
  await high.exited;
  const killedAt = Date.now();
  h.platform.knobs.taskMs = 2_500;
  // Low's own tasks too, those it started by now.
  expect(h.platform.completeHeld()).toBeGreaterThanOrEqual(highGuilds.length * LIMIT);

  // Waited for as long as deliveries go on: it fails when none came for `STALL_MS`, not when a loaded machine is slow.
  await whileDelivering(() => targets.filter(delivered).length, targets.length, "reactions delivered").catch(
    (error: unknown) => {
      const left = targets.filter((t) => !delivered(t));
      console.log("LEFT", left.length, "high", left.filter((t) => highGuilds.includes(guildOf(t))).length);
      for (const t of left.slice(0, 5))
        console.log("STATE", JSON.stringify(replyUnder(t).map((m) => [m.content, m.embeds[0]?.description])));
      console.log("WARNINGS", logLines(h.logs, undefined, 10));
      throw error;
    },
  );
  for (const target of targets) expect(replyUnder(target), `the replies under ${target.id}`).toHaveLength(1);
  // Each image went to the service once.
  const sent = posts().map((r) => String((r.body as { image?: string }).image));
  expect(new Set(sent).size).toBe(targets.length);
  expect(sent).toHaveLength(targets.length);
  expect(
    h.discord.restLog.filter((r) => r.status === 429 && (r.body as { global?: boolean } | undefined)?.global),
  ).toEqual([]);

  // The killed process's jobs, at the service or in line, delivered by the other as promptly as
  // its own: the time from the service finishing one to its delivery is measured against the
  // same time for the other process's own jobs, so that a loaded machine (slower for both) does
  // not fail it, while a takeover that waited for the lease (20 s) would.
  const lowOwner = h.bot.context.jobs.owner;
  const delayOf = async (target: StoredMessage) => {
    const job = await h.database.store.jobs.get(jobIdOf(replyUnder(target)[0]!));
    expect(job?.status).toBe("completed");
    const finishedAt = h.platform.endsAt(job!.remoteId!)!;
    return { owner: job!.owner, delay: job!.deliveredAt!.getTime() - Math.max(finishedAt, killedAt) };
  };
  const highDelays: number[] = [];
  for (const target of targets.filter((t) => highGuilds.includes(guildOf(t)))) {
    const { owner, delay } = await delayOf(target);
    expect(owner).toBe(lowOwner);
    highDelays.push(delay);
  }
  const ownDelays: number[] = [];
  for (const target of targets.filter((t) => !highGuilds.includes(guildOf(t))))
    ownDelays.push((await delayOf(target)).delay);
  const worst = (delays: number[]) => Math.max(0, ...delays);
  console.log(`service finished → delivered: taken over ≤ ${worst(highDelays)} ms, own ≤ ${worst(ownDelays)} ms`);
  expect(worst(highDelays)).toBeLessThan(worst(ownDelays) + TAKEOVER_SLACK_MS);

  // Restarted on its shards, it serves its servers again.
  const again = await p.startHigh();
  const guild = highGuilds[0]!;
  const image = {
    filename: "after.png",
    contentType: "image/png",
    data: makePng(32, 24, "after restart"),
    width: 32,
    height: 24,
  };
  const target = await h.discord.postUserMessage(h.discord.guilds.find((g) => g.id === guild)!.channelId, {
    content: "after the restart",
    attachments: [image],
  });
  await h.discord.driver.react(target.id, "🔍", { user: h.discord.guild.owner });
  await h.discord.waitFor(() => delivered(target) || undefined, 30_000);
  const job = await h.database.store.jobs.get(jobIdOf(replyUnder(target)[0]!));
  expect(job?.owner).not.toBe(lowOwner);
  again.child.kill("SIGTERM");
  await again.exited;
}, 240_000);

function guildOf(message: StoredMessage): string {
  return [...channelsOf].find(([, channels]) => channels.includes(message.channelId))![0];
}
