import { sql } from "drizzle-orm";
import { afterEach, beforeEach, expect, test } from "vitest";
import { pngFile } from "../../fakes/png.js";
import { rawRows } from "../helpers/db.js";
import { ended, jobIdOf, setGuildKey, useHarness } from "./harness.js";

/** A job the service failed, lost, or that ran past its deadline gives the member's quota unit back, once. */
const h = useHarness({ platform: { taskMs: 300 } });
const image = (name: string) => pngFile(name, 16, 16);
const member = () => h.discord.guild.member;

beforeEach(async () => {
  await setGuildKey(h);
  await h.database.store.guilds.updateSettings(h.discord.guild.id, { dailyQuota: 1, maxConcurrentJobs: 8 });
  await rawRows(h.database, sql`delete from usage`);
});
afterEach(() => {
  h.platform.knobs.taskFails = false;
  h.platform.knobs.taskMs = 300;
});

async function upscale(name: string) {
  const interaction = await h.discord.driver.slashCommand("upscale", { image: image(name) });
  return h.discord.waitFor(() => interaction.originalMessage());
}

test("an upscale the service failed does not count: the member with a quota of one can try again, and /settings show says so", async () => {
  h.platform.knobs.taskFails = true;
  const failed = await ended(h, (await upscale("fails")).id);
  expect(JSON.stringify(failed.embeds)).toContain("Failed");
  await expect
    .poll(() => h.database.store.usage.day(h.discord.guild.id, member().id))
    .toEqual({ used: 0, givenBack: 1 });

  h.platform.knobs.taskFails = false;
  const again = await ended(h, (await upscale("again")).id);
  expect(again.attachments.length).toBe(1);
  expect(await h.database.store.usage.day(h.discord.guild.id, member().id)).toEqual({ used: 1, givenBack: 1 });

  const shown = await h.discord.driver.slashCommand("settings", {}, { user: member(), subcommand: "show" });
  expect(JSON.stringify((await shown.response()).data.embeds)).toContain(
    "You have started 1 job of your 1 today (1 job that failed is not counted)",
  );
});

test("a job past its deadline gives its unit back once, even when its end is delivered again", async () => {
  h.platform.knobs.taskMs = 60_000;
  const message = await upscale("slow");
  const jobId = jobIdOf(
    await h.discord.waitFor(() =>
      jobIdOf(h.discord.messages.get(message.id)!) ? h.discord.messages.get(message.id) : undefined,
    ),
  );
  await h.restart(async () => {
    await rawRows(h.database, sql`update jobs set created_at = created_at - interval '31 minutes' where id = ${jobId}`);
  });
  const final = await ended(h, message.id);
  expect(JSON.stringify(final.embeds)).toContain("did not finish within 30 minutes");
  expect(await h.database.store.usage.day(h.discord.guild.id, member().id)).toEqual({ used: 0, givenBack: 1 });
  // Delivered once more (a restart before it was marked delivered): no second unit comes back.
  await rawRows(
    h.database,
    sql`update jobs set delivered_at = null, owner = null, lease_until = null where id = ${jobId}`,
  );
  await h.restart();
  await expect
    .poll(async () => (await h.database.store.jobs.get(jobId))?.deliveredAt ?? null, { timeout: 10_000 })
    .not.toBeNull();
  expect(await h.database.store.usage.day(h.discord.guild.id, member().id)).toEqual({ used: 0, givenBack: 1 });
});

test("a job the member cancelled still counts", async () => {
  const interaction = await h.discord.driver.slashCommand("generate", { prompt: "stopped on purpose" });
  const message = await h.discord.waitFor(() => {
    const m = interaction.originalMessage();
    return m && JSON.stringify(m.components).includes("job:cancel:") ? m : undefined;
  });
  await h.bot.context.jobs.cancel(jobIdOf(message), { message: "Cancelled by the member." });
  await ended(h, message.id);
  expect(await h.database.store.usage.day(h.discord.guild.id, member().id)).toEqual({ used: 1, givenBack: 0 });
});
