import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { app } from "../../commands/index.js";
import { createBot, type Bot } from "../../src/app/bot.js";
import { loadConfig } from "../../src/config/config.js";
import { createLogger } from "../../src/logging/logger.js";
import { ended, startHarness, TEST_TIMINGS, type Harness } from "./harness.js";

const shardOf = (guildId: string, count: number) => Number((BigInt(guildId) >> 22n) % BigInt(count));

// Two bot processes (the second built beside the harness's, as another process would be) on one
// Postgres, through one REST proxy, against a Discord that requires 4 shards for its 8 servers.
describe("two processes on shards 0-1 and 2-3", () => {
  let h: Harness;
  let high: Bot;
  beforeAll(async () => {
    h = await startHarness({}, { DISCORD_SHARDS: "0-1" }, { discord: { shards: 4, guilds: 8 }, restProxy: true });
    const config = loadConfig({ ...h.env, DISCORD_SHARDS: "2-3" });
    high = createBot({
      app,
      config,
      log: createLogger("silent"),
      store: h.database.store,
      signingKey: h.database.signingKey,
      timings: TEST_TIMINGS,
      owner: "bot-high",
      liveness: { url: h.databaseEnv.DATABASE_URL, db: h.database.db },
    });
    await high.start();
  });
  afterAll(async () => {
    await high?.stop();
    await h?.close();
  });

  test("each identifies only its shards, and serves only its servers' commands", async () => {
    expect(h.discord.gateway.shards.sort()).toEqual([
      [0, 4],
      [1, 4],
      [2, 4],
      [3, 4],
    ]);
    expect(h.bot.client.guilds.cache.size + high.client.guilds.cache.size).toBe(8);
    for (const guild of h.discord.guilds) await h.database.store.guilds.setApiKey(guild.id, h.cloud.apiKey);

    const interactions = await Promise.all(
      h.discord.guilds.map((guild) =>
        h.discord.driver.slashCommand("generate", { prompt: `in ${guild.id}` }, { channelId: guild.channelId }),
      ),
    );
    const messages = await Promise.all(
      interactions.map(async (i) => ended(h, (await h.discord.waitFor(() => i.originalMessage())).id)),
    );
    expect(messages.every((m) => m.attachments.length === 1)).toBe(true);

    for (const guild of h.discord.guilds) {
      const [job] = await h.database.store.jobs.listForGuild(guild.id);
      expect(job!.owner, `the job of a server on shard ${shardOf(guild.id, 4)}`).toBe(
        shardOf(guild.id, 4) < 2 ? h.bot.context.jobs.owner : "bot-high",
      );
    }
    expect(h.discord.restLog.filter((r) => r.status === 429)).toEqual([]);
  });
});
