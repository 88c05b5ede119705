import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { TOKEN_LIFETIME_MS } from "../../fakes/discord/interactions.js";
import { makePng } from "../../fakes/png.js";
import { LATE_NOTE_BEFORE_MS } from "../../src/discord/job-message/private-reply.js";
import { ended, jobIdOf, running, setGuildKey, useHarness } from "./harness.js";

/*
 * "Results visible only to me" (/preferences): the job's message is the interaction's ephemeral
 * reply, edited through its token only, with its results; nothing of it goes to the channel.
 */
const h = useHarness();
beforeEach(async () => {
  Object.assign(h.cloud.knobs, { executionError: undefined, stepMs: 5, steps: 3 });
  await setGuildKey(h);
});

type Stored = NonNullable<ReturnType<typeof h.discord.messages.get>>;
const EPHEMERAL = 64;

/** The bot's messages anyone in the channel sees (neither ephemeral nor deleted). */
const channelPosts = () =>
  h.discord.messages
    .all()
    .filter((m) => m.author.id === h.discord.botUser.id && !m.deleted && (m.flags & EPHEMERAL) === 0);

/** Waits until the job is delivered. */
const delivered = (jobId: string) =>
  expect
    .poll(async () => (await h.bot.context.store.jobs.get(jobId))?.deliveredAt ?? null, { timeout: 20_000 })
    .not.toBeNull();

/** The default member picks "Results: visible only to me" (or back to public) in /preferences. */
async function chooseResults(value: "private" | "public"): Promise<void> {
  const open = await h.discord.driver.slashCommand("preferences", {});
  await open.response();
  const picked = await h.discord.driver.clickButton(open.originalMessage()!.id, "pref:results", { values: [value] });
  expect((await picked.response()).type).toBe(7);
  expect(JSON.stringify(open.originalMessage()!.components)).toContain(`"value":"${value}","default":true`);
  expect(open.originalMessage()!.content).toContain("A reaction has no such reply");
}

async function generate(prompt: string, user = h.discord.guild.member) {
  const interaction = await h.discord.driver.slashCommand("generate", { prompt }, { user });
  const first = await h.discord.waitFor(() => interaction.originalMessage());
  return { interaction, first };
}

/** A job of a member who chose private results, running: its interaction, its message and its id. */
async function privateJobRunning(prompt: string, knobs: { stepMs: number; steps: number }) {
  await chooseResults("private");
  Object.assign(h.cloud.knobs, knobs);
  const { interaction } = await generate(prompt);
  const first = await running(h, interaction);
  return { interaction, first, jobId: jobIdOf(first) };
}

