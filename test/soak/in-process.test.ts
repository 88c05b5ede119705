import { expect, test } from "vitest";
import { pngFile } from "../../fakes/png.js";
import { jobIdOf, useHarness } from "../e2e/harness.js";

/**
 * Compressed traffic with faults: jobs of several kinds in two servers, a fifth of the services'
 * requests failing, event streams dropped, and one server removing the bot mid-job. Afterwards
 * every accepted job has ended with exactly one terminal message (none for the removed server's,
 * which cannot be shown), and no job timer is left. The suite's short soak, in the test's own
 * process; `npm run soak` runs the long one (soak.test.ts), with the bot in a child process.
 */
const h = useHarness({ discord: { guilds: 2 }, platform: { taskMs: 400 } });
const JOBS = 24;
const png = (seed: string) => pngFile(seed, 24, 16);

test(
  "soak: every accepted job ends once, with one terminal message, and nothing is left running",
  async () => {
    const [main, leaving] = h.discord.guilds;
    for (const g of [main!, leaving!]) {
      await h.bot.context.store.guilds.setApiKey(g.id, h.cloud.apiKey);
      await h.bot.context.store.guilds.updateSettings(g.id, { maxConcurrentJobs: 50, dailyQuota: null });
    }
    Object.assign(h.cloud.knobs, {
      failRate5xx: 0.2,
      dropSocketAfterFrames: 25,
      concurrency: 4,
      stepMs: 40,
      steps: 12,
    });
    h.platform.knobs.failRate5xx = 0.2;
    const timersBefore = process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;

    const sent: Promise<unknown>[] = [];
    for (let i = 0; i < JOBS; i++) {
      const channelId = i % 6 === 5 ? leaving!.channelId : main!.channelId;
      const kind = i % 3;
      const interaction =
        kind === 0
          ? h.discord.driver.slashCommand("generate", { prompt: `soak ${i}` }, { channelId })
          : kind === 1
            ? h.discord.driver.slashCommand("upscale", { image: png(`soak-${i}`) }, { channelId })
            : h.discord.driver.slashCommand(
                "video",
                { start: png(`frame-${i}`), prompt: `soak ${i}` },
                { channelId, subcommand: "start-end" },
              );
      sent.push(interaction);
      if (i === Math.floor(JOBS / 2)) setTimeout(() => h.discord.removeBot(leaving!.id), 300);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all(sent);
    const open = async () => (await h.database.store.jobs.listOpen()).length;
    await expect.poll(open, { timeout: 60_000 + JOBS * 2_000, interval: 500 }).toBe(0);
    Object.assign(h.cloud.knobs, { failRate5xx: 0, dropSocketAfterFrames: undefined });
    h.platform.knobs.failRate5xx = 0;

    const jobs = [
      ...(await h.database.store.jobs.listForGuild(main!.id, { limit: 1_000 })),
      ...(await h.database.store.jobs.listForGuild(leaving!.id, { limit: 1_000 })),
    ];
    // The faults bit (some failed) and the work got through (most completed).
    const by = (status: string) => jobs.filter((j) => j.status === status).length;
    expect(by("completed")).toBeGreaterThan(jobs.length / 3);
    expect(by("completed") + by("failed") + by("cancelled")).toBe(jobs.length);
    const bots = h.discord.messages.all().filter((m) => m.author.id === h.discord.botUser.id && m.embeds.length > 0);
    for (const job of jobs) {
      expect(job.deliveredAt, `job ${job.id} delivered`).not.toBeNull();
      expect(["completed", "failed", "cancelled"]).toContain(job.status);
      const shown = bots.filter((m) => jobIdOf(m) === job.id);
      if (job.guildId === leaving!.id && job.status === "cancelled") continue; // the bot was removed: nothing can be shown
      expect(shown, `job ${job.id} (${job.kind}, ${job.status}) has one message`).toHaveLength(1);
      expect(JSON.stringify(shown[0]!.components)).not.toContain("job:cancel:");
    }
    expect(h.bot.context.jobs.list()).toEqual([]);
    // Keep-alive sockets and the fakes' own timers wind down; no job's timer is left behind.
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;
    await expect.poll(timers, { timeout: 10_000, interval: 500 }).toBeLessThanOrEqual(timersBefore + 2);
  },
  120_000 + JOBS * 2_000,
);
