import { beforeEach, describe, expect, test } from "vitest";
import type { FakeUser, InteractionHandle } from "../../fakes/discord/server.js";
import { ended, jobIdOf, running, setGuildKey, useHarness } from "./harness.js";
import { startPartnerUpscale } from "./partner-job.js";

const h = useHarness();
beforeEach(async () => {
  Object.assign(h.cloud.knobs, { stepMs: 15, steps: 10, concurrency: 1 });
  await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { maxConcurrentJobs: 3, dailyQuota: null });
  await setGuildKey(h);
});

async function finished(prompt: string, options: { user?: FakeUser; channelId?: string; count?: number } = {}) {
  const { user = h.discord.guild.member, channelId, count = 1 } = options;
  const interaction = await h.discord.driver.slashCommand(
    "generate",
    { prompt, count },
    { user, ...(channelId ? { channelId } : {}) },
  );
  return ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
}

/** Runs `/show job` and returns the first answer: an immediate refusal, or the deferred reply's message. */
async function show(job: string, user: FakeUser = h.discord.guild.member) {
  const interaction = await h.discord.driver.slashCommand("show", { job }, { user });
  const response = await interaction.response();
  expect(response.data.flags & 64).toBe(64);
  if (response.type === 4) return { refusal: String(response.data.content), message: undefined };
  const message = await h.discord.waitFor(() => {
    const m = interaction.originalMessage();
    return m && m.embeds.length > 0 ? m : undefined;
  });
  return { refusal: undefined, message };
}

const choices = async (interaction: InteractionHandle) =>
  (await interaction.response()).data.choices as Array<{ name: string; value: string }>;

