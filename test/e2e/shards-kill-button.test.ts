import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import type { InteractionHandle } from "../../fakes/discord/driver.js";
import type { StoredMessage } from "../../fakes/discord/server.js";
import { rawRows } from "../helpers/db.js";
import {
  everyRecordHandled,
  jobOutcomes,
  jobsByInteraction as jobRows,
  killOnceAccepted,
  until,
  useShardProcesses,
  whileInteractionsDelivered,
} from "./shard-processes.js";

/**
 * As test/e2e/shards-kill-generate.test.ts, with buttons: Reroll pressed in a burst under results
 * in every server, the process on shards 2-3 killed with SIGKILL once each of its presses is
 * answered and a few of its jobs are recorded, and started again. Every press gets exactly one
 * job, its result in the reply the press was answered with (resumed as that process answered it:
 * a reply of its own, deferred), the result it was pressed under left as it was.
 */
const PER_GUILD = 6;
const LIMIT = 4;

const p = useShardProcesses(LIMIT, { concurrency: 1_000 });
const { h } = p;

/** The recorded jobs of interactions, by interaction. */
const jobsByInteraction = () => jobOutcomes(h);

const shown = (message: StoredMessage) =>
  JSON.stringify(h.discord.messages.get(message.id), [
    "content",
    "embeds",
    "title",
    "description",
    "attachments",
    "filename",
  ]);

test("SIGKILL mid-burst of Reroll presses: every press gets its result exactly once, in its own reply", async () => {
  const high = await p.startHigh();
  // A result in every server (each process has then run a job before the burst).
  const results = new Map<string, StoredMessage>();
  for (const guild of h.discord.guilds) {
    const command = await h.discord.driver.slashCommand(
      "generate",
      { prompt: `result ${guild.id}` },
      { channelId: guild.channelId, user: h.discord.guild.owner },
    );
    await until(async () => (await jobsByInteraction()).get(command.id)?.[0]?.delivered === true, 60_000, "a result");
    results.set(guild.id, h.discord.messages.get(command.originalMessage()!.id)!);
  }
  const before = new Map([...results].map(([guildId, message]) => [guildId, shown(message)]));
  // Held at the service from now on: the jobs sent stay in flight until the test lets them finish.
  h.cloud.knobs.holdProgress = true;
  const presses: { guildId: string; interaction: InteractionHandle }[] = [];
  await Promise.all(
    [...results].flatMap(([guildId, result]) =>
      Array.from({ length: PER_GUILD }, async () => {
        const reroll = /gen:reroll:[^"]+/.exec(JSON.stringify(result.components))![0];
        const interaction = await h.discord.driver.clickButton(result.id, reroll, { user: h.discord.guild.owner });
        presses.push({ guildId, interaction });
      }),
    ),
  );
  const highPresses = presses.filter((c) => p.highGuilds.has(c.guildId));
  expect(highPresses.length).toBeGreaterThan(0);
  // Killed once each of its presses is answered and accepted and a few of its jobs are recorded.
  await killOnceAccepted(
    h,
    high,
    highPresses.map((c) => c.interaction),
  );
  const atKill = await jobsByInteraction();
  const [accepted] = await rawRows(
    h.database,
    sql`select count(*)::int as n, count(answered)::int as answered from accepted where interaction is not null`,
  );
  await p.startHigh();
  h.cloud.knobs.holdProgress = false;
  const released = Date.now();

  await whileInteractionsDelivered(
    h,
    presses.map((c) => c.interaction.id),
    "presses delivered",
  );
  const took = Date.now() - released;
  const jobs = await jobsByInteraction();
  // A failure's story: why each job that did not complete ended as it did.
  const why = await jobRows(h);
  for (const c of presses) {
    const errors = JSON.stringify(why.get(c.interaction.id)?.map((job) => job.error));
    expect(jobs.get(c.interaction.id), `the job of ${c.interaction.id} (errors: ${errors})`).toEqual([
      { status: "completed", delivered: true },
    ]);
    const reply = c.interaction.originalMessage();
    expect(reply?.id).not.toBe(results.get(c.guildId)!.id);
    expect(reply?.attachments.length, `the result of ${c.interaction.id}`).toBeGreaterThan(0);
  }
  for (const [guildId, result] of results)
    expect(shown(result), `the result pressed in ${guildId}`).toBe(before.get(guildId));
  await everyRecordHandled(h);
  console.log(
    `killed process: ${highPresses.length} presses, ${highPresses.filter((c) => atKill.has(c.interaction.id)).length} with a job at the kill, ${String(accepted!.n)} accepted and not handled to their end (${String(accepted!.answered)} recorded as answered); all delivered once, ${took} ms after the service went on`,
  );
}, 240_000);
