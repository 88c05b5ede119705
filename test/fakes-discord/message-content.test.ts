import { Client, Events, GatewayIntentBits, Partials, type Interaction, type Message } from "discord.js";
import { afterAll, describe, expect, test } from "vitest";
import { startFakeDiscord, type FakeDiscord } from "../../fakes/discord/server.js";
import { makePng } from "../../fakes/png.js";
import { loginClient, nextEvent } from "./client.js";

const png = makePng(4, 4, "content");
const image = { filename: "a.png", contentType: "image/png", data: png, width: 4, height: 4 };
const BASE = [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.GuildMessageReactions];

/** A client with the given intents on its own fake; both closed after the file. */
async function login(fake: FakeDiscord, intents: number[]): Promise<Client<true>> {
  const client = new Client({
    intents,
    partials: [Partials.Message, Partials.Reaction, Partials.Channel],
    rest: { api: fake.apiUrl },
  });
  const ready = new Promise<Client<true>>((resolve) => client.once(Events.ClientReady, resolve));
  await client.login(fake.token);
  const loggedIn = await ready;
  afterAll(() => client.destroy());
  return loggedIn;
}

async function startFake(messageContentIntent: boolean): Promise<FakeDiscord> {
  const fake = await startFakeDiscord({ messageContentIntent });
  afterAll(() => fake.close());
  return fake;
}

async function channelOf(client: Client, fake: FakeDiscord) {
  const channel = await client.channels.fetch(fake.guild.channelId);
  if (!channel?.isSendable() || !channel.isTextBased()) throw new Error("channel not sendable");
  return channel;
}

describe("with the Message Content intent (portal switch on, requested)", async () => {
  const fake = await startFake(true);
  const client = await login(fake, [...BASE, GatewayIntentBits.MessageContent]);

  test("a member's message arrives whole on the gateway and over REST", async () => {
    const event = nextEvent<[Message]>(client, Events.MessageCreate);
    const posted = await fake.postUserMessage(fake.guild.channelId, { content: "look", attachments: [image] });
    const [message] = await event;
    expect(message.id).toBe(posted.id);
    expect([message.content, message.attachments.size]).toEqual(["look", 1]);
    const fetched = await (await channelOf(client, fake)).messages.fetch({ message: posted.id, force: true });
    expect([fetched.content, fetched.attachments.first()?.url]).toEqual(["look", posted.attachments[0]!.url]);
  });
});

describe("portal switch on, intent not requested", async () => {
  const fake = await startFake(true);
  const client = await login(fake, BASE);

  test("the gateway strips a member's message; REST still gives it whole (the app is allowed)", async () => {
    const event = nextEvent<[Message]>(client, Events.MessageCreate);
    const posted = await fake.postUserMessage(fake.guild.channelId, { content: "look", attachments: [image] });
    const [message] = await event;
    expect([message.id, message.content, message.attachments.size]).toEqual([posted.id, "", 0]);
    const fetched = await (await channelOf(client, fake)).messages.fetch({ message: posted.id, force: true });
    expect([fetched.content, fetched.attachments.size]).toEqual(["look", 1]);
  });

  test("a message mentioning the bot arrives whole", async () => {
    const event = nextEvent<[Message]>(client, Events.MessageCreate);
    await fake.postUserMessage(fake.guild.channelId, { content: `<@${fake.botUser.id}> look`, attachments: [image] });
    const [message] = await event;
    expect(message.attachments.size).toBe(1);
    expect(message.mentions.users.has(fake.botUser.id)).toBe(true);
  });
});

