import { MessageFlags, type Interaction } from "discord.js";
import { UserError } from "../../errors.js";
import type { Logger } from "../../logger.js";
import type { Routes } from "./handlers.js";
import { t, text } from "../../i18n/index.js";
import { replyWithError, type GuildLanguage } from "./reply.js";

/** Dispatches every interaction to its handler with a child logger; errors end in `replyWithError`. */
export function createRouter<C extends { log: Logger }>(
  ctx: C,
  routes: Routes<C>,
  guildLanguage?: GuildLanguage,
): (interaction: Interaction) => Promise<void> {
  const commands = new Map(routes.commands.map((c) => [c.data.name, c]));
  const menus = new Map(routes.contextMenus.map((c) => [c.data.name, c]));
  const components = new Map(routes.components.map((c) => [c.prefix, c]));

  return async (interaction) => {
    const name = describe(interaction);
    const log = ctx.log.child({
      interactionId: interaction.id,
      guildId: interaction.guildId,
      userId: interaction.user.id,
      command: name,
    });
    const scoped: C = { ...ctx, log };
    try {
      if (!interaction.inCachedGuild()) {
        // A server that did not add the bot: the commands made for it run, their jobs live on the interaction.
        const command = interaction.isChatInputCommand() ? commands.get(interaction.commandName) : undefined;
        if (command?.outside && interaction.isChatInputCommand() && interaction.inRawGuild())
          return await command.outside(interaction, scoped);
        if (interaction.isButton() && interaction.inRawGuild()) {
          const [prefix = "", ...args] = interaction.customId.split(":");
          const handler = components.get(prefix);
          if (handler?.outsideButton) return await handler.outsideButton(interaction, scoped, args);
        }
        if (interaction.isRepliable()) {
          await interaction.reply({
            content: t(interaction.locale, "common.guildOnly"),
            flags: MessageFlags.Ephemeral,
          });
        }
        return;
      }
      if (interaction.isChatInputCommand()) {
        await required(commands.get(interaction.commandName), name).execute(interaction, scoped);
      } else if (interaction.isAutocomplete()) {
        await commands.get(interaction.commandName)?.autocomplete?.(interaction, scoped);
      } else if (interaction.isMessageContextMenuCommand()) {
        await required(menus.get(interaction.commandName), name).execute(interaction, scoped);
      } else if (interaction.isButton() || interaction.isModalSubmit() || interaction.isStringSelectMenu()) {
        const [prefix = "", ...args] = interaction.customId.split(":");
        const handler = components.get(prefix);
        if (interaction.isButton() && handler?.button) await handler.button(interaction, scoped, args);
        else if (interaction.isStringSelectMenu() && handler?.select) await handler.select(interaction, scoped, args);
        else if (interaction.isModalSubmit() && handler?.modal) await handler.modal(interaction, scoped, args);
        else throw new UserError(text("common.buttonGoneRunAgain"));
      }
    } catch (error) {
      await replyWithError(interaction, error, log, guildLanguage);
    }
  };
}

function describe(interaction: Interaction): string {
  if (interaction.isCommand() || interaction.isAutocomplete()) return interaction.commandName;
  if (interaction.isMessageComponent() || interaction.isModalSubmit())
    return interaction.customId.split(":").slice(0, 2).join(":");
  return `type ${(interaction as Interaction).type}`;
}

function required<T>(handler: T | undefined, name: string): T {
  if (handler === undefined) throw new UserError(text("common.commandGone", { name }));
  return handler;
}
