const DISCORD_EPOCH = 1_420_070_400_000n;
let increment = 0n;

/** A snowflake like Discord's (timestamp, worker, increment): 18–19 digits, unique in the process. */
export function snowflake(at = Date.now()): string {
  increment = (increment + 1n) & 0xfffn;
  return (((BigInt(at) - DISCORD_EPOCH) << 22n) | (1n << 17n) | increment).toString();
}

/** The time a snowflake was made at (ms since 1970). */
export function timeOf(id: string): number {
  return Number((BigInt(id) >> 22n) + DISCORD_EPOCH);
}

export function randomToken(prefix: string): string {
  return `${prefix}.${Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url")}`;
}

/**
 * Snowflakes that are the same on every start (a fixed time and a counter of their own), for a
 * fake whose ids a `.env` or a database keeps: the standalone fake Discord and the playground.
 */
export function stableSnowflakes(): () => string {
  let n = 0n;
  const at = BigInt(Date.UTC(2025, 0, 1)) - DISCORD_EPOCH;
  return () => ((at << 22n) | (1n << 17n) | ++n).toString();
}
