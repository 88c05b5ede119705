import { beforeEach, describe, expect, test } from "vitest";
import { makePng } from "../../fakes/png.js";
import { jobIdOf, setGuildKey, useHarness } from "./harness.js";

const h = useHarness();
beforeEach(async () => {
  Object.assign(h.cloud.knobs, {
    executionError: undefined,
    insufficientCredits: false,
    subscriptionInactive: false,
    stepMs: 15,
    steps: 10,
  });
  await setGuildKey(h);
});

/** Waits until the job's message shows a terminal state, and returns it. */
async function finalMessage(messageId: () => string | undefined) {
  return h.discord.waitFor(() => {
    const id = messageId();
    const message = id ? h.discord.messages.get(id) : undefined;
    const buttons = JSON.stringify(message?.components ?? []);
    return message && !buttons.includes("job:cancel:") && message.embeds.length > 0 ? message : undefined;
  }, 20_000);
}

describe("/generate", () => {
  test("the bot's own process stalled mid-job is not the service gone quiet: its status is not read", async () => {
    // Steps 300 ms apart: two of the bot's poll ticks (150 ms here), well within the quiet time of six.
    Object.assign(h.cloud.knobs, { stepMs: 300, steps: 8 });
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "through a stall" });
    const job = await h.discord.waitFor(() =>
      [...h.cloud.jobs.values()].find(
        (j) => JSON.stringify(j.workflow).includes("through a stall") && j.progressEvents,
      ),
    );
    // The whole process (the bot and the service in it) held for longer than six ticks, as a loaded
    // machine may hold it: afterwards its timers are late and the service's next events wait unread.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1_500);
    const message = await finalMessage(() => interaction.originalMessage()?.id);
    expect(message.attachments.map((a) => a.data)).toEqual(job.outputs.map((o) => o.data));
    expect(h.cloud.requests.filter((r) => r.path === `/api/job/${job.id}/status`)).toEqual([]);
  });

  test("completes with the service's PNG bytes, byte for byte, an embed and the buttons", async () => {
    const interaction = await h.discord.driver.slashCommand("generate", {
      prompt: "a red fox in snow",
      negative: "blurry",
      seed: 1234,
      width: 512,
      height: 384,
      steps: 12,
      count: 2,
    });
    const message = await finalMessage(() => interaction.originalMessage()?.id);

    const submitted = h.cloud.requests.find(
      (r) => r.path === "/api/prompt" && JSON.stringify(r.body).includes("a red fox in snow"),
    );
    expect(submitted).toBeDefined();
    const job = [...h.cloud.jobs.values()].at(-1)!;
    const inputs = (classType: string) =>
      Object.values(job.workflow)
        .filter((n) => n.class_type === classType)
        .map((n) => n.inputs);
    expect(inputs("EmptyLatentImage")[0]).toMatchObject({ width: 512, height: 384, batch_size: 2 });
    expect(inputs("KSampler")[0]).toMatchObject({ seed: 1234, steps: 12 });
    expect(inputs("CLIPTextEncode").map((i) => i.text)).toEqual(["a red fox in snow", "blurry"]);
    const expected = job.outputs.map((o) => o.data);
    expect(message.attachments).toHaveLength(2);
    expect(message.attachments.map((a) => a.data)).toEqual(expected);

    const embed = message.embeds[0]!;
    expect(embed.title).toBe("a red fox in snow");
    expect(JSON.stringify(embed.fields)).toContain("1234");
    const ids = JSON.stringify(message.components);
    for (const label of ["Reroll", "Vary", "U1", "U2"]) expect(ids).toContain(label);
    expect(ids).not.toContain("Cancel");
  });

  test("`image` uploads the attachment's bytes and runs the image-to-image variant", async () => {
    const data = makePng(96, 64, "input");
    const interaction = await h.discord.driver.slashCommand("generate", {
      prompt: "make it autumn",
      image: { filename: "photo.png", contentType: "image/png", data, width: 96, height: 64 },
    });
    const message = await finalMessage(() => interaction.originalMessage()?.id);
    const upload = h.cloud.requests.filter((r) => r.path === "/api/upload/image").at(-1);
    expect(upload).toBeDefined();
    const job = [...h.cloud.jobs.values()].at(-1)!;
    const loader = Object.values(job.workflow).find((node) => node.class_type === "LoadImage");
    expect(loader?.inputs.image).toEqual(expect.any(String));
    expect(
      h.cloud.requests.some(
        (r) => r.path === "/api/upload/image" && JSON.stringify(r.body).includes(String(loader?.inputs.image)),
      ),
    ).toBe(true);
    expect(message.attachments).toHaveLength(1);
  });

  test("`image` that is not an image is refused before anything is sent", async () => {
    const before = h.cloud.requests.length;
    const interaction = await h.discord.driver.slashCommand("generate", {
      prompt: "bad input",
      image: { filename: "notes.txt", contentType: "text/plain", data: Buffer.from("hello") },
    });
    const response = await interaction.response();
    expect(response.data.content).toMatch(/`image` must be a PNG, JPEG, or WebP file/);
    expect(h.cloud.requests.length).toBe(before);
  });

  test("Vary starts an image-to-image job from the first output", async () => {
    const first = await h.discord.driver.slashCommand("generate", { prompt: "vary me", seed: 5 });
    const done = await finalMessage(() => first.originalMessage()?.id);
    const uploadsBefore = h.cloud.requests.filter((r) => r.path === "/api/upload/image").length;
    const click = await h.discord.driver.clickButton(done.id, `gen:vary:${jobIdOf(done)}`);
    const varied = await finalMessage(() => click.originalMessage()?.id);
    expect(h.cloud.requests.filter((r) => r.path === "/api/upload/image").length).toBe(uploadsBefore + 1);
    const job = [...h.cloud.jobs.values()].at(-1)!;
    expect(Object.values(job.workflow).some((node) => node.class_type === "LoadImage")).toBe(true);
    expect(varied.attachments).toHaveLength(1);
  });

  test("edits progress while running: never two edits in flight, fewer edits than progress events", async () => {
    h.cloud.knobs.steps = 40;
    h.cloud.knobs.stepMs = 20;
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "slow progress" });
    const message = await finalMessage(() => interaction.originalMessage()?.id);

    const edits = h.discord.restLog.filter((r) => r.method === "PATCH" && r.path.includes(interaction.token));
    const progressEdits = edits.filter((r) => JSON.stringify(r.body ?? "").includes("Running"));
    expect(progressEdits.length).toBeGreaterThan(1);
    expect(edits.length).toBeLessThan(40);
    for (let i = 1; i < edits.length; i++) expect(edits[i]!.at).toBeGreaterThanOrEqual(edits[i - 1]!.doneAt);
    expect(message.attachments.length).toBe(1);
    // The fake enforces Discord's buckets (5 edits per 5 s here): the bot waits, it is never refused.
    expect(h.discord.restLog.filter((r) => r.status === 429)).toEqual([]);
  });

  test("without a key says so and calls nothing on the service", async () => {
    await h.bot.context.store.guilds.removeApiKey(h.discord.guild.id);
    const before = h.cloud.requests.length;
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "no key" });
    const response = await interaction.response();
    expect(response.data.content).toMatch(/no API key/);
    expect(response.data.flags & 64).toBe(64);
    expect(h.cloud.requests.length).toBe(before);
  });

  test.each([
    ["width", { width: 100 }, "`width` must be a multiple of 8, such as 96 or 104."],
    ["steps", { steps: 151 }, "`steps` must be a whole number from 1 to 150."],
    ["count", { count: 9 }, "`count` must be a whole number from 1 to 4."],
    ["seed", { seed: -5 }, "`seed` must be a whole number from 0 to"],
  ])("an out-of-range %s gets an ephemeral error naming it and calls nothing", async (_field, options, message) => {
    const before = h.cloud.requests.length;
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "bad option", ...options });
    const response = await interaction.response();
    expect(response.data.content).toContain(message);
    expect(response.data.flags & 64).toBe(64);
    expect(h.cloud.requests.length).toBe(before);
  });

  test.each([
    ["402", { insufficientCredits: true }, /out of credits/],
    ["429", { subscriptionInactive: true }, /subscription .* not active/],
  ])("a %s from the service ends with its clear message", async (_status, knobs, message) => {
    Object.assign(h.cloud.knobs, knobs);
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "account trouble" });
    const text = await h.discord.waitFor(() => {
      const m = interaction.originalMessage();
      const all = `${m?.content ?? ""} ${JSON.stringify(m?.embeds ?? [])}`;
      return message.test(all) ? all : undefined;
    });
    expect(text).toMatch(message);
  });

  test("a refused key (401) ends with a message that points to /settings key", async () => {
    await setGuildKey(h, "fc_wrong_key_99999999");
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "wrong key" });
    const text = await h.discord.waitFor(() => {
      const m = interaction.originalMessage();
      const all = `${m?.content ?? ""} ${JSON.stringify(m?.embeds ?? [])}`;
      return all.includes("/settings key") ? all : undefined;
    });
    expect(text).toContain("refused");
  });

  test.each([
    [
      "ValidationError",
      "Required input is missing: ckpt_name",
      /rejected the workflow's inputs: Required input is missing/,
    ],
    ["OOMError", "CUDA out of memory", /ran out of GPU memory. Try a smaller size/],
  ])("an execution_error %s is mapped to a clear message", async (exceptionType, exceptionMessage, expected) => {
    h.cloud.knobs.executionError = { exceptionType, exceptionMessage };
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: `fails with ${exceptionType}` });
    const message = await finalMessage(() => interaction.originalMessage()?.id);
    expect(message.embeds[0]!.description).toMatch(expected);
    expect(JSON.stringify(message.components)).toContain("Try again");
  });

  test("a job's messages ping nobody (a prompt with mentions is refused before that: see hostile-input)", async () => {
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "everyone look at this" });
    await finalMessage(() => interaction.originalMessage()?.id);
    // Every request of this job that carries message content, whatever the route.
    const sent = h.discord.restLog.filter(
      (r) => r.path.includes(interaction.token) && JSON.stringify(r.body ?? "").includes("everyone look"),
    );
    expect(sent.length).toBeGreaterThan(1);
    for (const request of sent) expect(request.allowedMentions).toEqual({ parse: [] });
  });

  test("Cancel during a run ends with a cancelled message", async () => {
    h.cloud.knobs.stepMs = 200;
    h.cloud.knobs.steps = 50;
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "cancel me" });
    const running = await h.discord.waitFor(() => {
      const m = interaction.originalMessage();
      return m && JSON.stringify(m.embeds).includes("Running") ? m : undefined;
    });
    const before = h.cloud.requests.length;
    const click = await h.discord.driver.clickButton(running.id, `job:cancel:${jobIdOf(running)}`);
    expect((await click.response()).type).toBeGreaterThan(0);
    const message = await finalMessage(() => running.id);
    expect(message.embeds[0]!.description).toMatch(/Cancelled by/);
    const after = h.cloud.requests.slice(before);
    expect(after.some((r) => r.path === "/api/interrupt")).toBe(true);
  });

  test("Reroll still works after the bot restarts", async () => {
    const first = await h.discord.driver.slashCommand("generate", { prompt: "reroll me", seed: 7 });
    const done = await finalMessage(() => first.originalMessage()?.id);
    await h.restart();
    const click = await h.discord.driver.clickButton(done.id, `gen:reroll:${jobIdOf(done)}`);
    const rerolled = await finalMessage(() => click.originalMessage()?.id);
    expect(rerolled.attachments).toHaveLength(1);
    expect(rerolled.embeds[0]!.title).toBe("reroll me");
    expect(JSON.stringify(rerolled.embeds[0]!.fields)).not.toContain('"value":"7"');
  });

  test("the API key appears in no payload sent to Discord and in no log line", async () => {
    const key = h.cloud.apiKey;
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "secret check" });
    await finalMessage(() => interaction.originalMessage()?.id);
    expect(h.logs.length).toBeGreaterThan(0);
    for (const line of h.logs) expect(line).not.toContain(key);
    for (const request of h.discord.restLog) expect(JSON.stringify(request.body ?? "")).not.toContain(key);
  });
});

