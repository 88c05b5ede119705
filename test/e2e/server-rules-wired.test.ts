import { beforeEach, describe, expect, test } from "vitest";
import type { FakeFile } from "../../fakes/discord/options.js";
import type { FakeUser } from "../../fakes/discord/server.js";
import { pngFile } from "../../fakes/png.js";
import { textToImage, DEFAULT_NEGATIVE } from "../../src/workflows/built-in.js";
import { ended, jobIdOf, setGuildKey, useHarness } from "./harness.js";

const h = useHarness({ platform: { taskMs: 300 } });
const guildId = () => h.discord.guild.id;
const store = () => h.bot.context.store;
const rules = (settings: Parameters<ReturnType<typeof store>["guilds"]["updateSettings"]>[1]) =>
  store().guilds.updateSettings(guildId(), settings);

beforeEach(async () => {
  await setGuildKey(h);
  await rules({ bannedTerms: [], negativePrompt: null, creditBudget: null });
});

const sentAnywhere = () => h.cloud.requests.length + h.platform.requests.filter((r) => r.method === "POST").length;
const jobCount = async () => (await store().jobs.listForGuild(guildId(), { limit: 1000 })).length;

/** What a refusal must leave: nothing sent to a service, no job written, no quota taken. */
async function nothingHappens(
  act: () => Promise<{ response(): Promise<{ type: number; data: { flags?: number; content?: string } }> }>,
) {
  const before = {
    sent: sentAnywhere(),
    jobs: await jobCount(),
    used: await store().usage.get(guildId(), h.discord.guild.owner.id),
  };
  const interaction = await act();
  const response = await interaction.response();
  expect(response.type).toBe(4);
  expect(response.data.flags! & 64).toBe(64);
  expect({
    sent: sentAnywhere(),
    jobs: await jobCount(),
    used: await store().usage.get(guildId(), h.discord.guild.owner.id),
  }).toEqual(before);
  return String(response.data.content);
}

const refusal = (field: string) =>
  `⚠️ This server's rules refuse this request: \`${field}\` contains a term the server does not allow. Nothing was sent.`;

async function generate(options: Record<string, unknown>, user: FakeUser = h.discord.guild.owner, channelId?: string) {
  const interaction = await h.discord.driver.slashCommand("generate", options, {
    user,
    ...(channelId ? { channelId } : {}),
  });
  return ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
}

describe("banned terms in every text a member sends", () => {
  beforeEach(() => rules({ bannedTerms: ["Café Noir", "forbidden"] }));
  const slash = (name: string, options: Record<string, unknown>, subcommand?: string) => () =>
    h.discord.driver.slashCommand(name, options, subcommand ? { subcommand } : {});

  test.each([
    ["/generate prompt", slash("generate", { prompt: "a CAFE NOIR at dawn" }), "prompt"],
    ["/generate negative", slash("generate", { prompt: "a street", negative: "blurry, forbidden" }), "negative"],
    ["/upscale prompt", slash("upscale", { image: pngFile("u"), prompt: "make it forbidden" }), "prompt"],
    [
      "/style-transfer prompt",
      slash("style-transfer", { image: pngFile("s"), reference: pngFile("r"), prompt: "Forbidden style" }),
      "prompt",
    ],
    [
      "/video start-end prompt",
      slash("video", { start: pngFile("v"), prompt: "a forbidden dance" }, "start-end"),
      "prompt",
    ],
    [
      "/video start-end with is_rec, before the question",
      slash("video", { start: pngFile("v"), prompt: "forbidden", is_rec: true }, "start-end"),
      "prompt",
    ],
    [
      "/video extend prompt",
      slash(
        "video",
        { video_url: "https://example.com/v.mp4", video_creation_id: "c1", prompt: "then forbidden" },
        "extend",
      ),
      "prompt",
    ],
    [
      "/video multiframe frames",
      slash(
        "video",
        { start: pngFile("m"), frame1: pngFile("m1"), frame2: pngFile("m2"), frames: "2s a door | 3s café noir" },
        "multiframe",
      ),
      "frames entry 2",
    ],
  ])("%s is refused privately, naming the field and not the term", async (_what, act, field) => {
    const content = await nothingHappens(act);
    expect(content).toBe(refusal(field));
    expect(content).not.toMatch(/caf|forbidden/i);
  });

  test("the Extend form, and Reroll of a prompt banned since, are refused: nothing sent, nothing written", async () => {
    await rules({ bannedTerms: [] });
    const video = await (async () => {
      const interaction = await h.discord.driver.slashCommand(
        "video",
        { start: pngFile("ext"), prompt: "a quiet harbour" },
        { subcommand: "start-end" },
      );
      return ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
    })();
    const image = await generate({ prompt: "a forbidden garden" });
    await rules({ bannedTerms: ["forbidden"] });

    const form = await nothingHappens(() =>
      h.discord.driver.submitModal(
        `video:extend:${jobIdOf(video)}`,
        { prompt: "a FORBIDDEN boat", duration: "" },
        { messageId: video.id },
      ),
    );
    expect(form).toBe(refusal("prompt"));
    const reroll = await nothingHappens(() => h.discord.driver.clickButton(image.id, `gen:reroll:${jobIdOf(image)}`));
    expect(reroll).toBe(refusal("prompt"));
  });

  test("hostile text is judged like any other: a zero-width space or full-width letters do not hide a term", async () => {
    for (const prompt of ["for\u200Bbidden fruit", "ＦＯＲＢＩＤＤＥＮ", "caf\u0065\u0301 noir"]) {
      expect(await nothingHappens(slash("generate", { prompt }))).toBe(refusal("prompt"));
    }
  });
});

