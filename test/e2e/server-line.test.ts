import { beforeEach, describe, expect, test } from "vitest";
import type { FakeUser, InteractionHandle } from "../../fakes/discord/server.js";
import { ended, jobIdOf, setGuildKey, useHarness } from "./harness.js";

const h = useHarness();
beforeEach(async () => {
  // The service runs everything at once: only the server's limit makes jobs wait.
  Object.assign(h.cloud.knobs, { stepMs: 60, steps: 15, concurrency: 20, latencyMs: 0 });
  await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { maxConcurrentJobs: 1, dailyQuota: null });
  await setGuildKey(h);
});

const text = (m: { embeds: unknown[] }) => JSON.stringify(m.embeds);
const submitted = () => h.cloud.requests.filter((r) => r.path === "/api/prompt").map((r) => JSON.stringify(r.body));

async function generate(prompt: string, user: FakeUser = h.discord.guild.owner): Promise<InteractionHandle> {
  return h.discord.driver.slashCommand("generate", { prompt }, { user });
}

/** A first job that holds the slot (a second a step) until `letItRun`, however loaded the machine is while the others queue. */
async function holdingTheSlot(prompt: string, user: FakeUser = h.discord.guild.owner) {
  h.cloud.knobs.stepMs = 1_000;
  const first = await generate(prompt, user);
  await showing(first, /Running|Queued/);
  return first;
}

const letItRun = () => (h.cloud.knobs.stepMs = 60);

/** The job's message once it shows `pattern`. */
function showing(interaction: InteractionHandle, pattern: RegExp) {
  return h.discord.waitFor(() => {
    const m = interaction.originalMessage();
    return m && pattern.test(text(m)) ? m : undefined;
  }, 20_000);
}

