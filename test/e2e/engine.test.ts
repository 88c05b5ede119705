import { afterEach, describe, expect, test } from "vitest";
import type { Workflow } from "../../src/api/cloud-types.js";
import { DEFAULT_ENGINE_KNOBS, defaultEngineKnobs } from "../../fakes/cloud/engine-executor.js";
import { portraitWorkflow } from "../../fakes/cloud/fixtures.js";
import type { FakeFile } from "../../fakes/discord/options.js";
import { makePng } from "../../fakes/png.js";
import { ENGINE_TEST_TIMINGS, finalMessage, jobIdOf, useEngineHarness } from "./engine-harness.js";

const h = useEngineHarness();
const engine = () => h.engines[0]!;

afterEach(() => {
  Object.assign(engine().knobs, { ...defaultEngineKnobs(), stepMs: 15, steps: 8 });
});

const promptOf = (text: string) =>
  engine()
    .prompts()
    .find((p) => JSON.stringify(p.workflow).includes(text));

/** A saved workflow whose prompt goes to node 3, on the engine's second checkpoint. */
const portrait = (checkpoint = DEFAULT_ENGINE_KNOBS.models.checkpoints[1]!) =>
  portraitWorkflow({ checkpoint, width: 64, height: 48, sampler: "euler" });

const jsonFile = (value: unknown): FakeFile => ({
  filename: "workflow.json",
  contentType: "application/json",
  data: Buffer.from(JSON.stringify(value)),
});

async function addWorkflow(name: string, graph: Workflow): Promise<string> {
  const interaction = await h.discord.driver.slashCommand(
    "workflow",
    { name, file: jsonFile(graph) },
    { subcommand: "add", user: h.discord.guild.owner },
  );
  const response = await interaction.response();
  if (response.type === 4) return String(response.data.content ?? "");
  const message = await h.discord.waitFor(() => {
    const m = interaction.originalMessage();
    return m && (m.flags & 128) === 0 ? m : undefined;
  });
  return message.content;
}

