import { describe, expect, test } from "vitest";
import { DEFAULT_ENGINE_KNOBS } from "../../fakes/cloud/engine-executor.js";
import type { FakeEngine } from "../../fakes/cloud/engine.js";
import { textWorkflow } from "../../fakes/cloud/fixtures.js";
import type { InteractionHandle } from "../../fakes/discord/server.js";
import { ENGINE_TEST_TIMINGS, finalMessage, useEngineHarness } from "./engine-harness.js";

const h = useEngineHarness({ engines: [{}, {}] });
const a = () => h.engines[0]!;
const b = () => h.engines[1]!;

const ours = (engine: FakeEngine, text?: string) =>
  engine
    .prompts()
    .filter((p) => p.clientId !== "someone-else" && (text === undefined || JSON.stringify(p.workflow).includes(text)));

/** Work of another client of the engine: it counts in the engine's load, and its events go elsewhere. */
async function foreign(engine: FakeEngine): Promise<void> {
  const prompt = textWorkflow();
  prompt["4"]!.inputs.ckpt_name = DEFAULT_ENGINE_KNOBS.models.checkpoints[0];
  await fetch(`${engine.url}/prompt`, { method: "POST", body: JSON.stringify({ prompt, client_id: "someone-else" }) });
}

/** Starts a /generate and waits until its prompt is on one of the engines. */
async function generate(prompt: string): Promise<InteractionHandle> {
  const interaction = await h.discord.driver.slashCommand("generate", { prompt });
  await h.discord.waitFor(() => (ours(a(), prompt).length + ours(b(), prompt).length > 0 ? true : undefined));
  return interaction;
}

describe("two engines", () => {
  test("new prompts go to the engine with the least work", async () => {
    await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { maxConcurrentJobs: 5 });
    a().knobs.holdProgress = true;
    b().knobs.holdProgress = true;
    await foreign(a());
    await h.discord.waitFor(() =>
      h.bot.context.remotes.engines!.engine(a().url).queueRemaining === 1 ? true : undefined,
    );
    const jobs = [];
    for (const n of [1, 2, 3]) jobs.push(await generate(`spread ${n}`));
    // A has one prompt of someone else: B takes the first, then they are even (A listed first), then B again.
    expect(ours(b(), "spread 1")).toHaveLength(1);
    expect(ours(a(), "spread 2")).toHaveLength(1);
    expect(ours(b(), "spread 3")).toHaveLength(1);
    a().knobs.holdProgress = false;
    b().knobs.holdProgress = false;
    const messages = await Promise.all(jobs.map((job) => finalMessage(h, job)));
    expect(messages.every((m) => m.attachments.length === 1)).toBe(true);
  });

  test("a prompt still pending on an engine that went away runs on the other, once", async () => {
    a().knobs.holdProgress = true;
    b().knobs.holdProgress = true;
    await foreign(a());
    await foreign(b());
    await foreign(b());
    const pool = h.bot.context.remotes.engines!;
    await h.discord.waitFor(() =>
      pool.engine(a().url).queueRemaining === 1 && pool.engine(b().url).queueRemaining === 2 ? true : undefined,
    );
    const interaction = await generate("moved along");
    const [pending] = ours(a(), "moved along");
    expect(pending?.state).toBe("pending");
    await a().close();
    await h.discord.waitFor(() => (ours(b(), "moved along").length > 0 ? true : undefined), 40_000);
    b().knobs.holdProgress = false;
    const message = await finalMessage(h, interaction);
    const [moved] = ours(b(), "moved along");
    expect(ours(b(), "moved along")).toHaveLength(1);
    expect(message.attachments.map((x) => x.data)).toEqual(moved!.outputs.map((o) => o.data));
    const jobId = (message.embeds[0]?.footer?.text ?? "").replace(/^\S+ /, "");
    const record = await h.bot.context.store.jobs.get(jobId);
    expect(record?.remoteId).toBe(`${moved!.id}@${b().url}`);
  }, 70_000);

  test("a prompt running on an engine that went away ends with a clear message within 60 s", async () => {
    b().knobs.holdProgress = true;
    const interaction = await generate("gone while running");
    await h.discord.waitFor(() => (ours(b(), "gone while running")[0]?.state === "running" ? true : undefined));
    const closedAt = Date.now();
    await b().close();
    const message = await finalMessage(h, interaction, 60_000);
    expect(Date.now() - closedAt).toBeLessThan(60_000);
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(ENGINE_TEST_TIMINGS.goneMs);
    expect(JSON.stringify(message.embeds)).toContain("The engine running this job went away");
  }, 70_000);
});
