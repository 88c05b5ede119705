import { Client, Routes } from "discord.js";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startFakeDiscord } from "../../fakes/discord/server.js";
import { discordClientOptions } from "../../src/discord/gateway/client-options.js";
import { ANSWER_CONNECTIONS, discordRestAgent } from "../../src/discord/gateway/rest-agent.js";
import { setGuildKey, startHarness, type Harness } from "./harness.js";

/*
 * What a burst of commands costs the process before their first answers: the answers share a few
 * connections kept alive (each new one costs both ends, and to Discord a TLS handshake), and what
 * discord.js reads of Discord's responses is read where undici put it.
 */
const BURST = 2 * ANSWER_CONNECTIONS;
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ stepMs: 1_000, steps: 3 }, {}, { discord: { guilds: 4 } });
  await setGuildKey(h);
  for (const guild of h.discord.guilds) {
    await h.bot.context.store.guilds.setApiKey(guild.id, h.cloud.apiKey);
    await h.bot.context.store.guilds.updateSettings(guild.id, { maxConcurrentJobs: 10, dailyQuota: null });
  }
}, 60_000);
afterAll(async () => {
  await h?.close();
}, 60_000);

test(`a burst of ${BURST} commands is answered over at most ${ANSWER_CONNECTIONS} connections for the answers`, async () => {
  const channels = h.discord.guilds.map((g) => g.channelId);
  const handles = await Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      h.discord.driver.slashCommand(
        "generate",
        { prompt: `burst ${i}` },
        { channelId: channels[i % channels.length]! },
      ),
    ),
  );
  // Every answer reached Discord (in time or not: how fast is the bench's to say).
  const route = "POST /interactions/:id/:token/callback";
  await h.discord.waitFor(() => h.discord.restLog.filter((r) => r.route === route).length >= BURST, 30_000);
  expect(handles).toHaveLength(BURST);
  expect(h.discord.connectionsFor(route)).toBeLessThanOrEqual(ANSWER_CONNECTIONS);
}, 60_000);

test("discord.js paces a route by Discord's rate-limit headers as the bot's client reads them: never refused", async () => {
  const discord = await startFakeDiscord({ rateLimits: { messageCreate: { limit: 2, windowMs: 1_000 } } });
  const agent = discordRestAgent();
  const client = new Client(discordClientOptions(false, { api: discord.apiUrl, agent }));
  client.rest.setToken(discord.token);
  try {
    const sent = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        client.rest.post(Routes.channelMessages(discord.guild.channelId), { body: { content: `paced ${n}` } }),
      ),
    );
    expect(sent).toHaveLength(5);
    const creates = discord.restLog.filter((r) => r.route === "POST /channels/:channel/messages");
    expect(creates.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  } finally {
    await client.destroy();
    await agent.close();
    await discord.close();
  }
});
