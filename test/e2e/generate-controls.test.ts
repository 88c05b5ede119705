import { describe, expect, test } from "vitest";
import type { Workflow } from "../../src/api/cloud-types.js";
import type { FakeEngine } from "../../fakes/cloud/engine.js";
import type { EnginePrompt } from "../../fakes/cloud/engine-executor.js";
import type { InteractionHandle } from "../../fakes/discord/server.js";
import type { Recipe } from "../../src/workflows/recipe.js";
import { finalMessage as finalOf, jobIdOf, useEngineHarness, type JobMessage } from "./engine-harness.js";

/**
 * /generate's model, LoRA and sampling options on a fleet of two engines holding different
 * checkpoints and LoRAs: what the member picks is offered from what the engines hold, checked
 * before anything is sent, reaches the graph of the engine that holds it, is named under the
 * result, and is kept by Reroll.
 */
const h = useEngineHarness({
  engines: [
    { models: { checkpoints: ["shared.safetensors", "a-only.safetensors"], loras: ["ink.safetensors"] } },
    {
      models: {
        checkpoints: ["shared.safetensors", "b-only.safetensors", "sdxl/b-xl.safetensors"],
        loras: ["b-style.safetensors", "styles/b-detail.safetensors"],
      },
    },
  ],
});
const a = () => h.engines[0]!;
const b = () => h.engines[1]!;

/** `cfg: 7` arrives as the number option /generate registers, though whole (the fake Discord reads the definitions). */
const generate = (given: Record<string, string | number>) => h.discord.driver.slashCommand("generate", given);

const finalMessage = (interaction: InteractionHandle) => finalOf(h, interaction);
const ours = (engine: FakeEngine, text: string) =>
  engine.prompts().filter((p) => JSON.stringify(p.workflow).includes(text));
const nodes = (prompt: EnginePrompt, classType: string): Array<[string, Workflow[string]]> =>
  Object.entries(prompt.workflow).filter(([, node]) => node.class_type === classType);
const promptsSent = () =>
  [...a().requests, ...b().requests].filter((r) => r.method === "POST" && r.path === "/prompt").length;
const contentOf = (message: JobMessage) => JSON.stringify([message.content, message.embeds]);

/** The names offered while `typed` is in the focused option. */
async function offered(focused: string, typed: string, channelId?: string): Promise<string[]> {
  const handle = await h.discord.driver.autocomplete(
    "generate",
    { prompt: "x", [focused]: typed },
    focused,
    channelId ? { channelId } : {},
  );
  const response = await handle.response();
  expect(response.type).toBe(8);
  return (response.data.choices as Array<{ name: string; value: string }>).map((c) => c.value);
}

/** A `/settings` subcommand by the server's owner; its private confirmation. */
async function settings(subcommand: string, given: Record<string, string | boolean>): Promise<string> {
  const handle = await h.discord.driver.slashCommand("settings", given, { user: h.discord.guild.owner, subcommand });
  return String((await handle.response()).data.content);
}

/** The private answer of a refused command: its first reply, or the follow-up after a deferral. */
async function refusal(interaction: InteractionHandle): Promise<{ content: string; flags: number }> {
  return h.discord.waitFor(() => {
    const all = [
      ...interaction.callbacks.map((c) => c.data as { content?: string; flags?: number }),
      ...interaction.followUps(),
      interaction.originalMessage(),
    ];
    const found = all.find((m) => typeof m?.content === "string" && m.content !== "");
    return found ? { content: found.content!, flags: (found as { flags?: number }).flags ?? 0 } : undefined;
  });
}

