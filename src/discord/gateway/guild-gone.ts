import { Events, ShardClientUtil, type Client } from "discord.js";
import type { GuildPlace } from "../../jobs/leases.js";
import type { Logger } from "../../logging/logger.js";
import { isMemberScope } from "../../scope.js";

/**
 * Where a job's guild is, as this process knows it: in its cache ("here"); on a shard another
 * process runs ("elsewhere"); or on one of its own shards yet absent, which after READY means
 * Discord says the bot is not in it ("left": READY lists every guild of a shard, even unavailable ones).
 * A member's own scope (a job in the bot's DM) is no guild: whichever process holds it follows it.
 */
export function guildPlace(client: () => Client): (guildId: string) => GuildPlace {
  return (guildId) => {
    if (isMemberScope(guildId)) return "here";
    const c = client();
    if (c.guilds.cache.has(guildId)) return "here";
    const { shards, shardCount } = c.options;
    if (!c.isReady() || !Array.isArray(shards)) return "elsewhere";
    return shards.includes(ShardClientUtil.shardIdForGuildId(guildId, shardCount ?? 1)) ? "left" : "elsewhere";
  };
}

/**
 * A guild this process had removed the bot (kicked, or the guild deleted): its jobs end at once.
 * An outage (the guild unavailable) is not a removal: discord.js reports it as GuildUnavailable,
 * and `available` is checked all the same.
 */
export function endJobsWhenRemoved(client: Client, endGuild: (guildId: string) => Promise<number>, log: Logger): void {
  client.on(Events.GuildDelete, (guild) => {
    if (!guild.available) return;
    endGuild(guild.id).then(
      (count) => log.info({ guildId: guild.id, count }, "removed from a server; its open jobs ended"),
      (error: unknown) =>
        log.warn({ err: error, guildId: guild.id }, "could not end the jobs of a server the bot was removed from"),
    );
  });
}
