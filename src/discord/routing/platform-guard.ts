import { MessageFlags, type Interaction } from "discord.js";
import { t } from "../../i18n/index.js";
import { ack } from "./acknowledge.js";

/**
 * What a bot without the platform API (FLOW_API_URL) does not serve, by the names Discord sends:
 * slash commands, context menus, and the custom-id prefixes of buttons. Made from the features'
 * `needsPlatform` (`platformOnly` in src/app/routes.ts).
 */
export interface PlatformOnly {
  commands: ReadonlySet<string>;
  menus: ReadonlySet<string>;
  buttons: readonly string[];
}

/**
 * A bot set up with engines only has no platform API: its commands answer privately, before
 * anything is deferred or sent, that this bot is not set up for them. True when it answered.
 */
export async function answeredNotSetUp(interaction: Interaction, only: PlatformOnly): Promise<boolean> {
  if (interaction.isAutocomplete()) {
    if (!only.commands.has(interaction.commandName)) return false;
    await ack.choices(interaction, []).catch(() => undefined);
    return true;
  }
  const platform =
    (interaction.isChatInputCommand() && only.commands.has(interaction.commandName)) ||
    (interaction.isMessageContextMenuCommand() && only.menus.has(interaction.commandName)) ||
    (interaction.isButton() && only.buttons.some((prefix) => interaction.customId.startsWith(prefix)));
  if (!platform) return false;
  await ack
    .reply(interaction, {
      content: t(interaction.locale, "engine.notSetUp"),
      flags: MessageFlags.Ephemeral,
      allowedMentions: { parse: [] },
    })
    .catch(() => undefined);
  return true;
}
