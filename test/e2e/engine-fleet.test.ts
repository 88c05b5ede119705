import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { Workflow } from "../../src/api/cloud-types.js";
import type { Recipe } from "../../src/workflows/recipe.js";
import type { FakeEngine } from "../../fakes/cloud/engine.js";
import type { EnginePrompt } from "../../fakes/cloud/engine-executor.js";
import type { InteractionHandle } from "../../fakes/discord/server.js";
import { pngSize } from "../../fakes/png.js";
import { finalMessage as finalOf, jobIdOf, useEngineHarness, type JobMessage } from "./engine-harness.js";

/**
 * Two engines holding different models, the first taking one prompt at a time (`max=1`). A job is
 * made with `/generate`, its stored params get a recipe, and Reroll runs it — the way every remake
 * keeps it (/generate's own options for it: generate-controls.test.ts).
 */
const h = useEngineHarness({
  engines: [
    {
      models: {
        checkpoints: ["shared.safetensors", "a-only.safetensors"],
        loras: ["ink.safetensors", "detail.safetensors", "moving.safetensors"],
      },
    },
    { models: { checkpoints: ["shared.safetensors", "b-only.safetensors"], loras: ["b-style.safetensors"] } },
  ],
  urls: (engines) => `${engines[0]!.url};max=1,${engines[1]!.url};weight=2`,
  env: { FLOWBOT_METRICS_PORT: "0" },
});
const a = () => h.engines[0]!;
const b = () => h.engines[1]!;

type Message = JobMessage;

const finalMessage = (interaction: InteractionHandle, timeoutMs?: number) => finalOf(h, interaction, timeoutMs);
const ours = (engine: FakeEngine, text: string) =>
  engine.prompts().filter((p) => JSON.stringify(p.workflow).includes(text));
const nodes = (prompt: EnginePrompt, classType: string): Array<[string, Workflow[string]]> =>
  Object.entries(prompt.workflow).filter(([, node]) => node.class_type === classType);

/** A finished /generate of `prompt` whose stored params now hold `recipe`; returns its result message. */
async function madeWith(prompt: string, recipe: Recipe): Promise<Message> {
  const first = await finalMessage(await h.discord.driver.slashCommand("generate", { prompt }));
  const recipeJson = JSON.stringify(recipe);
  await h.database.db.execute(
    sql`update jobs set params = jsonb_set(params, '{recipe}', ${recipeJson}::jsonb) where id = ${jobIdOf(first)}`,
  );
  return first;
}

/** Reroll of a result: the stored params again, the recipe with them. */
const reroll = (message: Message) => h.discord.driver.clickButton(message.id, `gen:reroll:${jobIdOf(message)}`);

const contentOf = (message: Message) => JSON.stringify([message.content, message.embeds]);

