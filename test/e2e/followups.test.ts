import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FAKE_API_KEY } from "../../fakes/keys.js";
import { makePng } from "../../fakes/png.js";
import { memberScope } from "../../src/scope.js";
import type { InteractionHandle } from "../../fakes/discord/server.js";
import { ended, jobIdOf, startHarness, type Harness } from "./harness.js";

/**
 * Where the bot cannot post: a server that did not add it, where a member uses their own install.
 * The job lives on its interaction: its reply, at most five follow-ups, and past the token's 15
 * minutes (the fake Discord's clock, which the bot's interaction deadlines read too) the member's DMs.
 * The key is the member's own (`/preferences key`): neither a server's nor the operator's pays there.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({}, {}, { platform: { taskMs: 300 }, timings: { job: { notifyAfterMs: 2_000 } } });
  await h.bot.context.store.guilds.setApiKey(memberScope(h.discord.guild.member.id), FAKE_API_KEY);
});
afterAll(async () => {
  await h?.close();
});

const MINUTE = 60_000;
const photo = () => ({
  filename: "photo.png",
  contentType: "image/png",
  data: makePng(64, 48, "photo"),
  width: 64,
  height: 48,
});

const upscaleWithoutBot = () =>
  h.discord.driver.slashCommand("upscale", { image: photo() }, { place: "outside-server" });

/**
 * Waits until the interaction's reply shows a job (its footer names it). The member's image is
 * checked before its job is recorded, and the first check of a process loads the model (seconds on a
 * loaded machine: the fake Discord's 10 s default was missed at load 14).
 */
async function jobReply(interaction: InteractionHandle) {
  const message = await h.discord.waitFor(() => {
    const m = interaction.originalMessage();
    return m && jobIdOf(m) ? m : undefined;
  }, 30_000);
  return { message, jobId: jobIdOf(message) };
}

/** Requests made with the bot token to channel routes (posts, edits, reactions) since `from`. */
const channelRoutes = (from: number) =>
  h.discord.restLog.slice(from).filter((r) => r.path.startsWith("/channels/") && r.method !== "GET");

