import { ApplicationIntegrationType, InteractionContextType } from "discord.js";
import type { Reach } from "./handlers.js";

/**
 * Where Discord offers a command, as registered: `integration_types` (0 a server's install of the
 * bot, 1 a member's own install) and `contexts` (0 a server, 1 the bot's DMs, 2 group DMs and
 * other members' DMs). A server's command: in servers that installed the bot only. Anywhere: also
 * through a member's install, in every context. Discord takes both on global commands only.
 */
export function installsOf(reach: Reach = "server") {
  return reach === "anywhere"
    ? {
        integration_types: [ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall],
        contexts: [InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel],
      }
    : { integration_types: [ApplicationIntegrationType.GuildInstall], contexts: [InteractionContextType.Guild] };
}
