import { beforeEach, describe, expect, test } from "vitest";
import type { Workflow } from "../../src/api/cloud.js";
import { imageToImage } from "../../src/workflows/built-in.js";
import { portraitWorkflow } from "../../fakes/cloud/fixtures.js";
import { makePng } from "../../fakes/png.js";
import type { FakeFile } from "../../fakes/discord/options.js";
import type { InteractionHandle } from "../../fakes/discord/server.js";
import { ended, setGuildKey, useHarness } from "./harness.js";
import { answerOf } from "./harness-parts.js";

const h = useHarness({ platform: true });
const guildId = () => h.discord.guild.id;
const owner = () => h.discord.guild.owner;

beforeEach(async () => {
  await setGuildKey(h);
});

/** A text-to-image graph whose sampler takes its positive text from node 3 and its negative from node 2. */
const portrait = () => portraitWorkflow();

function partner(): Workflow {
  return {
    "1": { class_type: "FlowPartnerImageNode", inputs: { prompt: "placeholder", seed: 3 } },
    "2": { class_type: "SaveImage", inputs: { images: ["1", 0], filename_prefix: "partner" } },
  };
}

const jsonFile = (value: unknown, filename = "workflow.json"): FakeFile => ({
  filename,
  contentType: "application/json",
  data: Buffer.from(JSON.stringify(value)),
});

function workflow(subcommand: string, options: Record<string, unknown>, user = owner()) {
  return h.discord.driver.slashCommand("workflow", options, { subcommand, user });
}

const answer = (interaction: InteractionHandle) => answerOf(h, interaction);

/** What the service and the registry were asked; the status polls of running jobs do not count. */
const serviceCalls = () =>
  h.cloud.requests.filter((r) => /object_info|\/prompt|upload/.test(r.path)).length + h.platform.requests.length;
const saved = async () => (await h.bot.context.store.workflows.list(guildId())).map((w) => w.name);

describe("/workflow refuses hostile input before anything is sent or written", () => {
  test.each([
    [
      "add",
      "a control character in the name",
      { name: "bad\u0007name", file: jsonFile(portrait()) },
      "`name` must not contain control characters",
    ],
    [
      "add",
      "a 6000-character name",
      { name: "n".repeat(6000), file: jsonFile(portrait()) },
      "`name` must be 1 to 64 characters long (it is 6,000)",
    ],
    [
      "add",
      "a name of punctuation",
      { name: "<@&123>", file: jsonFile(portrait()) },
      "`name` may hold only letters, digits, spaces",
    ],
    [
      "add",
      "a zero-byte file",
      { name: "empty", file: { filename: "w.json", contentType: "application/json", data: Buffer.alloc(0) } },
      "`file` is empty",
    ],
    [
      "add",
      "a 100 MB declared size",
      {
        name: "huge",
        file: { filename: "w.json", contentType: "application/json", data: Buffer.from("{}"), size: 100 * 1024 * 1024 },
      },
      "`file` must be at most 1 MB (it is 100 MB)",
    ],
    [
      "add",
      "a file that is not JSON",
      { name: "text", file: { filename: "w.json", contentType: "text/plain", data: Buffer.from("hello {") } },
      "`file` is not valid JSON",
    ],
    [
      "add",
      "a binary file",
      {
        name: "binary",
        file: { filename: "w.json", contentType: "application/json", data: Buffer.from([0xff, 0xfe, 0x00, 0x81]) },
      },
      "`file` is not text",
    ],
    ["add", "a JSON array", { name: "array", file: jsonFile([1, 2, 3]) }, "`file` must hold a JSON object of nodes"],
    [
      "add",
      "the editor's format",
      { name: "ui", file: jsonFile({ nodes: [], links: [] }) },
      "`file` is in the editor's format",
    ],
    [
      "add",
      "a class name with control characters",
      { name: "ctl", file: jsonFile({ "1": { class_type: "Save\u0000Image", inputs: {} } }) },
      '`file`: node "1" has a `class_type` that is not a node class name',
    ],
    [
      "add",
      "a 6000-character class name",
      { name: "long", file: jsonFile({ "1": { class_type: "C".repeat(6000), inputs: {} } }) },
      '`file`: node "1" has a `class_type`',
    ],
    [
      "add",
      "a NUL inside an input's text",
      {
        name: "nul-input",
        file: jsonFile({ ...portrait(), "99": { class_type: "Note", inputs: { text: "a\u0000b" } } }),
      },
      "`file` holds a text with a NUL or a broken character",
    ],
    [
      "add",
      "half an emoji in a node id",
      { name: "surrogate", file: jsonFile({ ...portrait(), "\ud83d": { class_type: "Note", inputs: {} } }) },
      "`file` holds a text with a NUL or a broken character",
    ],
    [
      "add",
      "a right-to-left override in the name",
      { name: "\u202eevil", file: jsonFile(portrait()) },
      "`name` must not contain text-direction override characters",
    ],
    [
      "map",
      "a lone surrogate in the input",
      { name: "portrait", option: "seed", input: "5.s\ud800" },
      "`input` contains a broken character",
    ],
    ["remove", "a 6000-character name", { name: "r".repeat(6000) }, "`name` must be 1 to 64 characters long"],
    ["default", "a NUL in the name", { name: "x\u0000y" }, "`name` must not contain control characters"],
    [
      "map",
      "a control character in the input",
      { name: "portrait", option: "seed", input: "5.se\u0000ed" },
      "`input` must not contain control characters",
    ],
    [
      "map",
      "a 6000-character input",
      { name: "portrait", option: "seed", input: `5.${"s".repeat(6000)}` },
      "`input` must be 3 to 200 characters long",
    ],
  ])("/workflow %s with %s", async (subcommand, _what, options, expected) => {
    const before = { calls: serviceCalls(), saved: await saved() };
    const text = await answer(await workflow(subcommand, options));
    expect(text.content).toContain(expected);
    expect(text.flags & 64).toBe(64);
    expect(serviceCalls()).toBe(before.calls);
    expect(await saved()).toEqual(before.saved);
  });
});