describe("the server's negative prompt", () => {
  const negatives = () => {
    const job = [...h.cloud.jobs.values()].at(-1)!;
    return Object.values(job.workflow)
      .filter((n) => n.class_type === "CLIPTextEncode")
      .map((n) => n.inputs.text);
  };

  test("reaches the workflow's negative input after the member's, or after the workflow's own; the job keeps the member's", async () => {
    await rules({ negativePrompt: "text, signature" });
    const message = await generate({ prompt: "a lighthouse", negative: "blurry" });
    expect(negatives()).toEqual(["a lighthouse", "blurry, text, signature"]);
    expect((await store().jobs.get(jobIdOf(message)))!.params).toMatchObject({ negative: "blurry" });

    await generate({ prompt: "a harbour" });
    expect(negatives()).toEqual(["a harbour", `${DEFAULT_NEGATIVE}, text, signature`]);
  });
});

describe("age-restricted workflows", () => {
  test("/workflow add age_restricted: refused in an ordinary channel, left out of its autocomplete, run in an age-restricted one", async () => {
    const graph = textToImage().graph;
    const file: FakeFile = {
      filename: "adult.json",
      contentType: "application/json",
      data: Buffer.from(JSON.stringify(graph)),
    };
    const add = await h.discord.driver.slashCommand(
      "workflow",
      { name: "adult", file, age_restricted: true },
      { subcommand: "add", user: h.discord.guild.owner },
    );
    const saved = await h.discord.waitFor(
      () => add.originalMessage()?.content || (add.callbacks[0]?.type === 4 && add.callbacks[0].data.content),
    );
    expect(saved).toMatch(/^Saved \*\*adult\*\*/);
    expect((await store().workflows.get(guildId(), "adult"))!.ageRestricted).toBe(true);
    await store().workflows.add({
      guildId: guildId(),
      name: "adult-free",
      graph,
      inputMapping: textToImage().mapping,
      authorId: "1",
    });

    const content = await nothingHappens(() =>
      h.discord.driver.slashCommand("generate", { prompt: "a cat", workflow: "adult" }),
    );
    expect(content).toBe(
      '⚠️ The workflow "adult" runs only in age-restricted channels. Use it in one of those, or choose another workflow.',
    );

    const offered = async (channelId?: string) => {
      const ac = await h.discord.driver.autocomplete(
        "generate",
        { prompt: "x", workflow: "adult" },
        "workflow",
        channelId ? { channelId } : {},
      );
      return ((await ac.response()).data as { choices: { value: string }[] }).choices.map((c) => c.value);
    };
    expect(await offered()).toEqual(["adult-free"]);

    const nsfw = h.discord.addChannel(0, { nsfw: true });
    await h.discord.waitFor(() => h.bot.client.channels.cache.get(nsfw));
    expect(await offered(nsfw)).toEqual(["adult", "adult-free"]);
    const message = await generate({ prompt: "a cat", workflow: "adult" }, h.discord.guild.owner, nsfw);
    expect(message.attachments.length).toBeGreaterThan(0);
  });
});

