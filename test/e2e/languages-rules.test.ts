import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { FakeUser, InteractionHandle } from "../../fakes/discord/server.js";
import { ended, setGuildKey, useHarness } from "./harness.js";

const h = useHarness();
const guildId = () => h.discord.guild.id;
const store = () => h.bot.context.store;

beforeEach(async () => {
  Object.assign(h.cloud.knobs, { stepMs: 60, steps: 15, concurrency: 20, latencyMs: 0 });
  await store().guilds.updateSettings(guildId(), { maxConcurrentJobs: 1, dailyQuota: null, bannedTerms: [] });
  await setGuildKey(h);
});

afterEach(async () => {
  h.cloud.knobs.stepMs = 60;
  await store().guilds.setLanguage(guildId(), null);
  await store().guilds.updateSettings(guildId(), { bannedTerms: [] });
});

const submitted = () => h.cloud.requests.filter((r) => r.path === "/api/prompt").map((r) => JSON.stringify(r.body));

function generate(prompt: string, user: FakeUser, locale: string): Promise<InteractionHandle> {
  return h.discord.driver.slashCommand("generate", { prompt }, { user, locale });
}

/** The job's message once its embed shows `pattern`. */
function showing(interaction: InteractionHandle, pattern: RegExp) {
  return h.discord.waitFor(() => {
    const m = interaction.originalMessage();
    return m && pattern.test(JSON.stringify(m.embeds)) ? m : undefined;
  }, 20_000);
}

describe("the server's rules and its line, each reader in their own language", () => {
  test("a banned term in a German member's negative prompt is refused in German, naming the option as they see it; nothing is sent", async () => {
    await store().guilds.updateSettings(guildId(), { bannedTerms: ["verboten"] });
    const before = submitted().length;
    const interaction = await h.discord.driver.slashCommand(
      "generate",
      { prompt: "ein Fuchs", negative: "unscharf, VERBOTEN" },
      { locale: "de" },
    );
    const response = await interaction.response();
    expect(response.data.flags! & 64).toBe(64);
    expect(response.data.content).toBe(
      "⚠️ Die Regeln dieses Servers lehnen diese Anfrage ab: `negativ` enthält einen Begriff, den der Server nicht erlaubt. Es wurde nichts gesendet.",
    );
    expect(submitted().length).toBe(before);
  });

  test("in a server set to French a job waits in French; /queue tells a Japanese member its place in Japanese", async () => {
    const { owner, member } = h.discord.guild;
    await store().guilds.setLanguage(guildId(), "fr");
    // The first job holds the only slot (a second a step) until the second one is seen waiting.
    h.cloud.knobs.stepMs = 1_000;
    const first = await generate("premier renard", owner, "ja");
    await h.discord.waitFor(() => submitted().some((body) => body.includes("premier renard")) || undefined, 20_000);
    const second = await generate("second renard", member, "ja");
    const waiting = await showing(second, /En attente d'une place libre — la prochaine dans la file/);
    expect(JSON.stringify(waiting.embeds)).not.toMatch(/Waiting for a free slot/);
    expect(submitted().some((body) => body.includes("second renard"))).toBe(false);

    const list = await h.discord.driver.slashCommand("queue", {}, { user: member, locale: "ja" });
    const listed = await h.discord.waitFor(() => {
      const m = list.originalMessage();
      return m && m.embeds.length > 0 ? m : undefined;
    });
    const lines = String(listed.embeds[0]!.description).split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("空き枠待ち — 次の順番");

    h.cloud.knobs.stepMs = 60;
    const finals = await Promise.all(
      [first, second].map(async (i) => ended(h, (await h.discord.waitFor(() => i.originalMessage())).id, 30_000)),
    );
    expect(finals.every((m) => m.attachments.length === 1)).toBe(true);
  }, 60_000);
  test("a Japanese manager's /settings banned-terms replies and a Korean member's credits lines of /settings show", async () => {
    const { owner, member } = h.discord.guild;
    const settings = async (subcommand: string, options: object, user: FakeUser, locale: string) =>
      (
        await (
          await h.discord.driver.slashCommand("settings", options as never, { user, subcommand, locale })
        ).response()
      ).data;
    expect((await settings("banned-terms add", { term: "猫" }, owner, "ja")).content).toBe(
      '保存しました。"猫" は今後、メンバーが送るすべてのテキストで拒否されます（禁止ワード 1/200）。',
    );
    expect((await settings("banned-terms remove", { term: "犬" }, owner, "ja")).content).toBe(
      '⚠️ `語句`: "犬" はこのサーバーの禁止ワードではありません（`/設定 禁止ワード 一覧` で一覧を表示できます）。',
    );
    const fields = ((await settings("show", {}, member, "ko")).embeds?.[0]?.fields ?? []) as Array<{
      name: string;
      value: string;
    }>;
    // A member is not pointed at the list, which only a manager may read (issue 30, item 7).
    expect(fields).toContainEqual({ name: "금지어", value: "1개", inline: true });
    expect(fields.find((f) => f.name === "이번 달 크레딧")?.value).toMatch(
      /^\d+ \(월별 예산 없음\), 사용량은 <t:\d+:R> 초기화돼요$/,
    );
    expect(fields).toContainEqual(expect.objectContaining({ name: "이번 달 사용 상위 멤버" }));
  });
});
