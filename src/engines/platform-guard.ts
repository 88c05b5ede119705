import { MessageFlags, type Interaction } from "discord.js";
import { t } from "../i18n/index.js";

/** The commands served by the platform API (FLOW_API_URL): the partner services and the registry. */
const PLATFORM_COMMANDS = new Set(["upscale", "style-transfer", "enhance", "video", "node"]);
const PLATFORM_MENUS = new Set(["Upscale image"]);

/** Whether a command or menu of this name needs the platform API: without it, it is not registered. */
export const needsPlatform = (name: string): boolean => PLATFORM_COMMANDS.has(name) || PLATFORM_MENUS.has(name);
/** U1..Un under a generated result: the partner upscaler. */
const PLATFORM_BUTTONS = ["gen:up:"];

/**
 * A bot set up with engines only has no platform API: its commands answer privately, before
 * anything is deferred or sent, that this bot is not set up for them. True when it answered.
 */
export async function answeredNotSetUp(interaction: Interaction): Promise<boolean> {
  if (interaction.isAutocomplete()) {
    if (!PLATFORM_COMMANDS.has(interaction.commandName)) return false;
    await interaction.respond([]).catch(() => undefined);
    return true;
  }
  const platform =
    (interaction.isChatInputCommand() && PLATFORM_COMMANDS.has(interaction.commandName)) ||
    (interaction.isMessageContextMenuCommand() && PLATFORM_MENUS.has(interaction.commandName)) ||
    (interaction.isButton() && PLATFORM_BUTTONS.some((prefix) => interaction.customId.startsWith(prefix)));
  if (!platform) return false;
  await interaction
    .reply({
      content: t(interaction.locale, "engine.notSetUp"),
      flags: MessageFlags.Ephemeral,
      allowedMentions: { parse: [] },
    })
    .catch(() => undefined);
  return true;
}
