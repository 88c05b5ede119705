import { beforeEach, describe, expect, test } from "vitest";
import { pngSize } from "../../fakes/png.js";
import { textToImage } from "../../src/workflows/built-in.js";
import { ended, jobIdOf, setGuildKey, useHarness } from "./harness.js";

const h = useHarness();
beforeEach(async () => {
  Object.assign(h.cloud.knobs, { executionError: undefined, stepMs: 5, steps: 3 });
  await setGuildKey(h);
});

type Stored = NonNullable<ReturnType<typeof h.discord.messages.get>>;

async function generate(options: Record<string, unknown>): Promise<Stored> {
  const interaction = await h.discord.driver.slashCommand("generate", options);
  const first = await h.discord.waitFor(() => interaction.originalMessage());
  return ended(h, first.id);
}

/** Clicks a button of a result and waits for the job it started to end. */
async function click(message: Stored, customId: string): Promise<Stored> {
  const interaction = await h.discord.driver.clickButton(message.id, customId);
  const first = await h.discord.waitFor(() => interaction.originalMessage());
  return ended(h, first.id);
}

const lastJob = () => [...h.cloud.jobs.values()].at(-1)!;
const nodes = (classType: string) =>
  Object.values(lastJob().workflow)
    .filter((n) => n.class_type === classType)
    .map((n) => n.inputs);
/** The bytes of the last image the bot uploaded to the service (an input image). */
const lastUpload = () =>
  (h.cloud.requests.filter((r) => r.path === "/api/upload/image").at(-1)!.body as { image: { data: Buffer } }).image
    .data;
const labels = (message: Stored) => JSON.stringify(message.components);

describe("numbered images and per-image buttons", () => {
  test("count:3 shows images 1..3 in output order; U3 and V3 take the third output", async () => {
    const done = await generate({ prompt: "three foxes", count: 3, width: 256, height: 256 });
    const outputs = lastJob().outputs;
    expect(done.attachments.map((a) => a.data)).toEqual(outputs.map((o) => o.data));
    // No image is a loose file above the result: one gallery (embeds sharing a URL), in output order.
    expect(done.embeds.map((e) => e.image.url)).toEqual(done.attachments.map((a) => `attachment://${a.filename}`));
    expect(new Set(done.embeds.map((e) => e.url)).size).toBe(1);
    expect(JSON.stringify(done.embeds[0]!.fields)).toContain("1 to 3, left to right, then top to bottom");
    for (const label of ["U1", "U2", "U3", "V1", "V2", "V3"]) expect(labels(done)).toContain(`"label":"${label}"`);
    const id = jobIdOf(done);

    const upscaled = await h.discord.driver.clickButton(done.id, `gen:up:${id}:2`);
    const upMessage = await h.discord.waitFor(() => upscaled.originalMessage());
    const upJob = await h.bot.context.store.jobs.get(jobIdOf(await ended(h, upMessage.id)));
    expect((upJob!.params as { source: { attachmentId: string } }).source.attachmentId).toBe(done.attachments[2]!.id);

    const varied = await click(done, `gen:vary:${id}:2:strong`);
    expect(lastUpload().equals(outputs[2]!.data)).toBe(true);
    expect(nodes("LoadImage")).toHaveLength(1);
    expect(JSON.stringify(varied.embeds[0]!.fields)).toContain("Strong variation of image 3");
    expect(JSON.stringify(varied.embeds[0]!.fields)).toContain(done.id);
  });

  test("V2 varies image 2 with the job's own workflow (its checkpoint), not the built-in one", async () => {
    const { graph, mapping } = textToImage();
    graph["4"]!.inputs.ckpt_name = "flow-xl-v2.safetensors";
    await h.bot.context.store.workflows.add({
      guildId: h.discord.guild.id,
      name: "classic",
      graph,
      inputMapping: mapping,
      authorId: "u1",
    });
    const done = await generate({ prompt: "a lighthouse", workflow: "classic", count: 2, width: 256, height: 256 });
    const second = lastJob().outputs[1]!.data;
    const varied = await click(done, `gen:vary:${jobIdOf(done)}:1:strong`);
    expect(lastUpload().equals(second)).toBe(true);
    expect(nodes("CheckpointLoaderSimple")[0]!.ckpt_name).toBe("flow-xl-v2.safetensors");
    expect(nodes("LoadImage")).toHaveLength(1);
    expect(nodes("EmptyLatentImage")).toHaveLength(0);
    expect(nodes("KSampler")[0]!.denoise).toBe(0.7);
    const workflowField = varied.embeds[0]!.fields.find((f: { name: string }) => f.name === "Workflow");
    expect(workflowField.value).toBe("classic");
  });
  test("a workflow that cannot take an image falls back to the built-in image-to-image, saying why", async () => {
    const graph = {
      "1": { class_type: "FlowPartnerImageNode", inputs: { prompt: "", seed: 0 } },
      "2": { class_type: "SaveImage", inputs: { images: ["1", 0], filename_prefix: "partner" } },
    };
    const inputMapping = { prompt: ["1", "prompt"], seed: ["1", "seed"], partnerNodes: true };
    await h.bot.context.store.workflows.add({
      guildId: h.discord.guild.id,
      name: "partner-only",
      graph,
      inputMapping,
      authorId: "u1",
    });
    const done = await generate({ prompt: "a comet", workflow: "partner-only" });
    const varied = await click(done, `gen:vary:${jobIdOf(done)}`);
    expect(nodes("FlowPartnerImageNode")).toHaveLength(0);
    expect(nodes("LoadImage")).toHaveLength(1);
    const workflowField = varied.embeds[0]!.fields.find((f: { name: string }) => f.name === "Workflow");
    expect(workflowField.value).toBe(
      'built-in image-to-image: the workflow "partner-only" has no input image and no empty latent to start from an image',
    );
  });
});

