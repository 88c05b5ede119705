import type { Client } from "discord.js";

/** Compiled (the image runs dist/, where npm's tsx scripts are not installed) or run from the sources. */
const COMPILED = import.meta.url.endsWith(".js");

/** Servers whose own commands are looked at too: a developer registers in one test server. */
const GUILDS_CHECKED = 10;

/**
 * Commands are registered by a separate script, so a first start can come online with none:
 * members then see nothing to type. Asks Discord which commands the application has and says,
 * in one line, how to register the missing ones; undefined when all are there.
 */
export async function unregisteredCommandsWarning(
  client: Client<true>,
  names: string[],
  configuredAppId: string | undefined,
): Promise<string | undefined> {
  const global = new Set((await client.application.commands.fetch()).map((c) => c.name));
  let missing = names.filter((name) => !global.has(name));
  if (missing.length === 0) return undefined;
  if (client.guilds.cache.size <= GUILDS_CHECKED) {
    for (const guildId of client.guilds.cache.keys()) {
      const local = new Set((await client.application.commands.fetch({ guildId })).map((c) => c.name));
      missing = missing.filter((name) => !local.has(name));
      if (missing.length === 0) return undefined;
    }
  }
  const run = `${configuredAppId ? "" : `DISCORD_APPLICATION_ID=${client.application.id} `}${COMPILED ? "node dist/scripts/deploy-commands.js" : "npm run deploy-commands"}`;
  if (missing.length === names.length) {
    // The bot knows its servers: with one, the command is given whole.
    const ids = [...client.guilds.cache.keys()];
    const guild = ids.length === 1 ? ids[0] : "<server id>";
    const which = ids.length > 1 && ids.length <= 5 ? `; this bot's servers: ${ids.join(", ")}` : "";
    return `No commands are registered for this bot yet, so members have nothing to type: run \`${run}\` (every server, within the hour) or \`${run} ${COMPILED ? "" : "-- "}--guild ${guild}\` (one server, at once${which}).`;
  }
  return `${missing.length} of the bot's commands are not registered (${missing.join(", ")}): run \`${run}\` to update them.`;
}