describe("a server at its limit queues", () => {
  test("the waiting message tells its place with a Cancel button, and the job starts when the slot frees", async () => {
    const first = await holdingTheSlot("line first");
    const second = await generate("line second", h.discord.guild.member);
    const secondWaiting = await showing(second, /Waiting for a free slot — next in line/);
    const third = await generate("line third", h.discord.guild.member);
    const thirdWaiting = await showing(third, /Waiting for a free slot — 1 ahead in this server/);
    expect(JSON.stringify(secondWaiting.components)).toContain(`job:cancel:${jobIdOf(secondWaiting)}`);
    expect(submitted().some((body) => body.includes("line second"))).toBe(false);
    letItRun();

    const finals = await Promise.all(
      [first, second, third].map(async (i) =>
        ended(h, (await h.discord.waitFor(() => i.originalMessage())).id, 30_000),
      ),
    );
    expect(finals.every((m) => m.attachments.length === 1)).toBe(true);
    // Third moved up once the first ended, before it started.
    expect(
      h.discord.messages.get(thirdWaiting.id)!.history.some((s) => /next in line/.test(JSON.stringify(s.embeds))),
    ).toBe(true);
    const order = submitted()
      .filter((b) => /line (first|second|third)/.test(b))
      .map((b) => /line (first|second|third)/.exec(b)![1]);
    expect(order).toEqual(["first", "second", "third"]);
  }, 60_000);

  test("Cancel while waiting (the button, and /cancel) ends it at once, sends nothing and frees its place", async () => {
    const { owner, member } = h.discord.guild;
    const usage = () => h.bot.context.store.usage.get(h.discord.guild.id, member.id);
    await holdingTheSlot("cancel first");
    const before = await usage();
    const byButton = await generate("cancel by button", member);
    const buttonMessage = await showing(byButton, /Waiting/);
    const byCommand = await generate("cancel by command", member);
    const commandMessage = await showing(byCommand, /Waiting/);
    const last = await generate("cancel last", owner);
    // Fair turns: the owner's first waiting job comes before the member's second.
    await showing(last, /1 ahead/);
    expect(await usage()).toBe(before + 2);

    await h.discord.driver.clickButton(buttonMessage.id, `job:cancel:${jobIdOf(buttonMessage)}`, { user: member });
    const cancel = await h.discord.driver.slashCommand("cancel", { job: jobIdOf(commandMessage) }, { user: member });
    await h.discord.waitFor(() => cancel.originalMessage()?.content === "Cancelling…" || undefined);
    for (const m of [buttonMessage, commandMessage]) {
      const final = await ended(h, m.id);
      expect(final.embeds[0]!.description).toMatch(new RegExp(`Cancelled by <@${member.id}>`));
    }
    letItRun();
    await showing(last, /next in line/);
    // Never sent, so not charged.
    expect(await usage()).toBe(before);
    await ended(h, (await h.discord.waitFor(() => last.originalMessage())).id, 30_000);
    expect(submitted().some((body) => body.includes("cancel by"))).toBe(false);
  }, 60_000);

  test("a waiting job cancelled by the process that took it over gives its quota unit back once, whoever sees it end", async () => {
    const { member } = h.discord.guild;
    const { store } = h.bot.context;
    const usage = () => store.usage.day(h.discord.guild.id, member.id);
    await holdingTheSlot("refund first", member);
    const before = await usage();
    const waiting = await showing(await generate("refund waiting", member), /Waiting/);
    expect((await usage()).used).toBe(before.used + 1);
    // What the process that adopted it does on /cancel: out of line, its unit given back by the job.
    const jobId = jobIdOf(waiting);
    expect(await store.line.cancelWaiting(jobId)).toBe(true);
    expect(await store.usage.giveBackForJob(jobId)).toBe(true);
    // This process, which admitted it, finds it gone from the line at its next look.
    letItRun();
    await ended(h, waiting.id, 30_000);
    expect(await usage()).toEqual({ used: before.used, givenBack: before.givenBack + 1 });
  }, 60_000);

  test("fair turns: one member's three waiting jobs do not push another member's single job behind them", async () => {
    const { owner, member } = h.discord.guild;
    const first = await holdingTheSlot("fair first", owner);
    const many = [];
    // One after the other: each is in line before the next is asked for.
    for (const n of [1, 2, 3]) {
      many.push(await generate(`fair owner ${n}`, owner));
      await showing(many.at(-1)!, /Waiting/);
    }
    const single = await generate("fair member", member);
    await showing(single, /1 ahead in this server/);
    letItRun();
    await Promise.all(
      [first, ...many, single].map(async (i) =>
        ended(h, (await h.discord.waitFor(() => i.originalMessage())).id, 30_000),
      ),
    );
    const order = submitted()
      .filter((b) => b.includes("fair "))
      .map((b) => /fair ([a-z]+(?: \d)?)/.exec(b)![1]);
    expect(order).toEqual(["first", "owner 1", "member", "owner 2", "owner 3"]);
  }, 60_000);

  test("/queue lists the waiting jobs in their order after the running one", async () => {
    const first = await holdingTheSlot("listed running");
    const second = await generate("listed waiting", h.discord.guild.member);
    await showing(second, /Waiting/);
    const list = await h.discord.driver.slashCommand("queue", {}, { user: h.discord.guild.owner });
    const message = await h.discord.waitFor(() => {
      const m = list.originalMessage();
      return m && m.embeds.length > 0 ? m : undefined;
    });
    const lines = String(message.embeds[0]!.description).split("\n");
    expect(lines[1]).toMatch(/waiting for a free slot — next in line/);
    expect(lines[0]).not.toMatch(/waiting/);
    letItRun();
    await Promise.all(
      [first, second].map(async (i) => ended(h, (await h.discord.waitFor(() => i.originalMessage())).id, 30_000)),
    );
  }, 60_000);

  test("past 50 waiting jobs the refusal is clear and nothing is recorded", async () => {
    const { store } = h.bot.context;
    const guildId = h.discord.guild.id;
    const first = await holdingTheSlot("ceiling running");
    // Fifty in line, recorded as a live process holds them (this one's name: none is taken over).
    const filler = [];
    for (let i = 0; i < 50; i++) {
      const job = await store.jobs.create(
        { guildId, channelId: h.discord.guild.channelId, userId: `u${i}`, kind: "generate", params: {} },
        { owner: h.bot.context.jobs.owner, leaseMs: 60_000 },
      );
      await store.line.take(job, { running: 1 });
      filler.push(job);
    }
    const refused = await generate("ceiling refused", h.discord.guild.member);
    const refusal = await h.discord.waitFor(() => refused.originalMessage()?.content || undefined);
    expect(refusal).toMatch(/already has 50 jobs waiting for a free slot, its ceiling/);
    expect(submitted().some((body) => body.includes("ceiling refused"))).toBe(false);
    for (const job of filler) {
      await store.line.cancelWaiting(job.id);
      await store.jobs.transition(job.id, "cancelled");
      await store.jobs.markDelivered(job.id);
    }
    letItRun();
    await ended(h, (await h.discord.waitFor(() => first.originalMessage())).id, 30_000);
  }, 60_000);

  test("after a restart a waiting job still starts when the slot frees", async () => {
    const first = await holdingTheSlot("restart running");
    const second = await generate("restart waiting", h.discord.guild.member);
    const waiting = await showing(second, /Waiting/);
    letItRun();
    await h.restart();
    const final = await ended(h, waiting.id, 40_000);
    expect(final.attachments).toHaveLength(1);
    expect(submitted().filter((b) => b.includes("restart waiting"))).toHaveLength(1);
    await ended(h, (await h.discord.waitFor(() => first.originalMessage())).id, 30_000);
  }, 60_000);
});