describe("portal switch off", async () => {
  const fake = await startFake(false);

  test("identifying with the intent closes with 4014 and discord.js gives up", async () => {
    const client = new Client({ intents: [...BASE, GatewayIntentBits.MessageContent], rest: { api: fake.apiUrl } });
    const disconnected = nextEvent<[{ code: number }]>(client, Events.ShardDisconnect);
    await expect(client.login(fake.token)).rejects.toThrow(/disallowed intents/i);
    expect((await disconnected)[0].code).toBe(4014);
    expect(fake.gateway.closeCodes).toEqual([4014]);
    await client.destroy();
  });

  const client = await loginClient(fake);

  test("REST reads strip other users' messages, single and listed, but not the bot's own nor mentions", async () => {
    const plain = await fake.postUserMessage(fake.guild.channelId, { content: "plain", attachments: [image] });
    const mention = await fake.postUserMessage(fake.guild.channelId, {
      content: `<@${fake.botUser.id}> hi`,
      attachments: [image],
    });
    const channel = await channelOf(client, fake);
    const own = await channel.send({ content: "mine", files: [{ attachment: png, name: "own.png" }] });
    const one = await channel.messages.fetch({ message: plain.id, force: true });
    expect([one.content, one.attachments.size, one.author.id]).toEqual(["", 0, fake.guild.member.id]);
    const listed = await channel.messages.fetch({ limit: 10, cache: false });
    expect(listed.get(plain.id)?.attachments.size).toBe(0);
    expect(listed.get(mention.id)?.attachments.size).toBe(1);
    expect([listed.get(own.id)?.content, listed.get(own.id)?.attachments.size]).toEqual(["mine", 1]);
    expect([...listed.keys()].indexOf(own.id)).toBeLessThan([...listed.keys()].indexOf(plain.id));
  });

  test("a reacted member's message fetched after the reaction has no attachments", async () => {
    const plain = await fake.postUserMessage(fake.guild.channelId, { content: "react", attachments: [image] });
    const reacted = nextEvent<[{ message: Message }]>(client, Events.MessageReactionAdd);
    await fake.driver.react(plain.id, "🔍");
    const [reaction] = await reacted;
    expect((await reaction.message.fetch(true)).attachments.size).toBe(0);
  });

  test("a message context menu carries the whole message whatever the intents", async () => {
    const plain = await fake.postUserMessage(fake.guild.channelId, { content: "menu", attachments: [image] });
    const received = nextEvent<[Interaction]>(client, Events.InteractionCreate);
    await fake.driver.contextMenu("Upscale image", plain.id);
    const [interaction] = await received;
    if (!interaction.isMessageContextMenuCommand()) throw new Error("expected a message context menu");
    expect(interaction.targetMessage.attachments.first()?.url).toBe(plain.attachments[0]!.url);
    await interaction.reply({ content: "ok", flags: 64 });
  });
});

describe("replies", async () => {
  const fake = await startFake(true);
  const client = await loginClient(fake);

  test("message_reference posts a reply (type 19) under the message", async () => {
    const original = await fake.postUserMessage(fake.guild.channelId, { content: "under me" });
    const channel = await channelOf(client, fake);
    const reply = await channel.send({
      content: "reply",
      reply: { messageReference: original.id },
      allowedMentions: { parse: [] },
    });
    expect(reply.reference?.messageId).toBe(original.id);
    expect(fake.messages.get(reply.id)?.replyTo).toBe(original.id);
    expect(fake.restLog.at(-1)?.body).toMatchObject({ message_reference: { message_id: original.id } });
  });

  test("a reply to a deleted message is refused unless fail_if_not_exists is false", async () => {
    const original = await fake.postUserMessage(fake.guild.channelId, { content: "gone soon" });
    fake.messages.get(original.id)!.deleted = true;
    const channel = await channelOf(client, fake);
    await expect(channel.send({ content: "x", reply: { messageReference: original.id } })).rejects.toMatchObject({
      status: 400,
      code: 50035,
    });
    const posted = await channel.send({
      content: "y",
      reply: { messageReference: original.id, failIfNotExists: false },
    });
    expect(fake.messages.get(posted.id)?.replyTo).toBeUndefined();
  });
});
