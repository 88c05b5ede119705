import { beforeEach, describe, expect, test } from "vitest";
import { escapeMarkdown } from "discord.js";
import type { FakeUser } from "../../fakes/discord/server.js";
import { useHarness } from "./harness.js";

const h = useHarness();
const guildId = () => h.discord.guild.id;
const settings = async () => (await h.bot.context.store.guilds.get(guildId())).settings;

beforeEach(async () => {
  await h.bot.context.store.guilds.updateSettings(guildId(), {
    bannedTerms: [],
    negativePrompt: null,
    creditBudget: null,
  });
});

/** Runs `/settings <subcommand>`; its answer must be immediate, private and ping nobody. */
async function run(subcommand: string, options: object = {}, user: FakeUser = h.discord.guild.owner) {
  const interaction = await h.discord.driver.slashCommand("settings", options as never, { user, subcommand });
  const response = await interaction.response();
  expect(response.type).toBe(4);
  expect(response.data.flags & 64).toBe(64);
  expect(response.data.allowed_mentions).toEqual({ parse: [] });
  return {
    text: String(response.data.content ?? JSON.stringify(response.data.embeds)),
    message: () => interaction.originalMessage(),
  };
}
const answer = async (subcommand: string, options: object = {}, user?: FakeUser) =>
  (await run(subcommand, options, user)).text;

describe("/settings banned-terms", () => {
  test("add, list, remove by any spelling, clear", async () => {
    expect(await answer("banned-terms add", { term: "  Café Noir " })).toBe(
      'Saved. "Café Noir" is now refused in every text a member sends (1 banned term of 200).',
    );
    expect(await answer("banned-terms add", { term: "CAFE noir" })).toBe(
      'Saved. "CAFE noir" was already refused in every text a member sends (1 banned term of 200).',
    );
    expect(await answer("banned-terms add", { term: "**bold**" })).toBe(
      'Saved. "\\*\\*bold\\*\\*" is now refused in every text a member sends (2 banned terms of 200).',
    );
    expect((await settings()).bannedTerms).toEqual(["Café Noir", "**bold**"]);
    expect(await answer("banned-terms list")).toBe(
      'Banned terms (2 of 200), matched as whole words whatever their case and accents:\n"Café Noir", "\\*\\*bold\\*\\*"',
    );

    expect(await answer("banned-terms remove", { term: "cafe NOIR" })).toBe(
      'Saved. "cafe NOIR" is no longer refused (1 banned term left).',
    );
    expect(await answer("banned-terms remove", { term: "cafe noir" })).toBe(
      '⚠️ `term`: "cafe noir" is not a banned term here (`/settings banned-terms list` shows them).',
    );
    expect(await answer("banned-terms clear")).toBe("Saved. This server bans no terms.");
    expect((await settings()).bannedTerms).toEqual([]);
    expect(await answer("banned-terms list")).toBe(
      "This server bans no terms. Add one with `/settings banned-terms add`.",
    );
  });

  test("a 201st term is refused naming the field and the limit; 200 are accepted", async () => {
    const many = Array.from({ length: 199 }, (_, i) => `term${i}`);
    await h.bot.context.store.guilds.updateSettings(guildId(), { bannedTerms: many });
    expect(await answer("banned-terms add", { term: "the last one" })).toMatch(
      /^Saved\. .*\(200 banned terms of 200\)\.$/,
    );
    expect(await answer("banned-terms add", { term: "one too many" })).toBe(
      "⚠️ `term`: at most 200 terms can be banned. Remove one first.",
    );
    expect((await settings()).bannedTerms).toEqual([...many, "the last one"]);
    // A term already in the full list is no error.
    expect(await answer("banned-terms add", { term: "TERM0" })).toMatch(/was already refused/);
  });

  test("a long list comes as a file, one term a line", async () => {
    const many = Array.from({ length: 200 }, (_, i) => `${"long term ".repeat(9)}${i}`);
    await h.bot.context.store.guilds.updateSettings(guildId(), { bannedTerms: many });
    const { text, message } = await run("banned-terms list");
    expect(text).toBe(
      "Banned terms (200 of 200), matched as whole words whatever their case and accents: see the attached file, one a line.",
    );
    const file = (await h.discord.waitFor(() => message())).attachments[0]!;
    expect(file.filename).toBe("banned-terms.txt");
    expect(file.data.toString("utf8")).toBe(`${many.join("\n")}\n`);
  });

  test("two terms added at once both land", async () => {
    await Promise.all([answer("banned-terms add", { term: "first" }), answer("banned-terms add", { term: "second" })]);
    expect((await settings()).bannedTerms.sort()).toEqual(["first", "second"]);
  });

  test.each([
    [
      "nothing but punctuation",
      "?!",
      "⚠️ `term` must contain a letter, a digit or an emoji: punctuation and spaces alone match nothing.",
    ],
    ["101 characters", "x".repeat(101), "⚠️ `term` must be 1 to 100 characters long (it is 101)."],
  ])("refuses a term of %s, naming the field", async (_what, term, refusal) => {
    expect(await answer("banned-terms add", { term })).toBe(refusal);
    expect((await settings()).bannedTerms).toEqual([]);
  });
});

