import { ChannelType } from "discord.js";
import { describe, expect, test } from "vitest";
import { startWithClient } from "./client.js";

const { fake, client } = await startWithClient({
  channels: 100,
  rateLimits: { messageCreate: { limit: 1, windowMs: 60_000 } },
});

const post = (channelId: string) =>
  fetch(`${fake.apiUrl}/v10/channels/${channelId}/messages`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bot ${fake.token}` },
    body: JSON.stringify({ content: "hi" }),
  });

describe("a guild of many channels", () => {
  test("every channel is announced to discord.js at login, each a text channel of the guild", () => {
    expect(fake.guild.channelIds).toHaveLength(100);
    expect(new Set(fake.guild.channelIds).size).toBe(100);
    expect(fake.guild.channelIds[0]).toBe(fake.guild.channelId);
    const channels = client.guilds.cache.get(fake.guild.id)!.channels.cache;
    // The 100 channels everyone sees, and the staff channel.
    expect(channels.size).toBe(101);
    expect(channels.every((c) => c.type === ChannelType.GuildText)).toBe(true);
  });

  test("a command issued in one channel arrives from that channel", async () => {
    const channelId = fake.guild.channelIds[57]!;
    const seen = new Promise<string | null>((resolve) => client.once("interactionCreate", (i) => resolve(i.channelId)));
    await fake.driver.slashCommand("ping", {}, { channelId });
    expect(await seen).toBe(channelId);
  });

  test("each channel has its own message bucket; the channel over its limit answers 429", async () => {
    const [a, b] = [fake.guild.channelIds[10]!, fake.guild.channelIds[11]!];
    expect((await post(a)).status).toBe(200);
    expect((await post(a)).status).toBe(429);
    expect((await post(b)).status).toBe(200);
  });

  test("a channel the guild does not have is unknown", async () => {
    expect((await post("100000000000000001")).status).toBe(404);
  });
});
