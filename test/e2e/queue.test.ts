import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startLiveness, type Liveness } from "../../src/db/liveness.js";
import type { FakeUser, InteractionHandle } from "../../fakes/discord/server.js";
import { ended, jobIdOf, running, setGuildKey, useHarness } from "./harness.js";

const h = useHarness();
// Jobs recorded as "another-process" belong to a live process: it holds its liveness lock.
let another: Liveness;
beforeAll(async () => {
  another = await startLiveness({ url: h.databaseEnv.DATABASE_URL, db: h.database.db, owner: "another-process" });
});
afterAll(() => another?.close());
beforeEach(async () => {
  Object.assign(h.cloud.knobs, { stepMs: 80, steps: 25, concurrency: 1 });
  await h.bot.context.store.guilds.updateSettings(h.discord.guild.id, { maxConcurrentJobs: 3, dailyQuota: null });
  await setGuildKey(h);
});

/** Runs /queue and waits for its (deferred, ephemeral) list. */
async function queue(user: FakeUser) {
  const interaction = await h.discord.driver.slashCommand("queue", {}, { user });
  const response = await interaction.response();
  expect(response.data.flags & 64).toBe(64);
  const message = await h.discord.waitFor(() => {
    const m = interaction.originalMessage();
    return m && (m.embeds.length > 0 || m.content) ? m : undefined;
  });
  const buttons = JSON.stringify(message.components);
  return { message, text: String(message.embeds[0]?.description ?? message.content), buttons };
}

const link = (interaction: InteractionHandle) => {
  const m = interaction.originalMessage()!;
  return `[message](https://discord.com/channels/${h.discord.guild.id}/${m.channelId}/${m.id})`;
};

describe("/queue", () => {
  test("lists a running and a queued job with their positions and links; Cancel buttons cancel them", async () => {
    const { owner, member } = h.discord.guild;
    // Both jobs are cancelled below: long enough that neither ends by itself on a loaded machine.
    h.cloud.knobs.steps = 400;
    const first = await h.discord.driver.slashCommand(
      "generate",
      { prompt: "the owner's running job" },
      { user: owner },
    );
    const runningMessage = await running(h, first);
    const second = await h.discord.driver.slashCommand(
      "generate",
      { prompt: "the member's queued job" },
      { user: member },
    );
    const queuedMessage = await h.discord.waitFor(() => {
      const m = second.originalMessage();
      return m && JSON.stringify(m.embeds).includes("Queued — 1 ahead") ? m : undefined;
    });

    const seen = await queue(member);
    const lines = seen.text.split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^\\*\\*1\\.\\*\\* generate · <@${owner.id}> · running · started <t:\\d+:R>`));
    expect(lines[0]).toContain(link(first));
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\*\\*2\\.\\*\\* generate · <@${member.id}> · queued — 1 ahead in the service's queue · started <t:\\d+:R>`,
      ),
    );
    expect(lines[1]).toContain(link(second));
    // A member may cancel only their own job.
    expect(seen.buttons).toContain(`job:cancel:${jobIdOf(queuedMessage)}`);
    expect(seen.buttons).not.toContain(`job:cancel:${jobIdOf(runningMessage)}`);
    expect(seen.message.allowedMentions).toEqual({ parse: [] });

    const click = await h.discord.driver.clickButton(seen.message.id, `job:cancel:${jobIdOf(queuedMessage)}`, {
      user: member,
    });
    expect((await click.response()).data.flags & 64).toBe(64);
    expect((await ended(h, queuedMessage.id)).embeds[0]!.description).toMatch(/Cancelled by/);
    const deletes = h.cloud.requests.filter((r) => r.path === "/api/queue" && r.method === "POST");
    expect(deletes.at(-1)?.body).toEqual({ delete: [expect.any(String)] });

    // Manage Server sees a Cancel button for every job, and the list follows the database.
    const managed = await queue(owner);
    expect(managed.text.split("\n")).toHaveLength(1);
    expect(managed.buttons).toContain(`job:cancel:${jobIdOf(runningMessage)}`);
    await h.discord.driver.clickButton(managed.message.id, `job:cancel:${jobIdOf(runningMessage)}`, { user: owner });
    expect((await ended(h, runningMessage.id)).embeds[0]!.description).toMatch(/Cancelled by/);
    expect((await queue(member)).text).toBe("Nothing is queued or running on this server.");
  });

  test("a partner task another process follows shows its state without a queue position", async () => {
    const jobs = h.bot.context.store.jobs;
    const task = await jobs.create(
      {
        guildId: h.discord.guild.id,
        channelId: h.discord.guild.channelId,
        userId: h.discord.guild.member.id,
        kind: "upscale",
        params: {},
        remote: "partner-image:image-upscaler",
      },
      { owner: "another-process", leaseMs: 600_000 },
    );
    try {
      await jobs.attachRemote(task.id, "task-1");
      await jobs.transition(task.id, "in_progress");
      const seen = await queue(h.discord.guild.owner);
      expect(seen.text).toMatch(
        new RegExp(
          `upscale · <@${h.discord.guild.member.id}> · running \\(partner task, no queue position\\) · started <t:\\d+:R>$`,
        ),
      );
      expect(seen.buttons).toContain(`job:cancel:${task.id}`);
    } finally {
      await jobs.transition(task.id, "cancelled");
      await jobs.markDelivered(task.id);
    }
  });

  test("a long queue fits one message: the oldest first, the rest counted, one Cancel per listed job", async () => {
    const jobs = h.bot.context.store.jobs;
    const { guild } = h.discord;
    const created = [];
    for (let i = 0; i < 30; i++) {
      created.push(
        await jobs.create(
          {
            guildId: guild.id,
            channelId: guild.channelId,
            userId: guild.member.id,
            kind: "upscale",
            params: {},
            remote: "partner-image:image-upscaler",
            messageId: `${1_500_000_000_000_000_000n + BigInt(i)}`,
          },
          { owner: "another-process", leaseMs: 600_000 },
        ),
      );
    }
    try {
      const seen = await queue(guild.owner);
      const lines = seen.text.split("\n");
      expect(seen.text.length).toBeLessThanOrEqual(4096);
      expect(lines.length).toBeGreaterThan(10);
      expect(lines.length).toBeLessThanOrEqual(25);
      expect(seen.message.embeds[0]!.footer.text).toBe(`${30 - lines.length} more not shown`);
      expect(lines[0]).toContain(`/${created[0]!.messageId})`);
      const buttons = seen.message.components.flatMap((row: { components: Array<{ custom_id: string }> }) =>
        row.components.map((c) => c.custom_id),
      );
      expect(buttons).toEqual(created.slice(0, lines.length).map((job) => `job:cancel:${job.id}`));
    } finally {
      for (const job of created) {
        await jobs.transition(job.id, "cancelled");
        await jobs.markDelivered(job.id);
      }
    }
  });
});

describe("/queue and channels a member cannot see", () => {
  test("a job in a channel the viewer cannot see is listed without its link; a manager sees the link", async () => {
    const { owner, member, staffChannelId } = h.discord.guild;
    const staff = await h.discord.driver.slashCommand(
      "generate",
      { prompt: "a staff-only job" },
      { user: owner, channelId: staffChannelId },
    );
    await running(h, staff);
    const seen = await queue(member);
    expect(seen.text).toContain(`<@${owner.id}>`);
    expect(seen.text).not.toContain(staffChannelId);
    expect((await queue(owner)).text).toContain(link(staff));
  });
});
