import { createRequire } from "node:module";
import type { RESTOptions } from "discord.js";

/**
 * A connection pool for discord.js's REST client, made by the undici that discord.js itself
 * loads. Given none, discord.js sends through the process-wide dispatcher, and whichever undici
 * is loaded first installs its own there: once our undici 7 (the API clients) was first, every
 * multipart upload of discord.js's undici 6 failed ("action is not a function"). With a pool of
 * its own, discord.js depends on no global state, and neither do we (our clients pass theirs).
 */
export function discordRestAgent(): NonNullable<RESTOptions["agent"]> {
  const ours = createRequire(import.meta.url);
  // Resolved the way discord.js resolves it, so it is the same copy whatever the install layout.
  const rest = createRequire(ours.resolve("discord.js")).resolve("@discordjs/rest");
  const { Agent } = createRequire(rest)("undici") as {
    Agent: new (options?: object) => NonNullable<RESTOptions["agent"]>;
  };
  return new Agent({ keepAliveTimeout: 30_000 });
}
