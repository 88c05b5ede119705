import { beforeAll, describe, expect, test } from "vitest";
import type { InteractionHandle } from "../../fakes/discord/server.js";
import { finalMessage, jobIdOf, useEngineHarness } from "./engine-harness.js";

/**
 * Issue 41 (3) on the engine path: a job waiting in an engine's queue shows its place as it is,
 * and the place changes when the line moves (the engine's status message), not at the next
 * quiet-time poll (set here far beyond the test). A move that leaves a place where it was edits
 * nothing.
 */
const h = useEngineHarness({
  engines: [{ holdProgress: true }],
  timings: {
    engine: { pollMs: 600_000, goneMs: 1_200_000, historyRetries: 20, historyRetryMs: 50, successWaitMs: 500 },
  },
});
const engine = () => h.engines[0]!;

beforeAll(async () => {
  await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { maxConcurrentJobs: 5, dailyQuota: null });
});

const showing = (interaction: InteractionHandle, words: string) =>
  h.discord.waitFor(() => {
    const message = interaction.originalMessage();
    return message && JSON.stringify(message.embeds).includes(words) ? message : undefined;
  });

const promptRuns = (words: string) =>
  h.discord.waitFor(() =>
    engine()
      .prompts()
      .some((p) => p.state === "running" && JSON.stringify(p.workflow).includes(words))
      ? true
      : undefined,
  );

/** The edits of an interaction's reply so far. */
const editsOf = (interaction: InteractionHandle) =>
  h.discord.restLog.filter((r) => r.method === "PATCH" && r.path.includes(interaction.token)).length;

describe("places in an engine's queue", () => {
  test("each waiting job shows its own place, and moves up when the line moves; an unchanged place is not edited", async () => {
    const first = await h.discord.driver.slashCommand("generate", { prompt: "first in line" });
    await promptRuns("first in line");
    const second = await h.discord.driver.slashCommand("generate", { prompt: "second in line" });
    await showing(second, "Queued — 1 ahead");
    const third = await h.discord.driver.slashCommand("generate", { prompt: "third in line" });
    await showing(third, "Queued — 2 ahead");

    // A fourth joins behind them: the engine's line moved, the second's and third's places did not.
    const editsBefore = [editsOf(second), editsOf(third)];
    const fourth = await h.discord.driver.slashCommand("generate", { prompt: "fourth in line" });
    await showing(fourth, "Queued — 3 ahead");
    expect([editsOf(second), editsOf(third)]).toEqual(editsBefore);

    // The first is cancelled (its prompt interrupted): the second runs, everyone behind moves up.
    const firstMessage = first.originalMessage()!;
    await h.discord.driver.clickButton(firstMessage.id, `job:cancel:${jobIdOf(firstMessage)}`);
    await promptRuns("second in line");
    const moved = await showing(third, "Queued — 1 ahead");
    expect(JSON.stringify(moved.embeds)).not.toContain("2 ahead");
    await showing(fourth, "Queued — 2 ahead");

    engine().knobs.holdProgress = false;
    for (const job of [second, third, fourth]) expect((await finalMessage(h, job)).attachments).toHaveLength(1);
  });
});