describe("/workflow add checks the workflow against the service", () => {
  test("an unknown class is refused with the registry pack that provides it", async () => {
    const graph = {
      ...portrait(),
      "8": { class_type: "VideoPackLoader", inputs: { value: 0 } },
      "9": { class_type: "TotallyUnknownNode", inputs: {} },
    };
    const text = await answer(await workflow("add", { name: "needs-packs", file: jsonFile(graph) }));
    expect(text.content).toContain("Nothing was saved");
    expect(text.content).toContain(
      "`VideoPackLoader` (node 8) is not on the service. It comes from the pack **Video Pack** (`video-pack`, latest 1.2.0) <https://github.com/",
    );
    expect(text.content).toContain(
      "`TotallyUnknownNode` (node 9) is not on the service, and no registry pack provides it.",
    );
    expect(h.platform.requests.some((r) => r.path === "/flow-nodes/VideoPackLoader/node")).toBe(true);
    expect(await saved()).not.toContain("needs-packs");
  });

  test("a missing required input is refused naming the node and the input", async () => {
    const graph = portrait();
    delete graph["5"]!.inputs.steps;
    const text = await answer(await workflow("add", { name: "no-steps", file: jsonFile(graph) }));
    expect(text.content).toContain("node 5 (KSampler): required input `steps` is missing.");
    expect(await saved()).not.toContain("no-steps");
  });

  test.each([
    ["steps", 20000, "node 5 (KSampler): input `steps` is 20000, outside 1 to 10000."],
    ["cfg", -1, "node 5 (KSampler): input `cfg` is -1, outside 0 to 100."],
    [
      "sampler_name",
      "bogus",
      'node 5 (KSampler): input `sampler_name` is "bogus", not one of the service\'s choices ("euler"',
    ],
    [
      "latent_image",
      ["99", 0],
      "node 5 (KSampler): input `latent_image` links to node 99, which is not in the workflow.",
    ],
  ])("an out-of-range %s is refused naming the node and the input", async (input, value, expected) => {
    const graph = portrait();
    graph["5"]!.inputs[input] = value;
    const text = await answer(await workflow("add", { name: `bad-${input}`, file: jsonFile(graph) }));
    expect(text.content).toContain(expected);
    expect(await saved()).not.toContain(`bad-${input}`);
  });

  test.each([
    [
      "latent_image",
      "toString",
      "node 5 (KSampler): input `latent_image` links to node toString, which is not in the workflow.",
    ],
    [
      "negative",
      "constructor",
      "node 5 (KSampler): input `negative` links to node constructor, which is not in the workflow.",
    ],
    [
      "positive",
      "__proto__",
      "node 5 (KSampler): input `positive` links to node __proto__, which is not in the workflow.",
    ],
  ])("a link in %s to the inherited name %s is refused as a missing node", async (input, source, expected) => {
    const graph = portrait();
    graph["5"]!.inputs[input] = [source, 0];
    const text = await answer(await workflow("add", { name: `inherited-${source}`, file: jsonFile(graph) }));
    expect(text.content).toContain("Nothing was saved");
    expect(text.content).toContain(expected);
    expect(await saved()).not.toContain(`inherited-${source}`);
  });

  test.each([
    [
      "a node linked to itself",
      (g: Workflow) => void (g["5"]!.inputs.latent_image = ["5", 0]),
      "node 5 (KSampler) links to itself, so it could never run.",
    ],
    [
      "three nodes in a loop",
      (g: Workflow) => void (g["4"] = { class_type: "VAEEncode", inputs: { pixels: ["6", 0], vae: ["1", 2] } }),
      "Nodes node 4 (VAEEncode) → node 5 (KSampler) → node 6 (VAEDecode) → node 4 (VAEEncode) feed each other in a loop",
    ],
  ])("%s is refused naming the nodes", async (_what, change, expected) => {
    const graph = portrait();
    change(graph);
    const text = await answer(await workflow("add", { name: "loop", file: jsonFile(graph) }));
    expect(text.content).toContain("Nothing was saved");
    expect(text.content).toContain(expected);
    expect(await saved()).not.toContain("loop");
  });

  test("a member without Manage Server can neither add nor remove, and nothing is sent or written", async () => {
    await h.bot.context.store.workflows.add({
      guildId: guildId(),
      name: "kept",
      graph: portrait(),
      inputMapping: {},
      authorId: owner().id,
    });
    const before = { calls: serviceCalls(), saved: await saved() };
    for (const [sub, options] of [
      ["add", { name: "sneaky", file: jsonFile(portrait()) }],
      ["remove", { name: "kept" }],
      ["default", { name: "kept" }],
    ] as const) {
      const text = await answer(await workflow(sub, options, h.discord.guild.member));
      expect(text.content).toContain("Manage Server");
      expect(text.flags & 64).toBe(64);
    }
    expect(serviceCalls()).toBe(before.calls);
    expect(await saved()).toEqual(before.saved);
    const listed = await answer(await workflow("list", {}, h.discord.guild.member));
    expect(JSON.stringify(listed.embeds)).toContain("kept");
    await h.bot.context.store.workflows.remove(guildId(), "kept");
  });
});

