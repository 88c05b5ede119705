const DISCORD_EPOCH = 1_420_070_400_000n;
let increment = 0n;

/** A snowflake like Discord's (timestamp, worker, increment): 18–19 digits, unique in the process. */
export function snowflake(at = Date.now()): string {
  increment = (increment + 1n) & 0xfffn;
  return (((BigInt(at) - DISCORD_EPOCH) << 22n) | (1n << 17n) | increment).toString();
}

export function randomToken(prefix: string): string {
  return `${prefix}.${Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url")}`;
}