describe("after a restart", () => {
  test("V2 still acts on image 2", async () => {
    const done = await generate({ prompt: "two kites", count: 2, width: 256, height: 256 });
    const second = lastJob().outputs[1]!.data;
    await h.restart();
    await click(done, `gen:vary:${jobIdOf(done)}:1:strong`);
    expect(lastUpload().equals(second)).toBe(true);
  });
});

describe("on a single image", () => {
  test("Vary (Strong) and Vary (Subtle) submit their two strengths", async () => {
    const done = await generate({ prompt: "a teapot", width: 256, height: 256 });
    expect(labels(done)).toContain("Vary (Strong)");
    expect(labels(done)).toContain("Vary (Subtle)");
    await click(done, `gen:vary:${jobIdOf(done)}`);
    expect(nodes("KSampler")[0]!.denoise).toBe(0.7);
    await click(done, `gen:vary:${jobIdOf(done)}:0:subtle`);
    expect(nodes("KSampler")[0]!.denoise).toBe(0.35);
  });

  test("Zoom Out 2× outpaints a canvas twice the source in each dimension and delivers it", async () => {
    const done = await generate({ prompt: "a castle", width: 512, height: 384 });
    const zoomed = await click(done, `gen:zoom:${jobIdOf(done)}:0:2`);
    const [pad] = nodes("ImagePadForOutpaint");
    expect(pad).toMatchObject({ left: 256, right: 256, top: 192, bottom: 192 });
    expect(nodes("VAEEncodeForInpaint")).toHaveLength(1);
    expect(nodes("KSampler")[0]!.denoise).toBe(1);
    expect(lastUpload().equals(h.cloud.jobs.get([...h.cloud.jobs.keys()].at(-2)!)!.outputs[0]!.data)).toBe(true);
    expect(pngSize(zoomed.attachments[0]!.data)).toEqual({ width: 1024, height: 768 });
    expect(JSON.stringify(zoomed.embeds[0]!.fields)).toContain("1024×768");
  });

  test("Pan ➡ extends the right edge only", async () => {
    const done = await generate({ prompt: "a road", width: 512, height: 384 });
    const panned = await click(done, `gen:pan:${jobIdOf(done)}:0:right`);
    expect(nodes("ImagePadForOutpaint")[0]).toMatchObject({ left: 0, right: 256, top: 0, bottom: 0 });
    expect(pngSize(panned.attachments[0]!.data)).toEqual({ width: 768, height: 384 });
  });

  test("Zoom Out and Pan are offered only where their canvas fits the size limit", async () => {
    const done = await generate({ prompt: "a wide field", width: 1344, height: 768 });
    // Offered only where it can run: 1.5× (2016×1152) fits, 2× does not; every Pan fits.
    expect(labels(done)).toContain("Zoom Out 1.5×");
    expect(labels(done)).not.toContain("Zoom Out 2×");
    for (const direction of ["left", "right", "up", "down"]) expect(labels(done)).toContain(`:0:${direction}"`);
  });
});