describe("the bot on a self-hosted engine only (no cloud URL, no platform URL, no key)", () => {
  test("/generate shows progress and attaches the engine's own image bytes", async () => {
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "an engine fox", seed: 42 });
    const message = await finalMessage(h, interaction);
    const prompt = promptOf("an engine fox")!;
    expect(prompt).toBeDefined();
    expect(prompt.clientId).toBe(h.bot.context.remotes.engines!.clientId);
    // The built-in workflow takes the engine's first checkpoint.
    const loader = Object.values(prompt.workflow).find((n) => n.class_type === "CheckpointLoaderSimple");
    expect(loader?.inputs.ckpt_name).toBe(DEFAULT_ENGINE_KNOBS.models.checkpoints[0]);
    expect(message.attachments.map((a) => a.data)).toEqual(prompt.outputs.map((o) => o.data));
    const history = h.discord.messages.get(message.id)!.history;
    expect(
      history.some(
        (state) => /Running/.test(JSON.stringify(state.embeds)) && /\d+\s*\/\s*8/.test(JSON.stringify(state.embeds)),
      ),
    ).toBe(true);
    // Nothing was asked of a status route the engine does not have.
    expect(engine().requests.some((r) => r.path.includes("/job/"))).toBe(false);
    // Every event was heard: the job ends at `execution_success` with the outputs `executed`
    // brought, and its history entry (written just after) is not read at all.
    const reads = engine().requests.filter((r) => r.path === `/history/${prompt.id}` && r.at >= prompt.endedAt!);
    expect(reads).toHaveLength(0);
  });

  test("/show holds its files' bytes until Discord has its answer carrying them", async () => {
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "a shown fox", seed: 7 });
    const message = await finalMessage(h, interaction);
    const budget = h.bot.context.jobs.fileBytes;
    await h.discord.waitFor(() => budget.bytes === 0 || undefined);
    // What the bot holds as Discord stores the answer with files (before its response goes back).
    const heldAsStored: number[] = [];
    const stop = h.discord.messages.onChange((stored) => {
      if (stored.attachments.length > 0 && stored.id !== message.id) heldAsStored.push(budget.bytes);
    });
    try {
      const show = await h.discord.driver.slashCommand("show", { job: jobIdOf(message) });
      await h.discord.waitFor(() => show.originalMessage()?.attachments.length || undefined);
    } finally {
      stop();
    }
    expect(heldAsStored.length).toBeGreaterThan(0);
    expect(Math.min(...heldAsStored)).toBeGreaterThanOrEqual(
      message.attachments.reduce((n, a) => n + a.data.length, 0),
    );
    await h.discord.waitFor(() => budget.bytes === 0 || undefined);
  });

  test("the bot's own process stalled mid-job is not the engine gone quiet: the job is not read back", async () => {
    // Steps 300 ms apart: two of the bot's poll ticks (150 ms here), well within the quiet time of five.
    engine().knobs.stepMs = 300;
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "through a stall" });
    await h.discord.waitFor(() => ((promptOf("through a stall")?.progressEvents ?? 0) >= 1 ? true : undefined));
    // The whole process (the bot and the engine in it) held for longer than five ticks, as a loaded
    // machine may hold it: afterwards its timers are late and the engine's next events wait unread.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10 * ENGINE_TEST_TIMINGS.pollMs);
    const message = await finalMessage(h, interaction);
    const prompt = promptOf("through a stall")!;
    expect(prompt.state).toBe("success");
    expect(message.attachments.map((a) => a.data)).toEqual(prompt.outputs.map((o) => o.data));
    expect(engine().requests.filter((r) => r.path === `/history/${prompt.id}`)).toEqual([]);
  });

  test("a saved workflow is checked against the engine's object_info and runs with the prompt mapped", async () => {
    const saved = await addWorkflow("portrait", portrait());
    expect(saved).toContain("portrait");
    expect(engine().requests.some((r) => r.path === "/object_info")).toBe(true);
    const interaction = await h.discord.driver.slashCommand("generate", {
      prompt: "a mapped heron",
      workflow: "portrait",
    });
    const message = await finalMessage(h, interaction);
    const prompt = promptOf("a mapped heron")!;
    expect(prompt.workflow["3"]!.inputs.text).toBe("a mapped heron");
    expect(prompt.workflow["1"]!.inputs.ckpt_name).toBe(DEFAULT_ENGINE_KNOBS.models.checkpoints[1]);
    expect(message.attachments).toHaveLength(1);
  });

  test("a workflow naming a checkpoint the engine lacks is refused, naming it", async () => {
    const answer = await addWorkflow("cloudy", portrait("flow-xl-v2.safetensors"));
    expect(answer).toContain("flow-xl-v2.safetensors");
    expect(answer).toContain("ckpt_name");
    expect(await h.bot.context.store.workflows.get(h.discord.guild.id, "cloudy")).toBeUndefined();
  });

  test("Cancel interrupts the running prompt by its id and the engine's queue empties", async () => {
    engine().knobs.holdProgress = true;
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "stop me" });
    const running = await h.discord.waitFor(() => {
      const message = interaction.originalMessage();
      return message && /Running/.test(JSON.stringify(message.embeds)) ? message : undefined;
    });
    await h.discord.driver.clickButton(running.id, `job:cancel:${jobIdOf(running)}`);
    const message = await finalMessage(h, interaction);
    const prompt = promptOf("stop me")!;
    const interrupt = engine().requests.find((r) => r.path === "/interrupt");
    expect(interrupt?.body).toEqual({ prompt_id: prompt.id });
    expect(prompt.state).toBe("interrupted");
    expect(JSON.stringify(message.embeds)).toMatch(/[Cc]ancel/);
    const queue = (await (await fetch(`${engine().url}/queue`)).json()) as Record<string, unknown[]>;
    expect(queue).toEqual({ queue_running: [], queue_pending: [] });
  });

  test("the socket dropped mid-job: delivered once, read back from history", async () => {
    engine().knobs.holdProgress = true;
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "dropped socket" });
    await h.discord.waitFor(() => (promptOf("dropped socket")?.state === "running" ? true : undefined));
    engine().dropSockets();
    engine().knobs.holdProgress = false;
    const message = await finalMessage(h, interaction);
    const prompt = promptOf("dropped socket")!;
    expect(message.attachments.map((a) => a.data)).toEqual(prompt.outputs.map((o) => o.data));
    const posts = h.discord.messages.all().filter((m) => JSON.stringify(m.embeds).includes("dropped socket"));
    expect(posts).toHaveLength(1);
  });

  test("the bot restarted mid-job: the new process follows it on its engine and delivers once", async () => {
    engine().knobs.holdProgress = true;
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "across a restart" });
    await h.discord.waitFor(() => (promptOf("across a restart")?.state === "running" ? true : undefined));
    await h.restart(async () => {
      engine().knobs.holdProgress = false;
      await h.discord.waitFor(() =>
        engine().executor.history.has(promptOf("across a restart")!.id) ? true : undefined,
      );
    });
    const prompt = promptOf("across a restart")!;
    const message = await finalMessage(h, interaction);
    expect(message.attachments.map((a) => a.data)).toEqual(prompt.outputs.map((o) => o.data));
    const record = (await h.bot.context.store.jobs.get(jobIdOf(message)))!;
    expect(record.remoteId).toBe(`${prompt.id}@${engine().url}`);
    expect(record.status).toBe("completed");
    const posts = h.discord.messages.all().filter((m) => JSON.stringify(m.embeds).includes("across a restart"));
    expect(posts).toHaveLength(1);
  });

  test("without a platform URL, /node and /upscale answer privately that the bot is not set up for them", async () => {
    for (const [name, options, subcommand] of [
      ["node", { query: "impact" }, "search"],
      [
        "upscale",
        { image: { filename: "a.png", contentType: "image/png", data: makePng(32, 32, 1), width: 32, height: 32 } },
        undefined,
      ],
    ] as const) {
      const interaction = await h.discord.driver.slashCommand(name, options, subcommand ? { subcommand } : {});
      const response = await interaction.response();
      const reply =
        response.type === 4
          ? { content: String(response.data.content ?? ""), flags: Number(response.data.flags ?? 0) }
          : await h.discord.waitFor(() => {
              const message = interaction.originalMessage();
              return message && (message.flags & 128) === 0 ? message : undefined;
            });
      expect(reply.content).toContain("not set up for this");
      expect(reply.flags & 64).toBe(64);
    }
  });

  test("/settings show says where this server's workflows run", async () => {
    const interaction = await h.discord.driver.slashCommand(
      "settings",
      {},
      { subcommand: "show", user: h.discord.guild.owner },
    );
    const response = await interaction.response();
    expect(JSON.stringify(response.data.embeds)).toContain("on this bot's own engines (1)");
  });

  test("an input image goes to the engine; the message and /queue show the place in the engine's queue", async () => {
    engine().knobs.holdProgress = true;
    const first = await h.discord.driver.slashCommand("generate", { prompt: "ahead of it" });
    await h.discord.waitFor(() => (promptOf("ahead of it")?.state === "running" ? true : undefined));
    const data = makePng(40, 30, "input");
    const second = await h.discord.driver.slashCommand("generate", {
      prompt: "from a photo",
      image: { filename: "photo.png", contentType: "image/png", data, width: 40, height: 30 },
    });
    await h.discord.waitFor(() => {
      const message = second.originalMessage();
      return message && JSON.stringify(message.embeds).includes("Queued — 1 ahead") ? true : undefined;
    });
    const queue = await h.discord.driver.slashCommand("queue", {});
    const listed = await h.discord.waitFor(() => {
      const message = queue.originalMessage();
      return message && message.embeds.length > 0 ? message : undefined;
    });
    expect(JSON.stringify(listed.embeds)).toContain("1 ahead in the service's queue");
    engine().knobs.holdProgress = false;
    const [, message] = await Promise.all([finalMessage(h, first), finalMessage(h, second)]);
    const prompt = promptOf("from a photo")!;
    const loader = Object.values(prompt.workflow).find((n) => n.class_type === "LoadImage");
    const upload = engine().requests.find((r) => r.path === "/upload/image");
    expect((upload?.body as { image: { data: Buffer } }).image.data.equals(data)).toBe(true);
    expect(loader?.inputs.image).toMatch(/^flowbot_[0-9a-f]{24}\.png$/);
    expect(message.attachments).toHaveLength(1);
  });

  test("Reroll and Vary of an engine result run on the engine (Vary takes the engine's own output as its input)", async () => {
    const first = await h.discord.driver.slashCommand("generate", { prompt: "buttons on engines", seed: 5 });
    const done = await finalMessage(h, first);
    const reroll = await h.discord.driver.clickButton(done.id, `gen:reroll:${jobIdOf(done)}`);
    const rerolled = await h.discord.waitFor(() => {
      const message = reroll.originalMessage();
      return message && message.attachments.length > 0 ? message : undefined;
    });
    expect(rerolled.attachments).toHaveLength(1);
    expect(
      engine()
        .prompts()
        .filter((p) => JSON.stringify(p.workflow).includes("buttons on engines")),
    ).toHaveLength(2);
    const vary = await h.discord.driver.clickButton(done.id, `gen:vary:${jobIdOf(done)}`);
    const varied = await h.discord.waitFor(() => {
      const message = vary.originalMessage();
      return message && message.attachments.length > 0 ? message : undefined;
    });
    expect(varied.attachments).toHaveLength(1);
    const uploads = engine().requests.filter((r) => r.path === "/upload/image");
    const original = promptOf("buttons on engines")!.outputs[0]!.data;
    expect(uploads.some((r) => (r.body as { image: { data: Buffer } }).image.data.equals(original))).toBe(true);
  });

  test("U1 under an engine result answers privately that the bot is not set up for the upscaler", async () => {
    const first = await h.discord.driver.slashCommand("generate", { prompt: "no upscaler here" });
    const done = await finalMessage(h, first);
    const click = await h.discord.driver.clickButton(done.id, `gen:up:${jobIdOf(done)}:0`);
    const response = await click.response();
    expect(String(response.data.content)).toContain("not set up for this");
    expect(Number(response.data.flags) & 64).toBe(64);
    // No upscale job was started: no job message titled as one.
    expect(h.discord.messages.all().some((m) => m.embeds.some((e) => e.title?.startsWith("Upscale")))).toBe(false);
  });
});
