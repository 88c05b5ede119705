import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { InteractionHandle } from "../../fakes/discord/server.js";
import { finalMessage, jobIdOf, useEngineHarness } from "./engine-harness.js";

/**
 * Issue 41 (3) for jobs waiting here for an engine with room (`;max=1`): they are not at the
 * engine yet, so its queue does not hold them, and they said "Submitting…" for as long as they
 * waited. Each shows its place in this line (what runs at the engine, then the jobs that waited
 * before it), in its message, /queue and /show, and the place moves up when the line does.
 */
const h = useEngineHarness({
  engines: [{ holdProgress: true }],
  urls: (engines) => `${engines[0]!.url};max=1`,
  timings: {
    engine: { pollMs: 600_000, goneMs: 1_200_000, historyRetries: 20, historyRetryMs: 50, successWaitMs: 500 },
  },
});
const engine = () => h.engines[0]!;

beforeAll(async () => {
  await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { maxConcurrentJobs: 5, dailyQuota: null });
});

// A failed test leaves nothing running: the harness's close waits for none.
afterAll(() => {
  engine().knobs.holdProgress = false;
});

const says = (interaction: InteractionHandle) => JSON.stringify(interaction.originalMessage()?.embeds ?? []);
const showing = (interaction: InteractionHandle, words: string) =>
  h.discord.waitFor(() => (says(interaction).includes(words) ? interaction.originalMessage() : undefined));
const promptRuns = (words: string) =>
  h.discord.waitFor(() =>
    engine()
      .prompts()
      .some((p) => p.state === "running" && JSON.stringify(p.workflow).includes(words))
      ? true
      : undefined,
  );

describe("places of jobs waiting for an engine with room", () => {
  test("each shows its place in this line, not Submitting…, and moves up when the line moves", async () => {
    const first = await h.discord.driver.slashCommand("generate", { prompt: "first at the engine" });
    await promptRuns("first at the engine");
    const second = await h.discord.driver.slashCommand("generate", { prompt: "second waits for room" });
    await showing(second, "Queued — 1 ahead");
    const third = await h.discord.driver.slashCommand("generate", { prompt: "third waits for room" });
    await showing(third, "Queued — 2 ahead");
    // They wait here, not at the engine (it takes one at a time): its queue holds the first only.
    expect(engine().prompts()).toHaveLength(1);
    expect(says(second)).not.toContain("Submitting");
    // /queue says the same places.
    const queue = await h.discord.driver.slashCommand("queue", {});
    const listed = JSON.stringify(
      (await h.discord.waitFor(() => (queue.originalMessage()?.embeds.length ? queue.originalMessage() : undefined)))
        .embeds,
    );
    expect(listed).toContain("waiting for an engine with room — 1 ahead");
    expect(listed).toContain("waiting for an engine with room — 2 ahead");
    expect(listed).not.toContain("submitting");
    // And /show of the third.
    const shown = await h.discord.driver.slashCommand("show", { job: jobIdOf(third.originalMessage()!) });
    const show = await h.discord.waitFor(() =>
      shown.originalMessage()?.embeds.length ? shown.originalMessage() : undefined,
    );
    expect(JSON.stringify(show.embeds)).toContain("Queued — 2 ahead");

    // The first is cancelled: the second gets the room and runs; the third is next behind it.
    const firstMessage = first.originalMessage()!;
    await h.discord.driver.clickButton(firstMessage.id, `job:cancel:${jobIdOf(firstMessage)}`);
    await promptRuns("second waits for room");
    await showing(third, "Queued — 1 ahead");
    expect(says(third)).not.toContain("2 ahead");

    engine().knobs.holdProgress = false;
    for (const job of [second, third]) expect((await finalMessage(h, job)).attachments).toHaveLength(1);
  });
});
