import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { describe, expect, test } from "vitest";
import { acceptedRecords } from "../../src/app/accepted-records.js";
import { acceptedStore } from "../../src/db/accepted.js";
import { SecretBox } from "../../src/db/secrets.js";
import { createLogger } from "../../src/logging/logger.js";
import { sql } from "drizzle-orm";
import { BACKENDS, rawRows, useTestDatabase } from "../helpers/db.js";

const log = createLogger("silent", new Writable({ write: (_c, _e, done) => done() }));
const reaction = (guildId: string, n: number) => ({
  guildId,
  channelId: "c1",
  messageId: `m${n}`,
  userId: "u1",
  emojiId: null,
  emojiName: "🔍",
});

describe.each(BACKENDS)("accepted reactions and interactions on %s", (kind) => {
  const database = useTestDatabase(kind);
  const store = () => database().store.accepted;

  test("a burst is recorded in a few statements, each reaction with its own id, and forgotten once handled", async () => {
    const guild = randomUUID();
    const owner = randomUUID();
    let statements = 0;
    const counted = {
      record: (rows: Parameters<ReturnType<typeof store>["record"]>[0], o: string) => {
        statements++;
        return store().record(rows, o);
      },
      done: (ids: readonly number[]) => store().done(ids),
      answered: (answers: Parameters<ReturnType<typeof store>["answered"]>[0]) => store().answered(answers),
    };
    const records = acceptedRecords(counted, owner, log);
    const ids = await Promise.all(Array.from({ length: 200 }, (_, i) => records.record(reaction(guild, i))));
    expect(new Set(ids).size).toBe(200);
    expect(statements).toBeLessThanOrEqual(2);
    expect(await store().heldBy(owner)).toBe(200);
    for (const id of ids) records.done(id);
    await expect.poll(() => store().heldBy(owner)).toBe(0);
  });

  test("the reactions of an owner gone are taken over once, only in the servers asked for", async () => {
    const [served, other] = [randomUUID(), randomUUID()];
    const gone = randomUUID();
    await store().record([reaction(served, 1), reaction(served, 2), reaction(other, 3)], gone);
    expect(await store().otherOwners("me")).toContain(gone);
    const [a, b] = await Promise.all([
      store().takeOver([gone], [served], "taker-a"),
      store().takeOver([gone], [served], "taker-b"),
    ]);
    expect(a.length + b.length).toBe(2);
    expect([...a, ...b].map((r) => ("messageId" in r ? r.messageId : "")).sort()).toEqual(["m1", "m2"]);
    // Another server's stays with its owner until a process serving it takes it.
    expect(await store().heldBy(gone)).toBe(1);
    expect(await store().takeOver([gone], [served], "taker-c")).toEqual([]);
  });

  test("an interaction is kept as Discord sent it, its token sealed apart, and read back whole when taken over", async () => {
    const [served, gone] = [randomUUID(), randomUUID()];
    const id = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const token = `token-${randomUUID()}`;
    const payload = { id, token, type: 2, data: { name: "generate", options: [{ name: "prompt", value: "a cat" }] } };
    const [inServer, outside] = await store().record(
      [
        { guildId: served, channelId: "c1", userId: "u1", interaction: payload },
        { guildId: null, channelId: "dm", userId: "u2", interaction: { ...payload, id: `${id}1` } },
      ],
      gone,
    );
    const [row] = await rawRows(
      database(),
      sql`select interaction, token_ciphertext from accepted where id = ${inServer}`,
    );
    expect(JSON.stringify(row!.interaction)).not.toContain(token);
    expect(String(row!.token_ciphertext)).not.toContain(token);
    // Outside servers, any process takes it over; in a server, only one that serves it.
    const taken = await store().takeOver([gone], [], "taker");
    expect(taken).toEqual([
      { id: outside, guildId: null, channelId: "dm", userId: "u2", interaction: { ...payload, id: `${id}1` } },
    ]);
    const [held] = await store().takeOver([gone], [served], "taker");
    expect(held).toEqual({ id: inServer, guildId: served, channelId: "c1", userId: "u1", interaction: payload });
  });

  test("a taken-over interaction's token is unsealed once, and it comes back with how it was answered", async () => {
    const [served, gone] = [randomUUID(), randomUUID()];
    let unsealed = 0;
    const box = new (class extends SecretBox {
      override decrypt(blob: string): string {
        unsealed++;
        return super.decrypt(blob);
      }
    })(Buffer.alloc(32, 7));
    const counted = acceptedStore(database().db, box);
    const payload = (n: number) => ({
      id: `${Date.now()}${n}`,
      token: `token-${n}`,
      type: 3,
      data: { custom_id: "gen:reroll:1" },
    });
    const ids = await counted.record(
      [1, 2, 3].map((n) => ({ guildId: served, channelId: "c1", userId: "u1", interaction: payload(n) })),
      gone,
    );
    await counted.answered([
      { id: ids[0]!, how: "deferUpdate" },
      { id: ids[1]!, how: "defer" },
    ]);
    const taken = (await counted.takeOver([gone], [served], "taker")).sort((a, b) => a.id - b.id);
    expect(unsealed).toBe(3);
    expect(taken.map((row) => ("answered" in row ? row.answered : undefined))).toEqual([
      "deferUpdate",
      "defer",
      undefined,
    ]);
    expect(taken.map((row) => ("interaction" in row ? row.interaction.token : ""))).toEqual([
      "token-1",
      "token-2",
      "token-3",
    ]);
  });

  test("tells which interactions recorded a job already", async () => {
    const guildId = randomUUID();
    const [started, notYet] = [`${randomUUID()}`, `${randomUUID()}`];
    const job = { guildId, channelId: "c1", userId: "u1", kind: "generate", params: {}, interactionId: started };
    await database().store.jobs.create(job);
    expect(await store().started([started, notYet])).toEqual(new Set([started]));
  });
});
