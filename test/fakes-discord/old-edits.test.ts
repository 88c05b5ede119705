import type { SendableChannels } from "discord.js";
import { describe, expect, test } from "vitest";
import { startWithClient } from "./client.js";

const { fake, client } = await startWithClient({
  oldMessageEdits: { limit: 2, windowMs: 60_000 },
  // The route's own limit out of the way: only the old-message limit is under test.
  rateLimits: { messageEdit: { limit: 100, windowMs: 1_000 } },
});
const fetched = await client.channels.fetch(fake.guild.channelId);
if (!fetched?.isSendable()) throw new Error("channel not sendable");
const channel: SendableChannels = fetched;

const patch = (messageId: string, content: string) =>
  fetch(`${fake.apiUrl}/v10/channels/${fake.guild.channelId}/messages/${messageId}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", authorization: `Bot ${fake.token}` },
    body: JSON.stringify({ content }),
  });

describe("edits of messages older than an hour (30046)", () => {
  test("a young message is edited freely; an hour-old one gets its own limit, answered 429 code 30046", async () => {
    const message = await channel.send("progress 0%");
    for (const content of ["progress 10%", "progress 20%"]) expect((await patch(message.id, content)).status).toBe(200);

    fake.clock.advance(61 * 60_000);
    expect((await patch(message.id, "progress 50%")).status).toBe(200);
    await message.edit("progress 60%"); // discord.js, through the channel route
    const refused = await patch(message.id, "progress 70%");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({
      message: "Maximum number of edits to messages older than 1 hour reached. Try again later.",
      code: 30046,
      retry_after: expect.any(Number),
      global: false,
    });
    expect(fake.messages.get(message.id)?.content).toBe("progress 60%");
  });

  test("the limit is per message and its window follows the fake clock", async () => {
    const [a, b] = [await channel.send("a"), await channel.send("b")];
    fake.clock.advance(61 * 60_000);
    for (const content of ["a1", "a2"]) expect((await patch(a.id, content)).status).toBe(200);
    expect((await patch(a.id, "a3")).status).toBe(429);
    expect((await patch(b.id, "b1")).status).toBe(200);
    fake.clock.advance(60_000);
    expect((await patch(a.id, "a3")).status).toBe(200);
  });

  test("the message's timestamp is on the fake clock", async () => {
    const message = await channel.send("now");
    expect(Math.abs(message.createdTimestamp - fake.clock.now())).toBeLessThan(5_000);
  });
});
