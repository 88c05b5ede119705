import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEFAULT_ANSWER_FIRST } from "../../src/admission/answer-first.js";
import { openDatabase, type Database } from "../../src/db/client.js";
import { stallDatabase } from "../helpers/db-faults.js";
import { ended, setGuildKey, startHarness, TEST_TIMINGS, type Harness } from "./harness.js";

/*
 * A command is answered before its database checks: from the settings held in memory, kept
 * current across processes by NOTIFY. Production's answer timings here (TEST_TIMINGS waits longer).
 */
let h: Harness;
/** Another process's connection to the same database: its writes reach this bot only through Postgres. */
let other: Database;
let otherDir: string;

beforeAll(async () => {
  h = await startHarness({}, {}, { timings: { ...TEST_TIMINGS, answer: DEFAULT_ANSWER_FIRST } });
  await setGuildKey(h);
  otherDir = await mkdtemp(join(tmpdir(), "flowbot-other-"));
  other = await openDatabase({
    url: h.databaseEnv.DATABASE_URL,
    dataDir: otherDir,
    migrate: false,
    secretKey: h.databaseEnv.FLOWBOT_SECRET_KEY,
    poolSize: 2,
  });
}, 60_000);
afterAll(async () => {
  await other?.close();
  await h?.close();
  if (otherDir) await rm(otherDir, { recursive: true, force: true });
}, 60_000);

const guildId = () => h.discord.guild.id;
/** Far inside the settings cache's periodic re-read (30 s), far beyond a NOTIFY's trip on a loaded machine. */
const NOTIFIED_WITHIN_MS = 8_000;
/** When Discord got the interaction's first answer, after `sentAt` (its request's arrival, not when the test looked). */
const firstAnswerMs = async (
  interaction: { id: string; response(timeoutMs?: number): Promise<unknown> },
  sentAt: number,
) => {
  await interaction.response(5_000);
  const callback = h.discord.restLog.find((entry) => entry.path.startsWith(`/interactions/${interaction.id}/`));
  return callback!.at - sentAt;
};

describe("settings changed by another process", () => {
  // NOTIFY brings a change; without it the cache would see it only at its periodic re-read (30 s):
  // "well before that" is what these two check, whatever the machine's load.
  test("are honoured by this one at once (NOTIFY), and its commands still read nothing first", async () => {
    await h.discord.waitFor(() => h.bot.context.settings.peek(guildId()));
    const before = h.bot.context.settings.peek(guildId());
    const changedAt = Date.now();
    await other.store.guilds.updateSettings(guildId(), { bannedTerms: ["forbidden fruit"] });
    const seen = await h.discord.waitFor(() => {
      const view = h.bot.context.settings.peek(guildId());
      return view !== before && view?.settings.bannedTerms.includes("forbidden fruit") ? view : undefined;
    }, NOTIFIED_WITHIN_MS);
    expect(seen).toBeDefined();
    expect(Date.now() - changedAt).toBeLessThan(NOTIFIED_WITHIN_MS);

    const refused = await h.discord.driver.slashCommand("generate", { prompt: "a forbidden fruit bowl" });
    const response = await refused.response();
    expect(response.type).toBe(4);
    expect(response.data.flags & 64).toBe(64);
    expect(response.data.content).toMatch(/contains a term the server does not allow/);

    await other.store.guilds.updateSettings(guildId(), { bannedTerms: [] });
    await h.discord.waitFor(
      () => h.bot.context.settings.peek(guildId())?.settings.bannedTerms.length === 0 || undefined,
    );
  });

  test("a workflow another process saved is known here at once (NOTIFY)", async () => {
    const workflows = () => h.bot.context.settings.peek(guildId())?.workflows;
    await h.discord.waitFor(() => workflows());
    const changedAt = Date.now();
    await other.store.workflows.add({
      guildId: guildId(),
      name: "elsewhere",
      graph: {},
      inputMapping: {},
      authorId: h.discord.guild.owner.id,
      ageRestricted: true,
    });
    await h.discord.waitFor(() => workflows()?.get("elsewhere"), NOTIFIED_WITHIN_MS);
    expect(Date.now() - changedAt).toBeLessThan(NOTIFIED_WITHIN_MS);
    expect(workflows()?.get("elsewhere")).toEqual({ ageRestricted: true });
    await other.store.workflows.remove(guildId(), "elsewhere");
    await h.discord.waitFor(() => (workflows()?.has("elsewhere") === false ? true : undefined), 2_000);
  });
});