describe("a fleet of engines holding different models", () => {
  test("the catalogue lists each engine's models in /readyz and /metrics", async () => {
    const models = h.bot.context.remotes.models!;
    await h.discord.waitFor(() => (models.engineNames("checkpoint").length === 3 ? true : undefined));
    expect(models.engineNames("checkpoint")).toEqual([
      "a-only.safetensors",
      "b-only.safetensors",
      "shared.safetensors",
    ]);
    expect(models.holders("lora", "b-style.safetensors")).toEqual([{ url: b().url, up: true }]);
    const ready = await (await fetch(`${h.bot.http!.localUrl}/readyz`)).text();
    expect(ready).toContain(`engine ${a().url} up, queue 0, in flight 0 of 1, weight 1, models 2 checkpoint, 3 lora`);
    expect(ready).toContain(`engine ${b().url} up, queue 0, in flight 0, weight 2, models 2 checkpoint, 1 lora`);
    const metrics = await (await fetch(h.bot.http!.metricsUrl!)).text();
    expect(metrics).toContain(`flowbot_engine_up{engine="${a().url}"} 1`);
    expect(metrics).toContain(`flowbot_engine_max_in_flight{engine="${a().url}"} 1`);
    expect(metrics).toContain(`flowbot_engine_models{engine="${b().url}",kind="checkpoint"} 2`);
    expect(metrics).toContain(`flowbot_engine_in_flight{engine="${b().url}"} 0`);
  });

  test("a job for a model only one engine holds runs there, its recipe in the graph; Reroll keeps it", async () => {
    const recipe: Recipe = {
      checkpoint: "b-only.safetensors",
      loras: [{ name: "b-style.safetensors", weight: 0.7 }],
      sampler: "uni_pc",
      scheduler: "karras",
      cfg: 5.5,
      clipSkip: 2,
      hires: { scale: 2, denoise: 0.4 },
    };
    const first = await madeWith("only on b", recipe);
    const again = await finalMessage(await reroll(first));
    const [prompt, ...more] = ours(b(), "b-only.safetensors");
    expect(more).toEqual([]);
    expect(ours(a(), "b-only.safetensors")).toEqual([]);
    const [lora, loader] = nodes(prompt!, "LoraLoader")[0]!;
    expect(loader.inputs).toMatchObject({ lora_name: "b-style.safetensors", strength_model: 0.7, strength_clip: 0.7 });
    expect(nodes(prompt!, "CLIPSetLastLayer")[0]![1].inputs).toEqual({ clip: [lora, 1], stop_at_clip_layer: -2 });
    const samplers = nodes(prompt!, "KSampler").map(([, n]) => n.inputs);
    expect(samplers).toEqual([
      expect.objectContaining({ sampler_name: "uni_pc", scheduler: "karras", cfg: 5.5, denoise: 1, model: [lora, 0] }),
      expect.objectContaining({ sampler_name: "uni_pc", scheduler: "karras", cfg: 5.5, denoise: 0.4 }),
    ]);
    expect(nodes(prompt!, "LatentUpscaleBy")[0]![1].inputs).toMatchObject({ scale_by: 2 });
    // The second pass doubled the image: 1024² by default, 2048² delivered.
    expect(pngSize(again.attachments[0]!.data)).toEqual({ width: 2048, height: 2048 });
    const stored = await h.bot.context.store.jobs.get(jobIdOf(again));
    expect((stored?.params as { recipe?: Recipe }).recipe).toEqual(recipe);
  });

  test("chained LoRA loaders with their weights, on the engine that holds them", async () => {
    const recipe: Recipe = {
      checkpoint: "shared.safetensors",
      loras: [
        { name: "ink.safetensors", weight: 0.8 },
        { name: "detail.safetensors", weight: 0.5, clipWeight: 0.25 },
      ],
    };
    const again = await finalMessage(await reroll(await madeWith("two loras", recipe)));
    expect(again.attachments).toHaveLength(1);
    // Only A holds both LoRAs, though both hold the checkpoint.
    const [prompt] = ours(a(), "detail.safetensors");
    expect(ours(b(), "detail.safetensors")).toEqual([]);
    const chain = nodes(prompt!, "LoraLoader");
    expect(chain.map(([, n]) => n.inputs)).toEqual([
      expect.objectContaining({ lora_name: "ink.safetensors", strength_model: 0.8, strength_clip: 0.8 }),
      {
        model: [chain[0]![0], 0],
        clip: [chain[0]![0], 1],
        lora_name: "detail.safetensors",
        strength_model: 0.5,
        strength_clip: 0.25,
      },
    ]);
  });

  test("an engine at its most takes no more until it has room: the next job waits, then runs there", async () => {
    const recipe: Recipe = { checkpoint: "a-only.safetensors" };
    const one = await madeWith("first at most", recipe);
    const two = await madeWith("second at most", recipe);
    a().knobs.holdProgress = true;
    const pool = h.bot.context.remotes.engines!;
    const first = await reroll(one);
    await h.discord.waitFor(() => (ours(a(), "a-only").some((p) => p.state === "running") ? true : undefined));
    const second = await reroll(two);
    // The second is admitted and waits for room: counted nowhere, sent nowhere.
    await h.discord.waitFor(() => (pool.waiting === 1 ? true : undefined));
    expect(pool.inFlight(pool.engine(a().url))).toBe(1);
    expect(ours(a(), "a-only")).toHaveLength(1);
    expect(ours(b(), "a-only")).toEqual([]);
    a().knobs.holdProgress = false;
    const [done1, done2] = await Promise.all([finalMessage(first), finalMessage(second)]);
    expect([done1.attachments.length, done2.attachments.length]).toEqual([1, 1]);
    const [p1, p2] = ours(a(), "a-only");
    expect(JSON.stringify(p2!.workflow)).toContain("second at most");
    // Sent only once the first had ended.
    const sent = a().requests.find(
      (r) =>
        r.method === "POST" &&
        r.path === "/prompt" &&
        JSON.stringify(r.body).includes("a-only.safetensors") &&
        JSON.stringify(r.body).includes("second at most"),
    );
    expect(sent!.at).toBeGreaterThanOrEqual(p1!.endedAt!);
    expect(pool.waiting).toBe(0);
  });

  test("a name an engine refuses (its lists changed) refreshes the lists; the job runs where the model went", async () => {
    const models = h.bot.context.remotes.models!;
    await h.discord.waitFor(() => (models.holders("lora", "moving.safetensors").length === 1 ? true : undefined));
    // The LoRA moves from A to B between two reads of their lists.
    a().knobs.models.loras = ["ink.safetensors", "detail.safetensors"];
    b().knobs.models.loras.push("moving.safetensors");
    const recipe: Recipe = { checkpoint: "shared.safetensors", loras: [{ name: "moving.safetensors", weight: 1 }] };
    const done = await finalMessage(await reroll(await madeWith("a moving lora", recipe)));
    expect(done.attachments).toHaveLength(1);
    const refused = a().requests.filter(
      (r) => r.path === "/prompt" && JSON.stringify(r.body).includes("moving.safetensors"),
    );
    expect(refused).toHaveLength(1);
    expect(ours(a(), "moving.safetensors")).toEqual([]);
    expect(ours(b(), "moving.safetensors")).toHaveLength(1);
    expect(models.holders("lora", "moving.safetensors")).toEqual([{ url: b().url, up: true }]);
  });

  test("a model no engine holds is refused privately at Reroll, naming it; nothing is sent", async () => {
    const recipe: Recipe = { checkpoint: "nowhere.safetensors" };
    const answer = await (await reroll(await madeWith("a model nowhere", recipe))).response();
    expect(answer.data.content).toContain("No backend this bot runs on holds the `model` `nowhere.safetensors`");
    expect(answer.data.flags & 64).toBe(64);
    const sent = [...a().requests, ...b().requests].filter((r) =>
      JSON.stringify(r.body ?? "").includes("nowhere.safetensors"),
    );
    expect(sent).toEqual([]);
  });

  test("the engine holding the model going away ends its job clearly; a new one is refused saying so, never sent elsewhere", async () => {
    const recipe: Recipe = { checkpoint: "b-only.safetensors" };
    const waiting = await madeWith("holder goes away", recipe);
    const later = await madeWith("holder gone", recipe);
    b().knobs.holdProgress = true;
    const running = await reroll(waiting);
    await h.discord.waitFor(() =>
      ours(b(), "holder goes away").some((p) => p.state === "running") ? true : undefined,
    );
    await b().close();
    const ended = await finalMessage(running, 60_000);
    expect(contentOf(ended)).toContain("The engine running this job went away");
    const pool = h.bot.context.remotes.engines!;
    await h.discord.waitFor(() => (pool.answering(pool.engine(b().url)) ? undefined : true), 20_000);
    const refused = await (await reroll(later)).response();
    expect(refused.data.content).toContain("`b-only.safetensors` is held only by engines that do not answer now");
    expect(refused.data.flags & 64).toBe(64);
    expect(ours(a(), "b-only.safetensors")).toEqual([]);
  }, 90_000);
});
