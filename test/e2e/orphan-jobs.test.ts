import { sql } from "drizzle-orm";
import { afterEach, expect, test } from "vitest";
import { rawRows } from "../helpers/db.js";
import { ended, jobIdOf, running, setGuildKey, useHarness } from "./harness.js";

/**
 * Jobs of a server that removed the bot end (GUILD_DELETE, or found at a scan), with their remote
 * work stopped; an outage is not a removal; and such jobs never starve the recovery of the others.
 */
const h = useHarness({ discord: { guilds: 3 } });
const NOT_A_GUILD_OF_THE_BOT = "999999999999999999";
afterEach(() => {
  h.cloud.knobs.stepMs = 15;
  h.cloud.knobs.steps = 10;
  h.cloud.knobs.concurrency = 1;
});

async function runningIn(channelId: string, prompt: string) {
  const interaction = await h.discord.driver.slashCommand("generate", { prompt }, { channelId });
  const message = await running(h, interaction);
  return { message, jobId: jobIdOf(message) };
}

test("removed from a server mid-job: its job ends at once, its prompt stopped, and no message is sent", async () => {
  const left = h.discord.guilds[1]!;
  await h.bot.context.store.guilds.setApiKey(left.id, h.cloud.apiKey);
  Object.assign(h.cloud.knobs, { stepMs: 100, steps: 100 });
  const gone = await runningIn(left.channelId, "in a server that kicks the bot");
  const promptId = (await h.database.store.jobs.get(gone.jobId))!.remoteId!;

  const requestsBefore = h.discord.restLog.length;
  h.discord.removeBot(left.id);
  await expect
    .poll(async () => (await h.database.store.jobs.get(gone.jobId))?.deliveredAt ?? null, { timeout: 5_000 })
    .not.toBeNull();
  expect(await h.database.store.jobs.get(gone.jobId)).toMatchObject({ status: "cancelled" });
  await expect.poll(() => h.cloud.jobs.get(promptId)?.status).toBe("cancelled");
  expect(h.discord.restLog.slice(requestsBefore).filter((r) => r.path.includes(gone.message.id))).toEqual([]);
});

test("a server's outage (GUILD_DELETE, unavailable) ends nothing", async () => {
  const outage = h.discord.guilds.at(-1)!;
  await h.bot.context.store.guilds.setApiKey(outage.id, h.cloud.apiKey);
  Object.assign(h.cloud.knobs, { stepMs: 60, steps: 15 });
  const stays = await runningIn(outage.channelId, "in a server with an outage");
  h.discord.guildOutage(outage.id);
  const final = await ended(h, stays.message.id);
  expect(final.attachments.length).toBeGreaterThan(0);
  expect(await h.database.store.jobs.get(stays.jobId)).toMatchObject({ status: "completed" });
});

test("at a scan, jobs of servers the bot is not in end, and 600 of them never starve the recovery of the others", async () => {
  await setGuildKey(h);
  // A server that removed the bot while the process was down: READY no longer lists it.
  await rawRows(
    h.database,
    sql`
    insert into jobs (guild_id, channel_id, user_id, kind, params, remote, remote_id, status, created_at)
    select ${NOT_A_GUILD_OF_THE_BOT}, '1', '2', 'upscale', '{}'::jsonb, 'partner-image:image-upscaler', 'gone-' || g, 'in_progress',
           now() - interval '2 days' + g * interval '1 second'
    from generate_series(1, 600) g`,
  );
  const ours = await h.database.store.jobs.create({
    guildId: h.discord.guild.id,
    channelId: h.discord.guild.channelId,
    userId: h.discord.guild.member.id,
    kind: "upscale",
    params: {},
    remote: "partner-image:image-upscaler",
  });
  await h.database.store.jobs.attachRemote(ours.id, "task-ours");
  // Ended on the service, but the process died before the terminal message was shown.
  await h.database.store.jobs.transition(ours.id, "failed", {
    error: { code: "task_failed", message: "failed at the service" },
  });

  await h.restart();
  await expect
    .poll(async () => (await h.database.store.jobs.get(ours.id))?.deliveredAt ?? null, { timeout: 15_000 })
    .not.toBeNull();
  await expect
    .poll(
      async () =>
        (
          await rawRows(
            h.database,
            sql`select count(*)::int as n from jobs where guild_id = ${NOT_A_GUILD_OF_THE_BOT} and delivered_at is null`,
          )
        )[0]!.n as number,
      { timeout: 15_000 },
    )
    .toBe(0);
  const [statuses] = await rawRows(
    h.database,
    sql`select array_agg(distinct status) as statuses from jobs where guild_id = ${NOT_A_GUILD_OF_THE_BOT}`,
  );
  expect(statuses!.statuses).toEqual(["cancelled"]);
}, 40_000);
