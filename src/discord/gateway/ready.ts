import { setTimeout as sleep } from "node:timers/promises";
import { Status, type Client } from "discord.js";
import type { Store } from "../../db/store.js";

const DATABASE_PING_MS = 2_000;

/** Why the bot cannot serve now (`/readyz`), or undefined: the gateway must be up and the database answer. */
export async function notReady(client: Client, store: Store): Promise<string | undefined> {
  const shards = [...client.ws.shards.values()];
  if (!client.isReady() || shards.length === 0 || shards.some((shard) => shard.status !== Status.Ready)) {
    return "the Discord gateway is not connected";
  }
  const answered = await Promise.race([
    store.ping().then(
      () => true,
      () => false,
    ),
    sleep(DATABASE_PING_MS, false, { ref: false }),
  ]);
  return answered ? undefined : "the database does not answer";
}
