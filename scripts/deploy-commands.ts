/**
 * Registers the slash commands and context menus: `npm run deploy-commands` (global, takes up to
 * an hour to reach every server) or `npm run deploy-commands -- --guild <id>` (instant, one server).
 */
import { REST, Routes } from "discord.js";
import { app } from "../commands/index.js";
import { loadConfig, readEnvFile } from "../src/config/config.js";
import { localizeCommands } from "../src/i18n/commands/index.js";
import { featuresServed } from "../src/app/routes.js";
import { installsOf } from "../src/discord/routing/reach.js";

/**
 * What Discord registers: every definition with its names and descriptions in each language the
 * bot speaks; without the platform API (`platform: false`), not the commands that need it.
 * Registered globally, each says where it is offered (`installsOf`: a server's install, a
 * member's, and in which contexts); Discord takes that on global commands only.
 */
export function commandDefinitions(platform = true, global = true, of: Pick<typeof app, "features"> = app) {
  const offered = featuresServed(of.features, platform);
  const definitions = [...offered.flatMap((f) => f.commands ?? []), ...offered.flatMap((f) => f.menus ?? [])];
  return localizeCommands(definitions.map((c) => ({ ...c.data.toJSON(), ...(global ? installsOf(c.reach) : {}) })));
}

export async function deployCommands(options: {
  token: string;
  applicationId: string;
  apiUrl?: string;
  guildId?: string;
  /** False on a bot set up with self-hosted engines and no platform API: its commands are not offered. */
  platform?: boolean;
}): Promise<number> {
  const { token, applicationId, apiUrl, guildId, platform = true } = options;
  const rest = new REST(apiUrl ? { api: apiUrl } : {}).setToken(token);
  const route = guildId
    ? Routes.applicationGuildCommands(applicationId, guildId)
    : Routes.applicationCommands(applicationId);
  const body = commandDefinitions(platform, guildId === undefined);
  await rest.put(route, { body });
  return body.length;
}

async function main(): Promise<void> {
  readEnvFile();
  // Registering commands talks to Discord only: the services' URLs are not needed for it.
  const config = loadConfig({ FLOW_CLOUD_URL: "http://not-needed", FLOW_API_URL: "http://not-needed", ...process.env });
  const applicationId = config.discord.applicationId;
  if (!applicationId) throw new Error("DISCORD_APPLICATION_ID is required to register commands.");
  const guildFlag = process.argv.indexOf("--guild");
  const guildId = guildFlag >= 0 ? process.argv[guildFlag + 1] : undefined;
  if (guildFlag >= 0 && !/^\d{17,20}$/.test(guildId ?? ""))
    throw new Error("--guild needs a server id, e.g. --guild 123456789012345678");
  // Engines without FLOW_API_URL: the partner commands and /node would only say they are not set up.
  const platform = process.env.FLOW_API_URL !== undefined || !process.env.FLOW_ENGINE_URLS;
  const count = await deployCommands({
    token: config.discord.token,
    applicationId,
    apiUrl: config.discord.apiUrl,
    guildId,
    platform,
  });
  console.log(`Registered ${count} commands ${guildId ? `in guild ${guildId}` : "globally"}.`);
  if (!platform) console.log("Without FLOW_API_URL, the partner commands and /node were left out.");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
