import { Events, GatewayCloseCodes, type Client } from "discord.js";
import { shardRefusal } from "./shards.js";

/**
 * Logs the client in and waits until it is ready; resolves false when the gateway closed with
 * 4014 (a disallowed intent), throws one line when Discord refused this process's shards. A shard
 * closed for good (4010, 4011, 4014...) ends the wait: with several shards, discord.js may
 * resolve `login` and never turn ready.
 */
export async function loginGateway(client: Client, token: string): Promise<boolean> {
  let disallowed = false;
  let refusal: string | undefined;
  let closedForGood!: (error: Error) => void;
  const shardClosed = new Promise<never>((_, reject) => (closedForGood = reject));
  const onDisconnect = ({ code }: { code: number }) => {
    if (code === (GatewayCloseCodes.DisallowedIntents as number)) disallowed = true;
    refusal ??= shardRefusal(code, client.options);
    closedForGood(new Error(`The Discord gateway closed a shard for good (close code ${code}).`));
  };
  client.on(Events.ShardDisconnect, onDisconnect);
  try {
    const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
    const loggedIn = client.login(token).then(() => ready);
    loggedIn.catch(() => undefined); // when the shard's close wins the race, login's own rejection is expected
    await Promise.race([loggedIn, shardClosed]);
    return true;
  } catch (error) {
    if (disallowed) return false;
    if (refusal) throw new Error(refusal, { cause: error });
    throw error;
  } finally {
    client.off(Events.ShardDisconnect, onDisconnect);
  }
}
