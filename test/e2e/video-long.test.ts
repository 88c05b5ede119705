import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import type { StoredMessage } from "../../fakes/discord/server.js";
import { pngFile } from "../../fakes/png.js";
import { rawRows } from "../helpers/db.js";
import { ended, jobIdOf, setGuildKey, useHarness } from "./harness.js";

/**
 * Video jobs that outlive what Discord gives an interaction: the 15-minute token, a restart, an
 * hour-old message (30046), the deadline. A job over 1.5 s counts as long here (a minute in production).
 */
const h = useHarness({
  platform: { taskMs: 400 },
  timings: { job: { notifyAfterMs: 1_500, oldMessageEditIntervalMs: 1_500 } },
  discord: { oldMessageEdits: { limit: 3, windowMs: 3_000 } },
});
beforeEach(async () => {
  await setGuildKey(h);
});

const HOUR = 3_600_000;
const start = (name: string) => pngFile(name, 48, 32);

/** Starts a start-end video that takes `ms` on the service and waits until its message shows it rendering. */
async function rendering(prompt: string, ms: number) {
  h.platform.knobs.videoTaskMs = ms;
  const interaction = await h.discord.driver.slashCommand(
    "video",
    { start: start(prompt), prompt },
    { subcommand: "start-end" },
  );
  const message = await h.discord.waitFor(() => {
    const m = interaction.originalMessage();
    return m && JSON.stringify(m.embeds).includes("Progress") ? m : undefined;
  }, 10_000);
  return { interaction, message, jobId: jobIdOf(message) };
}

/** Starts an off-peak start-end video the service keeps rendering, and waits until its message shows it. */
async function offPeak(prompt: string) {
  h.platform.knobs.videoTaskMs = Number.POSITIVE_INFINITY;
  const interaction = await h.discord.driver.slashCommand(
    "video",
    { start: start(prompt), prompt, off_peak: true },
    { subcommand: "start-end" },
  );
  const message = await h.discord.waitFor(() => {
    const m = interaction.originalMessage();
    return m && JSON.stringify(m.embeds).includes("Progress") ? m : undefined;
  }, 10_000);
  return { message, jobId: jobIdOf(message) };
}

/** Makes the job (and the fake's sense of its message) `ms` older, as if the process had been down that long. */
async function age(jobId: string, ms: number): Promise<void> {
  await rawRows(
    h.database,
    sql`update jobs set created_at = created_at - make_interval(secs => ${ms / 1000}) where id = ${jobId}`,
  );
  h.discord.clock.advance(ms);
}

/** The reply posted under the job's message that names the member. */
function mentionOf(message: StoredMessage) {
  type Body = { content?: string; message_reference?: { message_id?: string } } | undefined;
  return h.discord.restLog.find((r) => {
    const body = r.body as Body;
    return (
      r.method === "POST" &&
      r.status === 200 &&
      body?.message_reference?.message_id === message.id &&
      body.content?.startsWith(`<@${h.discord.guild.member.id}>`)
    );
  });
}

