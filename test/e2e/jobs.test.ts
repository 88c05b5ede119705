import { beforeEach, describe, expect, test } from "vitest";
import { textToImage } from "../../src/workflows/built-in.js";
import { makePng } from "../../fakes/png.js";
import { ended, jobIdOf, running, setGuildKey, useHarness } from "./harness.js";

const h = useHarness();
beforeEach(async () => {
  Object.assign(h.cloud.knobs, { stepMs: 15, steps: 10, concurrency: 1 });
  await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { maxConcurrentJobs: 3, dailyQuota: null });
  await setGuildKey(h);
});

describe("while a job waits", () => {
  test("its message shows the queue position, and /cancel deletes it from the queue", async () => {
    Object.assign(h.cloud.knobs, { stepMs: 80, steps: 25 });
    const first = await h.discord.driver.slashCommand("generate", { prompt: "first in line" });
    await running(h, first);
    const second = await h.discord.driver.slashCommand("generate", { prompt: "second in line" });
    const queued = await h.discord.waitFor(() => {
      const m = second.originalMessage();
      return m && JSON.stringify(m.embeds).includes("Queued — 1 ahead") ? m : undefined;
    });

    const cancel = await h.discord.driver.slashCommand(
      "cancel",
      { job: jobIdOf(queued) },
      { user: h.discord.guild.member },
    );
    expect((await cancel.response()).data.flags & 64).toBe(64);
    const final = await ended(h, queued.id);
    expect(final.embeds[0]!.description).toMatch(/Cancelled by/);
    const deletes = h.cloud.requests.filter((r) => r.path === "/api/queue" && r.method === "POST");
    expect(deletes.at(-1)?.body).toEqual({ delete: [expect.any(String)] });
    expect(h.cloud.requests.some((r) => r.path === "/api/interrupt")).toBe(false);
    const firstDone = await ended(h, first.originalMessage()!.id);
    expect(firstDone.attachments).toHaveLength(1);
  });
});

describe("who may cancel", () => {
  test("a member cannot cancel someone else's job; the job goes on", async () => {
    Object.assign(h.cloud.knobs, { stepMs: 40, steps: 25 });
    const job = await h.discord.driver.slashCommand(
      "generate",
      { prompt: "the owner's job" },
      { user: h.discord.guild.owner },
    );
    const message = await running(h, job);
    const click = await h.discord.driver.clickButton(message.id, `job:cancel:${jobIdOf(message)}`, {
      user: h.discord.guild.member,
    });
    const response = await click.response();
    expect(response.data.content).toMatch(/Only the member who started this job, or one with Manage Server/);
    expect(response.data.flags & 64).toBe(64);
    const final = await ended(h, message.id);
    expect(final.attachments).toHaveLength(1);
  });
});

describe("a double click on Cancel", () => {
  test("interrupts once: a second interrupt could stop the key's next job", async () => {
    Object.assign(h.cloud.knobs, { stepMs: 60, steps: 25, latencyMs: 150 });
    try {
      const job = await h.discord.driver.slashCommand("generate", { prompt: "clicked twice" });
      const message = await running(h, job);
      const before = h.cloud.requests.filter((r) => r.path === "/api/interrupt").length;
      const id = `job:cancel:${jobIdOf(message)}`;
      await Promise.all([h.discord.driver.clickButton(message.id, id), h.discord.driver.clickButton(message.id, id)]);
      const final = await ended(h, message.id);
      expect(final.embeds[0]!.description).toMatch(/Cancelled by/);
      expect(h.cloud.requests.filter((r) => r.path === "/api/interrupt").length).toBe(before + 1);
    } finally {
      h.cloud.knobs.latencyMs = 0;
    }
  });
});

