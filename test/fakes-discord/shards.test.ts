import { Client, Events, GatewayIntentBits, type Interaction } from "discord.js";
import { Agent, fetch as undiciFetch } from "undici";
import { afterAll, describe, expect, test } from "vitest";
import { WebSocket } from "ws";
import { startFakeDiscord, type FakeDiscord } from "../../fakes/discord/server.js";

const shardOf = (guildId: string, count: number) => Number((BigInt(guildId) >> 22n) % BigInt(count));

/** A real client running `shards` of `shardCount` ('auto': every shard Discord recommends). */
async function login(fake: FakeDiscord, shards: number[] | "auto", shardCount?: number): Promise<Client<true>> {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages],
    rest: { api: fake.apiUrl },
    shards,
    ...(shardCount === undefined ? {} : { shardCount }),
  });
  const ready = new Promise<Client<true>>((resolve) => client.once(Events.ClientReady, resolve));
  await client.login(fake.token);
  return ready;
}

/** The shard ids on which `client` received events of type `t`, with the event's guild. */
function received(client: Client, t: string): Array<{ shard: number; guildId: string }> {
  const seen: Array<{ shard: number; guildId: string }> = [];
  client.on(Events.Raw, (packet: { t?: string; d?: { guild_id?: string } }, shard: number) => {
    if (packet.t === t && packet.d?.guild_id) seen.push({ shard, guildId: packet.d.guild_id });
  });
  return seen;
}

function rawSocket(fake: FakeDiscord) {
  const socket = new WebSocket(`${fake.apiUrl.replace("http", "ws").replace("/api", "")}/?v=10&encoding=json`);
  const closed = new Promise<number>((resolve) => socket.on("close", resolve));
  const identify = (shard: [number, number]) =>
    socket.once("message", () =>
      socket.send(JSON.stringify({ op: 2, d: { token: fake.token, intents: 1, properties: {}, shard } })),
    );
  return { identify, closed };
}

const fake = await startFakeDiscord({ shards: 4, guilds: 8 });
const clients: Client[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.destroy()));
  await fake.close();
});

describe("fake Discord with shards", () => {
  test("/gateway/bot recommends the shard count, and lets every shard identify at once", async () => {
    const response = await fetch(`${fake.apiUrl}/v10/gateway/bot`, { headers: { authorization: `Bot ${fake.token}` } });
    expect(await response.json()).toMatchObject({ shards: 4, session_start_limit: { max_concurrency: 4 } });
    expect(new Set(fake.guilds.map((g) => shardOf(g.id, 4)))).toEqual(new Set([0, 1, 2, 3]));
  });

  test("a session with too few shards is closed with 4011, one outside its count with 4010", async () => {
    const unsharded = rawSocket(fake);
    unsharded.identify([0, 1]);
    expect(await unsharded.closed).toBe(4011);
    const outside = rawSocket(fake);
    outside.identify([4, 4]);
    expect(await outside.closed).toBe(4010);
    expect(fake.gateway.closeCodes).toEqual([4011, 4010]);
  });

  test("the real client on 'auto' runs the 4 shards, each with its own guilds", async () => {
    const client = await login(fake, "auto");
    clients.push(client);
    expect(client.ws.shards.size).toBe(4);
    expect(fake.gateway.shards).toEqual(
      expect.arrayContaining([
        [0, 4],
        [1, 4],
        [2, 4],
        [3, 4],
      ]),
    );
    expect([...client.guilds.cache.keys()].sort()).toEqual(fake.guilds.map((g) => g.id).sort());
    for (const guild of client.guilds.cache.values()) expect(guild.shardId).toBe(shardOf(guild.id, 4));
    await client.destroy();
    clients.pop();
  });

  test("two processes on shards 0,1 and 2,3: each gets only its guilds, their messages and interactions", async () => {
    const low = await login(fake, [0, 1], 4);
    const high = await login(fake, [2, 3], 4);
    clients.push(low, high);
    const lowGuilds = fake.guilds.filter((g) => shardOf(g.id, 4) < 2).map((g) => g.id);
    expect([...low.guilds.cache.keys()].sort()).toEqual(lowGuilds.sort());
    expect(high.guilds.cache.size).toBe(fake.guilds.length - lowGuilds.length);

    const messages = [received(low, "MESSAGE_CREATE"), received(high, "MESSAGE_CREATE")];
    const interactions = [received(low, "INTERACTION_CREATE"), received(high, "INTERACTION_CREATE")];
    const answered = new Set<string>();
    for (const client of [low, high])
      client.on(Events.InteractionCreate, (i: Interaction) => void answered.add(i.guildId!));
    for (const guild of fake.guilds) {
      await fake.postUserMessage(guild.channelId, { content: "hello" });
      await fake.driver.slashCommand("ping", undefined, { channelId: guild.channelId });
    }
    await fake.waitFor(() => answered.size === fake.guilds.length);
    for (const [i, seen] of [...messages, ...interactions].entries()) {
      const mine = i % 2 === 0 ? lowGuilds : fake.guilds.map((g) => g.id).filter((id) => !lowGuilds.includes(id));
      expect(seen.map((e) => e.guildId).sort()).toEqual([...mine].sort());
      for (const event of seen) expect(event.shard).toBe(shardOf(event.guildId, 4));
    }
  });
});

describe("the global limit with several processes", () => {
  test("is counted over every connection together", async () => {
    const other = await startFakeDiscord({
      rateLimits: { global: { limit: 6, windowMs: 60_000 }, messageCreate: { limit: 100, windowMs: 60_000 } },
    });
    const agents = [new Agent(), new Agent()];
    try {
      const send = (n: number) =>
        undiciFetch(`${other.apiUrl}/v10/channels/${other.guild.channelId}/messages`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bot ${other.token}` },
          body: JSON.stringify({ content: `${n}` }),
          dispatcher: agents[n % 2]!,
        });
      const statuses = [];
      for (let n = 0; n < 8; n++) statuses.push((await send(n)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
      expect(await (await send(8)).json()).toMatchObject({ global: true });
    } finally {
      await Promise.all(agents.map((a) => a.close()));
      await other.close();
    }
  });
});
