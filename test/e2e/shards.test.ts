import { describe, expect, test } from "vitest";
import { runScript, useProcessFakes } from "../helpers/npm.js";

const shardOf = (guildId: string, count: number) => Number((BigInt(guildId) >> 22n) % BigInt(count));

// Reproduced first: against this fake, the bot identified as one shard, Discord closed the
// session with 4011, and `npm start` printed "Sharding is required" and exited with status 1.
describe("a bot in enough servers that Discord requires 4 shards", () => {
  const fakes = useProcessFakes({ shards: 4, guilds: 8 });
  const online = (output: string) => JSON.parse(output.split("\n").find((line) => line.includes('"msg":"online"'))!);

  test("by default it runs the 4 shards Discord recommends, in one process, and serves every server", async () => {
    const bot = runScript("start", fakes.env(), /"msg":"online"/);
    try {
      expect(online(await bot.matched)).toMatchObject({ guilds: 8, shards: [0, 1, 2, 3], shardCount: 4 });
      expect(fakes.discord.gateway.shards.sort()).toEqual([
        [0, 4],
        [1, 4],
        [2, 4],
        [3, 4],
      ]);
    } finally {
      bot.interrupt();
      await bot.exited;
    }
  }, 120_000);

  test("DISCORD_SHARDS=2-3 runs those two shards only, and their servers", async () => {
    const before = fakes.discord.gateway.identifies;
    const bot = runScript("start", { ...fakes.env(), DISCORD_SHARDS: "2-3" }, /"msg":"online"/);
    try {
      const mine = fakes.discord.guilds.filter((g) => shardOf(g.id, 4) >= 2).length;
      expect(online(await bot.matched)).toMatchObject({ guilds: mine, shards: [2, 3], shardCount: 4 });
      expect(fakes.discord.gateway.identifies - before).toBe(2);
    } finally {
      bot.interrupt();
      await bot.exited;
    }
  }, 120_000);

  test("too few shards: the process says so in one line and exits", async () => {
    const bot = runScript("start", { ...fakes.env(), DISCORD_SHARD_COUNT: "2" });
    expect(await bot.exited).toBe(1);
    const lines = bot
      .output()
      .trim()
      .split("\n")
      .filter((line) => !line.startsWith("{"));
    expect(lines).toEqual([
      expect.stringMatching(
        /^Discord requires this bot to run more shards than the 2 it identified with \(close code 4011.*DISCORD_SHARD_COUNT=auto/,
      ),
    ]);
  }, 120_000);

  test("a shard id past Discord's recommendation: the process says so in one line, before identifying", async () => {
    const before = fakes.discord.gateway.identifies;
    const bot = runScript("start", { ...fakes.env(), DISCORD_SHARDS: "3-4" });
    expect(await bot.exited).toBe(1);
    expect(bot.output()).toMatch(
      /DISCORD_SHARDS names shard 4, but Discord recommends 4 shards \(DISCORD_SHARD_COUNT=auto\), ids 0 to 3/,
    );
    expect(fakes.discord.gateway.identifies).toBe(before);
  }, 120_000);
});