describe("limits", () => {
  test("simultaneous commands never exceed the server's concurrent-job limit: the others wait their turn", async () => {
    await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { maxConcurrentJobs: 1 });
    Object.assign(h.cloud.knobs, { stepMs: 40, steps: 20 });
    const interactions = await Promise.all(
      [1, 2, 3].map((n) => h.discord.driver.slashCommand("generate", { prompt: `at once ${n}` })),
    );
    const messages = await Promise.all(interactions.map((i) => h.discord.waitFor(() => i.originalMessage())));
    const finals = await Promise.all(messages.map((m) => ended(h, m.id, 30_000)));
    expect(finals.every((m) => m.attachments.length === 1)).toBe(true);
    const waited = messages.filter((m) =>
      h.discord.messages.get(m.id)!.history.some((s) => JSON.stringify(s.embeds).includes("Waiting for a free slot")),
    );
    expect(waited).toHaveLength(2);
    await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { maxConcurrentJobs: 3 });
  });

  test("the daily quota stops a member, and a job refused before reaching the service costs nothing", async () => {
    const user = h.discord.guild.owner;
    const usage = () => h.bot.context.store.usage.get(h.discord.guild.id, user.id);
    // Jobs are counted without a quota too: earlier tests' jobs count against today's.
    const start = await usage();
    const quota = start + 1;
    await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { dailyQuota: quota });

    const unknown = await h.discord.driver.slashCommand(
      "generate",
      { prompt: "no such workflow", workflow: "missing" },
      { user },
    );
    expect((await unknown.response()).data.content).toMatch(/no workflow named "missing"/);
    expect(await usage()).toBe(start);

    const ok = await h.discord.driver.slashCommand("generate", { prompt: "within quota" }, { user });
    await ended(h, (await h.discord.waitFor(() => ok.originalMessage())).id);
    const over = await h.discord.driver.slashCommand("generate", { prompt: "over quota" }, { user });
    const jobs = quota === 1 ? "1 job" : `${quota} jobs`;
    expect((await over.response()).data.content).toMatch(
      new RegExp(
        `used your ${jobs} for today on this server \\(${quota} of ${quota}\\)\\. The count resets <t:\\d+:R>`,
      ),
    );
  });

  test("a channel where the bot cannot post results is refused before anything is sent", async () => {
    const before = h.cloud.requests.length;
    const viewAndSendOnly = (1n << 10n) | (1n << 11n);
    const interaction = await h.discord.driver.slashCommand(
      "generate",
      { prompt: "hidden channel" },
      { appPermissions: viewAndSendOnly },
    );
    const response = await interaction.response();
    expect(response.data.content).toMatch(
      /needs these permissions in this channel to post results: Embed Links and Attach Files/,
    );
    expect(response.data.flags & 64).toBe(64);
    expect(h.cloud.requests.length).toBe(before);
  });

  test("an input image for a workflow that takes none is refused before anything is sent", async () => {
    const { graph, mapping } = textToImage();
    await h.bot.context.store.workflows.add({
      guildId: h.discord.guild.id,
      name: "text only",
      graph,
      inputMapping: mapping,
      authorId: h.discord.guild.owner.id,
    });
    const before = h.cloud.requests.length;
    const interaction = await h.discord.driver.slashCommand("generate", {
      prompt: "with an image",
      workflow: "text only",
      image: { filename: "in.png", contentType: "image/png", data: makePng(32, 32, 1), width: 32, height: 32 },
    });
    const response = await interaction.response();
    expect(response.data.content).toMatch(/"text only" takes no input image/);
    expect(response.data.flags & 64).toBe(64);
    expect(h.cloud.requests.length).toBe(before);
  });
});

describe("a finished job", () => {
  test("is recorded: completed, its outputs, delivered once", async () => {
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "check the record", count: 2 });
    const message = await ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
    const read = () => h.bot.context.store.jobs.get(jobIdOf(message));
    // Marked delivered right after the terminal edit succeeded.
    await expect.poll(async () => (await read())?.deliveredAt).not.toBeNull();
    const job = await read();
    expect(job).toMatchObject({ status: "completed", messageId: message.id, remoteId: expect.any(String) });
    expect((job!.outputs as Array<{ filename: string }>).map((o) => o.filename)).toEqual(
      message.attachments.map((a) => a.filename),
    );
    expect(JSON.stringify(job!.params)).not.toContain(h.cloud.apiKey);
  });

  test("U1 upscales image 1 as a job of its own", async () => {
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "upscale me later" });
    const message = await ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
    const click = await h.discord.driver.clickButton(message.id, `gen:up:${jobIdOf(message)}:0`);
    const upscaled = await ended(h, (await h.discord.waitFor(() => click.originalMessage())).id);
    expect(upscaled.embeds[0]!.title).toBe("Upscale 2×");
    expect(upscaled.attachments).toHaveLength(1);
  });
});