describe("/generate's models and controls on engines holding different models", () => {
  test("model, lora, sampler and scheduler are offered from what the engines hold: each name once, filtered", async () => {
    const models = h.bot.context.remotes.models!;
    await h.discord.waitFor(() => (models.allRead() ? true : undefined));
    expect(await offered("model", "")).toEqual([
      "a-only.safetensors",
      "b-only.safetensors",
      "sdxl/b-xl.safetensors",
      "shared.safetensors",
    ]);
    expect(await offered("model", "ONLY")).toEqual(["a-only.safetensors", "b-only.safetensors"]);
    expect(await offered("lora", "b-")).toEqual(["b-style.safetensors", "styles/b-detail.safetensors"]);
    const samplers = await offered("sampler", "dpmpp_2m");
    expect(samplers).toContain("dpmpp_2m");
    expect(samplers.every((s) => s.includes("dpmpp_2m"))).toBe(true);
    expect(await offered("scheduler", "karr")).toEqual(["karras"]);
  });

  test("the chosen checkpoint, LoRAs (option and tags), sampler, scheduler, cfg, clip skip and hires reach the engine holding them; the result names them; Reroll keeps them", async () => {
    const first = await finalMessage(
      await generate({
        prompt: "a fox <lora:b-detail:0.5>, embedding:goodhands in snow",
        model: "b-only.safetensors",
        lora: "b-style.safetensors:0.7",
        sampler: "dpmpp_2m",
        scheduler: "karras",
        cfg: 5.5,
        clip_skip: 2,
        hires: 1.5,
        hires_denoise: 0.45,
      }),
    );
    expect(first.attachments).toHaveLength(1);
    expect(ours(a(), "b-only.safetensors")).toEqual([]);
    const [prompt, ...more] = ours(b(), "b-only.safetensors");
    expect(more).toEqual([]);
    // The tag left the text; the embedding stayed in it.
    const texts = nodes(prompt!, "CLIPTextEncode").map(([, n]) => n.inputs.text);
    expect(texts).toContain("a fox, embedding:goodhands in snow");
    const chain = nodes(prompt!, "LoraLoader");
    expect(chain.map(([, n]) => [n.inputs.lora_name, n.inputs.strength_model, n.inputs.strength_clip])).toEqual([
      ["b-style.safetensors", 0.7, 0.7],
      ["styles/b-detail.safetensors", 0.5, 0.5],
    ]);
    expect(chain[1]![1].inputs.model).toEqual([chain[0]![0], 0]);
    expect(nodes(prompt!, "CLIPSetLastLayer")[0]![1].inputs).toMatchObject({ stop_at_clip_layer: -2 });
    expect(nodes(prompt!, "KSampler").map(([, n]) => n.inputs)).toEqual([
      expect.objectContaining({ sampler_name: "dpmpp_2m", scheduler: "karras", cfg: 5.5, denoise: 1 }),
      expect.objectContaining({ sampler_name: "dpmpp_2m", scheduler: "karras", cfg: 5.5, denoise: 0.45 }),
    ]);
    expect(nodes(prompt!, "LatentUpscaleBy")[0]![1].inputs).toMatchObject({ scale_by: 1.5 });
    const shown = contentOf(first);
    for (const part of ["`b-only.safetensors`", "`b-style.safetensors` 0.7", "`styles/b-detail.safetensors` 0.5"])
      expect(shown).toContain(part);
    expect(shown).toContain("`dpmpp_2m` · `karras` · cfg 5.5 · clip skip 2");

    const again = await finalMessage(await h.discord.driver.clickButton(first.id, `gen:reroll:${jobIdOf(first)}`));
    expect(again.attachments).toHaveLength(1);
    const [, rerolled] = ours(b(), "b-only.safetensors");
    expect(nodes(rerolled!, "LoraLoader").map(([, n]) => n.inputs.lora_name)).toEqual([
      "b-style.safetensors",
      "styles/b-detail.safetensors",
    ]);
    expect(nodes(rerolled!, "KSampler")[0]![1].inputs).toMatchObject({
      sampler_name: "dpmpp_2m",
      scheduler: "karras",
      cfg: 5.5,
    });
    const stored = await h.bot.context.store.jobs.get(jobIdOf(again));
    expect((stored?.params as { recipe?: Recipe }).recipe).toMatchObject({
      checkpoint: "b-only.safetensors",
      hires: { scale: 1.5, denoise: 0.45 },
    });
    expect(contentOf(again)).toContain("`b-style.safetensors` 0.7");
    // Used most: offered first.
    expect((await offered("model", ""))[0]).toBe("b-only.safetensors");
  });

  test("a model no engine holds is refused privately, naming it and the closest names; nothing is sent", async () => {
    const before = promptsSent();
    const answer = await refusal(await generate({ prompt: "typo", model: "b-onyl.safetensors" }));
    expect(answer.flags & 64).toBe(64);
    expect(answer.content).toContain("`b-onyl.safetensors`");
    expect(answer.content).toContain("`b-only.safetensors`");
    expect(answer.content).toContain("`model`");
    const lora = await refusal(await generate({ prompt: "a cat <lora:nowhere-lora:0.8>" }));
    expect(lora.content).toContain("`nowhere-lora`");
    expect(lora.content).toContain("`lora`");
    expect(promptsSent()).toBe(before);
  });

  test("a checkpoint and a LoRA no one engine holds together are refused saying so; nothing is sent", async () => {
    const before = promptsSent();
    const answer = await refusal(await generate({ prompt: "apart", model: "a-only.safetensors", lora: "b-style" }));
    expect(answer.content).toContain("No engine holds `a-only.safetensors` and `b-style.safetensors` together");
    expect(promptsSent()).toBe(before);
  });

  test.each([
    [{ cfg: 120 }, "`cfg` must be a number from 0 to 100."],
    [{ hires_denoise: 0.5 }, "`hires_denoise` is the second pass's: choose `hires` too."],
    [{ prompt: "a <lora:ink:heavy> cat" }, "The LoRA `<lora:ink:heavy>` has no usable weight"],
    [{ prompt: "a <lora:ink:300> cat" }, "a number from -100 to 100"],
    [{ lora: "ink", prompt: "a <lora:ink:0.5> cat" }, "The LoRA ink is named twice"],
  ])("%j is refused before anything is sent, naming the option and its range", async (given, message) => {
    const before = promptsSent();
    const answer = await refusal(await generate({ prompt: "checked", ...given }));
    expect(answer.content).toContain(message);
    expect(answer.flags & 64).toBe(64);
    expect(promptsSent()).toBe(before);
  });

  test("Remix offers the LoRAs as tags in the prompt: the edited tags are its LoRAs; model and sampling stay; Vary keeps them", async () => {
    const done = await finalMessage(
      await generate({
        prompt: "a heron",
        model: "b-only.safetensors",
        lora: "b-style:0.6",
        sampler: "uni_pc",
        cfg: 4,
      }),
    );
    const id = jobIdOf(done);
    const form = await (await h.discord.driver.clickButton(done.id, `gen:remix:${id}`)).response();
    expect(JSON.stringify(form.data.components)).toContain('"value":"a heron <lora:b-style.safetensors:0.6>"');
    const submitted = await h.discord.driver.submitModal(
      `gen:remixed:${id}`,
      { prompt: "a crane <lora:b-detail:0.3>", negative: "" },
      { messageId: done.id },
    );
    const remixed = await finalMessage(submitted);
    expect(remixed.attachments).toHaveLength(1);
    const [prompt] = ours(b(), "a crane");
    expect(nodes(prompt!, "CLIPTextEncode").map(([, n]) => n.inputs.text)).toContain("a crane");
    expect(nodes(prompt!, "LoraLoader").map(([, n]) => [n.inputs.lora_name, n.inputs.strength_model])).toEqual([
      ["styles/b-detail.safetensors", 0.3],
    ]);
    expect(nodes(prompt!, "KSampler")[0]![1].inputs).toMatchObject({ sampler_name: "uni_pc", cfg: 4 });
    expect(JSON.stringify(prompt!.workflow)).toContain("b-only.safetensors");

    const varied = await finalMessage(await h.discord.driver.clickButton(remixed.id, `gen:vary:${jobIdOf(remixed)}`));
    const stored = await h.bot.context.store.jobs.get(jobIdOf(varied));
    expect((stored?.params as { recipe?: Recipe }).recipe).toMatchObject({
      checkpoint: "b-only.safetensors",
      loras: [{ name: "styles/b-detail.safetensors", weight: 0.3 }],
      sampler: "uni_pc",
      cfg: 4,
    });
  });

  test("an owner's list of models is what /generate offers and runs; offer-all puts every one back", async () => {
    const typo = await settings("models offer", { model: "sharde" });
    expect(typo).toContain(
      "No engine this bot runs on holds the `model` `sharde`. The closest they hold: `shared.safetensors`",
    );
    // As members type it: the name as the engines spell it is saved.
    const saved = await settings("models offer", { model: "shared" });
    expect(saved).toContain("Models offered: `shared.safetensors`");
    expect(await offered("model", "")).toEqual(["shared.safetensors"]);
    const before = promptsSent();
    const answer = await refusal(await generate({ prompt: "not offered", model: "b-only.safetensors" }));
    expect(answer.content).toContain(
      "This server does not offer the `model` `b-only.safetensors`. It offers: `shared.safetensors`.",
    );
    expect(answer.flags & 64).toBe(64);
    expect(promptsSent()).toBe(before);
    expect(await settings("models offer-all", {})).toContain("Models offered: every one the engines hold");
    expect(await offered("model", "")).toHaveLength(4);
  });

  test("an age-restricted model is offered and run only in age-restricted channels; /settings show lists it", async () => {
    await settings("models age-restricted", { model: "a-only.safetensors", restricted: true });
    const nsfw = h.discord.addChannel(0, { nsfw: true });
    await h.discord.waitFor(() => h.bot.client.channels.cache.get(nsfw));
    expect(await offered("model", "only")).toEqual(["b-only.safetensors"]);
    // b-only first: the most used.
    expect(await offered("model", "only", nsfw)).toEqual(["b-only.safetensors", "a-only.safetensors"]);
    const before = promptsSent();
    const answer = await refusal(await generate({ prompt: "restricted here", model: "a-only.safetensors" }));
    expect(answer.content).toContain("The `model` `a-only.safetensors` runs only in age-restricted channels here");
    expect(promptsSent()).toBe(before);
    const ran = await finalMessage(
      await h.discord.driver.slashCommand(
        "generate",
        { prompt: "restricted there", model: "a-only" },
        {
          channelId: nsfw,
        },
      ),
    );
    expect(ran.attachments).toHaveLength(1);
    expect(ours(a(), "restricted there")).toHaveLength(1);
    const show = await (
      await h.discord.driver.slashCommand("settings", {}, { user: h.discord.guild.owner, subcommand: "show" })
    ).response();
    expect(JSON.stringify(show.data.embeds)).toContain("Only in age-restricted channels: `a-only.safetensors`");
    await settings("models age-restricted", { model: "a-only.safetensors", restricted: false });
  });

  test("the server's default model is drawn with when the member names none, and named under the result", async () => {
    expect(await settings("models default", { model: "b-only.safetensors" })).toContain(
      "Default model: `b-only.safetensors`",
    );
    const done = await finalMessage(await generate({ prompt: "by default" }));
    expect(ours(b(), "by default").map((p) => JSON.stringify(p.workflow).includes("b-only.safetensors"))).toEqual([
      true,
    ]);
    expect(contentOf(done)).toContain("`b-only.safetensors`");
    expect(await settings("models default", {})).toContain("Default model: the workflow's own");
  });

  test("a member's default model and sampler (/preferences) stand in for what they leave out; a name no engine holds is refused", async () => {
    const wrong = await refusal(await h.discord.driver.slashCommand("preferences", { model: "a-onyl" }));
    expect(wrong.content).toContain("`a-only.safetensors`");
    const saved = await h.discord.driver.slashCommand("preferences", { model: "a-only", sampler: "euler_ancestral" });
    const said = String((await saved.response()).data.content);
    expect(said).toContain("Model: `a-only.safetensors`");
    expect(said).toContain("Sampler: `euler_ancestral`");
    await finalMessage(await generate({ prompt: "my own defaults" }));
    const [mine] = ours(a(), "my own defaults");
    expect(JSON.stringify(mine!.workflow)).toContain("a-only.safetensors");
    expect(nodes(mine!, "KSampler")[0]![1].inputs).toMatchObject({ sampler_name: "euler_ancestral" });
    // What the member types still wins.
    await finalMessage(await generate({ prompt: "typed wins", model: "b-only.safetensors", sampler: "euler" }));
    const [typed] = ours(b(), "typed wins");
    expect(nodes(typed!, "KSampler")[0]![1].inputs).toMatchObject({ sampler_name: "euler" });
    const panel = await (await h.discord.driver.slashCommand("preferences", {})).response();
    expect(String(panel.data.content)).toContain("Model: `a-only.safetensors`");
    await h.bot.context.store.preferences.set(h.discord.guild.id, h.discord.guild.member.id, {
      model: null,
      sampler: null,
    });
  });

  test("permutations keep the model, LoRAs and sampling: each combination runs with them", async () => {
    const interaction = await generate({
      prompt: "a {red, blue} kite <lora:b-style:0.4>",
      model: "b-only.safetensors",
      scheduler: "exponential",
    });
    await interaction.response();
    const question = await h.discord.waitFor(() => interaction.originalMessage());
    const token = JSON.stringify(question.components).match(/perm:run:[0-9a-f-]+/)![0];
    await (await h.discord.driver.clickButton(question.id, token)).response();
    const kites = await h.discord.waitFor(() => {
      const found = ours(b(), " kite");
      return found.length === 2 && found.every((p) => p.state === "success") ? found : undefined;
    });
    for (const kite of kites) {
      expect(nodes(kite, "LoraLoader").map(([, n]) => [n.inputs.lora_name, n.inputs.strength_model])).toEqual([
        ["b-style.safetensors", 0.4],
      ]);
      expect(nodes(kite, "KSampler")[0]![1].inputs).toMatchObject({ scheduler: "exponential" });
    }
    expect(kites.flatMap((k) => nodes(k, "CLIPTextEncode").map(([, n]) => n.inputs.text))).toEqual(
      expect.arrayContaining(["a red kite", "a blue kite"]),
    );
  });

  test("the most used first survives a restart: counted again from the jobs already written", async () => {
    const before = await offered("model", "");
    // Not merely alphabetical: the models used so far come first.
    expect(before).not.toEqual([...before].sort());
    await h.restart();
    let after: string[] = [];
    for (let tries = 0; tries < 100 && JSON.stringify(after) !== JSON.stringify(before); tries++) {
      after = await offered("model", "");
      if (JSON.stringify(after) !== JSON.stringify(before)) await new Promise((r) => setTimeout(r, 100));
    }
    expect(after).toEqual(before);
  });

  test("a model held only by an engine that does not answer is refused saying so; nothing is sent", async () => {
    const pool = h.bot.context.remotes.engines!;
    await b().close();
    await h.discord.waitFor(() => (pool.answering(pool.engine(b().url)) ? undefined : true), 20_000);
    const before = a().requests.filter((r) => r.path === "/prompt").length;
    const answer = await refusal(await generate({ prompt: "gone", model: "b-only.safetensors" }));
    expect(answer.content).toContain("`b-only.safetensors` is held only by engines that do not answer now");
    expect(a().requests.filter((r) => r.path === "/prompt").length).toBe(before);
  });
});
