import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import type { InteractionHandle } from "../../fakes/discord/driver.js";
import { rawRows } from "../helpers/db.js";
import {
  DELIVERED_WITHIN_MS,
  deliveredAfter,
  everyRecordHandled,
  jobOutcomes,
  jobsByInteraction as recordedJobs,
  killOnceAccepted,
  logLines,
  until,
  useShardProcesses,
  whileInteractionsDelivered,
} from "./shard-processes.js";

/**
 * Two processes sharing four shards and the database; the one on shards 2-3 is killed with
 * SIGKILL in the middle of a burst of /generate, every command answered, some of its jobs at the
 * service, others waiting in their server's line, others not recorded as jobs yet (only as
 * commands), and is started again (as its supervisor would). Every /generate gets its result
 * exactly once: a command accepted whose job was not recorded is handled again by the process that
 * serves its server now (editing the answer it already has), a job recorded is taken over as a job;
 * each within `DELIVERED_WITHIN_MS` of the later of the service finishing it and the kill.
 */
const PER_GUILD = 6;
const LIMIT = 4;

const p = useShardProcesses(LIMIT, { concurrency: 1_000 });
const { h } = p;

/** The recorded jobs of the burst, by interaction. */
const jobsByInteraction = () => jobOutcomes(h);

/** The prompts the fake cloud was sent, one entry per `POST /api/prompt`. */
const promptsSent = () =>
  h.cloud.requests
    .filter((r) => r.method === "POST" && r.path === "/api/prompt")
    .flatMap(
      (r) =>
        JSON.stringify(r.body)
          .match(/burst-\d+-\d+/g)
          ?.slice(0, 1) ?? [],
    );

test("SIGKILL mid-burst of /generate: every command gets its result exactly once", async () => {
  const high = await p.startHigh();
  // Each process has run a /generate before the burst (a process just started answers its first commands slowly).
  for (const guild of [
    h.discord.guilds.find((g) => p.highGuilds.has(g.id))!,
    h.discord.guilds.find((g) => !p.highGuilds.has(g.id))!,
  ]) {
    const warm = await h.discord.driver.slashCommand("generate", { prompt: "warm up" }, { channelId: guild.channelId });
    await until(async () => (await jobsByInteraction()).get(warm.id)?.[0]?.delivered === true, 60_000);
  }
  // Held at the service from now on: the jobs sent stay in flight until the test lets them finish.
  h.cloud.knobs.holdProgress = true;
  const commands: { prompt: string; guildId: string; interaction: InteractionHandle }[] = [];
  const burst = h.discord.guilds.flatMap((guild, g) =>
    Array.from({ length: PER_GUILD }, async (_, i) => {
      const prompt = `burst-${g}-${i}`;
      const interaction = await h.discord.driver.slashCommand(
        "generate",
        { prompt },
        { channelId: guild.channelId, user: h.discord.guild.owner },
      );
      commands.push({ prompt, guildId: guild.id, interaction });
    }),
  );
  await Promise.all(burst);
  const highCommands = commands.filter((c) => p.highGuilds.has(c.guildId));
  expect(highCommands.length).toBeGreaterThan(0);
  // Killed once each of its commands is answered and accepted and a few of its jobs are recorded.
  const killedAt = await killOnceAccepted(
    h,
    high,
    highCommands.map((c) => c.interaction),
  );
  const atKill = await jobsByInteraction();
  const accepted = await rawRows(
    h.database,
    sql`select count(*)::int as n from accepted where interaction is not null`,
  );
  // Started again on the same shards: it takes over the commands the killed one accepted.
  const again = await p.startHigh();
  h.cloud.knobs.holdProgress = false;
  const released = Date.now();

  // Every command ends in one completed, delivered job, its result in the answer it was given.
  await whileInteractionsDelivered(
    h,
    commands.map((c) => c.interaction.id),
    "commands delivered",
  ).catch(async (error: unknown) => {
    const jobs = await jobsByInteraction();
    const left = commands.filter((c) => !jobs.get(c.interaction.id)?.every((job) => job.delivered));
    console.log(
      "LEFT",
      left.length,
      JSON.stringify(
        left.map((c) => [
          c.prompt,
          p.highGuilds.has(c.guildId),
          jobs.get(c.interaction.id),
          c.interaction.callbacks.length,
        ]),
      ),
    );
    console.log("HIGH", logLines(again.output(), /forgotten|again|took over|"level":(40|50)/, 40));
    console.log("LOW", logLines(h.logs, /forgotten|again|took over|"level":(40|50)/));
    throw error;
  });
  const took = Date.now() - released;
  const jobs = await jobsByInteraction();
  // A failure's story: why each job that did not complete ended as it did.
  const rows = await recordedJobs(h);
  for (const c of commands) {
    const errors = JSON.stringify(rows.get(c.interaction.id)?.map((job) => job.error));
    expect(jobs.get(c.interaction.id), `the job of ${c.prompt} (errors: ${errors})`).toEqual([
      { status: "completed", delivered: true },
    ]);
    expect(c.interaction.originalMessage()?.attachments.length, `the result of ${c.prompt}`).toBeGreaterThan(0);
  }
  // Each delivered within the bound of the later of the service finishing it and the kill.
  const after = commands.map((c) => {
    const job = rows.get(c.interaction.id)![0]!;
    return deliveredAfter(job.deliveredAt, h.cloud.jobs.get(job.remoteId!)?.endedAt, killedAt);
  });
  const latest = Math.max(...after);
  const slowest = commands[after.indexOf(latest)]!;
  const slowestJob = rows.get(slowest.interaction.id)![0]!;
  expect(
    latest,
    `${slowest.prompt} (killed process's: ${p.highGuilds.has(slowest.guildId)}, service ended ${String(
      (h.cloud.jobs.get(slowestJob.remoteId!)?.endedAt ?? NaN) - killedAt,
    )} ms after the kill, released ${released - killedAt} ms after it)`,
  ).toBeLessThan(DELIVERED_WITHIN_MS);
  const sent = promptsSent();
  expect(new Set(sent).size).toBe(sent.length);
  expect(sent.sort()).toEqual(commands.map((c) => c.prompt).sort());
  await everyRecordHandled(h);
  console.log(
    `killed process: ${highCommands.length} commands, ${highCommands.filter((c) => atKill.has(c.interaction.id)).length} with a job at the kill, ${String(accepted[0]!.n)} accepted and not handled to their end; all delivered once, ${took} ms after the service went on, each at most ${latest} ms after the service finished it (or the kill)`,
  );
}, 240_000);
