import { describe, expect, test } from "vitest";
import type { InteractionHandle } from "../../fakes/discord/server.js";
import { cancel, finalMessage, line, promptRuns, showing, useHeldEngineLine } from "./engine-harness.js";

/**
 * Issue 41 (3) on the engine path: a job waiting in an engine's queue shows its place as it is,
 * and the place changes when the line moves (the engine's status message), not at the next
 * quiet-time poll (set here far beyond the test). A move that leaves a place where it was edits
 * nothing.
 */
const h = useHeldEngineLine();

/** The edits of an interaction's reply so far. */
const editsOf = (interaction: InteractionHandle) =>
  h.discord.restLog.filter((r) => r.method === "PATCH" && r.path.includes(interaction.token)).length;

describe("places in an engine's queue", () => {
  test("each waiting job shows its own place, and moves up when the line moves; an unchanged place is not edited", async () => {
    const [first, second, third] = await line(h, ["first in line", "second in line", "third in line"]);

    // A fourth joins behind them: the engine's line moved, the second's and third's places did not.
    const editsBefore = [editsOf(second), editsOf(third)];
    const fourth = await h.discord.driver.slashCommand("generate", { prompt: "fourth in line" });
    await showing(h, fourth, "Queued — 3 ahead");
    expect([editsOf(second), editsOf(third)]).toEqual(editsBefore);

    // The first is cancelled (its prompt interrupted): the second runs, everyone behind moves up.
    await cancel(h, first);
    await promptRuns(h, "second in line");
    const moved = await showing(h, third, "Queued — 1 ahead");
    expect(JSON.stringify(moved.embeds)).not.toContain("2 ahead");
    await showing(h, fourth, "Queued — 2 ahead");

    h.engines[0]!.knobs.holdProgress = false;
    for (const job of [second, third, fourth]) expect((await finalMessage(h, job)).attachments).toHaveLength(1);
  });
});