describe("progress", () => {
  test("counts to the job's own steps, as the service reports them (steps:5 → n/5)", async () => {
    // No fixed length: the fake service samples the node's own steps, as the real one does.
    Object.assign(h.cloud.knobs, { steps: undefined, stepMs: 150 });
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "five steps", steps: 5 });
    const seen = new Set<string>();
    const done = await h.discord.waitFor(() => {
      const message = interaction.originalMessage();
      for (const count of JSON.stringify(message?.embeds ?? []).match(/\d+\/\d+`/g) ?? []) seen.add(count);
      return message && message.attachments.length > 0 ? message : undefined;
    });
    expect(done.attachments.length).toBeGreaterThan(0);
    expect(seen.size).toBeGreaterThan(0);
    for (const count of seen) expect(count).toMatch(/^[1-5]\/5`$/);
    expect(nodes("KSampler")[0]!.steps).toBe(5);
  });
});

describe("/generate aspect", () => {
  test("aspect:16:9 submits 1344×768 at the default 1024² pixels; a side given stays", async () => {
    await generate({ prompt: "a panorama", aspect: "16:9" });
    expect(nodes("EmptyLatentImage")[0]).toMatchObject({ width: 1344, height: 768 });
    await generate({ prompt: "a tower", aspect: "9:16" });
    expect(nodes("EmptyLatentImage")[0]).toMatchObject({ width: 768, height: 1344 });
    // A side given stays, the other follows the ratio; both given, both win.
    await generate({ prompt: "a panorama", aspect: "16:9", width: 512 });
    expect(nodes("EmptyLatentImage")[0]).toMatchObject({ width: 512, height: 288 });
    await generate({ prompt: "a panorama", aspect: "16:9", width: 512, height: 512 });
    expect(nodes("EmptyLatentImage")[0]).toMatchObject({ width: 512, height: 512 });
  });
});

describe("Remix", () => {
  test("opens a form prefilled with the prompt and negative; the edited prompt runs; a banned term is refused", async () => {
    const done = await generate({ prompt: "a red bicycle", negative: "rust", width: 256, height: 256 });
    const id = jobIdOf(done);
    const open = await h.discord.driver.clickButton(done.id, `gen:remix:${id}`);
    const form = await open.response();
    expect(form.type).toBe(9);
    const inputs = JSON.stringify(form.data.components);
    expect(inputs).toContain('"value":"a red bicycle"');
    expect(inputs).toContain('"value":"rust"');

    const submitted = await h.discord.driver.submitModal(
      `gen:remixed:${id}`,
      { prompt: "a blue bicycle", negative: "" },
      { messageId: done.id },
    );
    const remixed = await ended(h, (await h.discord.waitFor(() => submitted.originalMessage())).id);
    expect(remixed.embeds[0]!.title).toBe("a blue bicycle");
    expect(nodes("CLIPTextEncode").map((i) => i.text)).toContain("a blue bicycle");
    expect(nodes("CLIPTextEncode").map((i) => i.text)).not.toContain("rust");
    expect(nodes("EmptyLatentImage")[0]).toMatchObject({ width: 256, height: 256 });

    await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { bannedTerms: ["forbidden"] });
    try {
      const before = h.cloud.jobs.size;
      const refused = await h.discord.driver.submitModal(
        `gen:remixed:${id}`,
        { prompt: "a forbidden bicycle", negative: "" },
        { messageId: done.id },
      );
      const response = await refused.response();
      expect(response.data.flags & 64).toBe(64);
      expect(response.data.content).toMatch(/prompt/);
      expect(response.data.content).not.toMatch(/forbidden/);
      expect(h.cloud.jobs.size).toBe(before);
    } finally {
      await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { bannedTerms: [] });
    }
  });
});