/** Delete, then the ephemeral Confirm it follows up with: the handle of the first click. */
async function confirmDelete(messageId: string, jobId: string, user: FakeUser) {
  const ask = await h.discord.driver.clickButton(messageId, `result:delete:${jobId}`, { user });
  await ask.response();
  expect(h.discord.messages.get(messageId)!.deleted).toBe(false);
  const confirm = await h.discord.waitFor(() => ask.followUps()[0]);
  const done = await h.discord.driver.clickButton(confirm.id, `result:confirm:${jobId}:${messageId}`, { user });
  await done.response();
  await h.discord.waitFor(() => h.discord.messages.get(messageId)!.deleted || undefined);
  return ask;
}

describe("Delete under a result", () => {
  test("by the requester, by a moderator; refused to anyone else; the record stays and /show says so", async () => {
    const { member, moderator, owner } = h.discord.guild;
    const mine = await generate({ prompt: "a member's teapot" }, member);
    expect(JSON.stringify(mine.components)).toContain(`result:delete:${jobIdOf(mine)}`);

    const refused = await h.discord.driver.clickButton(mine.id, `result:delete:${jobIdOf(mine)}`, { user: owner });
    expect((await refused.response()).data).toMatchObject({
      flags: 64,
      content: expect.stringContaining("Manage Messages"),
    });
    expect(h.discord.messages.get(mine.id)!.deleted).toBe(false);

    const own = await confirmDelete(mine.id, jobIdOf(mine), member);
    expect(own.followUps()[0]!.flags & 64).toBe(64);
    expect(h.discord.messages.get(mine.id)!.deleted).toBe(true);
    const record = await store().jobs.get(jobIdOf(mine));
    expect(record).toMatchObject({ status: "completed" });
    expect(record!.resultDeletedAt).not.toBeNull();

    const show = await h.discord.driver.slashCommand("show", { job: jobIdOf(mine) }, { user: member });
    const shown = await h.discord.waitFor(() => show.originalMessage()?.content);
    expect(shown).toMatch(/^Its result message was deleted <t:\d+:R>\./);

    const theirs = await generate({ prompt: "someone else's teapot" }, owner);
    const moderated = await confirmDelete(theirs.id, jobIdOf(theirs), moderator);
    expect(moderated.followUps()[0]!.flags & 64).toBe(64);
    expect(h.discord.messages.get(theirs.id)!.deleted).toBe(true);
  });
});

describe("credits", () => {
  async function video(prompt: string) {
    const interaction = await h.discord.driver.slashCommand(
      "video",
      { start: pngFile(prompt), prompt },
      {
        subcommand: "start-end",
      },
    );
    return ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
  }

  test("stored at delivery, summed per month across a restart; the budget refuses the next video with the reset time", async () => {
    // Earlier tests of this file ran videos this month too.
    const before = await store().credits.monthTotal(guildId());
    const first = await video("first reel");
    expect(JSON.stringify(first.embeds)).toContain('"Credits","value":"20"');
    expect((await store().jobs.get(jobIdOf(first)))!.credits).toBe(20);

    await h.restart();
    await video("second reel");
    expect(await store().credits.monthTotal(guildId())).toBe(before + 40);
    const show = await h.discord.driver.slashCommand("settings", {}, { subcommand: "show" });
    expect(JSON.stringify((await show.response()).data)).toContain("Credits this month");
    expect(JSON.stringify((await show.response()).data)).toContain(String(before + 40));

    await rules({ creditBudget: before + 40 });
    const content = await nothingHappens(() =>
      h.discord.driver.slashCommand("video", { start: pngFile("third") }, { subcommand: "start-end" }),
    );
    const used = before + 40;
    expect(content).toMatch(
      new RegExp(
        `^⚠️ This server has used its budget of ${used} credits for this month \\(${used} used\\)\\. Video jobs can start again <t:\\d+:R>\\.$`,
      ),
    );
  });

  test("an is_rec confirmation left over from before a restart says it expired; nothing is sent", async () => {
    const asked = await h.discord.driver.slashCommand(
      "video",
      { start: pngFile("rec"), prompt: "a recommended reel", is_rec: true },
      { subcommand: "start-end" },
    );
    const question = await asked.response();
    expect(question.data.content).toContain("costs 10 more credits");
    const confirm = JSON.stringify(question.data.components).match(/video:rec:[0-9a-f-]+/)![0];
    const messageId = (await h.discord.waitFor(() => asked.originalMessage())).id;
    await h.restart();
    const content = await nothingHappens(() => h.discord.driver.clickButton(messageId, confirm));
    expect(content).toMatch(/This confirmation has expired .* Nothing was sent/);
  });
});
