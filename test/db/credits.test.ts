import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { creditsResetAt, monthStart } from "../../src/db/credits.js";
import { DEFAULT_SETTINGS } from "../../src/db/store.js";
import { checkServerRules } from "../../src/rules/admission.js";
import { BannedTermError } from "../../src/rules/banned-terms.js";
import { BACKENDS, rawRows, useTestDatabase } from "../helpers/db.js";

const newGuild = () => `guild-${randomUUID()}`;
const MARCH = new Date("2026-03-15T12:00:00Z");

describe.each(BACKENDS)("credits, deleted results and server rules on %s", (kind) => {
  const database = useTestDatabase(kind);
  const store = () => database().store;

  /** A job requested at `at` that reported `credits` (none when undefined). */
  async function job(guildId: string, userId: string, at: string, credits?: number): Promise<string> {
    const created = await store().jobs.create({
      guildId,
      channelId: "c1",
      userId,
      kind: "video",
      params: {},
      remote: "partner-video",
    });
    await database().db.execute(sql`update jobs set created_at = ${at}::timestamptz where id = ${created.id}`);
    if (credits !== undefined) await store().jobs.setCredits(created.id, credits);
    return created.id;
  }

  test("sums a server's credits per calendar month, UTC, counting the month a job was requested in", async () => {
    const g = newGuild();
    await job(g, "u1", "2026-02-28T23:59:59.999Z", 1000); // February
    await job(g, "u1", "2026-03-01T00:00:00.000Z", 30);
    await job(g, "u2", "2026-03-31T23:59:59.999Z", 12);
    await job(g, "u2", "2026-03-10T00:00:00Z"); // reported nothing
    await job(g, "u1", "2026-04-01T00:00:00.000Z", 500); // April
    await job(newGuild(), "u1", "2026-03-10T00:00:00Z", 700); // another server
    expect(await store().credits.monthTotal(g, MARCH)).toBe(42);
    expect(await store().credits.monthTotal(g, new Date("2026-02-01T00:00:00Z"))).toBe(1000);
    expect(await store().credits.monthTotal(g, new Date("2026-05-01T00:00:00Z"))).toBe(0);
    expect(await store().credits.monthTotal(newGuild(), MARCH)).toBe(0);
  });

  test("the latest credits a job reports replace the earlier ones", async () => {
    const g = newGuild();
    const id = await job(g, "u1", "2026-03-02T00:00:00Z", 5);
    await store().jobs.setCredits(id, 25);
    expect(await store().credits.monthTotal(g, MARCH)).toBe(25);
    expect((await store().jobs.get(id))?.credits).toBe(25);
  });

  test.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses to store %s credits", async (credits) => {
    const id = await job(newGuild(), "u1", "2026-03-02T00:00:00Z");
    await expect(store().jobs.setCredits(id, credits)).rejects.toThrow(RangeError);
    expect((await store().jobs.get(id))?.credits).toBeNull();
  });

  test("the database itself refuses negative credits", async () => {
    const id = await job(newGuild(), "u1", "2026-03-02T00:00:00Z");
    await expect(database().db.execute(sql`update jobs set credits = -5 where id = ${id}`)).rejects.toThrow();
  });

  test("lists the members who used the most credits this month, most first, ties by id, within the limit", async () => {
    const g = newGuild();
    await job(g, "u1", "2026-03-02T00:00:00Z", 10);
    await job(g, "u1", "2026-03-03T00:00:00Z", 15);
    await job(g, "u2", "2026-03-04T00:00:00Z", 40);
    await job(g, "u4", "2026-03-04T00:00:00Z", 25);
    await job(g, "u3", "2026-03-05T00:00:00Z", 25);
    await job(g, "u5", "2026-03-05T00:00:00Z", 0);
    await job(g, "u6", "2026-02-05T00:00:00Z", 99);
    expect(await store().credits.topMembers(g, { now: MARCH })).toEqual([
      { userId: "u2", credits: 40 },
      { userId: "u1", credits: 25 },
      { userId: "u3", credits: 25 },
      { userId: "u4", credits: 25 },
    ]);
    expect(await store().credits.topMembers(g, { now: MARCH, limit: 2 })).toEqual([
      { userId: "u2", credits: 40 },
      { userId: "u1", credits: 25 },
    ]);
    expect(await store().credits.topMembers(newGuild(), { now: MARCH })).toEqual([]);
  });

  test("checks the monthly budget: refused once used up, and says when it resets", async () => {
    const g = newGuild();
    const resetsAt = new Date("2026-04-01T00:00:00Z");
    expect(await store().credits.checkBudget(g, 50, MARCH)).toEqual({
      used: 0,
      budget: 50,
      left: 50,
      exceeded: false,
      resetsAt,
    });
    await job(g, "u1", "2026-03-02T00:00:00Z", 49);
    expect(await store().credits.checkBudget(g, 50, MARCH)).toEqual({
      used: 49,
      budget: 50,
      left: 1,
      exceeded: false,
      resetsAt,
    });
    await job(g, "u2", "2026-03-03T00:00:00Z", 1);
    expect(await store().credits.checkBudget(g, 50, MARCH)).toEqual({
      used: 50,
      budget: 50,
      left: 0,
      exceeded: true,
      resetsAt,
    });
    await job(g, "u2", "2026-03-04T00:00:00Z", 30);
    expect(await store().credits.checkBudget(g, 50, MARCH)).toMatchObject({ used: 80, left: 0, exceeded: true });
    expect(await store().credits.checkBudget(g, null, MARCH)).toEqual({
      used: 80,
      budget: null,
      left: null,
      exceeded: false,
      resetsAt,
    });
    expect(await store().credits.checkBudget(g, 50, new Date("2026-04-01T00:00:00Z"))).toMatchObject({
      used: 0,
      exceeded: false,
    });
  });

  test("a new job passes the server's rules: banned terms in any text, then the budget for jobs that cost credits", async () => {
    const g = newGuild();
    const settings = { ...DEFAULT_SETTINGS, bannedTerms: ["gore"], creditBudget: 40 };
    const check = (request: Parameters<typeof checkServerRules>[3]) =>
      checkServerRules(settings, g, store().credits, request, MARCH);
    await expect(check({ texts: { prompt: "a quiet lake", frames: "then GORE" }, costsCredits: true })).rejects.toThrow(
      BannedTermError,
    );
    await expect(check({ texts: { prompt: "a quiet lake" }, costsCredits: true })).resolves.toBeUndefined();
    await job(g, "u1", "2026-03-02T00:00:00Z", 40);
    await expect(check({ texts: { prompt: "a quiet lake" }, costsCredits: true })).rejects.toThrow(
      "This server has used its budget of 40 credits for this month (40 used). Video jobs can start again <t:1775001600:R>.",
    );
    // Jobs the budget does not cover (images) run on; so does everything once the budget is lifted.
    await expect(check({ texts: { prompt: "a quiet lake" } })).resolves.toBeUndefined();
    await expect(
      checkServerRules({ ...settings, creditBudget: null }, g, store().credits, { costsCredits: true }, MARCH),
    ).resolves.toBeUndefined();
  });

  test("a job's result is marked deleted once; the record stays", async () => {
    const id = await job(newGuild(), "u1", "2026-03-02T00:00:00Z", 3);
    expect((await store().jobs.get(id))?.resultDeletedAt).toBeNull();
    expect(await store().jobs.markResultDeleted(id)).toBe(true);
    const first = (await store().jobs.get(id))?.resultDeletedAt;
    expect(first).toBeInstanceOf(Date);
    expect(await store().jobs.markResultDeleted(id)).toBe(false);
    expect((await store().jobs.get(id))?.resultDeletedAt).toEqual(first);
    expect(await store().jobs.markResultDeleted(randomUUID())).toBe(false);
  });

  test("a workflow is age-restricted only when saved so, and can be left out of a list", async () => {
    const g = newGuild();
    await store().workflows.add({ guildId: g, name: "plain", graph: {}, inputMapping: {}, authorId: "u1" });
    await store().workflows.add({
      guildId: g,
      name: "spicy",
      graph: {},
      inputMapping: {},
      authorId: "u1",
      ageRestricted: true,
    });
    expect((await store().workflows.get(g, "plain"))?.ageRestricted).toBe(false);
    expect((await store().workflows.get(g, "spicy"))?.ageRestricted).toBe(true);
    expect((await store().workflows.list(g)).map((w) => w.name)).toEqual(["plain", "spicy"]);
    expect((await store().workflows.list(g, { ageRestricted: false })).map((w) => w.name)).toEqual(["plain"]);
  });

  test("banned terms, the negative prompt and the budget are settings: none by default, kept and cleared", async () => {
    const g = newGuild();
    expect(DEFAULT_SETTINGS).toMatchObject({ bannedTerms: [], negativePrompt: null, creditBudget: null });
    await store().guilds.updateSettings(g, {
      bannedTerms: ["Café", "猫"],
      negativePrompt: "blurry, lowres",
      creditBudget: 500,
    });
    expect((await store().guilds.get(g)).settings).toMatchObject({
      bannedTerms: ["Café", "猫"],
      negativePrompt: "blurry, lowres",
      creditBudget: 500,
    });
    const cleared = await store().guilds.updateSettings(g, {
      bannedTerms: [],
      negativePrompt: null,
      creditBudget: null,
    });
    expect(cleared).toEqual({
      ...DEFAULT_SETTINGS,
      bannedTerms: [],
      allowedChannels: [],
      defaults: DEFAULT_SETTINGS.defaults,
    });
    expect(await rawRows(database(), sql`select settings from guilds where id = ${g}`)).toEqual([
      { settings: { bannedTerms: [], negativePrompt: null, creditBudget: null } },
    ]);
  });
});

test("months are calendar months in UTC, December rolling into January", () => {
  expect(monthStart(new Date("2026-03-31T23:59:59.999Z")).toISOString()).toBe("2026-03-01T00:00:00.000Z");
  expect(creditsResetAt(new Date("2026-03-31T23:59:59.999Z")).toISOString()).toBe("2026-04-01T00:00:00.000Z");
  expect(creditsResetAt(new Date("2026-12-01T00:00:00.000Z")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
  expect(monthStart(new Date("2027-01-01T00:00:00.000Z")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
});
