import { beforeEach, describe, expect, test } from "vitest";
import { ended, running, setGuildKey, useHarness } from "./harness.js";

/**
 * Issue 41 (3): a job waiting in the service's queue shows its place as it is, and the place
 * changes when the line moves, not at the next quiet-time poll (set here far beyond the test).
 */
const h = useHarness({ timings: { pollIntervalMs: 60_000 } });
beforeEach(async () => {
  // Each job runs 3 s once let go: the queue is set up while the first is held.
  Object.assign(h.cloud.knobs, { stepMs: 100, steps: 30, concurrency: 1, holdProgress: true });
  await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { maxConcurrentJobs: 4, dailyQuota: null });
  await setGuildKey(h);
});

const showing = (interaction: { originalMessage(): ReturnType<typeof h.discord.messages.get> }, words: string) =>
  h.discord.waitFor(() => {
    const message = interaction.originalMessage();
    return message && JSON.stringify(message.embeds).includes(words) ? message : undefined;
  });

describe("places in the service's queue", () => {
  test("each waiting job shows its own place, and moves up when the job before it ends", async () => {
    const first = await h.discord.driver.slashCommand("generate", { prompt: "first of three" });
    await running(h, first);
    const second = await h.discord.driver.slashCommand("generate", { prompt: "second of three" });
    await showing(second, "Queued — 1 ahead");
    const third = await h.discord.driver.slashCommand("generate", { prompt: "third of three" });
    await showing(third, "Queued — 2 ahead");

    // The first ends: the second runs, the third is next.
    h.cloud.knobs.holdProgress = false;
    await ended(h, first.originalMessage()!.id);
    await running(h, second);
    const moved = await showing(third, "Queued — 1 ahead");
    expect(JSON.stringify(moved.embeds)).not.toContain("2 ahead");
    await ended(h, second.originalMessage()!.id);
    await running(h, third);
    expect((await ended(h, third.originalMessage()!.id)).attachments).toHaveLength(1);
  });
});
