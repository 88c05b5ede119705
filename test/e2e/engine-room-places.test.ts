import { describe, expect, test } from "vitest";
import type { InteractionHandle } from "../../fakes/discord/server.js";
import { cancel, finalMessage, jobIdOf, line, promptRuns, showing, useHeldEngineLine } from "./engine-harness.js";

/**
 * Issue 41 (3) for jobs waiting here for an engine with room (`;max=1`): they are not at the
 * engine yet, so its queue does not hold them, and they said "Submitting…" for as long as they
 * waited. Each shows its place in this line (what runs at the engine, then the jobs that waited
 * before it), in its message, /queue and /show, and the place moves up when the line does.
 */
const h = useHeldEngineLine({ urls: (engines) => `${engines[0]!.url};max=1` });
const engine = () => h.engines[0]!;

const says = (interaction: InteractionHandle) => JSON.stringify(interaction.originalMessage()?.embeds ?? []);

describe("places of jobs waiting for an engine with room", () => {
  test("each shows its place in this line, not Submitting…, and moves up when the line moves", async () => {
    const [first, second, third] = await line(h, [
      "first at the engine",
      "second waits for room",
      "third waits for room",
    ]);
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
    await cancel(h, first);
    await promptRuns(h, "second waits for room");
    await showing(h, third, "Queued — 1 ahead");
    expect(says(third)).not.toContain("2 ahead");

    engine().knobs.holdProgress = false;
    for (const job of [second, third]) expect((await finalMessage(h, job)).attachments).toHaveLength(1);
  });
});