describe("results visible only to me", () => {
  test("a member with private results gets an ephemeral job message with its results; another member's /generate stays public", async () => {
    await chooseResults("private");
    const before = channelPosts().length;
    const { interaction, first } = await generate("a secret garden");
    expect((await interaction.response()).data.flags & EPHEMERAL).toBe(EPHEMERAL);
    const done = await ended(h, first.id);
    expect(done.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(done.attachments).toHaveLength(1);
    expect(JSON.stringify(done.components)).toContain('"label":"Vary (Strong)"');
    // No Delete (the member dismisses it), no post in the channel, not reachable through the channel route.
    expect(JSON.stringify(done.components)).not.toContain("result:delete");
    expect(channelPosts()).toHaveLength(before);
    const job = () => h.bot.context.store.jobs.get(jobIdOf(done));
    await expect.poll(async () => (await job())?.deliveredAt ?? null).not.toBeNull();
    // The token is kept encrypted.
    expect((await job())!.replyTokenCiphertext).not.toContain(interaction.token);

    // A button on it works, and its answer is private too.
    const varied = await h.discord.driver.clickButton(done.id, `gen:vary:${jobIdOf(done)}`);
    const variation = await ended(h, (await h.discord.waitFor(() => varied.originalMessage())).id);
    expect(variation.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(variation.attachments).toHaveLength(1);
    expect(channelPosts()).toHaveLength(before);

    // Another member's job is public, with its Delete button; and they cannot /show the private one.
    const other = h.discord.guild.owner;
    const theirs = await generate("a public park", other);
    const public_ = await ended(h, theirs.first.id);
    expect(public_.flags & EPHEMERAL).toBe(0);
    expect(JSON.stringify(public_.components)).toContain("result:delete");
    const show = await h.discord.driver.slashCommand("show", { job: jobIdOf(done) }, { user: other });
    expect((await show.response()).data.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(show.originalMessage()!.attachments).toHaveLength(0);

    await chooseResults("public");
    const again = await generate("in the open");
    expect((await ended(h, again.first.id)).flags & EPHEMERAL).toBe(0);
  });

  test("a private member's `{red, blue} car` runs two jobs, each a private follow-up with its result", async () => {
    await chooseResults("private");
    const before = channelPosts().length;
    const interaction = await h.discord.driver.slashCommand("generate", { prompt: "a {red, blue} bike" });
    await interaction.response();
    const question = interaction.originalMessage()!;
    const run = JSON.stringify(question.components).match(/perm:run:[0-9a-f-]+/)![0];
    await (await h.discord.driver.clickButton(question.id, run)).response();
    const results = await h.discord.waitFor(() => {
      const found = h.discord.messages
        .all()
        .filter((m) => ["a red bike", "a blue bike"].includes(m.embeds[0]?.title ?? ""));
      return found.length === 2 && found.every((m) => m.attachments.length === 1) ? found : undefined;
    }, 20_000);
    expect(results.map((m) => m.flags & EPHEMERAL)).toEqual([EPHEMERAL, EPHEMERAL]);
    expect(channelPosts()).toHaveLength(before);
    await chooseResults("public");
  });

  test("Upscale image on a message of two images, for a private member: the reply and a follow-up, both private", async () => {
    await chooseResults("private");
    const image = (seed: string) => ({
      filename: `${seed}.png`,
      contentType: "image/png",
      data: makePng(20, 20, seed),
    });
    const target = await h.discord.postUserMessage(h.discord.guild.channelId, {
      content: "two of mine",
      attachments: [image("p1"), image("p2")],
    });
    const before = channelPosts().length;
    const interaction = await h.discord.driver.contextMenu("Upscale image", target.id);
    const first = await ended(h, (await h.discord.waitFor(() => interaction.originalMessage())).id);
    const [second] = await h.discord.waitFor(() => {
      const [followUp] = interaction.followUps();
      return followUp ? [followUp] : undefined;
    });
    const last = await ended(h, second.id);
    expect([first.flags & EPHEMERAL, last.flags & EPHEMERAL]).toEqual([EPHEMERAL, EPHEMERAL]);
    expect([first.attachments.length, last.attachments.length]).toEqual([1, 1]);
    expect(channelPosts()).toHaveLength(before);
    await chooseResults("public");
  });

  test("after a restart within the token's 15 minutes the job still edits its private reply with its results", async () => {
    await chooseResults("private");
    Object.assign(h.cloud.knobs, { stepMs: 150, steps: 12 });
    const before = channelPosts().length;
    const { interaction } = await generate("through a restart");
    const first = await running(h, interaction);
    await h.restart();
    const done = await ended(h, first.id);
    expect(done.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(done.attachments).toHaveLength(1);
    expect(channelPosts()).toHaveLength(before);
    await chooseResults("public");
  });

  test("a private reply deleted mid-job: its result is a private follow-up, counted with the interaction's five; once they are taken, nothing goes to the channel and the job still ends", async () => {
    const before = channelPosts().length;
    const { interaction, first, jobId } = await privateJobRunning("a vanishing reply", { stepMs: 150, steps: 12 });
    (h.discord.messages.get(first.id) as Stored).deleted = true;
    const [anew] = await h.discord.waitFor(() => {
      const [followUp] = interaction.followUps();
      return followUp && followUp.attachments.length > 0 ? [followUp] : undefined;
    }, 20_000);
    expect(anew.flags & EPHEMERAL).toBe(EPHEMERAL);
    await delivered(jobId);
    expect((await h.bot.context.store.jobs.get(jobId))!.messageId).toBe(anew.id);
    // The follow-up took one of the interaction's five: four are left.
    const takes = await Promise.all(
      Array.from({ length: 5 }, () => h.bot.context.store.jobs.takeFollowUp(interaction.id, 5)),
    );
    expect(takes.filter(Boolean)).toHaveLength(4);

    const second = await generate("another vanishing reply");
    const secondReply = await running(h, second.interaction);
    for (let i = 0; i < 5; i++) await h.bot.context.store.jobs.takeFollowUp(second.interaction.id, 5);
    (h.discord.messages.get(secondReply.id) as Stored).deleted = true;
    const secondId = jobIdOf(secondReply);
    await delivered(secondId);
    expect(second.interaction.followUps()).toEqual([]);
    expect(channelPosts()).toHaveLength(before);
    await chooseResults("public");
  });

  test("a job outliving its token says in its private reply that /show will show it, and still ends, delivered, with no channel post", async () => {
    const before = channelPosts().length;
    const { first, jobId } = await privateJobRunning("a long one", { stepMs: 200, steps: 60 });
    // Restarted with a token that ends shortly: the note is due at once, before Discord's 15 minutes pass.
    await h.restart(async () => {
      await h.database.db.execute(
        sql`update jobs set reply_until = ${new Date(Date.now() + LATE_NOTE_BEFORE_MS + 1_000)} where id = ${jobId}`,
      );
    });
    const noted = await h.discord.waitFor(() => {
      const message = h.discord.messages.get(first.id);
      return message?.content.includes("15 minutes") ? message : undefined;
    });
    expect(noted.content).toContain(jobId);
    // Then Discord's clock passes the token's life: the end cannot reach the reply any more.
    h.discord.clock.advance(TOKEN_LIFETIME_MS);
    await delivered(jobId);
    expect((await h.bot.context.store.jobs.get(jobId))!.status).toBe("completed");
    const last = h.discord.messages.get(first.id) as Stored;
    expect(last.content).toContain("15 minutes");
    // Its progress as it last stood (with the preview), never the result: the token had ended.
    expect(JSON.stringify(last.components)).not.toContain("gen:reroll");
    expect(channelPosts()).toHaveLength(before);
    // Its member finds the result with /show.
    const show = await h.discord.driver.slashCommand("show", { job: jobId });
    await show.response();
    const shown = await h.discord.waitFor(() => {
      const message = show.originalMessage();
      return message && message.attachments.length > 0 ? message : undefined;
    });
    expect(shown.attachments).toHaveLength(1);
    await chooseResults("public");
  });
});
