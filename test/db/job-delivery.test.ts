import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { useTestDatabase } from "../helpers/db.js";

describe("jobs that live on their interaction", () => {
  const database = useTestDatabase("postgres");
  const store = () => database().store;

  test("30 parallel follow-up takes on one interaction let exactly five through, another interaction has its own", async () => {
    const interactionId = randomUUID();
    const results = await Promise.all(Array.from({ length: 30 }, () => store().jobs.takeFollowUp(interactionId, 5)));
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(await store().jobs.takeFollowUp(interactionId, 5)).toBe(false);
    expect(await store().jobs.takeFollowUp(randomUUID(), 5)).toBe(true);
  });

  test("the mode and the interaction's token are kept, the token encrypted in the same columns as a private job's", async () => {
    const token = `aW50ZXJhY3Rpb24.${randomUUID()}`;
    const until = Date.parse("2026-01-01T00:15:00Z");
    const job = await store().jobs.create({
      guildId: "g-without-bot",
      channelId: "c1",
      userId: "u1",
      kind: "upscale",
      params: {},
      interactionId: "1300000000000000000",
      delivery: "interaction",
      replyToken: { token, until },
      interactionGuildId: "1300000000000000001",
    });
    const read = (await store().jobs.get(job.id))!;
    expect(read).toMatchObject({ delivery: "interaction", interactionGuildId: "1300000000000000001" });
    expect(read.replyTokenCiphertext).not.toContain(token);
    expect(store().jobs.replyOf(read)).toEqual({ token, until });
    expect(store().jobs.replyOf({ replyTokenCiphertext: "not a ciphertext", replyUntil: new Date(until) })).toEqual({
      token: "",
      until: 0,
    });
    const plain = await store().jobs.create({
      guildId: "g",
      channelId: "c",
      userId: "u",
      kind: "generate",
      params: {},
    });
    expect(plain).toMatchObject({ delivery: null, replyTokenCiphertext: null, replyUntil: null });
  });
});