describe("permutations", () => {
  test("`{red, blue} car` asks to confirm two jobs, privately, with the quota, and runs two", async () => {
    await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { dailyQuota: 50 });
    try {
      const before = h.cloud.jobs.size;
      const interaction = await h.discord.driver.slashCommand("generate", { prompt: "a {red, blue} car", width: 256 });
      const ask = await interaction.response();
      expect(ask.data.flags & 64).toBe(64);
      expect(ask.data.content).toContain("2 jobs");
      expect(ask.data.content).toContain("1. a red car\n2. a blue car");
      expect(ask.data.content).toMatch(/\d+ of 50 jobs left today/);
      expect(h.cloud.jobs.size).toBe(before);

      const question = interaction.originalMessage()!;
      const token = JSON.stringify(question.components).match(/perm:run:[0-9a-f-]+/)![0];
      const clicked = await h.discord.driver.clickButton(question.id, token);
      await clicked.response();
      const texts = () =>
        [...h.cloud.jobs.values()]
          .slice(before)
          .map((job) => Object.values(job.workflow).find((n) => n.class_type === "CLIPTextEncode")!.inputs.text);
      await h.discord.waitFor(() => (texts().length === 2 ? true : undefined));
      expect(texts()).toEqual(["a red car", "a blue car"]);
      await h.discord.waitFor(() => (interaction.originalMessage()?.content.includes("Started") ? true : undefined));
      // Each job has a message of its own in the channel, ending with its result.
      const results = await h.discord.waitFor(() => {
        const found = h.discord.messages
          .all()
          .filter((m) => ["a red car", "a blue car"].includes(m.embeds[0]?.title ?? ""));
        return found.length === 2 && found.every((m) => m.attachments.length === 1) ? found : undefined;
      }, 20_000);
      expect(results).toHaveLength(2);
    } finally {
      await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { dailyQuota: null });
    }
  });

  test("more than four combinations are refused before anything runs", async () => {
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "{a, b, c} {d, e}" });
    const response = await interaction.response();
    expect(response.data.content).toContain("6 combinations");
    expect(response.data.flags & 64).toBe(64);
  });
});

describe("/preferences", () => {
  test("a member's defaults change their next /generate and nobody else's; typed options and reset still win", async () => {
    // The server owner stands for another member: the preferences are the default member's.
    const other = h.discord.guild.owner;
    const open = await h.discord.driver.slashCommand("preferences", {});
    const view = await open.response();
    expect(view.data.flags & 64).toBe(64);
    const message = open.originalMessage()!;
    // Counted in words as numbers are: one image, two images.
    expect(JSON.stringify(message.components)).toContain('"label":"1 image per job"');
    expect(JSON.stringify(message.components)).toContain('"label":"2 images per job"');
    for (const [id, value] of [
      ["pref:aspect", "16:9"],
      ["pref:steps", "30"],
      ["pref:count", "2"],
    ] as const) {
      const picked = await h.discord.driver.clickButton(message.id, id, { values: [value] });
      expect((await picked.response()).type).toBe(7);
    }
    expect(JSON.stringify(open.originalMessage()!.components)).toContain('"value":"16:9","default":true');

    await generate({ prompt: "my defaults" });
    expect(nodes("EmptyLatentImage")[0]).toMatchObject({ width: 1344, height: 768, batch_size: 2 });
    expect(nodes("KSampler")[0]).toMatchObject({ steps: 30 });
    await generate({ prompt: "typed wins", steps: 12, count: 1, width: 512, height: 512 });
    expect(nodes("EmptyLatentImage")[0]).toMatchObject({ width: 512, height: 512, batch_size: 1 });
    expect(nodes("KSampler")[0]).toMatchObject({ steps: 12 });

    const theirs = await h.discord.driver.slashCommand("generate", { prompt: "not mine" }, { user: other });
    await ended(h, (await h.discord.waitFor(() => theirs.originalMessage())).id);
    expect(nodes("EmptyLatentImage")[0]).toMatchObject({ width: 1024, height: 1024, batch_size: 1 });
    expect(nodes("KSampler")[0]).toMatchObject({ steps: 20 });

    const reset = await h.discord.driver.clickButton(message.id, "pref:reset");
    expect((await reset.response()).type).toBe(7);
    await generate({ prompt: "server defaults again" });
    expect(nodes("EmptyLatentImage")[0]).toMatchObject({ width: 1024, height: 1024, batch_size: 1 });
  });
});

