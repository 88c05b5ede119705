import { ChannelType, Events, type Interaction } from "discord.js";
import { describe, expect, test } from "vitest";
import { WebSocket } from "ws";
import { startFakeDiscord } from "../../fakes/discord/server.js";
import { loginClient, nextEvent, startWithClient } from "./client.js";

const { fake, client } = await startWithClient();

describe("fake Discord gateway", () => {
  test("the real client logs in with one REST call and caches the guild, its channel, roles and members", () => {
    expect(fake.restLog.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual(["GET /gateway/bot 200"]);
    expect(client.user.id).toBe(fake.botUser.id);
    expect(client.application.id).toBe(fake.applicationId);
    const guild = client.guilds.cache.get(fake.guild.id)!;
    expect(guild.available).toBe(true);
    expect(guild.channels.cache.get(fake.guild.channelId)?.type).toBe(ChannelType.GuildText);
    expect(guild.roles.everyone.id).toBe(fake.guild.id);
    expect([...guild.members.cache.keys()]).toEqual(
      expect.arrayContaining([fake.botUser.id, fake.guild.owner.id, fake.guild.member.id]),
    );
    expect(guild.members.cache.get(fake.guild.owner.id)!.permissions.has("ManageGuild")).toBe(true);
    expect(guild.members.cache.get(fake.guild.member.id)!.permissions.has("ManageGuild")).toBe(false);
  });

  test("ids look like real snowflakes (17–19 digits)", async () => {
    const handle = await fake.driver.slashCommand("ping");
    const message = await fake.postUserMessage(fake.guild.channelId, { content: "hi" });
    for (const id of [fake.guild.id, fake.guild.channelId, fake.botUser.id, fake.guild.owner.id, handle.id, message.id])
      expect(id).toMatch(/^\d{17,19}$/);
  });

  test("uncached guild, member, user and channel look-ups go over REST", async () => {
    const guild = await client.guilds.fetch({ guild: fake.guild.id, force: true });
    expect(guild.name).toBe("Fake Guild");
    expect((await guild.members.fetch({ user: fake.guild.owner.id, force: true })).roles.cache.size).toBe(2);
    expect((await client.users.fetch(fake.guild.member.id, { force: true })).username).toBe(fake.guild.member.username);
    await expect(guild.members.fetch({ user: "123456789012345678", force: true })).rejects.toMatchObject({
      code: 10007,
    });
    const channel = await client.channels.fetch(fake.guild.channelId, { force: true });
    if (!channel?.isSendable()) throw new Error("channel not sendable");
    await channel.sendTyping();
    expect(fake.restLog.at(-1)).toMatchObject({ route: "POST /channels/:channel/typing", status: 204 });
  });

  test("a wrong token is refused at login", async () => {
    const other = await startFakeDiscord();
    try {
      await expect(loginClient(other, `${other.token}x`)).rejects.toThrow(/token/i);
      expect(other.restLog[0]).toMatchObject({ path: "/gateway/bot", status: 401 });
    } finally {
      await other.close();
    }
  });

  test("after a dropped connection the client resumes and receives what was dispatched meanwhile", async () => {
    const resumed = nextEvent(client, Events.ShardResume);
    fake.disconnectGateway();
    const received = nextEvent<[Interaction]>(client, Events.InteractionCreate);
    const sent = await fake.driver.slashCommand("ping");
    await resumed;
    const [interaction] = await received;
    expect(interaction.id).toBe(sent.id);
    expect(fake.gateway.resumes).toBe(1);
    expect(fake.gateway.identifies).toBe(1);
  });

  test("a raw connection: HELLO, heartbeat ACK, INVALID_SESSION for an unknown session, close 4004 for a bad token", async () => {
    const url = `${fake.apiUrl.replace("http", "ws").replace("/api", "")}/?v=10&encoding=json`;
    const socket = new WebSocket(url);
    const frames: Array<{ op: number; d: unknown }> = [];
    socket.on("message", (raw: Buffer) => frames.push(JSON.parse(raw.toString("utf8"))));
    const frame = (op: number) => fake.waitFor(() => frames.find((f) => f.op === op));
    expect(await frame(10)).toMatchObject({ d: { heartbeat_interval: expect.any(Number) } });
    socket.send(JSON.stringify({ op: 1, d: null }));
    await frame(11);
    socket.send(JSON.stringify({ op: 6, d: { token: fake.token, session_id: "not-a-session", seq: 3 } }));
    expect(await frame(9)).toMatchObject({ d: false });
    const closed = new Promise<number>((resolve) => socket.on("close", resolve));
    socket.send(JSON.stringify({ op: 2, d: { token: "wrong", intents: 0, properties: {} } }));
    expect(await closed).toBe(4004);
    expect(fake.gateway.identifies).toBe(1);
  });
});