describe("/settings negative-prompt and credit-budget", () => {
  test("the negative prompt is saved, shown, and cleared by leaving it empty", async () => {
    expect(await answer("negative-prompt", { text: " blurry, lowres " })).toBe(
      'Saved. Every `/generate` now adds "blurry, lowres" to its negative prompt.',
    );
    expect((await settings()).negativePrompt).toBe("blurry, lowres");
    expect(await answer("show", {}, h.discord.guild.member)).toContain(
      '"name":"Negative prompt","value":"\\"blurry, lowres\\""',
    );
    expect(await answer("negative-prompt")).toBe("Saved. `/generate` adds no negative prompt of this server's.");
    expect((await settings()).negativePrompt).toBeNull();
    expect(await answer("show", {}, h.discord.guild.member)).toContain('"name":"Negative prompt","value":"none"');
  });

  test("setting it names the saved workflows that have no negative input", async () => {
    const add = (name: string, inputMapping: object) =>
      h.bot.context.store.workflows.add({
        guildId: guildId(),
        name,
        graph: {},
        inputMapping,
        authorId: h.discord.guild.owner.id,
      });
    await add("with_negative", { prompt: ["6", "text"], negative: ["7", "text"] });
    await add("prompt-only", { prompt: ["6", "text"] });
    expect(await answer("negative-prompt", { text: "lowres" })).toBe(
      'Saved. Every `/generate` now adds "lowres" to its negative prompt. Saved workflows without a negative input run without it: `prompt-only` (`/workflow map` can give one).',
    );
    await h.bot.context.store.workflows.remove(guildId(), "prompt-only");
    await h.bot.context.store.workflows.remove(guildId(), "with_negative");
  });

  test("the longest negative prompt, all markdown and emoji, is shown escaped and cut to fit, never inside a character", async () => {
    const text = "*_😀".repeat(500);
    const cut = (value: string) => {
      expect(value).toMatch(/^".+…"$/);
      const inner = value.slice(1, -2);
      expect(escapeMarkdown(text).startsWith(inner)).toBe(true);
      expect(inner).not.toMatch(/(^|[^\\])(\\\\)*\\$/); // no escape left without its character
      expect(inner).not.toMatch(/[\ud800-\udbff]$/);
      return value;
    };
    const confirm = await answer("negative-prompt", { text });
    cut(confirm.match(/^Saved\. Every `\/generate` now adds (".*") to its negative prompt\.$/)![1]!);
    expect((await settings()).negativePrompt).toBe(text);
    const { embeds } = (
      await (
        await h.discord.driver.slashCommand("settings", {}, { user: h.discord.guild.member, subcommand: "show" })
      ).response()
    ).data;
    const field = (embeds[0].fields as Array<{ name: string; value: string }>).find(
      (f) => f.name === "Negative prompt",
    )!;
    expect(cut(field.value).length).toBeLessThanOrEqual(1002);
  });

  test("a negative prompt over 2,000 characters is refused naming the field and the range", async () => {
    expect(await answer("negative-prompt", { text: "n".repeat(2001) })).toBe(
      "⚠️ `text` must be 1 to 2,000 characters long (it is 2,001).",
    );
    expect((await settings()).negativePrompt).toBeNull();
  });

  test.each([
    [{ credits: 0 }, "⚠️ credits must be between 1 and 10000000"],
    [
      { credits: 1 },
      "Saved. Once this server's jobs have used 1 credit in a month (UTC), video jobs are refused until the next month.",
    ],
    [
      { credits: 10_000_000 },
      "Saved. Once this server's jobs have used 10000000 credits in a month (UTC), video jobs are refused until the next month.",
    ],
    [{ credits: 10_000_001 }, "⚠️ credits must be between 1 and 10000000"],
    [{}, "Saved. This server sets no monthly credit budget."],
  ])("credit-budget %j: %s", async (options, expected) => {
    await h.bot.context.store.guilds.updateSettings(guildId(), { creditBudget: 77 });
    expect(await answer("credit-budget", options)).toBe(expected);
    const saved = (await settings()).creditBudget;
    if (expected.startsWith("⚠️")) expect(saved).toBe(77);
    else expect(saved).toBe("credits" in options ? options.credits : null);
  });

  test.each([
    ["banned-terms add", { term: "cat" }],
    ["banned-terms remove", { term: "cat" }],
    ["banned-terms list", {}],
    ["banned-terms clear", {}],
    ["negative-prompt", { text: "blurry" }],
    ["credit-budget", { credits: 5 }],
  ])(
    "/settings %s is refused for a member without Manage Server, and changes or shows nothing",
    async (sub, options) => {
      await h.bot.context.store.guilds.updateSettings(guildId(), {
        bannedTerms: ["secretly banned"],
        negativePrompt: null,
        creditBudget: 10,
      });
      const before = await settings();
      const text = await answer(sub, options, h.discord.guild.member);
      expect(text).toBe("⚠️ Only members with the Manage Server permission can change flowbot's settings.");
      expect(await settings()).toEqual(before);
    },
  );
});