describe("long video jobs", () => {
  test("past the interaction's 15 minutes the result is delivered through the channel, with a reply that mentions only the requester", async () => {
    const { interaction, message } = await rendering("a slow sunrise", 3_000);
    h.discord.clock.advance(16 * 60_000);
    const final = await ended(h, message.id);
    expect(final.attachments.map((a) => a.filename)).toEqual(["0.mp4"]);
    expect(h.discord.restLog.some((r) => r.status === 401 && r.path.includes(interaction.token))).toBe(true);
    expect(
      h.discord.restLog.some(
        (r) =>
          r.method === "PATCH" && r.path === `/channels/${final.channelId}/messages/${final.id}` && r.status === 200,
      ),
    ).toBe(true);

    const mention = await h.discord.waitFor(() => mentionOf(final));
    expect(mention.allowedMentions).toEqual({ users: [h.discord.guild.member.id] });
    expect((mention.body as { content: string }).content).toBe(`<@${h.discord.guild.member.id}> your job is done.`);
  });

  test("a restart mid-video delivers it exactly once, without sending it again", async () => {
    const { message, jobId } = await rendering("a restart in the middle", 3_000);
    const posts = () =>
      h.platform.requests.filter(
        (r) => r.method === "POST" && JSON.stringify(r.body).includes("a restart in the middle"),
      );
    expect(posts()).toHaveLength(1);
    await h.restart();
    const final = await ended(h, message.id, 20_000);
    expect(final.attachments.map((a) => a.filename)).toEqual(["0.mp4"]);
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // room for a second delivery, were there one
    expect(posts()).toHaveLength(1);
    const terminal = final.history.filter((state) => JSON.stringify(state.components).includes("video:extend:"));
    expect(terminal).toHaveLength(1);
    expect(
      h.discord.messages.all().filter((m) => m.id !== final.id && JSON.stringify(m.embeds).includes(`Job ${jobId}`)),
    ).toEqual([]);
    expect((await h.bot.context.store.jobs.get(jobId))?.deliveredAt).toBeInstanceOf(Date);

    // Its Extend button keeps working in the next process.
    await h.restart();
    const click = await h.discord.driver.clickButton(final.id, `video:extend:${jobId}`);
    expect((await click.response()).type).toBe(9);
  });

  test("edits of an hour-old message slow down, so Discord's 30046 limit is never met", async () => {
    const { message, jobId } = await rendering("an hour-old message", 8_000);
    await h.restart(() => age(jobId, 2 * HOUR));
    const resumedAt = h.discord.restLog.length;
    const final = await ended(h, message.id, 30_000);
    expect(final.attachments.map((a) => a.filename)).toEqual(["0.mp4"]);
    const edits = h.discord.restLog
      .slice(resumedAt)
      .filter((r) => r.method === "PATCH" && r.path.endsWith(`/messages/${message.id}`));
    expect(edits.filter((r) => r.status === 429)).toEqual([]);
    expect(edits.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < edits.length; i++) expect(edits[i]!.at - edits[i - 1]!.at).toBeGreaterThanOrEqual(1_400);
  });

  test("a video that never finishes ends at its kind's deadline with a clear message", async () => {
    const { message, jobId } = await rendering("a video that never ends", Number.POSITIVE_INFINITY);
    await h.restart(() => age(jobId, 3 * HOUR + 60_000));
    const final = await ended(h, message.id, 20_000);
    expect(final.embeds[0]!.description).toMatch(/It did not finish within 3 hours, so the bot stopped waiting for it/);
    expect(await h.bot.context.store.jobs.get(jobId)).toMatchObject({ status: "failed", error: { code: "deadline" } });
  });

  test("an off-peak video keeps its own deadline of 48 hours (and some), also after a restart", async () => {
    const { message, jobId } = await offPeak("cheap and slow");
    await h.restart(() => age(jobId, 3 * HOUR + 60_000));
    // Followed again after the restart, and still open once the service has been read again.
    const asked = h.platform.requests.length;
    await h.discord.waitFor(() =>
      h.platform.requests.length > asked + 1 && h.bot.context.jobs.get(jobId) ? true : undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await h.bot.context.store.jobs.get(jobId)).toMatchObject({ deliveredAt: null });
    expect(h.bot.context.jobs.get(jobId)?.done).toBe(false);
    expect(JSON.stringify(h.discord.messages.get(message.id)!.components)).toContain("job:cancel:");

    await h.restart(() => age(jobId, 46 * HOUR));
    const final = await ended(h, message.id, 20_000);
    expect(final.embeds[0]!.description).toMatch(
      /It did not finish within 49 hours, so the bot stopped waiting for it/,
    );
    expect(await h.bot.context.store.jobs.get(jobId)).toMatchObject({ status: "failed", error: { code: "deadline" } });
  });
});
