import { Client, Events, GatewayIntentBits, Partials } from "discord.js";
import { afterAll } from "vitest";
import { startFakeDiscord, type FakeDiscord, type FakeDiscordOptions } from "../../fakes/discord/server.js";
import { discordRestAgent } from "../../src/discord/gateway/rest-agent.js";

/**
 * The real discord.js client, logged into the fake with the intents and partials the bot uses,
 * and its connection pool (src/discord/gateway/rest-agent.ts): without it, discord.js's uploads
 * depend on which undici a file in the same worker loaded first (vitest.config.ts's shared suites).
 */
export async function loginClient(fake: FakeDiscord, token = fake.token): Promise<Client<true>> {
  const agent = discordRestAgent();
  const client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.GuildMessageReactions],
    partials: [Partials.Message, Partials.Reaction, Partials.Channel],
    rest: { api: fake.apiUrl, agent },
  });
  const destroy = client.destroy.bind(client);
  client.destroy = async () => {
    await destroy();
    await agent.close();
  };
  const ready = new Promise<Client<true>>((resolve) => client.once(Events.ClientReady, resolve));
  await client.login(token);
  return ready;
}

/** Resolves with the next event of `name` that passes `filter`. */
export function nextEvent<T extends unknown[]>(
  client: Client,
  name: string,
  filter: (...args: T) => boolean = () => true,
): Promise<T> {
  return new Promise((resolve) => {
    const listener = (...args: unknown[]) => {
      if (!filter(...(args as T))) return;
      client.off(name, listener);
      resolve(args as T);
    };
    client.on(name, listener);
  });
}

/** A fake Discord with the real client logged in; both are closed after the file's tests. */
export async function startWithClient(
  options?: FakeDiscordOptions,
): Promise<{ fake: FakeDiscord; client: Client<true> }> {
  const fake = await startFakeDiscord(options);
  const client = await loginClient(fake);
  afterAll(async () => {
    await client.destroy();
    await fake.close();
  });
  return { fake, client };
}
