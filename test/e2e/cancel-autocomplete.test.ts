import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startLiveness, type Liveness } from "../../src/db/liveness.js";
import { setGuildKey, useHarness } from "./harness.js";

const h = useHarness();
const prompts = {
  memberHere: "member's own job in general",
  ownerHere: "owner's job in general",
  memberStaff: "member's job in the staff channel",
  ownerStaff: "owner's job in the staff channel",
  memberGone: "member's job in a channel that no longer exists",
  memberPrivate: "member's private-results job in general",
};

let another: Liveness;
afterAll(() => another?.close());

beforeAll(async () => {
  await setGuildKey(h);
  // That process lives: it holds its liveness lock.
  another = await startLiveness({ url: h.databaseEnv.DATABASE_URL, db: h.database.db, owner: "another-process" });
  const { id: guildId, channelId, staffChannelId, owner, member } = h.discord.guild;
  // Another process holds these jobs (a long lease), so this bot's recovery leaves them open.
  const claim = { owner: "another-process", leaseMs: 600_000 };
  const create = (userId: string, channel: string, prompt: string, privately = false) =>
    h.bot.context.store.jobs.create(
      {
        guildId,
        channelId: channel,
        userId,
        kind: "generate",
        params: { prompt, seed: 1, width: 512, height: 512, steps: 20, count: 1 },
        // Private results: the job's message is the interaction's ephemeral reply, edited through its token.
        ...(privately ? { replyToken: { token: "token-of-the-private-reply", until: Date.now() + 15 * 60_000 } } : {}),
      },
      claim,
    );
  await create(member.id, channelId, prompts.memberHere);
  await create(owner.id, channelId, prompts.ownerHere);
  await create(member.id, staffChannelId, prompts.memberStaff);
  await create(owner.id, staffChannelId, prompts.ownerStaff);
  await create(member.id, "123456789012345678", prompts.memberGone);
  await create(member.id, channelId, prompts.memberPrivate, true);
});

async function choices(user: "owner" | "member", typed = ""): Promise<string[]> {
  const handle = await h.discord.driver.autocomplete("cancel", { job: typed }, "job", { user: h.discord.guild[user] });
  const response = await handle.response();
  expect(response.type).toBe(8);
  return (response.data.choices as Array<{ name: string }>).map((c) => c.name);
}

describe("/cancel autocomplete", () => {
  test("shows a plain member only their own jobs (wherever they were started)", async () => {
    const names = (await choices("member")).join("\n");
    for (const prompt of [prompts.memberHere, prompts.memberStaff, prompts.memberGone]) expect(names).toContain(prompt);
    expect(names).not.toContain(prompts.ownerHere);
    expect(names).not.toContain(prompts.ownerStaff);
  });

  test("shows a member with Manage Server the others' jobs only in channels they can see", async () => {
    const names = (await choices("owner")).join("\n");
    for (const prompt of [prompts.memberHere, prompts.ownerHere, prompts.memberStaff, prompts.ownerStaff])
      expect(names).toContain(prompt);
    expect(names).not.toContain(prompts.memberGone);
  });

  test("offers another member's private-results job to nobody else, not even by its id", async () => {
    const [job] = (
      await h.bot.context.store.jobs.listForGuild(h.discord.guild.id, { openOnly: true, limit: 10 })
    ).filter((j) => (j.params as { prompt: string }).prompt === prompts.memberPrivate);
    const owners = (await choices("owner")).join("\n");
    expect(owners).not.toContain(prompts.memberPrivate);
    expect(owners).not.toContain(job!.id.slice(0, 8));
    expect((await choices("member")).join("\n")).toContain(prompts.memberPrivate);
  });

  test.each(["\u0000%_.*(" + "x".repeat(200), "\ud800", "' or 1=1 --"])(
    "answers junk typed text %j with an empty list",
    async (typed) => {
      expect(await choices("owner", typed)).toEqual([]);
    },
  );

  test("refuses to cancel another member's job in a channel the canceller cannot see, as if it did not exist", async () => {
    const [job] = (
      await h.bot.context.store.jobs.listForGuild(h.discord.guild.id, { openOnly: true, limit: 10 })
    ).filter((j) => (j.params as { prompt: string }).prompt === prompts.memberGone);
    const interaction = await h.discord.driver.slashCommand(
      "cancel",
      { job: job!.id },
      { user: h.discord.guild.owner },
    );
    const response = await interaction.response();
    expect(response.type).toBe(4);
    expect(response.data.content).toMatch(/no such job/);
    expect((await h.bot.context.store.jobs.get(job!.id))?.status).toBe(job!.status);
  });
});