describe("on an upscaled image", () => {
  test("U1's result offers Vary (Strong/Subtle), Zoom Out and Pan, acting on the upscaled image with the job's prompt", async () => {
    const done = await generate({ prompt: "a small boat", width: 256, height: 256 });
    const up = await h.discord.driver.clickButton(done.id, `gen:up:${jobIdOf(done)}:0`);
    const upscaled = await ended(h, (await h.discord.waitFor(() => up.originalMessage())).id);
    for (const label of ["Vary (Strong)", "Vary (Subtle)", "Zoom Out 1.5×", "Zoom Out 2×", "Redo upscale"])
      expect(labels(upscaled)).toContain(label);
    // The upscaler's own run-again is named apart: no bare "Vary" beside the two that make a variation.
    expect(labels(upscaled)).not.toContain('"label":"Vary"');
    const upId = jobIdOf(upscaled);

    const varied = await click(upscaled, `gen:vary:${upId}:0:subtle`);
    expect(lastUpload().equals(upscaled.attachments[0]!.data)).toBe(true);
    expect(nodes("KSampler")[0]!.denoise).toBe(0.35);
    expect(varied.embeds[0]!.title).toBe("a small boat");

    const source = pngSize(upscaled.attachments[0]!.data)!;
    const panned = await click(upscaled, `gen:pan:${upId}:0:down`);
    expect(lastUpload().equals(upscaled.attachments[0]!.data)).toBe(true);
    expect(pngSize(panned.attachments[0]!.data)).toEqual({ width: source.width, height: source.height * 1.5 });
  });

  test("🔍 and Apps → Upscale image on a result upscale it with Vary, Zoom Out and Pan, as U1 does", async () => {
    const done = await generate({ prompt: "a small lighthouse", width: 256, height: 256 });
    const before = new Set(h.discord.messages.all().map((m) => m.id));
    await h.discord.driver.react(done.id, "🔍");
    const replyId = await h.discord.waitFor(
      () =>
        h.discord.messages
          .all()
          .find((m) => !before.has(m.id) && m.replyTo === done.id && m.author.id === h.discord.botUser.id)?.id,
      15_000,
    );
    const reacted = await ended(h, replyId);
    for (const label of ["Vary (Strong)", "Vary (Subtle)", "Zoom Out 1.5×", "Zoom Out 2×", "gen:pan:"])
      expect(labels(reacted)).toContain(label);

    const menu = await h.discord.driver.contextMenu("Upscale image", done.id);
    const upscaled = await ended(h, (await h.discord.waitFor(() => menu.originalMessage(), 15_000)).id);
    for (const label of ["Vary (Strong)", "Zoom Out 1.5×", "gen:pan:"]) expect(labels(upscaled)).toContain(label);
    // The buttons act on the upscaled image, with the /generate job's prompt.
    const varied = await click(upscaled, `gen:vary:${jobIdOf(upscaled)}:0:subtle`);
    expect(lastUpload().equals(upscaled.attachments[0]!.data)).toBe(true);
    expect(varied.embeds[0]!.title).toBe("a small lighthouse");
  });

  test("an upscaled 16:9 image past the size limit gets Vary but no Zoom Out or Pan, which could never run", async () => {
    const done = await generate({ prompt: "a wide bay", aspect: "16:9" });
    const up = await h.discord.driver.clickButton(done.id, `gen:up:${jobIdOf(done)}:0`);
    const upscaled = await ended(h, (await h.discord.waitFor(() => up.originalMessage())).id);
    expect(JSON.stringify(upscaled.embeds)).toContain("1344×768 → 2688×1536");
    expect(labels(upscaled)).toContain("Vary (Strong)");
    expect(labels(upscaled)).not.toContain("Zoom Out");
    expect(labels(upscaled)).not.toContain(`gen:pan:`);
  });
});