describe("/settings show", () => {
  async function job(userId: string, credits: number | undefined) {
    const created = await h.bot.context.store.jobs.create({
      guildId: guildId(),
      channelId: h.discord.guild.channelId,
      userId,
      kind: "video",
      params: {},
    });
    if (credits !== undefined) await h.bot.context.store.jobs.setCredits(created.id, credits);
  }

  test("shows this month's credits against the budget, when they reset, the top members and how many terms are banned", async () => {
    const [first, second, third] = ["100000000000000001", "100000000000000002", "100000000000000003"];
    const before = await answer("show", {}, h.discord.guild.member);
    expect(before).toContain('"name":"Credits this month","value":"0 (no monthly budget); the count resets');
    expect(before).toContain('"name":"Top members this month","value":"nobody has used credits yet"');
    expect(before).toContain('"name":"Banned terms","value":"none"');
    await job(first, 12);
    await job(second, 20);
    await job(second, 10);
    await job(third, undefined);
    await h.bot.context.store.guilds.updateSettings(guildId(), { creditBudget: 500, bannedTerms: ["a", "b", "c"] });
    const nextMonth = new Date();
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1, 1);
    nextMonth.setUTCHours(0, 0, 0, 0);

    const shown = await answer("show", {}, h.discord.guild.member);
    expect(shown).toContain(
      `"name":"Credits this month","value":"42 of 500; the count resets <t:${nextMonth.getTime() / 1000}:R>"`,
    );
    expect(shown).toContain(`"name":"Top members this month","value":"<@${second}> 30 · <@${first}> 12"`);
    expect(shown).not.toContain(`<@${third}>`);
    // A member is not pointed at a list only managers may read (issue 30, item 7).
    expect(shown).toContain('"name":"Banned terms","value":"3 banned terms"');
    // The terms themselves stay with those who may change them.
    expect(shown).not.toMatch(/"a"|"b"|"c"/);

    await h.bot.context.store.guilds.updateSettings(guildId(), { creditBudget: null });
    expect(await answer("show", {}, h.discord.guild.member)).toContain(
      '"value":"42 (no monthly budget); the count resets',
    );
  });
});
