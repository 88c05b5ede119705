import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { quotaResetsAt } from "../../src/db/usage.js";
import { BACKENDS, useTestDatabase } from "../helpers/db.js";

describe.each(BACKENDS)("daily quota on %s", (kind) => {
  const database = useTestDatabase(kind);
  const usage = () => database().store.usage;
  /** A take where the server's line is never at its ceiling: only the quota decides. */
  const take = async (guildId: string, userId: string, quota: number | null, day?: string) =>
    (await usage().takeWithRoom(guildId, userId, quota, { running: 1_000, waiting: 1_000 }, day)).taken;

  test.each([
    { quota: 0, takes: [false] },
    { quota: 1, takes: [true, false] },
    { quota: 3, takes: [true, true, true, false, false] },
  ])("with a quota of $quota, successive takes give $takes", async ({ quota, takes }) => {
    const user = randomUUID();
    const results = [];
    for (const _ of takes) results.push(await take("g1", user, quota));
    expect(results).toEqual(takes);
    expect(await usage().get("g1", user)).toBe(Math.min(quota, takes.length));
  });

  test("counts each UTC day, server and member apart", async () => {
    const user = randomUUID();
    expect(await take("g1", user, 1, "2026-01-01")).toBe(true);
    expect(await take("g1", user, 1, "2026-01-02")).toBe(true);
    expect(await take("g2", user, 1, "2026-01-01")).toBe(true);
    expect(await take("g1", randomUUID(), 1, "2026-01-01")).toBe(true);
    expect(await take("g1", user, 1, "2026-01-01")).toBe(false);
    expect(await usage().get("g1", user, "2026-01-01")).toBe(1);
    expect(await usage().get("g1", user, "2026-01-03")).toBe(0);
  });

  test("without a quota every take succeeds and is counted, so a quota set later counts from midnight", async () => {
    const user = randomUUID();
    for (let i = 0; i < 3; i++) expect(await take("g1", user, null)).toBe(true);
    expect(await usage().get("g1", user)).toBe(3);
    expect(await take("g1", user, 3)).toBe(false);
    expect(await take("g1", user, 4)).toBe(true);
  });

  test("quotaResetsAt is the next midnight UTC", () => {
    expect(quotaResetsAt(new Date("2026-03-31T23:59:59.999Z")).toISOString()).toBe("2026-04-01T00:00:00.000Z");
    expect(quotaResetsAt(new Date("2026-12-31T00:00:00.000Z")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });

  test("a take without a day counts against today, UTC", async () => {
    const user = randomUUID();
    await take("g1", user, 5);
    expect(await usage().get("g1", user, new Date().toISOString().slice(0, 10))).toBe(1);
  });
});