/** Waits until the job's terminal message is recorded as delivered. */
async function delivered(jobId: string) {
  for (let i = 0; i < 200; i++) {
    const record = await h.bot.context.store.jobs.get(jobId);
    if (record?.deliveredAt) return record;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${jobId} was not delivered`);
}

/**
 * Completes the task the service holds, once the job's start has posted it: a start's turn ends
 * when its job is recorded, and the task is posted just after.
 */
const completeHeld = () => h.discord.waitFor(() => h.platform.completeHeld() || undefined);

/** Waits until a task is posted to the service after request number `from`. */
const taskPosted = (from: number) =>
  h.discord.waitFor(() => h.platform.requests.slice(from).find((r) => r.method === "POST"));

const dmMessages = () => {
  const dm = h.discord.elsewhere.openDm(h.discord.guild.member);
  return h.discord.messages.all().filter((m) => m.channelId === dm);
};

describe("a server that did not add the bot", () => {
  test("/upscale runs on its interaction: the result in the reply, no channel post, no reaction, within five follow-ups", async () => {
    const from = h.discord.restLog.length;
    const interaction = await upscaleWithoutBot();
    const { message, jobId } = await jobReply(interaction);
    const final = await ended(h, message.id);
    expect(final.attachments).toHaveLength(1);
    expect(final.embeds[0]!.color).toBe(0x57f287);
    expect(channelRoutes(from)).toEqual([]);
    expect(interaction.followUps().length).toBeLessThanOrEqual(5);
    const record = await delivered(jobId);
    expect(record).toMatchObject({ delivery: "interaction", status: "completed" });
    // The token is kept for the reply's 15 minutes, encrypted.
    expect(record?.replyTokenCiphertext).toBeTruthy();
    expect(record?.replyTokenCiphertext).not.toContain(interaction.token);
  });

  test("a long job ended within the token: the result in the reply, then one follow-up that names the member only", async () => {
    h.platform.knobs.taskMs = 2_500;
    const interaction = await upscaleWithoutBot();
    const { message, jobId } = await jobReply(interaction);
    const final = await ended(h, message.id);
    expect(final.attachments).toHaveLength(1);
    await delivered(jobId);
    const [mention, ...more] = await h.discord.waitFor(() =>
      interaction.followUps().length ? interaction.followUps() : undefined,
    );
    expect(more).toEqual([]);
    expect(mention!.content).toBe(`<@${h.discord.guild.member.id}> your job is done.`);
    expect(mention!.allowedMentions).toEqual({ users: [h.discord.guild.member.id] });
    h.platform.knobs.taskMs = 300;
  });

  test("its reply deleted meanwhile: the result is a follow-up, counted; with the interaction's five taken, the DMs", async () => {
    h.platform.knobs.taskMs = Number.POSITIVE_INFINITY;
    const first = await upscaleWithoutBot();
    const reply = (await jobReply(first)).message;
    reply.deleted = true;
    expect(await completeHeld()).toBe(1);
    const [anew] = await h.discord.waitFor(() => (first.followUps().length ? first.followUps() : undefined));
    expect(anew!.attachments).toHaveLength(1);
    const moved = await delivered(jobIdOf(reply));
    expect(moved.messageId).toBe(anew!.id);

    const dmsBefore = dmMessages().length;
    const second = await upscaleWithoutBot();
    const { message, jobId } = await jobReply(second);
    for (let i = 0; i < 5; i++) await h.bot.context.store.jobs.takeFollowUp(second.id, 5);
    message.deleted = true;
    expect(await completeHeld()).toBe(1);
    await delivered(jobId);
    expect(second.followUps()).toEqual([]);
    const [dm] = dmMessages().slice(dmsBefore);
    expect(dm!.attachments).toHaveLength(1);
    // The follow-up and the DM were posted as the bot's own multipart body, the downloaded pieces uncopied.
    const posts = h.discord.restLog.filter((e) => e.method === "POST" && (e.files?.length ?? 0) > 0);
    const streamed = (path: RegExp) => posts.filter((e) => path.test(e.path)).at(-1)?.contentType;
    expect(streamed(/^\/webhooks\//)).toMatch(/^multipart\/form-data; boundary=flowbot-/);
    expect(streamed(new RegExp(`^/channels/${dm!.channelId}/messages$`))).toMatch(/boundary=flowbot-/);
    h.platform.knobs.taskMs = 300;
  });

  test("its Cancel button answers there: the member who asked reaches the cancel (an upscale cannot be stopped), another member finds no such job", async () => {
    h.platform.knobs.taskMs = Number.POSITIVE_INFINITY;
    const requests = h.platform.requests.length;
    const interaction = await upscaleWithoutBot();
    const { message, jobId } = await jobReply(interaction);
    // At the service (a job not yet sent could still be stopped): its task is posted just after its turn.
    await taskPosted(requests);
    const answerTo = async (user: typeof h.discord.guild.member) => {
      const click = await h.discord.driver.clickButton(message.id, `job:cancel:${jobId}`, {
        place: "outside-server",
        user,
      });
      return h.discord.waitFor(() => (click.originalMessage()?.content ? click.originalMessage() : undefined));
    };
    const own = await answerTo(h.discord.guild.member);
    expect(own.content).toContain("cannot be stopped on the service");
    expect(own.flags & 64).toBe(64);
    expect((await answerTo(h.discord.guild.owner)).content).toContain("There is no such job");
    expect(await completeHeld()).toBe(1);
    expect((await ended(h, message.id)).attachments).toHaveLength(1);
    h.platform.knobs.taskMs = 300;
  });

  test("a job longer than the token: the reply says the result goes to the DMs, a restart keeps it so, and the DM links back", async () => {
    const from = h.discord.restLog.length;
    const dmsBefore = dmMessages().length;
    h.platform.knobs.taskMs = Number.POSITIVE_INFINITY;
    const interaction = await upscaleWithoutBot();
    const { message, jobId } = await jobReply(interaction);

    await h.restart();
    expect(await h.bot.context.store.jobs.get(jobId)).toMatchObject({ delivery: "interaction", deliveredAt: null });
    // Past 14 minutes, the next edit of the reply (made by the new process, with the kept token) says so.
    h.discord.clock.advance(14 * MINUTE + 5_000);
    const told = await h.discord.waitFor(() => {
      const m = h.discord.messages.get(message.id);
      return m?.content.includes("its result will arrive in your DMs") ? m : undefined;
    });
    expect(told.attachments).toEqual([]);

    h.discord.clock.advance(2 * MINUTE);
    expect(await completeHeld()).toBe(1);
    const dm = await h.discord.waitFor(() => dmMessages().slice(dmsBefore)[0]);
    const server = h.discord.elsewhere.serverWithoutBot();
    expect(dm.content).toContain(`https://discord.com/channels/${server.id}/${server.channelId}/${message.id}`);
    expect(dm.attachments).toHaveLength(1);
    expect(dm.allowedMentions).toEqual({ parse: [] });

    await delivered(jobId);
    expect(channelRoutes(from).filter((r) => r.path !== `/channels/${dm.channelId}/messages`)).toEqual([]);
    // Past 15 minutes the bot never tried the dead token.
    expect(h.discord.restLog.slice(from).filter((r) => r.status === 401)).toEqual([]);
    expect(interaction.followUps().length).toBeLessThanOrEqual(5);
    h.platform.knobs.taskMs = 300;
  });

  test("a member who takes no DMs: the job still ends, the log says why, and the reply says so while its token lives", async () => {
    h.discord.elsewhere.closedDms.add(h.discord.guild.member.id);
    h.platform.knobs.taskMs = Number.POSITIVE_INFINITY;
    const interaction = await upscaleWithoutBot();
    const { message, jobId } = await jobReply(interaction);
    h.discord.clock.advance(14 * MINUTE + 5_000);
    await h.discord.waitFor(() => h.discord.messages.get(message.id)?.content.includes("arrive in your DMs"));
    expect(await completeHeld()).toBe(1);

    const closed = await h.discord.waitFor(() => {
      const m = h.discord.messages.get(message.id);
      return m?.content.includes("could not be sent to your DMs") ? m : undefined;
    });
    expect(closed.content).toContain("/show");
    await delivered(jobId);
    expect(await h.bot.context.store.jobs.get(jobId)).toMatchObject({ status: "completed" });
    expect(h.logs.some((line) => line.includes("(50007)") && line.includes(jobId))).toBe(true);
    h.discord.elsewhere.closedDms.delete(h.discord.guild.member.id);
    h.platform.knobs.taskMs = 300;
  });
});
