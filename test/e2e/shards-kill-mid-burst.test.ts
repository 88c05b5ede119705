import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import type { StoredMessage } from "../../fakes/discord/server.js";
import { makePng } from "../../fakes/png.js";
import { rawRows } from "../helpers/db.js";
import {
  acceptedIds,
  DELIVERED_WITHIN_MS,
  deliveredAfter,
  everyRecordHandled,
  guildOf,
  logLines,
  until,
  useShardProcesses,
  whileDelivering,
} from "./shard-processes.js";

/**
 * Two processes sharing four shards and the database; the one on shards 2-3 is killed with
 * SIGKILL in the middle of a burst of reaction upscales, while some of its jobs are recorded and
 * others are still on their way to being recorded or sent, and is started again (as its supervisor
 * would). Every reaction is upscaled exactly once: a job recorded and never sent is started by the
 * other process (not failed as "no trace"), one at the service is followed, one in line waits its
 * turn there, and a reaction accepted but whose jobs were not recorded yet is handled again by the
 * process that serves its server now. Each is delivered within `DELIVERED_WITHIN_MS` of the later of
 * the service finishing it and the kill.
 */
const PER_GUILD = 10;
const LIMIT = 4;

const p = useShardProcesses(LIMIT);
const { h } = p;

/** The recorded upscale jobs of the images posted: by the message reacted to. */
async function recorded(): Promise<
  Map<string, { status: string; remoteId: string | null; delivered: boolean; deliveredAt: unknown }>
> {
  const rows = await rawRows(
    h.database,
    sql`select dedupe_key, status, remote_id, delivered_at from jobs where dedupe_key is not null`,
  );
  return new Map(
    rows.map((r) => [
      String(r.dedupe_key).split(":")[0]!,
      {
        status: String(r.status),
        remoteId: r.remote_id as string | null,
        delivered: r.delivered_at !== null,
        deliveredAt: r.delivered_at,
      },
    ]),
  );
}

const posts = () => h.platform.requests.filter((r) => r.method === "POST" && r.path.endsWith("/image-upscaler"));

test("SIGKILL mid-burst of reaction upscales: every reaction is upscaled exactly once", async () => {
  const high = await p.startHigh();
  const { highGuilds } = p;
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
  const highTargets = targets.filter((t) => highGuilds.has(guildOf(h, t)));
  const reactions = targets.map((target) => h.discord.driver.react(target.id, "🔍", { user: h.discord.guild.owner }));
  // Killed once a few of its jobs are recorded and every reaction it was sent is accepted (see
  // `acceptedIds`): the rest are on their way (recorded, sent, or not yet).
  await until(
    async () => {
      const { messages } = await acceptedIds(h);
      const jobs = await recorded();
      return (
        highTargets.filter((t) => jobs.has(t.id)).length >= 3 &&
        highTargets.every((t) => jobs.has(t.id) || messages.has(t.id))
      );
    },
    60_000,
    "a few jobs recorded and every reaction accepted",
  );
  high.child.kill("SIGKILL");
  const killedAt = Date.now();
  await high.exited;
  await Promise.all(reactions);
  const atKill = await recorded();
  const accepted = await rawRows(h.database, sql`select count(*)::int as n from accepted`);
  // Started again on the same shards: it takes over the reactions the killed one accepted.
  const again = await p.startHigh();
  h.platform.knobs.taskMs = 1_000;
  h.platform.completeHeld();

  // Every reaction ends in one completed, delivered upscale, each image sent once.
  const released = Date.now();
  await whileDelivering(
    async () => [...(await recorded()).values()].filter((job) => job.delivered).length,
    targets.length,
    "reactions delivered",
  ).catch(async (error: unknown) => {
    const jobs = await recorded();
    const left = targets.filter((t) => !jobs.get(t.id)?.delivered);
    console.log(
      "LEFT",
      left.length,
      JSON.stringify(left.map((t) => [t.id, highGuilds.has(guildOf(h, t)), jobs.get(t.id)])),
    );
    console.log("HIGH", logLines(again.output()));
    console.log("LOW", logLines(h.logs));
    throw error;
  });
  const took = Date.now() - released;
  const jobs = await recorded();
  for (const target of targets) expect(jobs.get(target.id)?.status, `the upscale of ${target.id}`).toBe("completed");
  // Each delivered within the bound of the later of the service finishing it and the kill.
  const after = targets.map((target) => {
    const job = jobs.get(target.id)!;
    return deliveredAfter(job.deliveredAt, h.platform.endsAt(job.remoteId!), killedAt);
  });
  const latest = Math.max(...after);
  expect(latest).toBeLessThan(DELIVERED_WITHIN_MS);
  const sent = posts().map((r) => String((r.body as { image?: string }).image));
  expect(new Set(sent).size).toBe(sent.length);
  expect(sent).toHaveLength(targets.length);
  await everyRecordHandled(h);
  console.log(
    `killed process: ${highTargets.length} reactions, ${highTargets.filter((t) => atKill.has(t.id)).length} with a job at the kill, ${String(accepted[0]!.n)} accepted and not handled to their end; all upscaled once, ${took} ms after the service went on, each at most ${latest} ms after the service finished it (or the kill)`,
  );
}, 240_000);