describe("with the database stalled", () => {
  test("commands are answered while it is stalled, and their jobs go on once it answers again", async () => {
    await h.discord.waitFor(() => h.bot.context.settings.peek(guildId()));
    const stall = await stallDatabase(h.databaseEnv.DATABASE_URL, 6_000);
    let releasedAt = Number.POSITIVE_INFINITY;
    void stall.released.then((at) => (releasedAt = at));
    const sent: Array<{ at: number; interaction: Awaited<ReturnType<typeof h.discord.driver.slashCommand>> }> = [];
    for (let i = 0; i < 5; i++) {
      const at = Date.now();
      sent.push({ at, interaction: await h.discord.driver.slashCommand("generate", { prompt: `stalled ${i}` }) });
    }
    const answered = await Promise.all(sent.map(({ at, interaction }) => firstAnswerMs(interaction, at)));
    // Each answered before the database answered again (not after waiting for it).
    sent.forEach(({ at }, i) => expect(at + answered[i]!).toBeLessThan(releasedAt));
    // The answer is the job's message, deferred; the job starts when the database answers.
    for (const { interaction } of sent) expect(interaction.callbacks[0]!.type).toBe(5);
    await stall.released;
    for (const { interaction } of sent) {
      const final = await ended(h, (await h.discord.waitFor(() => interaction.originalMessage(), 30_000)).id, 40_000);
      expect(final.attachments).toHaveLength(1);
    }
  }, 120_000);

  test("a command's first answer goes once its record is written, not before (accepted means recorded: what Discord saw answered, another process can take over)", async () => {
    await h.discord.waitFor(() => h.bot.context.settings.peek(guildId()));
    // Its record held up for a moment (well inside the answer's bound), nothing else.
    const stall = await stallDatabase(h.databaseEnv.DATABASE_URL, 300, ["accepted"]);
    const command = await h.discord.driver.slashCommand("generate", { prompt: "recorded first" });
    const releasedAt = await stall.released;
    expect((await command.response()).type).toBe(5);
    const answeredAt = h.discord.restLog.find((entry) => entry.path.startsWith(`/interactions/${command.id}/`))!.at;
    // Not before its record could be written.
    expect(answeredAt).toBeGreaterThanOrEqual(releasedAt);
    const final = await ended(h, (await h.discord.waitFor(() => command.originalMessage(), 30_000)).id, 40_000);
    expect(final.attachments).toHaveLength(1);
  }, 60_000);

  test("a Run press under permutations is answered once its record is written, not before (its jobs wait for it too)", async () => {
    await h.discord.waitFor(() => h.bot.context.settings.peek(guildId()));
    const command = await h.discord.driver.slashCommand("generate", { prompt: "a {red, blue} kite", width: 256 });
    await command.response();
    const question = command.originalMessage()!;
    const run = /perm:run:[0-9a-f-]+/.exec(JSON.stringify(question.components))![0];
    const stall = await stallDatabase(h.databaseEnv.DATABASE_URL, 300, ["accepted"]);
    const press = await h.discord.driver.clickButton(question.id, run);
    const releasedAt = await stall.released;
    expect((await press.response()).type).toBe(6);
    const answeredAt = h.discord.restLog.find((entry) => entry.path.startsWith(`/interactions/${press.id}/`))!.at;
    expect(answeredAt).toBeGreaterThanOrEqual(releasedAt);
    await h.discord.waitFor(() => (command.originalMessage()?.content.includes("Started") ? true : undefined), 30_000);
  }, 60_000);

  test("a refusal that needed the database takes the public answer back and says so privately", async () => {
    const user = h.discord.guild.member;
    // One job counted today (without a quota every job is counted), and a quota of one.
    await h.bot.context.store.usage.takeWithRoom(guildId(), user.id, null, { running: 1_000, waiting: 1_000 });
    await h.bot.context.store.guilds.updateSettings(guildId(), { dailyQuota: 1 });
    await h.discord.waitFor(() => h.bot.context.settings.peek(guildId())?.settings.dailyQuota !== null || undefined);
    const stall = await stallDatabase(h.databaseEnv.DATABASE_URL, 1_000);
    const over = await h.discord.driver.slashCommand("generate", { prompt: "over quota, stalled" }, { user });
    expect((await over.response()).type).toBe(5);
    await stall.released;
    const told = await h.discord.waitFor(() => over.followUps()[0], 10_000);
    expect(told.flags & 64).toBe(64);
    expect(told.content).toMatch(/used your \d+ jobs? for today/);
    await h.discord.waitFor(() =>
      over.originalMessage() === undefined || over.originalMessage()!.deleted ? true : undefined,
    );
    await h.bot.context.store.guilds.updateSettings(guildId(), { dailyQuota: null });
  }, 30_000);
});
