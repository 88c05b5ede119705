import {
  GatewayCloseCodes,
  Routes,
  type Client,
  type ClientOptions,
  type REST,
  type RESTGetAPIGatewayBotResult,
} from "discord.js";

/** DISCORD_SHARD_COUNT and DISCORD_SHARDS, as the configuration read them. */
export interface ShardSettings {
  /** The bot's total shard count, the same in every process; `auto`: what Discord recommends. */
  count: number | "auto";
  /** The shard ids this process runs; undefined: all of them. */
  ids: number[] | undefined;
}

type ShardOptions = Pick<ClientOptions, "shards" | "shardCount">;

/**
 * The discord.js options that run this process's shards in its one client. `recommended` is
 * needed only for `auto` with ids (discord.js resolves `auto` alone itself, by the same request).
 */
export function shardClientOptions(settings: ShardSettings, recommended?: number): ShardOptions {
  const count = settings.count === "auto" ? recommended : settings.count;
  if (count === undefined) return settings.ids === undefined ? { shards: "auto" } : { shards: settings.ids };
  return { shards: settings.ids ?? Array.from({ length: count }, (_, i) => i), shardCount: count };
}

/**
 * For `auto` with ids only (discord.js resolves `auto` alone itself): asks Discord for the count,
 * checks the ids against it and sets it on the client before it logs in. Returns the count, or
 * undefined when there was nothing to ask.
 */
export async function settleShardCount(
  client: Client,
  settings: ShardSettings,
  token: string,
): Promise<number | undefined> {
  if (settings.count !== "auto" || settings.ids === undefined) return undefined;
  client.rest.setToken(token);
  const count = await recommendedShardCount(client.rest, settings);
  Object.assign(client.options, shardClientOptions(settings, count));
  return count;
}

/**
 * The shard count Discord recommends (`GET /gateway/bot`), checked against the ids this process
 * runs: ids past it are refused in one line rather than identified and closed with 4010.
 */
async function recommendedShardCount(rest: REST, settings: ShardSettings): Promise<number> {
  const { shards } = (await rest.get(Routes.gatewayBot())) as RESTGetAPIGatewayBotResult;
  const outside = (settings.ids ?? []).filter((id) => id >= shards);
  if (outside.length > 0) {
    throw new Error(
      `DISCORD_SHARDS names shard ${outside.join(", ")}, but Discord recommends ${shards} shard${shards === 1 ? "" : "s"} ` +
        `(DISCORD_SHARD_COUNT=auto), ids 0 to ${shards - 1}: set DISCORD_SHARDS within them, or DISCORD_SHARD_COUNT to the count every process uses.`,
    );
  }
  return shards;
}

/** One line for a gateway close that refuses this process's shards; undefined for any other code. */
export function shardRefusal(code: number, options: ShardOptions): string | undefined {
  const ids = Array.isArray(options.shards) ? options.shards.join(",") : String(options.shards);
  const count = options.shardCount ?? "auto";
  if (code === (GatewayCloseCodes.ShardingRequired as number)) {
    return (
      `Discord requires this bot to run more shards than the ${count} it identified with (close code 4011, shards ${ids}): ` +
      "set DISCORD_SHARD_COUNT=auto (Discord's recommendation), or to at least that count, the same in every process."
    );
  }
  if (code === (GatewayCloseCodes.InvalidShard as number)) {
    return `Discord refused shards ${ids} of ${count} (close code 4010, invalid shard): DISCORD_SHARDS must name ids from 0 to DISCORD_SHARD_COUNT − 1.`;
  }
  return undefined;
}
