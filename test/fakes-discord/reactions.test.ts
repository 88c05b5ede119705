import { Events, type MessageReaction, type PartialMessageReaction, type PartialUser, type User } from "discord.js";
import { describe, expect, test } from "vitest";
import { makePng } from "../../fakes/png.js";
import { nextEvent, startWithClient } from "./client.js";

const { fake, client } = await startWithClient();

type ReactionEvent = [MessageReaction | PartialMessageReaction, User | PartialUser];

describe("reactions", () => {
  test("a member's reaction on an uncached message reaches the client as a partial it can fetch", async () => {
    const png = makePng(5, 5, "react");
    const created = nextEvent(client, Events.MessageCreate);
    const message = await fake.postUserMessage(fake.guild.channelId, {
      content: "my image",
      attachments: [{ filename: "img.png", contentType: "image/png", data: png }],
    });
    // As for a message posted before the client started: it is not in the cache.
    await created;
    const channel = client.channels.cache.get(fake.guild.channelId);
    if (channel?.isTextBased()) channel.messages.cache.delete(message.id);
    const received = nextEvent<ReactionEvent>(client, Events.MessageReactionAdd);
    await fake.driver.react(message.id, "🔍", { user: fake.guild.owner });
    const [reaction, user] = await received;
    expect(reaction.message.partial).toBe(true);
    expect([reaction.emoji.name, user.id]).toEqual(["🔍", fake.guild.owner.id]);
    const fetched = await reaction.message.fetch();
    expect(fetched.author.id).toBe(fake.guild.member.id);
    expect(Buffer.from(await (await fetch(fetched.attachments.first()!.url)).arrayBuffer())).toEqual(png);
  });

  test("a custom emoji arrives with its id", async () => {
    const message = await fake.postUserMessage(fake.guild.channelId, { content: "x" });
    const received = nextEvent<ReactionEvent>(client, Events.MessageReactionAdd);
    await fake.driver.react(message.id, "zoom:123456789012345678");
    const [reaction] = await received;
    expect([reaction.emoji.name, reaction.emoji.id]).toEqual(["zoom", "123456789012345678"]);
  });

  test("the bot's own reaction is stored (204) and dispatched with the bot as the reactor", async () => {
    const channel = await client.channels.fetch(fake.guild.channelId);
    if (!channel?.isSendable()) throw new Error("channel not sendable");
    const sent = await channel.send("react to me");
    const received = nextEvent<ReactionEvent>(client, Events.MessageReactionAdd);
    await sent.react("✅");
    expect(fake.restLog.at(-1)).toMatchObject({
      method: "PUT",
      status: 204,
      path: `/channels/${fake.guild.channelId}/messages/${sent.id}/reactions/✅/@me`,
    });
    expect(fake.messages.get(sent.id)?.reactions.get("✅")?.has(fake.botUser.id)).toBe(true);
    const [, user] = await received;
    expect(user.id).toBe(fake.botUser.id);
  });

  test("the bot cannot edit a member's message", async () => {
    const message = await fake.postUserMessage(fake.guild.channelId, { content: "mine" });
    const channel = await client.channels.fetch(fake.guild.channelId);
    if (!channel?.isTextBased()) throw new Error("channel not text based");
    await expect(channel.messages.edit(message.id, "hacked")).rejects.toMatchObject({ status: 403, code: 50005 });
    expect(fake.messages.get(message.id)?.content).toBe("mine");
  });
});