describe("/generate's models on the cloud", () => {
  test("model is offered from the cloud's object_info; the chosen one and its sampling reach the workflow; a typo is refused with the closest", async () => {
    const ac = await h.discord.driver.autocomplete("generate", { prompt: "x", model: "XL" }, "model");
    const choices = ((await ac.response()).data.choices as Array<{ value: string }>).map((c) => c.value);
    expect(choices).toEqual(["flow-xl-v2.safetensors"]);

    // A whole cfg still arrives as the number option /generate registers.
    const interaction = await h.discord.driver.slashCommand("generate", {
      prompt: "a cloud model",
      model: "flow-xl-v2",
      sampler: "dpmpp_2m",
      cfg: 7,
    });
    await finalMessage(() => interaction.originalMessage()?.id);
    const job = [...h.cloud.jobs.values()].at(-1)!;
    const node = (classType: string) => Object.values(job.workflow).find((n) => n.class_type === classType)!.inputs;
    expect(node("CheckpointLoaderSimple").ckpt_name).toBe("flow-xl-v2.safetensors");
    expect(node("KSampler")).toMatchObject({ sampler_name: "dpmpp_2m", cfg: 7 });

    const before = h.cloud.requests.filter((r) => r.path === "/api/prompt").length;
    const refused = await (
      await h.discord.driver.slashCommand("generate", { prompt: "typo", model: "flow-xl-v3" })
    ).response();
    expect(refused.data.content).toContain("`flow-xl-v3`");
    expect(refused.data.content).toContain("`flow-xl-v2.safetensors`");
    expect(h.cloud.requests.filter((r) => r.path === "/api/prompt").length).toBe(before);
  });

  test("/settings models on the cloud: names checked against its object_info, saved as it spells them, a typo refused with the closest", async () => {
    const models = (subcommand: string, given: Record<string, string>) =>
      h.discord.driver.slashCommand("settings", given, {
        user: h.discord.guild.owner,
        subcommand: `models ${subcommand}`,
      });
    const offered = await (
      await h.discord.driver.autocomplete("settings", { model: "xl" }, "model", {
        user: h.discord.guild.owner,
        subcommand: "models default",
      })
    ).response();
    expect((offered.data.choices as Array<{ value: string }>).map((c) => c.value)).toEqual(["flow-xl-v2.safetensors"]);
    const saved = await (await models("default", { model: "flow-xl-v2" })).response();
    expect(saved.data.content).toContain("`flow-xl-v2.safetensors`");
    const typo = await (await models("offer", { lora: "flow-watercolr" })).response();
    expect(typo.data.content).toContain("`flow-watercolr`");
    expect(typo.data.content).toContain("`flow-watercolor.safetensors`");
    expect((await h.bot.context.store.guilds.get(h.discord.guild.id)).settings.models.offeredLoras).toEqual([]);
  });
});