describe("a saved workflow runs with /generate", () => {
  test("added with its mapping shown, listed, made default and run with the prompt and seed in place", async () => {
    const added = await answer(await workflow("add", { name: "portrait", file: jsonFile(portrait()) }));
    expect(added.content).toContain("Saved **portrait** (7 nodes)");
    for (const line of [
      "`prompt` → `3.text` (CLIPTextEncode)",
      "`negative` → `2.text` (CLIPTextEncode)",
      "`seed` → `5.seed` (KSampler)",
      "`steps` → `5.steps`",
      "`width` → `4.width`",
      "`height` → `4.height`",
      "`count` → `4.batch_size`",
      "`image` → not used",
      // The hint's example is this workflow's own seed, where node 3 has none (issue 41, item 12).
      "`/workflow map name:portrait option:seed input:5.seed`",
    ]) {
      expect(added.content).toContain(line);
    }

    const listed = await answer(await workflow("list", {}, h.discord.guild.member));
    expect(JSON.stringify(listed.embeds)).toContain("portrait");
    expect(listed.flags & 64).toBe(64);

    const made = await answer(await workflow("default", { name: "portrait" }));
    expect(made.content).toContain("now uses **portrait**");
    expect(JSON.stringify((await answer(await workflow("list", {}))).embeds)).toContain("★ portrait");

    const run = await h.discord.driver.slashCommand("generate", {
      prompt: "a lighthouse at dusk",
      seed: 4242,
      steps: 9,
    });
    const message = await ended(h, (await h.discord.waitFor(() => run.originalMessage())).id);
    expect(message.attachments.length).toBeGreaterThan(0);
    const submitted = h.cloud.requests.filter((r) => r.path === "/api/prompt").at(-1)!.body as {
      prompt: Workflow;
      extra_data?: unknown;
    };
    expect(submitted.prompt["3"]!.inputs.text).toBe("a lighthouse at dusk");
    expect(submitted.prompt["5"]!.inputs).toMatchObject({ seed: 4242, steps: 9, sampler_name: "dpmpp_2m" });
    expect(submitted.prompt["2"]!.inputs.text).toBe("ugly, deformed");
    // Left out by the member: the workflow's own size, not the server's default.
    expect(submitted.prompt["4"]!.inputs).toMatchObject({ width: 768, height: 512 });
    expect(submitted.extra_data).toBeUndefined();

    // The way back: `built-in` names /generate's own workflow.
    const back = await answer(await workflow("default", { name: "built-in" }));
    expect(back.content).toContain("now uses its built-in workflow");
    expect(JSON.stringify((await answer(await workflow("list", {}))).embeds)).not.toContain("★");
    expect((await h.bot.context.store.guilds.get(h.discord.guild.id)).settings.defaultWorkflow).toBeUndefined();
  });

  test.each([
    ["a NUL", "port\u0000rait", "`workflow` must not contain control characters"],
    ["6000 characters", "w".repeat(6000), "`workflow` must be 1 to 64 characters long"],
  ])("/generate refuses a workflow name with %s before anything is sent", async (_what, name, expected) => {
    const before = serviceCalls();
    const response = await (
      await h.discord.driver.slashCommand("generate", { prompt: "x", workflow: name })
    ).response();
    expect(response.data.content).toContain(expected);
    expect(response.data.flags & 64).toBe(64);
    expect(serviceCalls()).toBe(before);
  });

  test("/generate autocompletes the server's workflows", async () => {
    const interaction = await h.discord.driver.autocomplete("generate", { prompt: "x", workflow: "PORT" }, "workflow");
    const response = await interaction.response();
    expect(response.type).toBe(8);
    expect(response.data.choices).toEqual([{ name: "portrait", value: "portrait" }]);
    const none = await (
      await h.discord.driver.autocomplete("generate", { prompt: "x", workflow: "zzz" }, "workflow")
    ).response();
    expect(none.data.choices).toEqual([]);
  });

  test("/workflow map gives its loaders to model and lora: the member's model and first LoRA go there, other LoRAs after it", async () => {
    const graph = portrait();
    graph["9"] = {
      class_type: "LoraLoader",
      inputs: {
        model: ["1", 0],
        clip: ["1", 1],
        lora_name: "flow-detail-v1.safetensors",
        strength_model: 1,
        strength_clip: 1,
      },
    };
    graph["5"]!.inputs.model = ["9", 0];
    graph["3"]!.inputs.clip = ["9", 1];
    await answer(await workflow("add", { name: "styled", file: jsonFile(graph) }));
    const notLoader = await answer(await workflow("map", { name: "styled", option: "lora", input: "1.ckpt_name" }));
    expect(notLoader.content).toContain("`input`: `lora` goes into a loader's name input");
    expect(
      (await answer(await workflow("map", { name: "styled", option: "lora", input: "9.lora_name" }))).content,
    ).toContain("`lora` → `9.lora_name` (LoraLoader)");
    await answer(await workflow("map", { name: "styled", option: "model", input: "1.ckpt_name" }));

    const run = await h.discord.driver.slashCommand("generate", {
      prompt: "a fox <lora:flow-detail-v1:0.4>",
      workflow: "styled",
      model: "flow-base-v1",
      lora: "flow-watercolor:0.7",
    });
    await ended(h, (await h.discord.waitFor(() => run.originalMessage())).id);
    const sent = (h.cloud.requests.filter((r) => r.path === "/api/prompt").at(-1)!.body as { prompt: Workflow }).prompt;
    expect(sent["1"]!.inputs.ckpt_name).toBe("flow-base-v1.safetensors");
    expect(sent["9"]!.inputs).toMatchObject({
      lora_name: "flow-watercolor.safetensors",
      strength_model: 0.7,
      strength_clip: 0.7,
    });
    const after = Object.entries(sent).filter(([id, n]) => n.class_type === "LoraLoader" && id !== "9");
    expect(after.map(([, n]) => [n.inputs.lora_name, n.inputs.model, n.inputs.strength_model])).toEqual([
      ["flow-detail-v1.safetensors", ["9", 0], 0.4],
    ]);
    expect(sent["5"]!.inputs.model).toEqual([after[0]![0], 0]);
    expect(sent["3"]!.inputs.text).toBe("a fox");
  });

  test("/workflow map corrects where an option goes, and refuses an input of the wrong kind", async () => {
    const wrong = await answer(await workflow("map", { name: "portrait", option: "seed", input: "3.text" }));
    expect(wrong.content).toContain("`input`: `seed` needs a number input");
    const missingNode = await answer(await workflow("map", { name: "portrait", option: "seed", input: "42.seed" }));
    expect(missingNode.content).toContain("`input`: the workflow has no node `42`");
    const cleared = await answer(await workflow("map", { name: "portrait", option: "negative", input: "none" }));
    expect(cleared.content).toContain("`negative` → not used");
    const mapping = (await h.bot.context.store.workflows.get(guildId(), "portrait"))!.inputMapping as Record<
      string,
      unknown
    >;
    expect(mapping.negative).toBeUndefined();
    expect(mapping.prompt).toEqual(["3", "text"]);
  });

  test("a workflow with a Partner Node is submitted with extra_data.api_key_platform", async () => {
    const added = await answer(await workflow("add", { name: "partner", file: jsonFile(partner()) }));
    expect(added.content).toContain("Partner Nodes (`FlowPartnerImageNode`)");
    expect(added.content).toContain("`prompt` → `1.prompt`");
    expect(
      ((await h.bot.context.store.workflows.get(guildId(), "partner"))!.inputMapping as { partnerNodes?: boolean })
        .partnerNodes,
    ).toBe(true);

    const run = await h.discord.driver.slashCommand("generate", { prompt: "neon city", seed: 77, workflow: "partner" });
    await ended(h, (await h.discord.waitFor(() => run.originalMessage())).id);
    const submitted = h.cloud.requests.filter((r) => r.path === "/api/prompt").at(-1)!.body as {
      prompt: Workflow;
      extra_data?: Record<string, unknown>;
    };
    expect(submitted.prompt["1"]!.inputs).toMatchObject({ prompt: "neon city", seed: 77 });
    expect(submitted.extra_data).toEqual({ api_key_platform: h.cloud.apiKey });
  });

  test("an image workflow maps the member's upload into its image input, and asks for one when it is missing", async () => {
    const added = await answer(await workflow("add", { name: "restyle", file: jsonFile(imageToImage().graph) }));
    expect(added.content).toContain("`image` → `10.image` (LoadImage)");
    const without = await (
      await h.discord.driver.slashCommand("generate", { prompt: "restyle it", workflow: "restyle" })
    ).response();
    expect(without.data.content).toContain('The workflow "restyle" starts from an image: attach one with `image`.');

    const image = {
      filename: "photo.png",
      contentType: "image/png",
      data: makePng(64, 64, "restyle"),
      width: 64,
      height: 64,
    };
    const run = await h.discord.driver.slashCommand("generate", { prompt: "restyle it", workflow: "restyle", image });
    await ended(h, (await h.discord.waitFor(() => run.originalMessage())).id);
    const submitted = h.cloud.requests.filter((r) => r.path === "/api/prompt").at(-1)!.body as { prompt: Workflow };
    const name = String(submitted.prompt["10"]!.inputs.image);
    expect(name).not.toBe("");
    expect(h.cloud.requests.some((r) => r.path === "/api/upload/image" && JSON.stringify(r.body).includes(name))).toBe(
      true,
    );
    expect(submitted.prompt["6"]!.inputs.text).toBe("restyle it");
    await h.bot.context.store.workflows.remove(guildId(), "restyle");
  });

  test("remove deletes it; removing it again says there is none", async () => {
    expect((await answer(await workflow("remove", { name: "partner" }))).content).toContain(
      "Removed the workflow **partner**",
    );
    expect((await answer(await workflow("remove", { name: "partner" }))).content).toContain(
      "no workflow named **partner**",
    );
    expect(await saved()).not.toContain("partner");
  });
});