describe("/show job", () => {
  test("re-posts a finished job's files byte for byte after a restart, with its embed and buttons", async () => {
    const original = await finished("show me again", { count: 2 });
    const id = jobIdOf(original);
    expect(original.attachments).toHaveLength(2);
    await h.restart();
    const viewsBefore = h.cloud.requests.filter((r) => r.path.startsWith("/api/view")).length;

    const { message } = await show(id);
    expect(message!.attachments.map((a) => a.filename)).toEqual(original.attachments.map((a) => a.filename));
    message!.attachments.forEach((a, i) => expect(a.data.equals(original.attachments[i]!.data)).toBe(true));
    // Fetched fresh from the service, not from Discord's copy.
    expect(h.cloud.requests.filter((r) => r.path.startsWith("/api/view")).length).toBe(viewsBefore + 2);
    expect(message!.embeds[0]!.title).toBe("show me again");
    expect(message!.embeds[0]!.footer.text).toBe(`Job ${id}`);
    const buttons = JSON.stringify(message!.components);
    for (const custom of [`gen:reroll:${id}`, `gen:vary:${id}`, `gen:up:${id}:0`, `gen:up:${id}:1`])
      expect(buttons).toContain(custom);
    const used = await h.bot.context.store.usage.get(h.discord.guild.id, h.discord.guild.member.id);
    expect(used).toBeGreaterThan(0);
    expect(message!.content).toBe(
      `You have started ${used === 1 ? "1 job" : `${used} jobs`} today; this server sets no daily limit.`,
    );
    expect(message!.allowedMentions).toEqual({ parse: [] });
  });

  test("re-posts a finished partner task's file through its remote, byte for byte", async () => {
    const id = await startPartnerUpscale(h.bot, h.discord, h.cloud.apiKey);
    const read = () => h.bot.context.store.jobs.get(id);
    await expect.poll(async () => (await read())?.deliveredAt, { timeout: 20_000 }).not.toBeNull();
    const delivered = h.discord.messages.get((await read())!.messageId!)!;
    expect(delivered.attachments).toHaveLength(1);

    const { message } = await show(id);
    expect(message!.attachments).toHaveLength(1);
    expect(message!.attachments[0]!.data.equals(delivered.attachments[0]!.data)).toBe(true);
    expect(message!.embeds[0]!.footer.text).toBe(`Job ${id}`);
  });

  test("tells the member their use of the day against the quota", async () => {
    await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { dailyQuota: 10 });
    const user = h.discord.guild.owner;
    const before = await h.bot.context.store.usage.get(h.discord.guild.id, user.id);
    const job = await finished("counted", { user });
    const { message } = await show(jobIdOf(job), user);
    expect(message!.content).toMatch(
      new RegExp(`^You have started ${before + 1} jobs? of your 10 today; the count resets <t:\\d+:R>\\.$`),
    );
  });

  test("shows a running job's current state, with a link to its live message", async () => {
    Object.assign(h.cloud.knobs, { stepMs: 60, steps: 30 });
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "still going" });
    const live = await running(h, interaction);
    const { message } = await show(jobIdOf(live));
    expect(JSON.stringify(message!.embeds)).toMatch(/Running/);
    expect(message!.content).toContain(
      `Live: https://discord.com/channels/${h.discord.guild.id}/${live.channelId}/${live.id}`,
    );
    expect(JSON.stringify(message!.components)).toContain(`job:cancel:${jobIdOf(live)}`);
    await ended(h, live.id);
  });

  test("shows another member's job posted where the viewer can see, and refuses one posted where they cannot", async () => {
    const { owner, member } = h.discord.guild;
    const visible = await finished("in the open", { user: owner });
    expect((await show(jobIdOf(visible), member)).message?.attachments).toHaveLength(1);

    const hidden = h.discord.guild.staffChannelId;
    const secret = await finished("behind closed doors", { user: owner, channelId: hidden });
    const viewsBefore = h.cloud.requests.filter((r) => r.path.startsWith("/api/view")).length;
    expect((await show(jobIdOf(secret), member)).refusal).toBe(
      "⚠️ `job`: another member's job can be shown only if it was posted in a channel you can see.",
    );
    expect(h.cloud.requests.filter((r) => r.path.startsWith("/api/view")).length).toBe(viewsBefore);
    // Its author still can.
    expect((await show(jobIdOf(secret), owner)).message?.attachments).toHaveLength(1);
  });

  test("autocomplete lists the member's own recent jobs only", async () => {
    const mine = await finished("mine to find", { user: h.discord.guild.member });
    const theirs = await finished("not mine", { user: h.discord.guild.owner });
    const listed = await choices(
      await h.discord.driver.autocomplete("show", {}, "job", { user: h.discord.guild.member }),
    );
    expect(listed.map((c) => c.value)).toContain(jobIdOf(mine));
    expect(listed.map((c) => c.value)).not.toContain(jobIdOf(theirs));
    expect(listed.find((c) => c.value === jobIdOf(mine))!.name).toMatch(/completed · mine to find$/);
    const typed = await choices(
      await h.discord.driver.autocomplete("show", { job: "MINE TO" }, "job", { user: h.discord.guild.member }),
    );
    expect(typed.map((c) => c.value)).toEqual([jobIdOf(mine)]);
  });

  test.each([
    ["an SQL fragment", "'; drop table jobs; --", "`job` may hold only a job id: pick one from the list."],
    ["a path", "../../etc/passwd", "`job` may hold only a job id: pick one from the list."],
    ["a mention", "@everyone", "`job` may hold only a job id: pick one from the list."],
    ["a control character", "00000000\u0000", "`job` must not contain control characters"],
    ["an over-long value", "0".repeat(200), "`job` must be 1 to 36 characters long (it is 200)."],
    [
      "an unknown id",
      "00000000-0000-4000-8000-000000000000",
      "`job`: there is no such job on this server. Pick one of yours from the list.",
    ],
  ])("refuses %s, naming the field", async (_name, job, refusal) => {
    const { refusal: answer } = await show(job);
    expect(answer).toMatch(/^⚠️ `job`/);
    expect(answer).toContain(refusal);
  });
});
