import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { apiKeys } from "../../src/keys/keys.js";
import { BACKENDS, rawRows, useTestDatabase } from "../helpers/db.js";

const FIRST = "fc_first_account_key_0001";
const SECOND = "fc_second_account_key_0002";
/** A /generate job's fields in a server, bar its key. */
const jobIn = (guildId: string) => ({ guildId, channelId: "c1", userId: "u1", kind: "generate", params: {} });

describe.each(BACKENDS)("the key a job keeps on %s", (kind) => {
  const database = useTestDatabase(kind);

  async function serverJob(guildId: string) {
    const { store } = database();
    await store.guilds.setApiKey(guildId, FIRST);
    return store.jobs.create({ ...jobIn(guildId), keySource: "server", apiKey: FIRST });
  }

  test("is stored encrypted with the job, never as it is", async () => {
    const guildId = `guild-${randomUUID()}`;
    const job = await serverJob(guildId);
    const [row] = await rawRows(database(), sql`select * from jobs where id = ${job.id}`);
    expect(JSON.stringify(row)).not.toContain(FIRST);
    expect(String(row!.api_key_ciphertext)).toMatch(/^v1:/);
    expect(database().store.jobs.keyOf(job)).toBe(FIRST);
  });

  test("follows the job until it ends when the server replaces its key; gone when the server removes it", async () => {
    const guildId = `guild-${randomUUID()}`;
    const { store } = database();
    const job = await serverJob(guildId);
    const keys = apiKeys(store, "fc_operator_key_0003");
    await store.guilds.setApiKey(guildId, SECOND);
    const reread = (await store.jobs.get(job.id))!;
    expect(await keys.forJob(reread)).toBe(FIRST);
    // A new job takes the server's key now.
    expect(await keys.current(guildId)).toEqual({ key: SECOND, source: "server" });
    await store.guilds.removeApiKey(guildId);
    expect(await keys.forJob(reread)).toBeUndefined();
  });

  test("a job recorded before keys were kept takes the server's current key", async () => {
    const guildId = `guild-${randomUUID()}`;
    const { store } = database();
    await store.guilds.setApiKey(guildId, SECOND);
    const job = await store.jobs.create({ ...jobIn(guildId), keySource: "server" });
    expect(await apiKeys(store, undefined).forJob(job)).toBe(SECOND);
  });

  test("a private job's reply token is stored encrypted with its end, and read back; a public job has none", async () => {
    const { store } = database();
    const until = Date.now() + 60_000;
    const token = "aW50ZXJhY3Rpb24.private-reply-token";
    const base = jobIn(`guild-${randomUUID()}`);
    const job = await store.jobs.create({ ...base, messageId: "m1", replyToken: { token, until } });
    const [row] = await rawRows(database(), sql`select * from jobs where id = ${job.id}`);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(store.jobs.replyOf((await store.jobs.get(job.id))!)).toEqual({ token, until });
    // Set later, as a reaction-deduplicated job records its message once it is open.
    const other = await store.jobs.create(base);
    expect(store.jobs.replyOf(other)).toBeUndefined();
    await store.jobs.setMessage(other.id, "m2", { token, until });
    expect(store.jobs.replyOf((await store.jobs.get(other.id))!)).toEqual({ token, until });
  });
});
